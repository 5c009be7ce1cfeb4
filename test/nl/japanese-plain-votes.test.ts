import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * The speaker's vote said plainly: `X吊り。` closing a sentence, `X吊りが妥当`, `Xに今日は投票する`; a lynch told as
 * what happened, weighed, asked or denied is no vote. Agents: エリザ 1, ハナ 2, リア 3, ハンク 4, リョウ 5 (the speaker).
 */
const roster = createRoster(['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ']);
const read = (text: string): string[] => readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' });

describeForms(
  'Japanese votes said plainly',
  {
    'a lynch named as the pick': [
      ['ハナ吊り。', ['VOTE Agent[02]']],
      ['今日はハナ吊りが妥当。', ['VOTE Agent[02]']],
      ['ハナ吊りが良さそう。', ['VOTE Agent[02]']],
      ['ハナに今日は投票する。', ['VOTE Agent[02]']],
    ],
    'the vote first and whom after, the vote earned, a hunt in the day': [
      ['私は投票する  @ハナ  — 彼女は静かすぎる。', ['VOTE Agent[02]']],
      ['リアの行動は擁護できない。彼女は私の票を得た。', ['VOTE Agent[03]']],
      ['今日はハンクを狩る。', ['VOTE Agent[04]']],
      ['私は今日ハンクを狩る。', ['VOTE Agent[04]']],
    ],
    'someone else’s, asked, or at night': [
      ['ハナは投票する リア', []],
      ['リアは私の票を得た？', []],
      ['ハナは今日ハンクを狩る。', []],
      ['今夜はハンクを狩る。', []],
    ],
    'a lynch told, weighed, asked or denied': [
      ['昨日はハナ吊り、リア襲撃。', []],
      ['ハナ追放。', []],
      ['ハナ吊りが妥当とは思わない。', []],
      ['ハナ吊りが妥当か？', []],
      ['ハナに今日は投票しない。', []],
    ],
  },
  read,
);
