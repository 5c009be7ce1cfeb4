import { ROLES, SPECIES, type Sentence, TALK_TYPES, type TargetVerb } from './ast.ts';
import type { ReadBody } from './parse-body.ts';
import {
  expectEnd,
  expectLiteral,
  FAILED,
  fail,
  readAgent,
  readNumber,
  requireBlanks,
  type Scan,
  upperWordEnd,
  wordLength,
} from './text-scanner.ts';
import { wordIn } from './verbs.ts';

/** Sentences without clauses: `[subject] VERB …` as the reference's agree/estimate/divined/attack patterns. */
export const readAgreement: ReadBody<'AGREE' | 'DISAGREE'> = (scan, position, end, _depth, subject, type) => {
  const { text } = scan;
  const afterVerb = requireBlanks(scan, position, end);
  if (afterVerb === FAILED) return undefined;
  const typeEnd = upperWordEnd(text, afterVerb, end);
  const talkType = wordIn(TALK_TYPES, text, afterVerb, typeEnd);
  if (talkType === undefined) {
    fail(scan, 'unknown-talk-type', afterVerb, wordLength(text, afterVerb, end));
    return undefined;
  }
  const afterType = requireBlanks(scan, typeEnd, end);
  if (afterType === FAILED) return undefined;
  const afterDayWord = expectLiteral(scan, afterType, end, 'day', 'expected-day-keyword');
  if (afterDayWord === FAILED) return undefined;
  const afterDay = readNumber(scan, afterDayWord, end);
  if (afterDay === FAILED) return undefined;
  const talkDay = scan.value;
  const afterDayBlanks = requireBlanks(scan, afterDay, end);
  if (afterDayBlanks === FAILED) return undefined;
  const afterIdWord = expectLiteral(scan, afterDayBlanks, end, 'ID:', 'expected-id-keyword');
  if (afterIdWord === FAILED) return undefined;
  const afterId = readNumber(scan, afterIdWord, end);
  if (afterId === FAILED) return undefined;
  const talkId = scan.value;
  if (expectEnd(scan, afterId, end) === FAILED) return undefined;
  return subject === undefined ? { type, talkType, talkDay, talkId } : { subject, type, talkType, talkDay, talkId };
};

/** `<blanks><target>` into `scan.value`, shared by every sentence that names a target. */
const readTarget = (scan: Scan, position: number, end: number): number => {
  const afterVerb = requireBlanks(scan, position, end);
  return afterVerb === FAILED ? FAILED : readAgent(scan, afterVerb, end);
};

/**
 * `<blanks><[A-Z]+ word><end>`: the start of the role or species slot (it runs to `end`), looked up
 * after matching as the reference does.
 */
const readFinalWord = (scan: Scan, position: number, end: number): number => {
  const afterTarget = requireBlanks(scan, position, end);
  if (afterTarget === FAILED) return FAILED;
  const wordEnd = upperWordEnd(scan.text, afterTarget, end);
  if (wordEnd < end && wordEnd > afterTarget) return fail(scan, 'trailing-text', wordEnd, end - wordEnd);
  return afterTarget;
};

export const readRoleSentence: ReadBody<'ESTIMATE' | 'COMINGOUT'> = (scan, position, end, _depth, subject, type) => {
  const afterTarget = readTarget(scan, position, end);
  if (afterTarget === FAILED) return undefined;
  const target = scan.value;
  const roleStart = readFinalWord(scan, afterTarget, end);
  if (roleStart === FAILED) return undefined;
  const role = wordIn(ROLES, scan.text, roleStart, end);
  if (role === undefined) {
    fail(scan, 'unknown-role', roleStart, end - roleStart);
    return undefined;
  }
  return subject === undefined ? { type, target, role } : { subject, type, target, role };
};

export const readSpeciesSentence: ReadBody<'DIVINED' | 'IDENTIFIED'> = (scan, position, end, _depth, subject, type) => {
  const afterTarget = readTarget(scan, position, end);
  if (afterTarget === FAILED) return undefined;
  const target = scan.value;
  const speciesStart = readFinalWord(scan, afterTarget, end);
  if (speciesStart === FAILED) return undefined;
  const species = wordIn(SPECIES, scan.text, speciesStart, end);
  if (species === undefined) {
    fail(scan, 'unknown-species', speciesStart, end - speciesStart);
    return undefined;
  }
  return subject === undefined ? { type, target, species } : { subject, type, target, species };
};

export const readTargetSentence: ReadBody<TargetVerb> = (scan, position, end, _depth, subject, type) => {
  const afterTarget = readTarget(scan, position, end);
  if (afterTarget === FAILED) return undefined;
  const target = scan.value;
  if (expectEnd(scan, afterTarget, end) === FAILED) return undefined;
  const sentence: Sentence = subject === undefined ? { type, target } : { subject, type, target };
  return sentence;
};
