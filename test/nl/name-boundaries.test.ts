import { describe, expect, it } from 'vitest';
import { understand } from '../../src/nl/index.ts';
import { createRoster, print } from '../../src/protocol/index.ts';

const roster = createRoster(['May', 'Shizue', 'Rin', 'George', 'Asuka']);
const readings = (text: string): string[] =>
  understand({ text, speaker: 'Asuka', roster, lang: 'en' }).map((sentence) => print(sentence));

// A name is a mention only where a word ends: `May` is not in `Mayday`, nor `Rin` in `Rinse` (until the
// fourth session English names were found inside longer words, so `I suspect Mayday` accused May).
describe('English names end where a word ends', () => {
  it.each([
    ['I suspect May.', ['ESTIMATE Agent[01] WEREWOLF']],
    ["I suspect May's story.", ['ESTIMATE Agent[01] WEREWOLF']],
    ['I vote Rin!', ['VOTE Agent[03]']],
    ['I vote @Rin', ['VOTE Agent[03]']],
    ['George, I am the seer.', ['COMINGOUT Agent[05] SEER']],
  ])('%s names the agent', (text, expected) => {
    expect(readings(text)).toEqual(expected);
  });

  it.each(["I suspect Mayday's plan", 'I vote Rinse.', 'Georgeous idea, I suspect Rinaldo.'])(
    '%s names nobody',
    (text) => {
      expect(readings(text)).toEqual([]);
    },
  );
});

// A hiragana name stands among hiragana particles: `今日はあかりに投票` names あかり, `ではなく` does not name はな.
describe('Japanese names written in hiragana', () => {
  const kana = createRoster(['タケシ', 'あかり', 'ユウ', 'はな', 'さくら']);
  const read = (text: string): string[] =>
    understand({ text, speaker: 'タケシ', roster: kana, lang: 'ja' }).map((sentence) => print(sentence));

  it.each([
    ['今日はあかりさんに投票します。', ['VOTE Agent[02]']],
    ['投票先はあかりさんです。', ['VOTE Agent[02]']],
    ['あかりに投票します。', ['VOTE Agent[02]']],
    ['今日はさくらが怪しい。', ['ESTIMATE Agent[05] WEREWOLF']],
  ])('%s names the agent', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each(['ユウではなく、誰に投票する？', 'その話はなしで、ユウが怪しい。'])('%s does not name はな', (text) => {
    expect(read(text).join(' ')).not.toContain('Agent[04]');
  });
});
