import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInertText, normalizedTalk } from '../../src/nl/normalized-talk.ts';

const slowPath = (text: string): string => text.normalize('NFKC').replace(/[\uE000-\uE001]/gu, '');
const inertCharacters = (): string[] => {
  const found: string[] = [];
  for (let code = 0; code <= 0xffff; code++) {
    const character = String.fromCharCode(code);
    if (isInertText(character)) found.push(character);
  }
  return found;
};

describe('normalizedTalk', () => {
  const inert = inertCharacters();

  it('treats as inert only characters that NFKC keeps, alone and after every kana and ASCII letter', () => {
    expect(inert.length).toBeGreaterThan(20_000);
    const starters = inert.filter((character) => character.charCodeAt(0) < 0x4e00);
    for (const character of inert) {
      expect(character.normalize('NFKC')).toBe(character);
      for (const starter of starters) {
        const pair = starter + character;
        if (pair.normalize('NFKC') !== pair) expect.fail(`${JSON.stringify(pair)} changes under NFKC`);
      }
    }
  });

  it('leaves out what NFKC changes and the private-use mention characters', () => {
    for (const text of ['！', '：', '…', '\u3000', 'ｶ', 'Ａ', '\u3099', 'か\u3099', '\uE000', '\uE001', '①', '㈱']) {
      expect(isInertText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('gives what NFKC and removing the private-use characters gave', () => {
    for (const text of [
      '占い結果：ハナ●',
      'ミナトに投票します！',
      'ﾊﾅさん\uE000 が…怪しい',
      'I vote Rin.',
      'が\u3099',
    ]) {
      expect(normalizedTalk(text)).toBe(slowPath(text));
    }
    const alphabet = [...inert.slice(0, 200), ...inert.slice(-200), '！', '\uE000', '\u3099', 'ｶ', '…', '\u3000'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 20 }), (characters) => {
        const text = characters.join('');
        expect(normalizedTalk(text)).toBe(slowPath(text));
      }),
      { numRuns: 2000, seed: 16 },
    );
  });
});
