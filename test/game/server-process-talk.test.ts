import { describe, expect, it } from 'vitest';
import { countLength, cutLength, type LengthLimits, serverProcessTalk } from '../../src/game/index.ts';

const JA: LengthLimits = { countInWord: false, countSpaces: false, baseLength: 50, mentionLength: 50 };
const AGENTS = ['Agent[01]', 'Agent[02]', 'Agent[03]', 'Agent[04]', 'Agent[05]'];
const process = (
  text: string,
  options: {
    limits?: LengthLimits;
    speaker?: string;
    remainLength?: number;
    remainSkip?: number;
    maxSkip?: number;
  } = {},
) =>
  serverProcessTalk({
    text,
    limits: options.limits ?? JA,
    maxSkip: options.maxSkip ?? 0,
    remainSkip: options.remainSkip ?? 0,
    ...(options.remainLength === undefined ? {} : { remainLength: options.remainLength }),
    speaker: options.speaker ?? 'Agent[01]',
    agentNames: AGENTS,
  });

describe('countLength and cutLength (server.md §5.1)', () => {
  it('counts code points, whitespace free by default, Go whitespace set', () => {
    expect(countLength('a b\u3000c\u0085d', { countInWord: false, countSpaces: false })).toBe(4);
    expect(countLength('😀😀', { countInWord: false, countSpaces: false })).toBe(2);
    expect(countLength('a b ', { countInWord: false, countSpaces: true })).toBe(4);
    expect(countLength('  one two\tthree ', { countInWord: true, countSpaces: false })).toBe(3);
    // U+FEFF is whitespace for JavaScript's \s but not for Go.
    expect(countLength('\ufeff', { countInWord: false, countSpaces: false })).toBe(1);
  });
  it('cuts like the server, quirks included', () => {
    const mode = { countInWord: false, countSpaces: false };
    expect(cutLength('a b c d', 2, mode).text).toBe('a b');
    expect(cutLength('abc', 0, mode).text).toBe('abc'); // n ≤ 0 leaves the text uncut
    expect(cutLength(' one   two three', 2, { countInWord: true, countSpaces: false }).text).toBe('one two');
    expect(cutLength('one two', -1, { countInWord: true, countSpaces: false }).panic).toBe(true);
    expect(cutLength('abcd', -1, { countInWord: false, countSpaces: true }).panic).toBe(true);
    expect(cutLength('ab cd', 3, { countInWord: false, countSpaces: true }).text).toBe('ab ');
  });
});

describe('serverProcessTalk: the worked examples of server.md §5.4', () => {
  it('1: a short talk is unchanged', () => {
    expect(process('こんにちは、私はシュンイチです。よろしく。').storedText).toBe(
      'こんにちは、私はシュンイチです。よろしく。',
    );
  });
  it('2: a leading mention gets spaces around it and the after-part is cut at 50', () => {
    const sent =
      '@シズエ あなたは怪しいと思います。理由は特にありませんが、直感です。とても長い文章を書いてみることで、文字数の上限がどのように扱われるのかを確認したいと思います。';
    const result = serverProcessTalk({
      text: sent,
      limits: JA,
      maxSkip: 0,
      remainSkip: 0,
      speaker: 'シュンイチ',
      agentNames: ['シズエ', 'シュンイチ'],
    });
    expect(result.storedText).toBe(
      ' @シズエ  あなたは怪しいと思います。理由は特にありませんが、直感です。とても長い文章を書いてみることで、文字数',
    );
    expect(result.mention).toBe('シズエ');
    expect(result.truncated).toBe(true);
  });
  it('3: before and after are cut separately', () => {
    const result = process(`${'前置き'.repeat(20)}@Agent[02]${'後'.repeat(60)}`);
    expect(result.storedText).toBe(`${'前置き'.repeat(20).slice(0, 50)} @Agent[02] ${'後'.repeat(50)}`);
  });
  it('4: whitespace is free and kept inside, dropped after the cut', () => {
    expect(process('a b c '.repeat(30)).storedText).toBe('a b c '.repeat(16).concat('a b').replace(/ $/, ''));
  });
  it('5: a mention in the middle', () => {
    const sent =
      'Hello @Agent[02], I think you are the wolf because you voted strangely yesterday and I do not trust you at all.';
    expect(process(sent).storedText).toBe(
      'Hello  @Agent[02] , I think you are the wolf because you voted strangely yester',
    );
  });
  it('6: a self-mention is plain text', () => {
    const sent = `@Agent[01] ${'x'.repeat(60)}`;
    expect(process(sent).storedText).toBe(`@Agent[01] ${'x'.repeat(40)}`);
    expect(process(sent).mention).toBeUndefined();
  });
  it('English default: cut after the 125th non-whitespace character', () => {
    const limits = { countInWord: false, countSpaces: false, baseLength: 125, mentionLength: 125 };
    const stored = process('I am the seer. '.repeat(12), { limits }).storedText;
    expect([...stored]).toHaveLength(171);
    expect(countLength(stored, limits)).toBe(125);
  });
  it('budgeted config: charges on the uncut text and per_talk after the mention', () => {
    const limits: LengthLimits = {
      countInWord: false,
      countSpaces: false,
      perTalk: 40,
      mentionLength: 10,
      perAgent: 60,
      baseLength: 8,
    };
    const first = process('abcdefghijklmno', { limits, remainLength: 60 });
    expect(first).toMatchObject({ storedText: 'abcdefghijklmno', remainLength: 53, lengthUsed: 7 });
    const second = process(`${'x'.repeat(30)}@Agent[05]${'y'.repeat(25)}`, { limits, remainLength: 53 });
    expect(second).toMatchObject({ storedText: `${'x'.repeat(30)} @Agent[05] ${'y'.repeat(10)}`, remainLength: 16 });
    const third = process('z'.repeat(40), { limits, remainLength: 16 });
    expect(third).toMatchObject({ storedText: 'z'.repeat(24), remainLength: -16 });
  });
  it('lowest-index mention rule (HEAD) vs earliest (newer servers)', () => {
    const text = 'hi @Agent[03] and @Agent[02] there';
    expect(process(text).mention).toBe('Agent[02]');
    expect(process(text).storedText).toBe('hi @Agent[03] and  @Agent[02]  there');
    const earliest = serverProcessTalk({
      text,
      limits: JA,
      maxSkip: 0,
      remainSkip: 0,
      speaker: 'Agent[01]',
      agentNames: AGENTS,
      mentionRule: 'earliest',
    });
    expect(earliest.mention).toBe('Agent[03]');
  });
});

describe('serverProcessTalk: Skip, Over, empty (server.md §4.3)', () => {
  it('Skip without skips left is Over; with skips left it is Skip and costs one', () => {
    expect(process('Skip')).toMatchObject({ storedText: 'Over', over: true, skip: false });
    expect(process('Skip', { remainSkip: 2, maxSkip: 2 })).toMatchObject({
      storedText: 'Skip',
      skip: true,
      remainSkip: 1,
    });
    expect(process('ForceSkip')).toMatchObject({ storedText: 'Skip', skip: true });
  });
  it('a timeout is recorded as Skip without using a skip', () => {
    const result = serverProcessTalk({
      text: '',
      limits: JA,
      maxSkip: 0,
      remainSkip: 0,
      remainCount: 2,
      speaker: 'Agent[01]',
      agentNames: AGENTS,
      timedOut: true,
    });
    expect(result).toMatchObject({ storedText: 'Skip', skip: true, remainSkip: 0, remainCount: 1 });
  });
  it('normal text resets the skip count; Over does not', () => {
    expect(process('hello', { remainSkip: 0, maxSkip: 1 }).remainSkip).toBe(1);
    expect(process('Over', { remainSkip: 0, maxSkip: 1 }).remainSkip).toBe(0);
  });
  it('empty text is Over, whitespace-only text survives, newlines are removed, case matters', () => {
    expect(process('').storedText).toBe('Over');
    expect(process('\n\n').storedText).toBe('Over');
    expect(process('  ').storedText).toBe('  ');
    expect(process('A\nB').storedText).toBe('AB');
    expect(process('over').storedText).toBe('over');
  });
  it('HEAD turns every talk into Over without base_length and per_agent', () => {
    expect(process('hello', { limits: { countInWord: false, countSpaces: false, perTalk: 10 } }).storedText).toBe(
      'Over',
    );
  });
  it('freeform: trimmed, empty frames ignored, nothing but Over once the count is used up', () => {
    const freeform = (text: string, remainCount: number) =>
      serverProcessTalk({
        text,
        limits: JA,
        maxSkip: 0,
        remainSkip: 0,
        remainCount,
        speaker: 'Agent[01]',
        agentNames: AGENTS,
        mode: 'freeform',
      });
    expect(freeform('  hello \n', 4)).toMatchObject({ accepted: true, storedText: 'hello', remainCount: 3 });
    expect(freeform('   ', 4).accepted).toBe(false);
    expect(freeform('hello', 0).accepted).toBe(false);
    expect(freeform('Over', 0)).toMatchObject({ accepted: true, storedText: 'Over', remainCount: 0 });
  });
});
