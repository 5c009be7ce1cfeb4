import { NO_AGENT } from '../agent-mention.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { ANY, agentIn, comingOut, divined, estimate, identified, not } from '../sentence-builders.ts';
import { AGENT, ARTICLE, NEGATED, ROLE, rule, words } from './patterns.ts';

import { coordinatedAfter, other, roleIn } from './agent-lists.ts';
import { CLAIMED, DIVINED_TARGET, MARKER, ownMarkedResult, speciesReport } from './species-report.ts';
import { previousSubject } from './rule-targets.ts';

const SPECIES = '(human|innocent|white|villager|werewolf|wolf|black)\\b';
const CHECKED =
  '(?:divined|checked|inspected|examined|investigated|peeked\\s+at|looked\\s+(?:at|into)|used\\s+my\\s+(?:divination|power|ability|vision)\\s+on)';
const WHEN =
  '(?:\\s+(?:last\\s+night|on\\s+(?:the\\s+first\\s+)?night(?:\\s*\\d+)?|on\\s+day\\s*\\d+|N\\d|D\\d|first))?';
/** A sentence ending with the check (`I divined Asuka last night`), its result told in the next. */
const CHECK_JUST_BEFORE = new RegExp(`\\bI\\s+(?:\\w+\\s+)?${CHECKED}\\s+${AGENT}${WHEN}\\s*[.!]?\\s*$`, 'iu');
/**
 * What may follow `I divined X` to tell its result, each alternative a pair of groups (a negation, the species
 * word): a pronoun for X and what it turned out to be; X as the object of a finding (`confirming her as`, `found
 * them`); the result named (`the result was`); a dash or colon straight after X.
 */
const AFTER_CHECK = [
  `${NO_AGENT}{0,60}?\\b(?:he|she|they|it)(?:(?:'s|’s|'re|’re|\\s+is|\\s+was|\\s+are|\\s+were)(?:\\s+(?:definitely|certainly|clearly|indeed|truly|actually|in\\s+fact|confirmed|also))*(?:\\s+(?:as|to\\s+be))?|\\s+(?:turned\\s+out(?:\\s+to\\s+be)?|came\\s+(?:back|out|up)(?:\\s+as)?|showed\\s+up\\s+as))\\s+(not\\s+)?(?:a\\s+|an\\s+|the\\s+)?(?:(?:mean|big|bad|sneaky|real|true|confirmed|definite)\\s+){0,2}${SPECIES}`,
  `${NO_AGENT}{0,60}?\\b(?:confirm\\w*|found|find|saw|see|show\\w*|reveal\\w*|mark\\w*|determin\\w*|verif\\w*|flagg?\\w*)\\s+(?:him|her|them|it)\\s+(?:as\\s+|to\\s+be\\s+)?(not\\s+)?(?:a\\s+|an\\s+|the\\s+)?${SPECIES}`,
  `${NO_AGENT}{0,40}?\\b(?:the\\s+|my\\s+)?(?:result|verdict)\\s+(?:was|is|came\\s+back(?:\\s+as)?)\\s*:?\\s+(not\\s+)?(?:a\\s+|an\\s+)?${SPECIES}`,
  `${WHEN}\\s*(?:[:=]|->|→)\\s*(?:(?:he|she|they)(?:'s|’s|\\s+is|\\s+was)\\s+)?(not\\s+)?(?:a\\s+|an\\s+)?${SPECIES}`,
  `${NO_AGENT}{0,40}?\\b(?:found|discovered|spotted|caught)\\s+(?:a|the|our)\\s+()(werewolf|wolf)\\b`,
].join('|');

/**
 * `I divined X and I don't think he is the werewolf`: a denial between the check and its result (the result's own
 * `not` apart) leaves no reading rather than the opposite one.
 */
const deniedBetween = (matched: string, negatedResult: boolean): boolean =>
  NEGATED.test(negatedResult ? matched.replace(/\bnot\s+(?:\S+\s+){0,3}\S+\s*$/iu, '') : matched);

/** English claims denied, and the speaker's own divination and medium results. */
export const ENGLISH_CLAIM_AND_RESULT_RULES: readonly PhraseRule[] = [
  // Claims about oneself, negated first.
  rule('not-comingout', `\\bI(?:'m|’m|\\s+am)\\s+(?:not|never)\\s+${ARTICLE}${ROLE}`, (match, context) => {
    const role = roleIn(match[1]);
    return role === undefined ? undefined : not(comingOut(context.speaker, role));
  }),
  // Divination and medium results: `I divined Shizue as a werewolf`, `N0: Shizue=Human`.
  // Each space and link word is taken one way: `\s*(?:…|came\s+back(?:\s+as)?|…|\s)*\s*` split a run of spaces
  // and `came back as` several ways (a name before 700 spaces took 1.4 s).
  rule(
    'species-report',
    `${AGENT}(?:\\s*\\([^)]{0,16}\\))?(?:'s|’s|'re|’re)?(?:is|was|are|were|confirmed|=|:|->|→|came\\s+(?:back|out|up)|turned\\s+out\\s|shows?|showed|as|to\\s+be|-|\\s)*(not\\s+)?(?:(?:100%|definitely|certainly|surely|clearly|absolutely)\\s+)?(?:a\\s+|an\\s+|the\\s+)?(?:confirmed\\s+)?(human|innocent|white|villager|town|werewolf|wolf|black)\\b`,
    speciesReport,
  ),
  // `I divined Mark and he is a werewolf`: the pronoun is the agent just divined.
  rule(
    'species-report-pronoun',
    `\\bI\\s+(?:divined|checked|inspected|examined|peeked(?:\\s+at)?)\\s+${AGENT}${NO_AGENT}{0,40}?\\b(?:he|she|they|it)(?:'s|’s|'re|’re|\\s+is|\\s+was|\\s+are|\\s+were|\\s+came\\s+back|\\s+came\\s+out)\\s+(?:as\\s+)?(?:confirmed\\s+(?:as\\s+)?)?(not\\s+)?(?:a\\s+|an\\s+)?(?:(?:mean|big|bad|old|sneaky|real|true|nasty|confirmed|definite)\\s+){0,2}(human|innocent|white|villager|werewolf|wolf|black)\\b`,
    (match, context) =>
      deniedBetween(match[0], match[2] !== undefined) ? undefined : speciesReport(match, context, true),
  ),
  // `I divined Daisuke and found out that he is the Werewolf`, `…confirming her as Human`, `…found them human`,
  // `I divined Asuka last night — HUMAN`, `…and the result was werewolf`: the result of the agent just divined,
  // however it is told after the check.
  rule(
    'species-report-after-check',
    `\\bI(?:(?:'m|’m|\\s+am)\\s+(?:the\\s+|a\\s+)?seer(?:\\s+and|,)?(?:\\s+I)?)?\\s+(?:(?:have|had|also|already|just|then|first|last\\s+night)\\s+)?${CHECKED}\\s+${AGENT}(?:${AFTER_CHECK})`,
    (match, context) => {
      const target = agentIn(match[1]);
      const negated = match.slice(2).some((group, index) => index % 2 === 0 && group !== undefined && group !== '');
      const word = match.slice(2).find((group, index) => index % 2 === 1 && group !== undefined);
      if (target === undefined || word === undefined || deniedBetween(match[0], negated)) return undefined;
      const result = ownMarkedResult({ context, target, negated, word });
      // `I am the Seer checked Shion…`: the claim the match took in is read with the result.
      return result !== undefined && /^I(?:'m|’m|\s+am)\s/iu.test(match[0])
        ? [comingOut(context.speaker, 'SEER'), ...result]
        : result;
    },
  ),
  // `I divined Asuka last night — HUMAN.`: the dash ends a sentence; the species word alone is the result.
  rule('species-word-after-check', `^\\s*(not\\s+)?(?:a\\s+|an\\s+)?${SPECIES}\\s*[.!]*\\s*$`, (match, context) => {
    const checked = context.previousSentenceMatch(CHECK_JUST_BEFORE);
    const target = agentIn(checked?.[1]);
    if (target === undefined || match[2] === undefined) return undefined;
    return ownMarkedResult({ context, target, negated: match[1] !== undefined, word: match[2] });
  }),
  // `@Daisuke I divined you Human`, `@Daisuke my divine result confirms you're human`: the result of the addressee.
  rule(
    'species-report-you',
    `(?:\\bI\\s+(?:divined|checked|inspected)\\s+you\\s+(?:as\\s+)?|\\bmy\\s+(?:divination|divine|seer)(?:\\s+(?:result|check))?\\s+(?:confirms|confirmed|shows|showed|says|said|proves|proved)\\s+(?:that\\s+)?you(?:'re|’re|\\s+are|\\s+were)\\s+)(not\\s+)?(?:a\\s+|an\\s+)?(human|innocent|white|villager|werewolf|wolf|black)\\b`,
    (match, context) => {
      const said = match[2] === undefined ? undefined : words.speciesOf(match[2]);
      if (said === undefined || context.addressee === ANY || context.addressee === context.speaker) return undefined;
      return divined(context.addressee, match[1] === undefined ? said : said === 'WEREWOLF' ? 'HUMAN' : 'WEREWOLF');
    },
  ),
  // `I'm the seer — I cleared Benjamin George and Shunichi`: a seer's human results.
  rule('cleared', `\\bI\\s+(?:have\\s+|already\\s+)?cleared\\s+${AGENT}`, (match, context) => {
    const target = other(match[1], context);
    if (target === undefined || !(MARKER.test(context.sentence) || CLAIMED.test(context.utterance))) return undefined;
    return [target, ...coordinatedAfter(context, match)].map((agent) => divined(agent, 'HUMAN'));
  }),
  // `Victoria you are the wolf`: said to the addressee.
  rule(
    'estimate-addressee',
    `\\byou(?:\\s+(?:are|seem|look)|(?:'re|’re|\\s+are)\\s+(?:looking|seeming|acting|sounding|being))\\s+(?:(?:so|very|really|the|a|definitely|probably|clearly|like|most|more|quite|pretty|kinda)\\s+)*(?:suspicious|sus|sketchy|shady|wolfish|wolfy|wolf-like|(?:were)?wolf)\\b|\\byour\\s+(?:\\w+\\s+){1,2}(?:looks?|seems?|is|feels?|sounds?)\\s+(?:(?:very|really|quite|so|pretty|a\\s+bit|highly)\\s+)*(?:suspicious|sus|fishy|shady|wolfy)\\b|\\byour\\s+\\w+\\s+(?:draws|raises|invites)\\s+suspicion|\\byour\\s+\\w+\\s+(?:is\\s+making|makes)\\s+me\\s+(?:uneasy|suspicious|nervous|wary)|\\bI(?:'m|’m|\\s+am)\\s+(?:\\w+\\s+){0,3}?(?:suspicious|wary|uneasy|worried|nervous)\\s+(?:of|about)\\s+you\\b|\\bI\\s+(?:still\\s+|really\\s+)?(?:suspect|distrust|doubt)\\s+you\\b`,
    (_, context) =>
      context.addressee === 0 || context.addressee === context.speaker
        ? undefined
        : estimate(context.addressee, 'WEREWOLF'),
  ),
  // `Midori you are a Villager`: said to the addressee.
  rule(
    'estimate-addressee-villager',
    `^\\s*(?:${AGENT}[\\s,]*)?you(?:'re|’re|\\s+are)\\s+(?:(?:a|an|definitely|clearly|surely|confirmed)\\s+)*(?:villager|human|innocent|town)\\b`,
    (_, context) =>
      context.addressee === 0 || context.addressee === context.speaker
        ? undefined
        : estimate(context.addressee, 'VILLAGER'),
  ),
  // `…gave no result; that's suspicious.`: the one agent just named, or the one spoken to.
  rule(
    'estimate-that',
    "^\\s*(?:and\\s+|but\\s+)?(?:that|this|which)(?:\\s+is|'s|’s|\\s+seems|\\s+looks|\\s+feels|\\s+sounds)\\s+(?:like\\s+)?(?:(?:very|really|quite|so|pretty|a\\s+bit|highly|super|too|such|a|an|classic|typical|textbook|clear|obvious|pure)\\s+)*(?:suspicious|sus|fishy|shady|wolfy|wolfish|wolf-like|sketchy|scummy|anti-town|(?:were)?wolf\\s+(?:play|moves?|behaviou?r|tactics?|strategy))\\b|^\\s*I(?:'m|’m|\\s+am)\\s+(?:(?:very|really|quite|so|a\\s+bit|getting|still)\\s+)*(?:suspicious|wary|uneasy)\\s*(?:[.!]|$)",
    (_, context) => {
      const previous = context.previousSentence;
      // The one agent named just before, or the subject of a sentence that named more.
      const named = previousSubject(context, context.speaker);
      // Several agents named just before (`@Asuka @Victoria you both…`): no one in particular.
      const target = named ?? (new RegExp(AGENT, 'u').test(previous) ? undefined : context.addressee);
      if (target === undefined) return undefined;
      return target === 0 || target === context.speaker ? undefined : estimate(target, 'WEREWOLF');
    },
  ),
  // `My analysis targeted Minato. The result was HUMAN.`: the result names no one; the agent divined just before is meant.
  rule(
    'species-result-alone',
    `^\\s*(?:the\\s+|my\\s+)?(?:result|it|verdict)\\s+(?:was|is|came\\s+back(?:\\s+as)?)\\s+(not\\s+)?(?:a\\s+|an\\s+)?(human|innocent|white|werewolf|wolf|black)\\b`,
    (match, context) => {
      const divinedBefore = [...(context.earlier + context.before).matchAll(DIVINED_TARGET)].at(-1);
      const target = agentIn(divinedBefore?.[1]);
      const said = match[2] === undefined ? undefined : words.speciesOf(match[2]);
      if (target === undefined || said === undefined || target === context.speaker) return undefined;
      const species = match[1] === undefined ? said : said === 'WEREWOLF' ? 'HUMAN' : 'WEREWOLF';
      return /\\b(?:medium|identif\\w*|spirit|psychic)\\b/iu.test(context.earlier)
        ? identified(target, species)
        : divined(target, species);
    },
  ),
];
