import { describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH, parse, print } from '../../src/protocol/index.ts';

const errorOf = (text: string): { code: string; offset: number; length: number } | undefined => {
  const parsed = parse(text);
  return parsed.ok ? undefined : { code: parsed.error.code, offset: parsed.error.offset, length: parsed.error.length };
};

const normalOf = (text: string): string | undefined => {
  const parsed = parse(text);
  return parsed.ok ? print(parsed.value) : undefined;
};

describe('error codes and positions', () => {
  it.each([
    ['', 'empty-text', 0, 0],
    ['   ', 'empty-text', 3, 0],
    ['VOTE', 'expected-blank', 4, 0],
    ['VOTEAgent[01]', 'expected-blank', 4, 1],
    ['VOTE Agent[x]', 'expected-agent', 5, 8],
    ['VOTE UNSPEC', 'expected-agent', 5, 6],
    ['UNSPEC VOTE Agent[01]', 'unknown-verb', 0, 6],
    ['ESTIMATE Agent[01] HUMAN', 'unknown-role', 19, 5],
    ['ESTIMATE Agent[01] seer', 'unknown-role', 19, 4],
    ['DIVINED Agent[01] SEER', 'unknown-species', 18, 4],
    ['AGREE day1 ID:3', 'unknown-talk-type', 6, 4],
    ['AGREE TALK 1 3', 'expected-day-keyword', 11, 3],
    ['AGREE TALK day 1 ID:3', 'expected-number', 14, 1],
    ['AGREE TALK day1 ID: 3', 'expected-number', 19, 1],
    ['AGREE TALK day1 ID:-3', 'expected-number', 19, 1],
    ['AGREE TALK day1 id:3', 'expected-id-keyword', 16, 3],
    ['OVER', 'unknown-verb', 0, 4],
    ['over', 'expected-verb', 0, 1],
    ['Agent[01] Over', 'subject-before-control', 0, 9],
    ['VOTE Agent[01] Agent[02]', 'trailing-text', 14, 10],
    ['COMINGOUT Agent[01] SEER now', 'trailing-text', 24, 4],
    ['BECAUSE (VOTE Agent[01])', 'missing-second-clause', 8, 16],
    ['XOR (VOTE Agent[01])', 'missing-second-clause', 4, 16],
    ['AND ((VOTE Agent[01])', 'missing-clause', 4, 17],
    ['AND (VOTE Agent[01]) x', 'unclosed-clauses', 21, 1],
    ['AND (VOTE Agent[01]', 'unclosed-clauses', 18, 1],
    ['NOT VOTE Agent[01]', 'expected-clause', 4, 1],
    ['AND ()', 'empty-text', 5, 0],
    ['INQUIRE (VOTE ANY)', 'expected-agent', 8, 1],
    ['REQUEST(Agent[01] VOTE Agent[02])', 'legacy-request', 0, 8],
    ['VOTE Agent[2147483648]', 'number-too-large', 11, 10],
    ['DAY 2147483648 (VOTE Agent[01])', 'number-too-large', 4, 10],
    ['DAY 1(VOTE Agent[01])', 'expected-blank', 5, 1],
    ['AND (VOTE Agent[01]) (VOTE Agent[99x])', 'expected-agent', 27, 10],
    ['BECAUSE (VOTE Agent[01]) (XOR (VOTE Agent[02]))', 'missing-second-clause', 30, 16],
    ['INQUESTED Agent[01] HUMAN', 'unknown-verb', 0, 9],
    ['VOTE\u3000Agent[01]', 'expected-blank', 4, 1],
    ['VOTE Agent[\uff10\uff11]', 'expected-agent', 5, 9],
    ['\u00a0VOTE Agent[01]', 'expected-verb', 0, 1],
    ['AND (VOTE\nAgent[01])', 'line-break-in-clauses', 9, 1],
    ['AND (VOTE Agent[01]) \r\n (VOTE Agent[02])', 'line-break-in-clauses', 21, 1],
    ['NOT (NOT (VOTE\u2028Agent[01]))', 'line-break-in-clauses', 14, 1],
    ['VOTE Agent[01]\u2028\u2028', 'trailing-text', 14, 1],
    ['VOTE Agent[01] \u2028', 'trailing-text', 14, 1],
    ['Skip\u2028', 'unknown-verb', 0, 1],
  ])('%j → %s at %i', (text, code, offset, length) => {
    expect(errorOf(text)).toEqual({ code, offset, length });
  });
});

describe('what the reference tolerates', () => {
  it.each([
    ['VOTE Agent[1]', 'VOTE Agent[01]'],
    ['VOTE Agent[00]', 'VOTE ANY'],
    ['VOTE Agent[0000000000000000000000000007]', 'VOTE Agent[07]'],
    ['Agent[01]VOTE Agent[02]', 'Agent[01] VOTE Agent[02]'],
    ['ANYVOTE Agent[02]', 'ANY VOTE Agent[02]'],
    ['\u0000\t VOTE \r\n Agent[03] \u001f', 'VOTE Agent[03]'],
    ['AND (VOTE Agent[01]))', 'AND (VOTE Agent[01])'],
    ['AND (VOTE Agent[01]) ((VOTE Agent[02])', 'AND (VOTE Agent[01])'],
    ['AND (VOTE Agent[01])and then(VOTE Agent[02])', 'AND (VOTE Agent[01]) (VOTE Agent[02])'],
    ['AND (Skip) (Over)', 'AND (Skip) (Over)'],
    ['AND\n(VOTE Agent[01])\r\n', 'AND (VOTE Agent[01])'],
    ['DAY\n1\n(VOTE Agent[01])', 'DAY 1 (VOTE Agent[01])'],
    ['VOTE\nAgent[01]', 'VOTE Agent[01]'],
    ['VOTE Agent[01]\u2028', 'VOTE Agent[01]'],
    ['AND (VOTE Agent[01])\u0085', 'AND (VOTE Agent[01])'],
    ['NOT (VOTE Agent[01]) (VOTE Agent[02])', 'NOT (VOTE Agent[01])'],
    ['XOR (VOTE Agent[01]) (VOTE Agent[02]) (VOTE Agent[03])', 'XOR (VOTE Agent[01]) (VOTE Agent[02])'],
    ['REQUEST (VOTE ANY)', 'REQUEST ANY (VOTE ANY)'],
    ['REQUEST (Agent[03] VOTE Agent[01])', 'REQUEST Agent[03] (VOTE Agent[01])'],
    ['COMINGOUT Agent[02] FOX', 'COMINGOUT Agent[02] FOX'],
    ['ESTIMATE Agent[02] FREEMASON', 'ESTIMATE Agent[02] FREEMASON'],
    ['AGREE WHISPER day01 ID:003', 'AGREE WHISPER day1 ID:3'],
    ['DAY 007 (VOTE Agent[01])', 'DAY 7 (VOTE Agent[01])'],
    [
      'Agent[01] BECAUSE (Agent[01] COMINGOUT Agent[01] SEER) (Agent[01] VOTE Agent[02])',
      'Agent[01] BECAUSE (COMINGOUT Agent[01] SEER) (VOTE Agent[02])',
    ],
    ['REQUEST ANY (ANY VOTE Agent[01])', 'REQUEST ANY (VOTE Agent[01])'],
    ['ANY REQUEST Agent[03] (ANY VOTE Agent[01])', 'ANY REQUEST Agent[03] (ANY VOTE Agent[01])'],
    [
      'BECAUSE (Agent[01] COMINGOUT Agent[01] SEER) (Agent[01] VOTE Agent[02])',
      'BECAUSE (Agent[01] COMINGOUT Agent[01] SEER) (Agent[01] VOTE Agent[02])',
    ],
  ])('%j → %j', (text, normal) => {
    expect(normalOf(text)).toBe(normal);
  });
});

describe('lenient mode', () => {
  it.each([
    ['REQUEST(Agent[14] DIVINATION Agent[03])', 'REQUEST Agent[14] (DIVINATION Agent[03])'],
    ['REQUEST(COMINGOUT Agent[05] SEER)', 'REQUEST ANY (COMINGOUT Agent[05] SEER)'],
    ['REQUEST(Agent[02] Over)', 'REQUEST Agent[02] (Over)'],
    ['INQUESTED Agent[01] HUMAN', 'IDENTIFIED Agent[01] HUMAN'],
  ])('%j → %j', (text, normal) => {
    const parsed = parse(text, { lenient: true });
    expect(parsed.ok && print(parsed.value)).toBe(normal);
  });

  it('still rejects what no version of the protocol allows', () => {
    expect(parse('REQUEST(VOTE Agent[01]', { lenient: true }).ok).toBe(false);
    expect(parse('Agent[01] Over', { lenient: true }).ok).toBe(false);
  });
});

describe('hostile input', () => {
  const nested = (levels: number): string => `${'NOT ('.repeat(levels)}VOTE Agent[01]${')'.repeat(levels)}`;

  it('10,000 nested operators give a quick too-deep error', () => {
    const started = performance.now();
    expect(errorOf(nested(10_000))?.code).toBe('too-deep');
    // Generous bound for loaded CI machines; recursion or rescanning per level would take far longer.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('accepts nesting up to the limit and rejects one more', () => {
    expect(normalOf(nested(MAX_NESTING_DEPTH))).toBe(nested(MAX_NESTING_DEPTH));
    expect(errorOf(nested(MAX_NESTING_DEPTH + 1))?.code).toBe('too-deep');
  });

  it('10,000 bare parentheses, balanced or not, are errors', () => {
    expect(errorOf('('.repeat(10_000))?.code).toBe('expected-verb');
    expect(errorOf(')'.repeat(10_000))?.code).toBe('expected-verb');
    expect(errorOf(`AND ${'('.repeat(10_000)}${')'.repeat(10_000)}`)?.code).toBe('expected-verb');
    expect(errorOf(`AND ${'('.repeat(10_000)}`)?.code).toBe('unclosed-clauses');
    expect(errorOf(`AND ${'(VOTE Agent[01])'.repeat(1)}${')('.repeat(5_000)}`)?.code).toBe('unclosed-clauses');
  });

  it('parses a megabyte line in linear time', () => {
    const clauses = '(VOTE Agent[01]) '.repeat(60_000);
    const started = performance.now();
    const parsed = parse(`AND ${clauses}`);
    expect(parsed.ok && parsed.value.type === 'AND' && parsed.value.clauses.length).toBe(60_000);
    // Quadratic scanning would take minutes here; the bound leaves room for a loaded machine.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
