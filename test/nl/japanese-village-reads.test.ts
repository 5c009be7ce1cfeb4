import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * A village-leaning read in everyday words (src/nl/ja/village-reads.ts; tuned on the 2025 Japanese logs). Agents: エリザ
 * 1, ハナ 2, リア 3, ハンク 4, リョウ 5 (the speaker).
 */
const roster = createRoster(['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ']);
const read = (text: string): string[] => readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' });

describeForms(
  'Japanese village-leaning reads',
  {
    'said of a player': [
      ['ハナは村っぽい。', ['ESTIMATE Agent[02] VILLAGER']],
      ['ハナは白く見えた。', ['ESTIMATE Agent[02] VILLAGER']],
      ['ハナが村目だと思った。', ['ESTIMATE Agent[02] VILLAGER']],
      ['ハナは村人的だな。', ['ESTIMATE Agent[02] VILLAGER']],
      ['ハナとリアは村っぽい。', ['ESTIMATE Agent[02] VILLAGER', 'ESTIMATE Agent[03] VILLAGER']],
    ],
    'denied, asked or someone else’s': [
      ['ハナは村っぽくない。', []],
      ['ハナは村っぽいかな？', []],
      ['リアはハナが村っぽいと言った。', []],
    ],
  },
  read,
);
