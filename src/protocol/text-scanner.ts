import { ANY } from './ast.ts';
import { type ProtocolError, type ProtocolErrorCode, protocolError } from './protocol-error.ts';

/**
 * Character-level reading with the Java reference's exact classes: `String.trim()` drops every char up to
 * U+0020, regex `\s` is only space, TAB, LF, VT, FF, CR, and `\d` only ASCII digits. Unicode blanks and
 * full-width digits are therefore not blanks or digits here.
 *
 * The hot path allocates nothing: every reader returns the position after what it read, or `FAILED`
 * after recording the error in the `Scan`; a number or agent read goes to `scan.value`. Only a finished
 * sentence (and an error) becomes an object.
 */
export const isTrimmable = (code: number): boolean => code <= 0x20;

export const isBlank = (code: number): boolean => code === 0x20 || (code >= 0x09 && code <= 0x0d);

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

const isUpperLetter = (code: number): boolean => code >= 0x41 && code <= 0x5a;

export type Range = { readonly start: number; readonly end: number };

/** The state of one `parse` call: the text, the mode, the last error and the last number read. */
export type Scan = {
  readonly text: string;
  readonly lenient: boolean;
  error: ProtocolError | undefined;
  value: number;
};

/** What a reader returns instead of a position when the text does not match; `scan.error` says why. */
export const FAILED = -1;

export const fail = (scan: Scan, code: ProtocolErrorCode, offset: number, length = 0): typeof FAILED => {
  scan.error = protocolError({ code, offset, length });
  return FAILED;
};

/**
 * Whether `word` is spelled at `position` (it may run past a range's end, like `String.startsWith`).
 * A loop the JIT inlines, cheaper than the `startsWith` builtin for the 3–6 letter words read here.
 */
export const spelledAt = (text: string, position: number, word: string): boolean => {
  if (position + word.length > text.length) return false;
  for (let index = 0; index < word.length; index += 1) {
    if (text.charCodeAt(position + index) !== word.charCodeAt(index)) return false;
  }
  return true;
};

/** First position in `[start, end)` that `String.trim()` keeps (`end` when none). */
export const trimStart = (text: string, start: number, end: number): number => {
  let next = start;
  while (next < end && isTrimmable(text.charCodeAt(next))) next += 1;
  return next;
};

/** End of `[start, end)` after `String.trim()` drops its tail. */
export const trimEnd = (text: string, start: number, end: number): number => {
  let next = end;
  while (next > start && isTrimmable(text.charCodeAt(next - 1))) next -= 1;
  return next;
};

export const trimRange = (text: string, range: Range): Range => {
  const start = trimStart(text, range.start, range.end);
  return { start, end: trimEnd(text, start, range.end) };
};

export const skipBlanks = (text: string, position: number, end: number): number => {
  let next = position;
  while (next < end && isBlank(text.charCodeAt(next))) next += 1;
  return next;
};

/** One or more blanks, as `\s+` in the reference patterns. */
export const requireBlanks = (scan: Scan, position: number, end: number): number => {
  const next = skipBlanks(scan.text, position, end);
  return next === position ? fail(scan, 'expected-blank', position, position < end ? 1 : 0) : next;
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

/** ASCII digits read as a Java int into `scan.value`: leading zeros allowed, no sign, at most 2147483647. */
export const readNumber = (scan: Scan, position: number, end: number): number => {
  const { text } = scan;
  let next = position;
  let value = 0;
  while (next < end) {
    const code = text.charCodeAt(next);
    if (!isDigit(code)) break;
    // Stop growing once out of range so a million digits cost no more than their scan.
    if (value <= INT32_MAX) value = value * 10 + (code - 0x30);
    next += 1;
  }
  if (next === position) return fail(scan, 'expected-number', position, position < end ? 1 : 0);
  if (value > INT32_MAX) return fail(scan, 'number-too-large', position, next - position);
  scan.value = value;
  return next;
};

/** `Agent[<digits>]` or `ANY` into `scan.value`; index 0 is the ANY agent itself, as in the reference. */
export const readAgent = (scan: Scan, position: number, end: number): number => {
  const { text } = scan;
  if (position + 3 <= end && spelledAt(text, position, 'ANY')) {
    scan.value = ANY;
    return position + 3;
  }
  if (position + 6 > end || !spelledAt(text, position, 'Agent[')) return failAgent(scan, position, end);
  const afterNumber = readNumber(scan, position + 6, end);
  if (afterNumber === FAILED) return scan.error?.code === 'number-too-large' ? FAILED : failAgent(scan, position, end);
  if (afterNumber >= end || text.charCodeAt(afterNumber) !== 0x5d) return failAgent(scan, position, end);
  return afterNumber + 1;
};

const failAgent = (scan: Scan, position: number, end: number): typeof FAILED =>
  fail(scan, 'expected-agent', position, wordLength(scan.text, position, end));

/** The literal `word` at `position` (case-sensitive), or the given error. */
export const expectLiteral = (
  scan: Scan,
  position: number,
  end: number,
  word: string,
  code: ProtocolErrorCode,
): number =>
  position + word.length <= end && spelledAt(scan.text, position, word)
    ? position + word.length
    : fail(scan, code, position, Math.min(word.length, end - position));

export const expectEnd = (scan: Scan, position: number, end: number): number =>
  position === end ? position : fail(scan, 'trailing-text', position, end - position);
