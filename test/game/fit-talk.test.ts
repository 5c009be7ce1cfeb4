import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countLength,
  fitTalk,
  fitTalkInState,
  initialGameState,
  type LengthLimits,
  sanitizeTalk,
  serverProcessTalk,
  trimServerSpace,
} from '../../src/game/index.ts';
import { createRandom, type Random } from '../../src/random.ts';

const NAMES = ['ミナト', 'ミナ', 'シズエ', 'Rin', 'Agent[02]', 'George'];
const PIECES = [
  'こんにちは',
  '私は占い師です。',
  '怪しいと思います',
  '、',
  '。',
  '！',
  '？',
  ' ',
  '  ',
  '\n',
  '\r\n',
  ',',
  '，',
  'I think',
  'the wolf is',
  '.',
  '!',
  '?',
  'e.g.',
  '3.5',
  '😀',
  '👍🏽',
  '🇯🇵',
  '**',
  '# ',
  '- ',
  '`code`',
  '[link](http://x)',
  '@',
  '@ミナト',
  '@ミナ',
  '@シズエ',
  '@Rin',
  '@Agent[02]',
  '@George',
  '@Nobody',
  'Over',
  'Skip',
  '\u3000',
  '\t',
  'ー',
  'a',
  'b',
  'word',
  'ForceSkip',
  '\u0000',
  '\ufeff',
  '\u0085',
];

const randomText = (random: Random): string => {
  const length = random.int(40);
  let text = '';
  for (let index = 0; index < length; index++) {
    const piece = random.pick(PIECES)!;
    text += random.next() < 0.2 ? piece.repeat(1 + random.int(8)) : piece;
  }
  return text;
};

const randomLimits = (random: Random): { limits: LengthLimits; remainLength?: number } => {
  const mode = random.pick([
    { countInWord: false, countSpaces: false },
    { countInWord: false, countSpaces: true },
    { countInWord: true, countSpaces: false },
  ])!;
  const small = () => random.int(mode.countInWord ? 8 : 60);
  const perAgent = random.next() < 0.4 ? 1 + small() : undefined;
  const baseLength = perAgent === undefined || random.next() < 0.7 ? small() : undefined;
  const limits: LengthLimits = {
    ...mode,
    ...(perAgent === undefined ? {} : { perAgent }),
    ...(baseLength === undefined ? {} : { baseLength }),
    ...(random.next() < 0.8 ? { mentionLength: random.next() < 0.1 ? -1 : small() } : {}),
    ...(random.next() < 0.3 ? { perTalk: small() } : {}),
  };
  return perAgent === undefined ? { limits } : { limits, remainLength: 1 + random.int(perAgent) };
};

const SHIPPED_JA: LengthLimits = { countInWord: false, countSpaces: false, baseLength: 50, mentionLength: 50 };

describe('fitTalk', () => {
  it('always returns text the server stores as predicted, uncut, clean, never empty (property)', () => {
    const random = createRandom('fit-talk-property');
    for (let trial = 0; trial < 3000; trial++) {
      const { limits, remainLength } = randomLimits(random);
      const speaker = random.pick(NAMES)!;
      const agentNames = random.shuffle(NAMES);
      const text = randomText(random);
      const mode = random.next() < 0.2 ? 'freeform' : 'turn';
      const fitted = fitTalk({
        text,
        limits,
        ...(remainLength === undefined ? {} : { remainLength }),
        speaker,
        agentNames,
        mode,
      });
      const context = JSON.stringify({ text, limits, remainLength, speaker, agentNames, fitted });
      expect(fitted.text, context).not.toBe('');
      expect(fitted.text, context).not.toMatch(/[\n\r,]/);
      const mentions = agentNames.filter((name) => name !== speaker && fitted.text.includes(`@${name}`));
      // One mention at most (a prefix name such as ミナ inside @ミナト is the same mention).
      expect(new Set(mentions.map((name) => fitted.text.indexOf(`@${name}`))).size, context).toBeLessThanOrEqual(1);
      for (const mentionRule of ['lowest-index', 'earliest'] as const) {
        const server = serverProcessTalk({
          text: fitted.text,
          limits,
          maxSkip: 0,
          remainSkip: 1,
          ...(remainLength === undefined ? {} : { remainLength }),
          speaker,
          agentNames,
          mentionRule,
          mode,
        });
        expect(server.panic, context).toBe(false);
        expect(server.storedText, context).toBe(fitted.storedText);
        if (fitted.storedText !== 'Over' && fitted.storedText !== 'Skip') expect(server.truncated, context).toBe(false);
      }
    }
  });

  it('cuts at a sentence end, then a clause, then a word', () => {
    const sentences =
      'これは最初の文です。これは二番目の文でとても長くなっています。さらに三番目の文が続きます。'.repeat(2);
    expect(fitTalk({ text: sentences, limits: SHIPPED_JA, speaker: 'リン', agentNames: [] }).text).toBe(
      'これは最初の文です。これは二番目の文でとても長くなっています。さらに三番目の文が続きます。',
    );
    const clauses = `${'あ'.repeat(30)}、${'い'.repeat(30)}`;
    expect(fitTalk({ text: clauses, limits: SHIPPED_JA, speaker: 'リン', agentNames: [] }).text).toBe('あ'.repeat(30));
    const english = { countInWord: false, countSpaces: false, baseLength: 20, mentionLength: 20 };
    expect(
      fitTalk({ text: 'I suspect George because he voted oddly', limits: english, speaker: 'Rin', agentNames: [] })
        .text,
    ).toBe('I suspect George');
  });

  it('keeps one mention and unmarks the others', () => {
    const result = fitTalk({
      text: '@シズエ さんと @ミナト さんに質問です。',
      limits: SHIPPED_JA,
      speaker: 'リン',
      agentNames: ['シズエ', 'ミナト', 'リン'],
    });
    expect(result).toMatchObject({
      text: '@シズエ さんと ミナト さんに質問です。',
      storedText: ' @シズエ  さんと ミナト さんに質問です。',
      mention: 'シズエ',
    });
  });

  it('drops the @ when a shorter name would be read as the mention', () => {
    const result = fitTalk({
      text: '@ミナト どう思う？',
      limits: SHIPPED_JA,
      speaker: 'リン',
      agentNames: ['ミナ', 'ミナト'],
    });
    expect(result.text).toBe('ミナト どう思う？');
    expect(result.mention).toBeUndefined();
  });

  it('never sends an empty talk, passes Over and Skip through', () => {
    expect(fitTalk({ text: '', limits: SHIPPED_JA, speaker: 'A', agentNames: [] }).text).toBe('Over');
    expect(fitTalk({ text: '😀 **', limits: SHIPPED_JA, speaker: 'A', agentNames: [] }).text).toBe('Over');
    expect(fitTalk({ text: 'Skip', limits: SHIPPED_JA, speaker: 'A', agentNames: [] }).text).toBe('Skip');
    expect(fitTalk({ text: 'Over', limits: SHIPPED_JA, speaker: 'A', agentNames: [] }).text).toBe('Over');
  });

  it('spends no more than the remaining budget', () => {
    const limits: LengthLimits = {
      countInWord: false,
      countSpaces: false,
      perAgent: 60,
      baseLength: 8,
      mentionLength: 10,
    };
    const result = fitTalk({ text: 'x'.repeat(40), limits, remainLength: 16, speaker: 'A', agentNames: [] });
    expect(countLength(result.text, limits)).toBe(24);
    expect(result.lengthUsed).toBe(16);
  });
});

describe('sanitizeTalk', () => {
  it('removes markdown, emoji, line breaks and half-width commas', () => {
    expect(sanitizeTalk('## 結論\n**ミナト**が怪しい, と思う👍\n- 理由: 投票')).toBe(
      '結論 ミナトが怪しい、 と思う 理由: 投票',
    );
    expect(sanitizeTalk('Yes, [see](http://x) `this`!')).toBe('Yes see this!');
  });
});

describe('fitTalkInState', () => {
  it('takes limits, budget, name and roster from the state', () => {
    const state = {
      ...initialGameState({ self: 'A' }),
      agents: ['A', 'B'],
      remain: { count: 3, length: 4, skip: 0 },
      settings: {
        agentCount: 2,
        roleNumMap: {},
        voteVisibility: true,
        talk: {
          maxCountPerAgent: 4,
          maxCountPerDay: 20,
          maxSkip: 0,
          maxLength: { countInWord: false, countSpaces: false, perAgent: 60, baseLength: 2, mentionLength: 5 },
        },
        whisper: {
          maxCountPerAgent: 4,
          maxCountPerDay: 20,
          maxSkip: 0,
          maxLength: { countInWord: false, countSpaces: false, baseLength: 3 },
        },
        vote: { maxCount: 1, allowSelfVote: true },
        attackVote: { maxCount: 1, allowSelfVote: true, allowNoTarget: false },
        timeout: { action: 60000, response: 120000 },
      },
    };
    expect(fitTalkInState({ state, channel: 'talk', text: 'abcdefghij' })).toMatchObject({
      text: 'abcdef',
      lengthUsed: 4,
    });
    expect(fitTalkInState({ state, channel: 'whisper', text: 'abcdefghij' }).text).toBe('abc');
    expect(fitTalkInState({ state: initialGameState(), channel: 'talk', text: 'あ'.repeat(60) }).text).toBe(
      'あ'.repeat(50),
    );
  });
});

describe('sanitizeTalk collapses whitespace by code unit as it did by code point', () => {
  const SPACES = [
    0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006,
    0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
  ];
  // The collapse as it was, one code point at a time.
  const collapseByCodePoint = (clean: string): string => {
    let collapsed = '';
    let pendingSpace = false;
    for (const character of clean) {
      if (SPACES.includes(character.codePointAt(0) ?? -1)) {
        pendingSpace = collapsed !== '';
        continue;
      }
      if (pendingSpace) collapsed += ' ';
      pendingSpace = false;
      collapsed += character;
    }
    return collapsed;
  };

  it('on random words, every server space, surrogate pairs and lone surrogates', () => {
    const piece = fc.oneof(
      fc.constantFrom(...SPACES.map((code) => String.fromCharCode(code))),
      fc.constantFrom('a', 'ミナト', '𠮷', '\ud800', '\udc00', '@', '、', 'x y', '\u3000'),
      fc.string({ maxLength: 4, unit: 'binary' }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        // Text the earlier steps (markdown, emoji, invisibles, commas, line prefixes) leave as it is,
        // so sanitizeTalk is the collapse alone.
        const text = pieces.join('');
        const plain = [...text]
          .filter((character) =>
            /^[\p{L}\p{N}@、 \u3000\u2000-\u200a\u2028\u2029\u00a0\u1680\u202f\u205f\u0085\t\u000b\u000c]$/u.test(
              character,
            ),
          )
          .join('');
        expect(sanitizeTalk(`a${plain}a`)).toBe(collapseByCodePoint(`a${plain}a`));
        expect(sanitizeTalk(` ${plain} `)).toBe(collapseByCodePoint(` ${plain} `));
      }),
      { numRuns: 2000, seed: 16 },
    );
  });

  it('countLength and trimServerSpace by code unit equal their code-point versions', () => {
    const isSpace = (character: string): boolean => SPACES.includes(character.codePointAt(0) ?? -1);
    const countByCodePoint = (text: string, countSpaces: boolean): number =>
      [...text].filter((character) => countSpaces || !isSpace(character)).length;
    const trimByCodePoint = (text: string): string => {
      const characters = [...text];
      let start = 0;
      let end = characters.length;
      while (start < end && isSpace(characters[start]!)) start++;
      while (end > start && isSpace(characters[end - 1]!)) end--;
      return characters.slice(start, end).join('');
    };
    const piece = fc.oneof(
      fc.constantFrom(...SPACES.map((code) => String.fromCharCode(code))),
      fc.constantFrom('a', 'ミナト', '𠮷', '👍🏽', '\ud800', '\udc00', '\udbff\udfff', '@'),
      fc.string({ maxLength: 4, unit: 'binary' }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.boolean(), (pieces, countSpaces) => {
        const text = pieces.join('');
        expect(countLength(text, { countInWord: false, countSpaces })).toBe(countByCodePoint(text, countSpaces));
        expect(trimServerSpace(text)).toBe(trimByCodePoint(text));
      }),
      { numRuns: 3000, seed: 16 },
    );
  });
});
