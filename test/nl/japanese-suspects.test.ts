import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * Suspicion in everyday words (src/nl/ja/suspects.ts; tuned on the 2025 Japanese logs): a suspect named as such, a
 * liar or misleader, a fake claimer, a player who smells. Sentences written for this test, each family with the near misses and
 * denials it must not read. Agents: エリザ 1, ハナ 2, リア 3, ハンク 4, リョウ 5 (the speaker).
 */
const roster = createRoster(['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ']);
const read = (text: string): string[] => readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' });

describeForms(
  'Japanese suspicion in everyday words',
  {
    'a suspect named as such': [
      ['だからハナが最有力の容疑者。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['@ハナ あなたは私にとって最有力の容疑者だ。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['リアは現時点の最有力容疑者だ。', ['ESTIMATE Agent[03] WEREWOLF']],
      ['私の疑い先はハンク。', ['ESTIMATE Agent[04] WEREWOLF']],
      ['@ハナ あなたの最有力の容疑者は誰？', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
      ['ハナが最有力の容疑者ではない。', []],
      ['リアはハナにとって最有力の容疑者だ。', []],
      ['ハナは最有力の容疑者だとは思わない。', []],
      ['怪しいは@ハナ殿だ。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['真なる敵はリア殿だ。', ['ESTIMATE Agent[03] WEREWOLF']],
      ['人狼はハンクではない。', []],
      ['真なる敵はリア殿か？', []],
    ],
    'a liar or a misleader': [
      ['ハナは私たちを惑わせるために嘘をついているかもしれない。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['リアさんがうそつきかも！', ['ESTIMATE Agent[03] WEREWOLF']],
      ['ハンクは私たちをミスリードしている。', ['ESTIMATE Agent[04] WEREWOLF']],
      ['ハナは嘘をついていない。', []],
      ['ハナが嘘をついているとは思わない。', []],
      ['エリザかハナが嘘をついていることになる。', []],
      ['ハナが嘘をついていると言ったのはリアだ。', []],
      ['ハナに惑わされるな。', []],
    ],
    'a fake claimer': [
      ['ハナは偽の占い師だと思う。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['ハナが偽占い師である可能性が高い。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['ハナは占い師を騙ってると思う。', ['ESTIMATE Agent[02] WEREWOLF']],
      [
        'ハナとリアは二人とも偽の占い師と考えています。',
        ['ESTIMATE Agent[02] WEREWOLF', 'ESTIMATE Agent[03] WEREWOLF'],
      ],
      ['ハナは偽の占い師ではない。', []],
      ['ハナが偽の占い師だと言っている。', []],
      ['ハナは偽の占い師を名乗った。', []],
      ['リアの黒出しも偽占い師によるミスリードだ。', []],
    ],
    'a black possibility, unless it is small': [
      ['ハナも黒の可能性を考慮してほしい。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['ハナが黒の可能性がある。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['ハナが黒の可能性は低い。', []],
      ['ハナが人狼の可能性は低い。', []],
      ['ハナが占い師の可能性は低い。', []],
    ],
    'a player who smells': [
      ['ハナは臭い。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['リアとハンクも臭い。', ['ESTIMATE Agent[03] WEREWOLF', 'ESTIMATE Agent[04] WEREWOLF']],
      ['ハナは臭くない。', []],
    ],
  },
  read,
);
