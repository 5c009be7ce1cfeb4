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
