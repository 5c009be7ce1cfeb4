import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * The speaker's own role claim in everyday forms of the 2025 logs: asserted, recalled, named with the speaker's own
 * name, or as the role the speaker plays; near misses that are someone else's words. Agents: エリザ 1, ハナ 2, リア 3,
 * ハンク 4, リョウ 5 (the speaker).
 */
const roster = createRoster(['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ']);
const read = (text: string): string[] => readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' });

describeForms(
  'Japanese own claims in everyday forms',
  {
    'asserted or recalled by the speaker': [
      ['私は確かに占い師であることをはっきりさせておきます。', ['COMINGOUT Agent[05] SEER']],
      ['私が既に占い師だと明言している。', ['COMINGOUT Agent[05] SEER']],
      ['私は自分が占い師だと知っている。', ['COMINGOUT Agent[05] SEER']],
      ['私が最初に占い師COした後、ハナが後出しで名乗った。', ['COMINGOUT Agent[05] SEER']],
      ['ハナ、自称占い師だが、俺も占い師名乗ってる。', ['COMINGOUT Agent[05] SEER']],
      ['私は占い師リョウ、温かく村を見守ります。', ['COMINGOUT Agent[05] SEER']],
      ['こ、こんにちは。僕、占い師としてこのゲームに参加してるんだ。', ['COMINGOUT Agent[05] SEER']],
    ],
    'the speaker’s role with words before it and a sentence-final particle': [
      ['自分はマジでただの村人だよ！', ['COMINGOUT Agent[05] VILLAGER']],
      ['わたし、本当に村人なの！', ['COMINGOUT Agent[05] VILLAGER']],
      ['私は慎ましい村人です。', ['COMINGOUT Agent[05] VILLAGER']],
      ['私は役職を持っていない村人です。', ['COMINGOUT Agent[05] VILLAGER']],
      ['ワイは村人でござるよ。', ['COMINGOUT Agent[05] VILLAGER']],
      ['自分は占い師だ。', ['COMINGOUT Agent[05] SEER']],
      ['私は偽の占い師だ。', []],
      ['私は村人なの？', []],
      ['私は村人だったら良かった。', []],
      ['私は昨日まで村人だった。', []],
    ],
    'someone else’s, taken back, or an accusation of the speaker': [
      ['ハナは占い師COした。', []],
      ['私が占い師COしたけど撤回する。', []],
      ['私が占い師だと言ったのは嘘だ。', []],
      ['私は占い師だ、間違いない。', ['COMINGOUT Agent[05] SEER']],
      ['私は占い師だから、嘘はつかない。', ['COMINGOUT Agent[05] SEER']],
      ['ハナによる私が人狼だという主張は誤りです。', []],
      ['@ハナ 昨日あなたは私が人狼だと主張した。', []],
      ['ハナは占い師としてこのゲームに参加している。', []],
      ['私はハナ、占い師リアの味方です。', []],
    ],
  },
  read,
);
