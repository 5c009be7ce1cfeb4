import { ANY, type AgentNumber } from './ast.ts';
import { type ProtocolError, protocolError } from './protocol-error.ts';
import { err, ok, type Result } from '../result.ts';

/**
 * Character-level reading with the Java reference's exact classes: `String.trim()` drops every char up to
 * U+0020, regex `\s` is only space, TAB, LF, VT, FF, CR, and `\d` only ASCII digits. Unicode blanks and
 * full-width digits are therefore not blanks or digits here.
 */
export const isTrimmable = (code: number): boolean => code <= 0x20;

export const isBlank = (code: number): boolean => code === 0x20 || (code >= 0x09 && code <= 0x0d);

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

const isUpperLetter = (code: number): boolean => code >= 0x41 && code <= 0x5a;

export type Scanned<T> = { readonly value: T; readonly next: number };

export type Range = { readonly start: number; readonly end: number };

export const trimRange = (text: string, range: Range): Range => {
  let start = range.start;
  let end = range.end;
  while (start < end && isTrimmable(text.charCodeAt(start))) start += 1;
  while (end > start && isTrimmable(text.charCodeAt(end - 1))) end -= 1;
  return { start, end };
};

export const skipBlanks = (text: string, position: number, end: number): number => {
  let next = position;
  while (next < end && isBlank(text.charCodeAt(next))) next += 1;
  return next;
};

/** One or more blanks, as `\s+` in the reference patterns. */
export const requireBlanks = (text: string, position: number, end: number): Result<number, ProtocolError> => {
  const next = skipBlanks(text, position, end);
  return next === position ? err(protocolError({ code: 'expected-blank', offset: position, length: position < end ? 1 : 0 })) : ok(next);
};

/** End of the `[A-Z]+` run starting at `position` (equal to `position` when there is none). */
export const upperWordEnd = (text: string, position: number, end: number): number => {
  let next = position;
  while (next < end && isUpperLetter(text.charCodeAt(next))) next += 1;
  return next;
};

/**
 * Length of the word at `position` (up to a blank or a parenthesis, at least 1 inside the text), so an
 * error can underline the whole offending word.
 */
export const wordLength = (text: string, position: number, end: number): number => {
  let next = position;
  while (next < end) {
    const code = text.charCodeAt(next);
    if (isBlank(code) || code === 0x28 || code === 0x29) break;
    next += 1;
  }
  return Math.max(next - position, position < end ? 1 : 0);
};

const INT32_MAX = 2_147_483_647;

/** ASCII digits read as a Java int: leading zeros allowed, no sign, at most 2147483647. */
export const readNumber = (text: string, position: number, end: number): Result<Scanned<number>, ProtocolError> => {
  let next = position;
  let value = 0;
  while (next < end && isDigit(text.charCodeAt(next))) {
    // Stop growing once out of range so a million digits cost no more than their scan.
    if (value <= INT32_MAX) value = value * 10 + (text.charCodeAt(next) - 0x30);
    next += 1;
  }
  if (next === position) return err(protocolError({ code: 'expected-number', offset: position, length: position < end ? 1 : 0 }));
  if (value > INT32_MAX) return err(protocolError({ code: 'number-too-large', offset: position, length: next - position }));
  return ok({ value, next });
};

/** `Agent[<digits>]` or `ANY`; index 0 is the ANY agent itself, as in the reference. */
export const readAgent = (text: string, position: number, end: number): Result<Scanned<AgentNumber>, ProtocolError> => {
  if (text.startsWith('ANY', position) && position + 3 <= end) return ok({ value: ANY, next: position + 3 });
  const expectedAgent = (): Result<never, ProtocolError> =>
    err(protocolError({ code: 'expected-agent', offset: position, length: wordLength(text, position, end) }));
  if (!text.startsWith('Agent[', position) || position + 6 > end) return expectedAgent();
  const number = readNumber(text, position + 6, end);
  if (!number.ok) return number.error.code === 'number-too-large' ? number : expectedAgent();
  if (number.value.next >= end || text.charCodeAt(number.value.next) !== 0x5d) return expectedAgent();
  return ok({ value: number.value.value, next: number.value.next + 1 });
};

/** The literal `word` at `position` (case-sensitive), or the given error. */
export const expectLiteral = (options: {
  text: string;
  position: number;
  end: number;
  word: string;
  code: ProtocolError['code'];
}): Result<number, ProtocolError> => {
  const { text, position, end, word, code } = options;
  return text.startsWith(word, position) && position + word.length <= end
    ? ok(position + word.length)
    : err(protocolError({ code, offset: position, length: Math.min(word.length, end - position) }));
};

export const expectEnd = (position: number, end: number): Result<true, ProtocolError> =>
  position === end ? ok(true) : err(protocolError({ code: 'trailing-text', offset: position, length: end - position }));
