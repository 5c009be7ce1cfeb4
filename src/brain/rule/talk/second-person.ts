// Calling the addressee "you": a talk that opens `@Name` and names that player again past the address
// says "you" there instead (「君」「お前」「あなた」 by the Japanese register; English verbs agreeing with
// "you"). Apart from compose-talk.ts because it is text rewriting only: it reads the voice, never the game.
import type { Voice } from './voice.ts';

/**
 * Japanese second person by register: how this voice says "you" to the one it addresses. 「君」 in kanji:
 * the table's readers take it for the addressee, and the hiragana 「きみ」 they do not (a line saying it
 * failed its read-back and fell back to the name).
 */
const YOU_JA: Readonly<Record<string, string>> = {
  casual: '君',
  child: '君',
  cool: '君',
  rough: 'お前',
};

/** English verbs said after a player's name that change after "you" (he suspects → you suspect). */
const AGREEING: Readonly<Record<string, string>> = { is: 'are', was: 'were', has: 'have', does: 'do', goes: 'go' };
const THIRD_PERSON = new Set(
  (
    'suspects wants keeps claims says thinks seems looks accuses votes plans names sides stands defends believes ' +
    'calls puts gets comes needs knows tells asks points pushes deserves changes moves switches blames hides avoids ' +
    'dodges talks speaks agrees trusts supports follows insists repeats refuses remains stays finds sees'
  ).split(' '),
);
const agreeing = (verb: string): string =>
  AGREEING[verb] ??
  (THIRD_PERSON.has(verb) ? (/(?:sh|ch|ss|x|z)es$/u.test(verb) ? verb.slice(0, -2) : verb.slice(0, -1)) : verb);

/**
 * The talk opening `@Name` with that player, named again past the address, called "you" (「あなた」 in
 * Japanese, as the voice says it: as heard in the seat's own lines, else by its register): "@Rin I suspect Rin." reads as talking past the one addressed.
 * Undefined when the addressee is not named past the address, or its name is part of another's.
 */
export const secondPerson = (
  text: string,
  addressee: string,
  voice: Voice,
  agents: readonly string[],
): string | undefined => {
  const prefix = `@${addressee} `;
  if (!text.startsWith(prefix)) return undefined;
  if (agents.some((agent) => agent !== addressee && agent.includes(addressee))) return undefined;
  const rest = text.slice(prefix.length);
  if (voice.lang === 'ja') {
    const named = `${addressee}${voice.honorific}`;
    // Not in a list of names (「ミカ・ハル・君・ケン」 reads oddly).
    if (!rest.includes(named) || rest.includes(`・${named}`) || rest.includes(`${named}・`)) return undefined;
    const you = voice.secondPerson ?? YOU_JA[voice.register] ?? 'あなた';
    return prefix + rest.replaceAll(named, you);
  }
  if (voice.lang !== 'en') return undefined;
  const escaped = addressee.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const pattern = new RegExp(`\\b${escaped}(?:'s\\b|\\b(?: (\\w+))?)`, 'gu');
  if (!pattern.test(rest)) return undefined;
  pattern.lastIndex = 0;
  const spoken = rest.replace(pattern, (match: string, next: string | undefined) => {
    if (match.endsWith("'s")) return 'your';
    if (next === undefined) return 'you';
    return `you ${agreeing(next)}`;
  });
  // "you" opening a sentence is capitalised.
  return (
    prefix + spoken.replace(/(^|[.!?] )(you)/gu, (_, before: string, word: string) => `${before}Y${word.slice(1)}`)
  );
};
