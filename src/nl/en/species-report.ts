import type { Sentence } from '../../protocol/index.ts';
import { relaysOtherResult } from '../context-checks.ts';
import type { RuleContext } from '../phrase-rule.ts';
import { agentIn, divined, identified } from '../sentence-builders.ts';
import { AGENT, words } from './patterns.ts';

import { coordinatedBefore } from './agent-lists.ts';

// A species word read as the speaker's own divination or medium result, when the talk marks it as one.

/** Words that make a species word a result (`My analysis cleared Minato`: the speaker's own findings). */
export const MARKER =
  /\b(?:divin\w*|N\d|night\s*\d|result\w*|check\w*|inspect\w*|fortune|saw|identif\w*)\b|\bmy\s+(?:night(?:'s|’s)?\s+)?(?:analysis|data|scan|vision|findings)\b|\b(?:as\s+(?:the\s+|a\s+)?(?:true\s+|real\s+)?(?:seer|medium)|I(?:'m|’m|\s+am)\s+(?:the\s+|a\s+)?(?:true\s+|real\s+)?(?:seer|medium)|(?:seer|medium)\s+(?:here|CO)|my\s+(?:own\s+)?(?:seer|medium))\b|^\s*(?:seer|medium)\b(?!\s+(?:claim|is|was|are|were|has|had|says?|said))/iu;
/** The speaker's own claim somewhere in the utterance (`your Seer claim`, `Victoria claimed seer` are not). */
export const CLAIMED =
  /(?:^|[.!?]\s*)(?:(?:seer|medium)\s+(?:here|CO)|CO\s*[:-]?\s*(?:seer|medium))\b|\bI\s+(?:\w+\s+)?(?:CO|CO'd|claim\w*|came\s+out)\b|\bmy\s+(?:\w+\s+)?(?:claim|CO)\b|\b(?:coming|come)\s+out\s+as\b|\bI(?:'m|’m|\s+am)\s+(?:(?:indeed|really|actually|truly|the\s+real|the\s+true)\s+)*(?:the\s+)?(?:seer|medium)\b|\bas\s+(?:the|a)\s+(?:seer|medium)\b|\bI\s+(?:speak|talk|spoke|talked)\s+(?:to|with)\s+(?:the\s+)?(?:spirits|dead)\b|\bI\s+(?:\w+\s+)?(?:stand\s+by|trust|believe\s+in|am\s+sure\s+of|(?:'m|’m)\s+sure\s+of)\s+my\s+(?:own\s+)?(?:divination|divine|result|check|reading)s?\b|\bmy\s+(?:own\s+)?(?:results|divinations|checks)\b|(?:^|[.!?]\s*)(?:please\s+)?(?:trust|believe)\s+(?:in\s+)?my\s+(?:own\s+)?(?:divination|divine|result|check|reading)s?\b/iu;

/** The speaker's own claim of a role (`CO as Medium`, `I'm the medium`), not `your Seer claim`. */
const CLAIM_OF = {
  medium:
    /\b(?:CO\s*(?:as\s+)?(?:the\s+|a\s+)?medium|medium\s+CO|I(?:'m|’m|\s+am)\s+(?:the\s+|a\s+)?medium|as\s+(?:the\s+|a\s+)?medium)\b/iu,
  seer: /\b(?:CO\s*(?:as\s+)?(?:the\s+|a\s+)?seer|seer\s+CO|I(?:'m|’m|\s+am)\s+(?:the\s+|a\s+)?seer|as\s+(?:the\s+|a\s+)?seer)\b/iu,
} as const;
const claimOf = (role: keyof typeof CLAIM_OF): RegExp => CLAIM_OF[role];

export const DIVINED_TARGET = new RegExp(
  `\\b(?:divined|checked|inspected|examined|peeked(?:\\s+at)?|targeted|divination\\s+(?:on|of)|identified)\\s+${AGENT}`,
  'giu',
);

/** A contrast that ends a clause (`…says X is human, but…`, `…; however`). */
const CONTRAST_BREAK = /,?\s+(?:but|yet|however|though)\s+|;\s*/giu;
/** The speaker's own reading act (`I divined X`, `my divination shows`, `my result`). */
const OWN_READING_ACT =
  /\bI\s+(?:\w+\s+)?(?:divined|checked|inspected|examined|identified)\b|\bmy\s+(?:own\s+)?(?:divination|divine|result|check|reading|medium\s+result)s?\b/iu;

/**
 * The clause a result word belongs to: after a contrast that ends someone else's account, a clause that holds the
 * speaker's own reading act is the speaker's (`Midori says X is human, but I divined X and she is a werewolf`);
 * otherwise the whole sentence.
 */
const resultClauseOf = (context: RuleContext, at: number): string => {
  const last = [...context.sentence.slice(0, at).matchAll(CONTRAST_BREAK)].at(-1);
  if (last === undefined) return context.sentence;
  const tail = context.sentence.slice(last.index + last[0].length);
  return OWN_READING_ACT.test(tail) ? tail : context.sentence;
};

/**
 * The speaker's own result of `target`, marked by the phrase that read it (`I divined X and found them human`):
 * a medium's result when the talk claims medium and not seer, else a divination.
 */
export const ownMarkedResult = (options: {
  context: RuleContext;
  target: number;
  negated: boolean;
  word: string;
}): Sentence[] | undefined => {
  const { context, target } = options;
  if (
    target === context.speaker ||
    relaysOtherResult({
      sentence: resultClauseOf(context, context.before.length),
      speaker: context.speaker,
      japanese: false,
    })
  )
    return undefined;
  const said = words.speciesOf(options.word);
  if (said === undefined) return undefined;
  const species = options.negated ? (said === 'WEREWOLF' ? 'HUMAN' : 'WEREWOLF') : said;
  return [claimsMediumOnly(context) ? identified(target, species) : divined(target, species)];
};

/**
 * The talk claims the medium and not the seer. Asked of the talk by pattern (`utteranceHas`), not read from
 * it: the reading memo then keeps the sentence's reading for every talk that answers the same.
 */
const claimsMediumOnly = (context: RuleContext): boolean =>
  context.utteranceHas(claimOf('medium')) && !context.utteranceHas(claimOf('seer'));

/** `markedByMatch`: the match itself says the speaker divined the target (`I peeked at George and he's a wolf`). */
export const speciesReport = (
  match: RegExpExecArray,
  context: RuleContext,
  markedByMatch = false,
): Sentence | Sentence[] | undefined => {
  const target = agentIn(match[1]);
  const negated = match[2] !== undefined && match[2] !== '';
  const word = match[3];
  if (target === undefined || word === undefined || target === context.speaker) return undefined;
  if (
    relaysOtherResult({
      sentence: resultClauseOf(context, match.index),
      speaker: context.speaker,
      japanese: false,
    })
  )
    return undefined;
  const said = words.speciesOf(word);
  if (said === undefined) return undefined;
  // `I divined Shizue as a Werewolf and was incorrect`: a result the speaker says was wrong is taken back, not told.
  if (
    /^\s*(?:,\s*)?(?:and|but)?\s*(?:I\s+)?(?:was|were|am|I'm|I’m)\s+(?:incorrect|wrong|mistaken)\b/iu.test(
      context.sentence.slice(match.index + match[0].length),
    )
  )
    return undefined;
  const species = negated ? (said === 'WEREWOLF' ? 'HUMAN' : 'WEREWOLF') : said;
  // The result may follow a claim in an earlier sentence: `Seer CO. Victoria is a werewolf.`
  // `I divined George last night; he is a Werewolf.`: the agent just divined is the marker. The sentences
  // before are read only when the sentence has no marker of its own (what a rule reads keys its reading).
  const divinedBefore = (): number | undefined =>
    agentIn([...(context.earlier + context.before).matchAll(DIVINED_TARGET)].at(-1)?.[1]);
  if (!MARKER.test(context.sentence) && (markedByMatch || divinedBefore() === target)) {
    return [claimsMediumOnly(context) ? identified(target, species) : divined(target, species)];
  }
  const scope = MARKER.test(context.sentence)
    ? context.sentence
    : CLAIMED.test(context.utterance)
      ? context.utterance
      : '';
  // `I'll CO as Medium—I checked Jonathan and he was Human`: a medium's check is its medium result.
  const medium = claimsMediumOnly(context) && !/\b(?:divin\w*|seer|fortune)\b/iu.test(scope);
  // `I am the Seer. My investigation identified Daisuke as a Werewolf`: a seer's word for a divination.
  const seer = context.utteranceHas(claimOf('seer')) && !context.utteranceHas(claimOf('medium'));
  const report =
    medium || /\b(?:medium|spirits?|psychic)\b/iu.test(scope) || (!seer && /\b(?:identif\w*|reading)\b/iu.test(scope))
      ? identified
      : MARKER.test(scope)
        ? divined
        : undefined;
  if (report === undefined) return undefined;
  // `Jonathan and Daisuke were HUMAN`: the agents listed before share the result.
  return [...coordinatedBefore(context), target].map((agent) => report(agent, species));
};
