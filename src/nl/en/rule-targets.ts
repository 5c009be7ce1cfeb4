import type { AgentNumber, Sentence } from '../../protocol/index.ts';
import { MENTION_OPEN } from '../agent-mention.ts';
import type { PhraseRule, RuleContext } from '../phrase-rule.ts';
import { soleOtherAgent } from '../pronoun.ts';
import { ANY, agentIn, estimate } from '../sentence-builders.ts';
import { AGENT, lastNamedAgent, NEGATED } from './patterns.ts';

/** Whom an English rule's match is about: a named agent, a pronoun, the one addressed, a subject carried over. */

/** An agent named in a group, when it is not the speaker. */
export const other = (group: string | undefined, context: RuleContext): number | undefined => {
  const target = agentIn(group);
  return target === undefined || target === context.speaker ? undefined : target;
};
/** The one addressed, when it is one other agent. */
export const addressee = (context: RuleContext): number | undefined =>
  context.addressee === ANY || context.addressee === context.speaker ? undefined : context.addressee;
export const wolf = (target: number | undefined): Sentence | undefined =>
  target === undefined || target === ANY ? undefined : estimate(target, 'WEREWOLF');

/** A third-person pronoun standing for the agent the last sentence naming anyone named. */
const PRONOUN = '(him|her|them|his|their)';
export const targetOf = (group: string | undefined, context: RuleContext): AgentNumber | undefined => {
  const target = /^(?:him|her|them|his|their)$/iu.test(group ?? '') ? lastNamedAgent(context) : agentIn(group);
  return target === undefined || target === context.speaker || target === ANY ? undefined : target;
};
/** A name or a pronoun (two groups). */
export const WHO = `(?:${AGENT}|${PRONOUN}\\b)`;
/** `X's`, `his`, `her`: whose elimination is proposed (two groups). */
export const WHOSE = `(?:${AGENT}(?:'s|’s)|${PRONOUN}\\b)`;

/** `I can't help suspecting`, `can't help but`: idioms that assert, not negations. */
const ASSERTING_IDIOM = /\bcan(?:'t|’t|not)\s+help\s+(?:but\s+)?/giu;
export const negatedInside = (text: string): boolean => NEGATED.test(text.replace(ASSERTING_IDIOM, ''));

/** A form that asserts: a negation inside its match leaves it unread (denial.ts looks only around it). */
export const asserting = (phrase: PhraseRule): PhraseRule => ({
  ...phrase,
  build: (match, context) => (NEGATED.test(match[0]) ? undefined : phrase.build(match, context)),
});

/** The subject of a sentence opening with a name (`Toshio keeps voting Minako…`), not a list or a possessive. */
const SUBJECT = new RegExp(`^\\s*${AGENT}(?!\\s*(?:'s|’s|,|and\\b|or\\b|&|${MENTION_OPEN}))`, 'u');

/**
 * Whom a judgement without a target is about: the one other agent the sentence before named, or that
 * sentence's subject when it named more (`Toshio keeps voting Minako. That is suspicious.`).
 */
export const previousSubject = (context: RuleContext, speaker: number): number | undefined => {
  const previous = context.previousSentence;
  const named = soleOtherAgent(previous, speaker);
  if (named !== undefined) return named;
  const subject = agentIn(SUBJECT.exec(previous)?.[1]);
  return subject === speaker ? undefined : subject;
};
