import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * A result asked for in the imperative or as a choice (tuned on the 2025 Japanese logs): `結果を出せ`, `明かせ`,
 * `示すか撤回して`, `告げよ`, `今日の占い結果はないのか？`. Agents: エリザ 1, ハナ 2, リア 3, ハンク 4, リョウ 5 (the speaker).
 */
const roster = createRoster(['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ']);
const read = (text: string): string[] => readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' });

describeForms(
  'Japanese requests for a result',
  {
    'an imperative or a choice asks for the result': [
      ['@ハナ 今すぐ結果を明かせ、さもないと君に投票する。', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
      ['占い師は速やかに結果を出せ。', ['INQUIRE ANY (DIVINED ANY ANY)']],
      ['@ハナ 占い結果を示すか撤回して。', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
      ['ハナ、今日の占い結果はないのか？', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
      ['霊媒師は結果を告げよ。', ['INQUIRE ANY (IDENTIFIED ANY ANY)']],
    ],
    'a fact about a result asks nothing': [
      ['ハナは結果を出せなかった。', []],
      ['ハナはまだ結果を出していない。', []],
    ],
  },
  read,
);
