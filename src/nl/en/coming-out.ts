import { MENTION_CLOSE, MENTION_OPEN } from '../agent-mention.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { ANY, agentIn, comingOut, not } from '../sentence-builders.ts';
import { AGENT, ARTICLE, NEGATED, ROLE, rule } from './patterns.ts';

import { roleIn } from './agent-lists.ts';

/** `Medium CO disproves it`: verbs that make an opening `ROLE CO` the subject, a claim talked about, not made. */
const CO_AS_SUBJECT =
  'is|was|are|were|has|had|would|will|can|could|might|means?|meant|shows?|showed|proves?|proved|disproves?|disproved|contradicts?|contradicted|confirms?|confirmed|refutes?|refuted|debunks?|debunked|exposes?|exposed|counters?|countered|beats?|conflicts?|clashes?|suggests?|implies|implied|makes?|made|changes?|changed|from|by|of';

/**
 * `Midori says I am a werewolf`, `Midori's claim that I am a werewolf is false`: another player's words about the
 * speaker, told (a noun of saying, or a verb of saying whose subject is not the speaker), not the speaker's claim.
 */
const TOLD_OF_SPEAKER = new RegExp(
  `(?:(?:${AGENT}|\\b(?:he|she|they|you|someone|somebody|everyone|everybody|people|others))(?:'s|’s)?\\s+(?:\\w+\\s+){0,2}?(?:says?|said|claims?|claimed|claiming|thinks?|thought|believes?|believed|insists?|insisted|suggests?|suggested|implies|implied|accuses?|accused|alleges?|alleged)|\\b(?:claims?|accusations?|allegations?|assertions?|ideas?|notion|theory|suspicions?|lie|rumou?r)\\s+that)\\s+(?:that\\s+)?$`,
  'iu',
);

/** A verdict said of a player (`Hana is human`, `Hana was a wolf`, `you're human`): a result told in the talk. */
const TOLD_RESULT = new RegExp(
  `(?:${AGENT}|\\byou|\\bhe|\\bshe|\\bthey)(?:'re|’re|'s|’s)?\\s[^.!?]{0,30}?\\b(?:human|innocent|white|villager|werewolf|wolf|black)\\b`,
  'iu',
);

/** An `@Name` just before: whom the rest is said to. */
const ADDRESSED_BEFORE = new RegExp(`${MENTION_OPEN}@\\d+${MENTION_CLOSE}\\s*$`, 'u');

/** English role claims, and claims taken back with their role. */
export const ENGLISH_COMING_OUT_RULES: readonly PhraseRule[] = [
  // A claim taken back: `I retract my earlier Seer claim`, `I'm withdrawing my medium CO` (the speaker's own,
  // with its role: `withdraw your claim` is asked of another, and a bare `I withdraw my claim` names no role).
  rule(
    'comingout-retracted',
    `\\bI(?:'m|’m|\\s+am)?\\s+(?:(?:hereby|now|officially|formally)\\s+)?(?:retract|withdraw|take\\s+back|rescind|recant|drop)(?:ing)?\\s+my\\s+(?:(?:earlier|previous|former|initial|original|first|fake|false|own)\\s+)*${ROLE}\\s*(?:claim|CO|C\\.O\\.|coming\\s+out)\\b|\\bmy\\s+(?:(?:earlier|previous|former|initial|original|first|fake|false|own)\\s+)*${ROLE}\\s*(?:claim|CO)\\s+is\\s+(?:hereby\\s+|now\\s+)?(?:retracted|withdrawn)\\b`,
    (match, context) => {
      const role = roleIn(match[1] ?? match[2]);
      // `I won't retract my seer claim`: a claim kept is no retraction.
      if (role === undefined || NEGATED.test(context.before) || NEGATED.test(match[0])) return undefined;
      return not(comingOut(context.speaker, role));
    },
  ),
  // Coming out: `I'm the seer`, `Seer CO`, `coming out as medium`, `My claim is Seer`.
  rule(
    'comingout',
    `\\bI(?:'m|’m|\\s+am)\\s*(?:\\.{2,}|…)?\\s*(?:${AGENT}[\\s,.:;!-]*(?:and\\s+I(?:'m|\\s+am)\\s+)?)?${ARTICLE}${ROLE}(?!\\s*(?:'s|’s|claim|result|candidate|'|’))|\\b(?:coming\\s+out|come\\s+out|CO|C\\.O\\.|I\\s+claim|my\\s+claim\\s+is|my\\s+role\\s+is|I(?:'m|’m|\\s+am)\\s+claiming|I\\s+reveal\\s+(?:myself\\s+)?)\\s*(?:as|:|-|is|that\\s+I\\s+am)?\\s*${ARTICLE}${ROLE}|^\\s*${ROLE}\\s+(?:CO|here)\\b(?!\\s+(?:${CO_AS_SUBJECT})\\b)|\\bas\\s+(?:(?:the|a|an)\\s+)?(?:(?:true|real)\\s+)?${ROLE}[\\s,]+(?:(?:on|in|at|last|the|first|second|night|day|\\d+)\\s+){0,4}I\\b|\\bI(?:'m|’m|\\s+am)\\s+(?:but|just|only|simply|merely|really|truly)?\\s*(?:a|an|the)\\s+(?:[\\w-]+\\s+){1,2}?${ROLE}(?!\\s*(?:'s|’s|claim|result|candidate|fan|friend|'|’))`,
    (match, context) => {
      const role = roleIn(match[2] ?? match[3] ?? match[4] ?? match[5] ?? match[6]);
      if (role === undefined) return undefined;
      if (match[1] !== undefined && agentIn(match[1]) !== context.speaker) return undefined;
      if (/\b(?:retract\w*|withdraw\w*|drop\w*)\b/iu.test(context.sentence)) return undefined;
      if (/\b(?:your|his|her|their|fake|counter|other|another|two|three|false|of)\s+$/iu.test(context.before))
        return undefined;
      // `Yumi seer CO`: another's claim; but `@Yumi I am the possessed.` is said to Yumi.
      if (TOLD_OF_SPEAKER.test(context.before)) return undefined;
      const spokenTo = /^I\b/u.test(match[0]) && ADDRESSED_BEFORE.test(context.before);
      if (!spokenTo && new RegExp(`${AGENT}(?:'s|’s)?\\s*$`, 'u').test(context.before)) return undefined;
      return comingOut(context.speaker, role);
    },
  ),
  // `my Medium result tomorrow settles it`, `trust my seer claim`: the speaker's own reading or claim of a role,
  // named with the role, is its claim; a result told in the talk is the reading (DIVINED) instead, and a claim taken
  // back or called false is none. (`my divination` alone the labels read either way.)
  rule(
    'comingout-own-reading',
    `\\bmy\\s+(?:own\\s+)?(?:(?:seer|medium)(?:'s|’s)?\\s+(?:claim|CO|result|check|reading|role)s?|spirit\\s+readings?)\\b`,
    (match, context) => {
      const word = /medium|spirit/iu.test(match[0]) ? 'MEDIUM' : 'SEER';
      if (context.speaker === ANY) return undefined;
      if (/\b(?:retract\w*|withdraw\w*|drop\w*|fake|false|lie|lied|lying)\b/iu.test(context.sentence)) return undefined;
      if (TOLD_RESULT.test(context.utterance)) return undefined;
      return comingOut(context.speaker, word);
    },
  ),
];
