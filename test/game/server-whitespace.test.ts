import { describe, expect, it } from 'vitest';
import { isServerSpace, isServerSpaceCode, trimServerSpace } from '../../src/game/server-whitespace.ts';

// Go's unicode.IsSpace (server.md §5.1): exactly these code points.
const GO_SPACES = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006,
  0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
];

describe('server whitespace', () => {
  it('isServerSpaceCode answers every UTF-16 code unit as Go unicode.IsSpace does', () => {
    const spaces = new Set(GO_SPACES);
    const wrong: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (isServerSpaceCode(code) !== spaces.has(code)) wrong.push(code);
    }
    expect(wrong).toEqual([]);
    expect(isServerSpaceCode(-1)).toBe(false);
    expect(isServerSpaceCode(0x1_0000)).toBe(false);
  });

  it('agrees with isServerSpace on single characters, and trims only those', () => {
    for (const code of [...GO_SPACES, 0x41, 0x3042, 0xfeff, 0x200b]) {
      expect(isServerSpaceCode(code)).toBe(isServerSpace(String.fromCharCode(code)));
    }
    expect(trimServerSpace('\u3000\u0085 こんにちは\u00a0\n')).toBe('こんにちは');
    expect(trimServerSpace('\ufeffhi\u200b')).toBe('\ufeffhi\u200b');
  });
});
