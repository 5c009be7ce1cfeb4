import { MENTION_CLOSE, MENTION_OPEN } from '../agent-mention.ts';
import { NEGATED, rule } from './patterns.ts';
import type { PhraseRule, RuleContext } from '../phrase-rule.ts';
import { ANY, agentIn, estimate } from '../sentence-builders.ts';

/**
 * A judgement whose subject is carried from the sentence before: `Minato keeps
 * voting the same. Strange behavior.`, `Ryuji's been super quiet. Suspect much?`, `Minato's suspicions shift
 * every day. These fluctuations seem odd.`, `…—too suspicious.`. The judgement is about the subject opening
 * the last sentence that named anyone (at most one naming-free interjection between), and only when that
 * sentence tells what the subject does: not what was done to them (`Rin was attacked. That's odd.`), and not
 * when a pronoun in it points further back.
 */

const INTENSIFIER =
  '(?:(?:very|really|quite|so|pretty|a\\s+(?:bit|little|tad|teeny\\s+bit)|kind\\s+of|kinda|highly|super|too|rather|somewhat|extremely|downright|definitely|clearly)\\s+)*';
const JUDGED = '(?:suspicious|sus|fishy|shady|sketchy|wolfy|wolfish|wolf-like|odd|strange|weird)';
/** `That's`, `it seems`, `these fluctuations seem`, `such timing is`: a subject that stands for what was just said. */
const STANDS_FOR =
  "(?:(?:that|this|it|which)(?:'s|’s|\\s+is|\\s+was|\\s+seems|\\s+looks|\\s+feels|\\s+sounds)|(?:these|those|such|that|this)\\s+[\\w-]+(?:\\s+[\\w-]+)?\\s+(?:is|are|was|were|seems?|looks?|feels?|sounds?)|(?:might|may|must|could)\\s+be)";
const CONDUCT = '(?:behaviou?r|moves?|play|timing|voting|votes?|choices?|reactions?|stuff|pattern)';

const TITLE = '(?:(?:Mister|Mr|Ms|Mrs|Miss|Dr)\\.?\\s*)?';
/**
 * The subject opening a sentence (after `@Name`s it is said to): `Minato keeps…`, `Ryuji's been…`, `Minato's
 * votes…`; not an `@Name` (`@Asuka @Victoria you both voted…` is said to them, its subject is `you both`).
 */
const OPENING_SUBJECT = new RegExp(
  `^\\s*(?:${MENTION_OPEN}@\\d+${MENTION_CLOSE}\\s*)*${TITLE}${MENTION_OPEN}(\\d+)${MENTION_CLOSE}(?!\\s*(?:,|&|\\band\\b|\\bor\\b)\\s*${TITLE}${MENTION_OPEN}|\\s{2,}${TITLE}${MENTION_OPEN})`,
  'u',
);
/** What was done to the subject, not by them: no judgement of them. */
const SUFFERED =
  /\b(?:attacked|killed|died|dead|lynched|executed|exiled|eliminated|eaten|bitten|protected|guarded|divined|checked|cleared|accused|targeted|voted\s+out|gone)\b/iu;
/** A pronoun for someone named further back (`He pushed Yumi and now she's dead`); `his`/`their` are the subject's own. */
const PRONOUN = /\b(?:he|she|they|him|her|them)\b/iu;

const carriedSubject = (context: RuleContext): number | undefined => {
  const sentences = context.earlier.trimEnd().split('\n');
  let previous = sentences.pop();
  // One short interjection may stand between (`Haha!`, `Hmm.`).
  if (previous !== undefined && !previous.includes(MENTION_OPEN) && previous.trim().split(/\s+/u).length <= 3)
    previous = sentences.pop();
  if (previous === undefined || SUFFERED.test(previous) || PRONOUN.test(previous)) return undefined;
  const subject = agentIn(OPENING_SUBJECT.exec(previous)?.[1]);
  return subject === undefined || subject === context.speaker || subject === ANY ? undefined : subject;
};

export const ENGLISH_JUDGEMENT_RULES: readonly PhraseRule[] = [
  rule(
    'estimate-judged-alone',
    `^\\s*(?:(?:and|but|so|honestly|frankly|hmm+|well|yeah)[\\s,]+)*(?:${STANDS_FOR}\\s+(?:like\\s+)?)?${INTENSIFIER}${JUDGED}(?:\\s+${CONDUCT})?(?:[\\s,]+(?:right|huh|eh|too|indeed))?\\s*[.!?]*\\s*$|^\\s*suspect\\s+much\\s*[?!.]*\\s*$`,
    (match, context) => {
      if (context.sentence.includes(MENTION_OPEN) || NEGATED.test(match[0])) return undefined;
      const target = carriedSubject(context);
      return target === undefined ? undefined : estimate(target, 'WEREWOLF');
    },
    'any',
  ),
];
