import { MENTION_OPEN } from '../agent-mention.ts';
import { NEGATED, rule } from './patterns.ts';
import type { PhraseRule, RuleContext } from '../phrase-rule.ts';
import { ANY, action, comingOut, divined, estimate, inquire, request } from '../sentence-builders.ts';
import type { Sentence } from '../../protocol/index.ts';

/**
 * What a question or request asks for, by the noun it names. One verb may ask
 * for several things joined by `or`/`and`/`,` (`share any reads or your role`, `state role and vote plan`,
 * `any vote target or plan?`, `can you defend yourself or claim a role?`): every askable noun after an
 * asking verb (or after a coordinator that continues such a list) is read, whichever phrasing the rules
 * above read for the first one. Nouns: reads/suspects/suspicions (ESTIMATE ANY WEREWOLF), role/role claim
 * (the one addressed: a claim asked of everyone is not counted), vote/vote target/vote plan (VOTE ANY),
 * result/check/divination result (DIVINED ANY ANY).
 */

const DETERMINER = '(?:(?:your|a|an|any|one|some|their|the)\\s+)?';
const QUALIFIER =
  '(?:(?:quick|concrete|solid|current|final|early|honest|real|new|intended|top|main|one-line|one-sentence|short|clear|latest|other)\\s+)*';
/** Captures: 1 a claim, 2 a vote, 3 a read, 4 a result. */
const NOUN =
  '(?:(role\\s*claims?|roleclaims?|role|claims?|CO)|(vote\\s+(?:target|plan)s?|voting\\s+plans?|votes?)|(reads?|suspects?|suspicions?|wolf\\s+picks?)|(divination\\s+results?|results?|checks?|findings))\\b';
/** An asking verb: `share`, `state`, `name`, `give us`, `tell us`, `what's your`, `any` (in a question). */
const ASK =
  "(?:share|state|give(?:\\s+us)?|tell\\s+(?:us|me)|post|reveal|name|any|what(?:'s|’s|\\s+is|\\s+are)|I\\s+(?:want|need)|we\\s+need)";
const COORDINATOR = '(?:,|\\bor\\b|\\band\\b|/|&)';
/** A noun just before a coordinator: the list goes on (`reads or`, `role and`). */
const ENDS_WITH_NOUN = new RegExp(`${NOUN}(?:\\s+(?:to\\s+share|now|today|please))?\\s*,?\\s*$`, 'iu');
const ASKED_BEFORE = new RegExp(`\\b${ASK}\\s+(?:us\\s+)?${DETERMINER}${QUALIFIER}${NOUN}`, 'iu');
/** `Don't share your reads or your role yet`, `no need to state your vote`: nothing is asked. */
const PROHIBITED = /\b(?:don't|don’t|do\s+not|never|stop|no\s+need\s+to|needn't|shouldn't|mustn't)\b/iu;
/** Said, not asked: `I'll share my reads and my role`, `I gave my read`. */
const SAID = /\b(?:I(?:'ll|’ll|'d|’d|'ve|’ve)?|we(?:'ll|’ll))\s+(?!want\b|need\b)/iu;

/** The sentence names whom it is said to: an `@Name`, or a name opening it. */
const ADDRESSED_HERE = new RegExp(`${MENTION_OPEN}@|^\\s*${MENTION_OPEN}`, 'u');

/** The clause of the sentence before a position: from the last sentence-like break. */
const clauseOf = (before: string): string => before.slice(before.search(/[^.!?;:—–]*$/u));

const asked = (match: RegExpExecArray, context: RuleContext): Sentence | undefined => {
  const [, claim, vote, read, result] = match;
  const addressee = context.addressee === context.speaker ? ANY : context.addressee;
  if (claim !== undefined) {
    // A claim asked of everyone is not counted by the labels (`any role claims?`), nor one asked of a player
    // spoken to in an earlier sentence (`I'm voting @X. Any role claims?` asks everyone).
    if (addressee === ANY || /^claims?$/iu.test(claim) || !ADDRESSED_HERE.test(context.sentence)) return undefined;
    const role = comingOut(addressee, 'ANY');
    return context.question ? inquire(addressee, role) : request(addressee, role);
  }
  if (vote !== undefined) return inquire(addressee, action('VOTE', ANY));
  if (read !== undefined) return inquire(addressee, estimate(ANY, 'WEREWOLF'));
  if (result !== undefined) return inquire(addressee, divined(ANY, 'ANY'));
  return undefined;
};

export const ENGLISH_ASK_RULES: readonly PhraseRule[] = [
  rule(
    'inquire-asked-nouns',
    `(?:\\b${ASK}|${COORDINATOR})\\s+(?:us\\s+)?${DETERMINER}${QUALIFIER}${NOUN}`,
    (match, context) => {
      const clause = clauseOf(context.before);
      const head = !/^\s*(?:,|or\b|and\b|\/|&)/iu.test(match[0]);
      if (head) {
        // `any reads` outside a question asks nothing; `any claim` is no claim asked of one.
        if (/^any\b/iu.test(match[0]) && !context.question) return undefined;
        // `what is your role` and `state your vote` are read above; `what's the vote` asks nobody's.
        if (/^what/iu.test(match[0]) && !/\byour\b/iu.test(match[0])) return undefined;
        if (/^(?:I|we)\s/iu.test(match[0]) && !/\byour\b/iu.test(match[0])) return undefined;
        // `Your refusal to name a role`: the asking verb inside a noun phrase asks nothing (`I want you to name` does).
        if (/\bto\s+$/iu.test(context.before) && !/\b(?:you|everyone|all)\s+to\s+$/iu.test(context.before))
          return undefined;
      } else if (!ENDS_WITH_NOUN.test(context.before) || !ASKED_BEFORE.test(clause)) return undefined;
      if (PROHIBITED.test(clause) || NEGATED.test(match[0]) || SAID.test(clause)) return undefined;
      if (/\b(?:my|our|his|her)\s/iu.test(match[0])) return undefined;
      return asked(match, context);
    },
    'any',
  ),
];
