import type { PhraseRule } from '../phrase-rule.ts';
import { estimate } from '../sentence-builders.ts';
import { AGENT, otherOpinionBefore, rule } from './patterns.ts';
import { negatedInside, targetOf, WHO } from './rule-targets.ts';

/**
 * English wolf reads by their mechanism, not one phrasing: a suspicion verb in any aspect (`I find myself
 * suspecting X`, `I can't help suspecting X`), `the true wolf is X`, `my top suspect is X`, `I find her
 * shady`, `X gives me wolf vibes`, and a list the speaker labels (`Suspicious — X …; Safe — Y …`).
 * Negations inside a match give nothing; those around it are dropped by `denial.ts` as for every rule.
 */

const COUNTED_AS = {
  wolf: /^(?:suspicious|suspects?|sus|wolf|wolves|werewolf|wolfy|scum|scummy|top\s+suspect|most\s+suspicious|sketchy|shady)$/iu,
  safe: /^(?:safe|town|trust(?:ed)?|clear(?:ed)?|innocent|trustworthy|most\s+trusted|human)$/iu,
} as const;
const LABEL =
  '(suspicious|suspects?|sus|wolf|wolves|werewolf|wolfy|scum|scummy|top\\s+suspect|most\\s+suspicious|sketchy|shady|safe|town|trust(?:ed)?|clear(?:ed)?|innocent|trustworthy|most\\s+trusted|human)';

/** More names after the first: `X, Y or Z`, `X Y and Z`, `X or Y`. */
const LIST_GOES_ON = new RegExp(`^\\s*(?:,|or\\b|and\\b|/|&)?\\s*${AGENT}`, 'iu');

/** A name list after a label: `Suspicious — @Asuka …`, `Safe: George, Mio`. */
const PREVIOUS_LABEL = new RegExp(`(?:^|[:])\\s*(?:my\\s+)?${LABEL}\\s*(?:pick|read|list)?\\s*$`, 'iu');
const NAMES = new RegExp(AGENT, 'gu');

/** In the order they are tried. */
export const ENGLISH_WOLF_READ_RULES: readonly PhraseRule[] = [
  // `I find myself suspecting Shion`, `I'm starting to suspect X`, `I can't help suspecting X`, `I keep doubting X`.
  rule(
    'estimate-suspecting',
    `\\bI(?:'m|’m|\\s+am|\\s+was|'ve|’ve|\\s+have)?\\s+(?:(?:\\w+|can't|can’t)\\s+){1,4}?(?:suspecting|doubting|distrusting|to\\s+suspect|to\\s+doubt|to\\s+distrust|(?:but\\s+)?suspect)\\s+${WHO}`,
    (match, context) => {
      if (negatedInside(match[0]) || /\b(?:stop\w*|quit\w*|ceas\w*|was|used|if|would|why)\b/iu.test(match[0]))
        return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined || otherOpinionBefore(context) ? undefined : estimate(target, 'WEREWOLF');
    },
  ),
  // `the true wolf is Mio`, `the wolf must be Rin`, `our wolf is clearly Rin`.
  rule(
    'estimate-the-wolf-is',
    `\\b(?:the|our|one)\\s+(?:(?:true|real|actual|last|remaining|other|second|obvious|likely|hidden)\\s+)?(?:were)?wolf\\s+(?:is|must\\s+be|has\\s+to\\s+be|is\\s+surely|is\\s+clearly|is\\s+definitely|is\\s+probably|is\\s+likely|(?:'s|’s))\\s+(?:(?:surely|clearly|definitely|probably|likely|obviously)\\s+)?${AGENT}`,
    (match, context) => {
      if (negatedInside(match[0]) || otherOpinionBefore(context)) return undefined;
      if (/\b(?:if|whether|who|what|unless)\b/iu.test(context.before)) return undefined;
      // `The wolf has to be Sakura Yumi or Takumi`: one among several named is no estimate of the first.
      if (LIST_GOES_ON.test(context.sentence.slice(match.index + match[0].length))) return undefined;
      const target = targetOf(match[1], context);
      return target === undefined ? undefined : estimate(target, 'WEREWOLF');
    },
  ),
  // `My top suspect is Victoria`, `Suspicion falls on Rin`, `my wolf read remains Mio`.
  rule(
    'estimate-suspicion-on',
    `\\b(?:my\\s+|the\\s+)?(?:(?:top|main|prime|biggest|primary|strongest|number\\s+one|first)\\s+)?(?:suspicion|suspect|wolf\\s+(?:read|pick|suspect))\\s+(?:is|remains|stays|falls|goes|lies|rests|now\\s+is|is\\s+still)\\s+(?:(?:still|now|firmly|squarely)\\s+)?(?:on\\s+|with\\s+|upon\\s+)?${WHO}`,
    (match, context) => {
      if (negatedInside(match[0]) || otherOpinionBefore(context)) return undefined;
      // `your top suspect is Rin?`, `Servas's main suspect is Rin`: someone else's suspicion.
      if (
        /(?:\byour|\bhis|\bher|\btheir|'s|’s)\s+$/iu.test(context.before) ||
        /\b(?:if|who|whether)\b/iu.test(context.before)
      )
        return undefined;
      if (!/^\s*(?:my|the)\b/iu.test(match[0]) && !/^\s*suspicion/iu.test(match[0])) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : estimate(target, 'WEREWOLF');
    },
  ),
  // `I find her suspicious`, `I consider Rin rather shady`, `Rin gives me wolf vibes`, `wolf vibes from Rin`.
  rule(
    'estimate-find-suspicious',
    `\\bI\\s+(?:still\\s+|now\\s+|really\\s+)?(?:find|consider|deem)\\s+${WHO}\\s+(?:(?:very|quite|rather|a\\s+bit|really|highly|pretty|super|kinda|increasingly|more|most)\\s+)*(?:suspicious|sus|shady|fishy|sketchy|wolfy|wolfish|suspect|scummy)\\b|${WHO}\\s+(?:gives?|is\\s+giving|gave)\\s+(?:me\\s+|off\\s+)?(?:(?:strong|real|serious|big|major|some)\\s+)?(?:wolf|wolfy|scum|scummy|suspicious|evil)\\s+vibes\\b|\\b(?:wolf|wolfy|scum|scummy|evil)\\s+vibes\\s+(?:from|off(?:\\s+of)?)\\s+${WHO}`,
    (match, context) => {
      if (negatedInside(match[0]) || otherOpinionBefore(context)) return undefined;
      const target = targetOf(match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? match[6], context);
      return target === undefined ? undefined : estimate(target, 'WEREWOLF');
    },
  ),
];

/** Tried after every other family: a list reads only the names no phrasing has read. */
export const ENGLISH_LABELLED_LIST_RULES: readonly PhraseRule[] = [
  // `I'll go: suspicious — @Asuka they skipped…; Safe — George he claimed…`: a list the speaker labels, in
  // any layout. A dash or `;` ends a sentence, so the label closes the sentence before the names (`Safe —
  // George`) or opens theirs (`Safe: George, Mio`); each label takes the names right after it.
  rule(
    'estimate-labelled-list',
    `^\\s*(?:${LABEL}\\s*:\\s*)?((?:${AGENT}\\s*(?:,|and|&|/)?\\s*)+)`,
    (match, context) => {
      const label = (match[1] ?? context.previousSentenceMatch(PREVIOUS_LABEL)?.[1] ?? '')
        .toLowerCase()
        .replace(/\s+/gu, ' ');
      const role = COUNTED_AS.wolf.test(label) ? 'WEREWOLF' : COUNTED_AS.safe.test(label) ? 'VILLAGER' : undefined;
      if (role === undefined || context.question) return undefined;
      return [...(match[2] ?? '').matchAll(NAMES)]
        .map((name) => Number(name[1]))
        .filter((target) => target !== context.speaker)
        .map((target) => estimate(target, role));
    },
  ),
];
