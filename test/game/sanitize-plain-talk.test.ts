import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainTalk, stripMarkup } from '../../src/game/sanitize-talk.ts';

// What the fast path of sanitizeTalk relies on: text isPlainTalk accepts is text stripMarkup leaves alone.
describe('isPlainTalk (the fast path of sanitizeTalk)', () => {
  it('accepts no code unit that stripMarkup would change, alone, inside a text or at its start', () => {
    let accepted = 0;
    for (let code = 0; code <= 0xffff; code++) {
      const character = String.fromCharCode(code);
      for (const text of [
        character,
        `a${character}b`,
        `${character} x`,
        ` ${character}. x`,
        `ミ${character}${character}ナ`,
      ]) {
        if (!isPlainTalk(text)) continue;
        accepted++;
        expect(stripMarkup(text), `U+${code.toString(16)} in ${JSON.stringify(text)}`).toBe(text);
      }
    }
    // Kana, kanji, ASCII and full-width forms: most of what the brains say.
    expect(accepted).toBeGreaterThan(100_000);
  });

  it('on random talk made of markdown, commas, emoji, digits, names and Japanese', () => {
    const piece = fc.constantFrom(
      'ミナト',
      '私は占い師です。',
      '、',
      ',',
      ' ',
      '  ',
      '\u3000',
      '#',
      '>',
      '-',
      '+',
      '*',
      '1.',
      '2)',
      '[a](b)',
      '!',
      '_',
      '~',
      '`',
      '👍',
      '\u00a9',
      '\u3030',
      '\ufe0f',
      '\n',
      '\r',
      '\t',
      '@',
      'Agent[01]',
      'I think so.',
      '「黒」',
      '？',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const text = pieces.join('');
        if (isPlainTalk(text)) expect(stripMarkup(text)).toBe(text);
      }),
      { numRuns: 5000, seed: 16 },
    );
    expect(isPlainTalk('ミナトさんが怪しいと思います。@シズエ どう思う？')).toBe(true);
    expect(isPlainTalk('I divined George. He is HUMAN.')).toBe(true);
    expect(isPlainTalk('1. first')).toBe(false);
  });
});
