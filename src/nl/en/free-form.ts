import type { Sentence } from '../../protocol/index.ts';
import { MENTION_OPEN } from '../agent-mention.ts';
import { ADVERB, AGENT, I_WILL, NEGATED, otherOpinionBefore, rule, words } from './patterns.ts';
import type { PhraseRule, RuleContext } from '../phrase-rule.ts';
import { soleOtherAgent } from '../pronoun.ts';
import { action, ANY, agentIn, comingOut, divined, estimate, inquire, request } from '../sentence-builders.ts';

/**
 * Free-form English questions, requests and intentions of contest talk: what a
 * player asks of everyone or of the one addressed without the fixed phrasings of `rules.ts`
 * (`Others: one person you trust and one you suspect`, `any claims or suspicions?`, `who do you see as the
 * biggest wolf?`, `Villager or a special role?`), and intentions said with a judgement (`I will vote George
 * as the last wolf`). Each form is read from what it asks or says, whatever the names; the denials around
 * a match are dropped by `denial.ts` as for every rule.
 */

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

const wolfOf = (target: number | undefined): Sentence | undefined =>
  target === undefined || target === ANY ? undefined : estimate(target, 'WEREWOLF');

/** What a free-form question asks about, by the noun it names. */
type Asked = 'wolf' | 'safe' | 'claim' | 'result';

const askedBy = (noun: string): Asked | undefined => {
  const word = noun.toLowerCase();
  if (/^(?:trust|safe|trusted|town|clear|innocent)/u.test(word)) return 'safe';
  if (/^(?:suspect|suspicio|read|wolf|werewolf|scum|sus)/u.test(word)) return 'wolf';
  if (/^(?:claim|role|co\b|roleclaim)/u.test(word)) return 'claim';
  if (/^(?:result|check|divination)/u.test(word)) return 'result';
  return undefined;
};

const addresseeOf = (context: RuleContext): number | undefined =>
  context.addressee === ANY || context.addressee === context.speaker ? undefined : context.addressee;

/** The question a noun asks of `asked` (ANY: everyone); a role claim is asked only of one named player. */
const questionAbout = (what: Asked, asked: number): Sentence | undefined => {
  switch (what) {
    case 'wolf':
      return inquire(asked, estimate(ANY, 'WEREWOLF'));
    case 'safe':
      return inquire(asked, estimate(ANY, 'VILLAGER'));
    case 'claim':
      return asked === ANY ? undefined : inquire(asked, comingOut(asked, 'ANY'));
    case 'result':
      return inquire(asked, divined(ANY, 'ANY'));
  }
};

const questionsAbout = (nouns: readonly (string | undefined)[], asked: number): Sentence[] => {
  const found: Sentence[] = [];
  for (const noun of nouns) {
    const what = noun === undefined ? undefined : askedBy(noun);
    const sentence = what === undefined ? undefined : questionAbout(what, asked);
    if (sentence !== undefined && !found.some((item) => JSON.stringify(item) === JSON.stringify(sentence)))
      found.push(sentence);
  }
  return found;
};

/** Nouns a question may ask for (a read, a safe pick, a claim, a result). */
const NOUN =
  '(suspicions?|suspects?|reads?|wolf\\s+(?:reads?|picks?|suspects?)|suspicious\\s+(?:targets?|players?|ones?|people)|town\\s+reads?|safe\\s+(?:picks?|players?)|claims?|role\\s*claims?|roleclaims?|results?|checks?)';
const FILLER = '(?:[\\w-]+\\s+){0,2}?';
/** A request verb before a list of what is asked: `please give one-line claims or top suspects`. */
const REQUEST_VERB = /\b(?:name|give|share|post|state|tell\s+(?:us|me)|list|pick|provide|say|drop|offer)\b/iu;

/** A sentence opening with `@Name` (`@Benjamin what are your thoughts`): the one it speaks to. */
/** `Any guard claims?` asks whoever has the role, not the one addressed. */
const ROLE_WORD = new RegExp(`\\b(?:${words.role}|guards?)\\b`, 'iu');
const OPENS_WITH_ADDRESS = new RegExp(`^\\s*${MENTION_OPEN}@(\\d+)`, 'u');
/** `I want each of you to say: one person you trust`: asked of everyone, whoever was addressed before. */
const EACH =
  /\b(?:each\s+(?:of\s+you|one|person|player)|every\s+(?:one|player|person)|everyone|everybody|others|all\s+of\s+you)\b/iu;
/** Whom a free-form question asks: everyone when its sentence says so before it, else the one addressed. */
const askedOf = (context: RuleContext): number => (EACH.test(context.before) ? ANY : context.addressee);

const FREE_FORM: readonly PhraseRule[] = [
  // `Others give one person you trust and one you suspect`, `Everyone else — one person you trust`.
  rule(
    'inquire-one-you',
    `\\bone(?:[\\s-]+(?:person|player|name|agent))?\\s+(?:you|they)\\s+(?:\\w+\\s+)?(trust|suspect|find\\s+suspicious|distrust)\\b`,
    (match, context) => questionsAbout([match[1]], askedOf(context)),
  ),
  // `name one suspect and one safe`, `Others: one-line suspect + one-line safe`.
  rule(
    'inquire-one-noun',
    `\\b(?:one-line|one-sentence|one|two|a)\\s+(suspect|safe|trusted|wolf\\s+read|town\\s+read)s?\\b(?!\\s+(?:is|was|are|were|of|for)\\b)`,
    (match, context) => {
      const before = context.before.trim();
      // Asked, not said: after a request verb, at the head of a sentence, or after `:`, `+`, `and`.
      if (before !== '' && !REQUEST_VERB.test(before) && !/(?:[:+]|\band)$/iu.test(before)) return undefined;
      return questionsAbout([match[1]], askedOf(context));
    },
  ),
  // `Others quickly say who you voted and who you now trust/suspect`.
  rule(
    'inquire-say-who',
    `\\b(?:say|tell\\s+(?:us|me)|share|state|name|post|explain)\\s+who\\s+you\\s+(?:\\w+\\s+)?(?:trust|suspect|voted|vote|are\\s+voting|(?:'re|’re)\\s+voting)(?:\\s*(?:/|and|or)\\s*(?:who\\s+you\\s+(?:\\w+\\s+)?)?(?:trust|suspect|voted))*`,
    (match, context) =>
      [...match[0].matchAll(/\b(trust|suspect|vot)/giu)].flatMap(([, verb]) =>
        verb?.toLowerCase() === 'vot'
          ? [inquire(askedOf(context), action('VOTE', ANY))]
          : questionsAbout([verb], askedOf(context)),
      ),
  ),
  // `any claims or suspicions?`, `Care to share any thoughts or suspicions?`, `Any suspicious targets tonight?`.
  rule(
    'inquire-any-nouns',
    `\\bany\\s+${FILLER}${NOUN}(?:\\s*(?:,|or|and|/)\\s*${FILLER}${NOUN})?\\b`,
    (match, context) => {
      // A claim is asked of one player only when the question is plainly theirs: not `any other role claims?`
      // (asked of the rest), and addressed by this sentence or by the one just before opening with the name.
      const plainlyAddressed =
        !/\bother\b/iu.test(match[0]) &&
        !ROLE_WORD.test(match[0]) &&
        [context.sentence, context.previousSentence].some(
          (sentence) => Number(OPENS_WITH_ADDRESS.exec(sentence)?.[1]) === context.addressee,
        );
      const nouns = [match[1], match[2]].filter((noun) => plainlyAddressed || askedBy(noun ?? '') !== 'claim');
      return questionsAbout(nouns, askedOf(context));
    },
    'question',
  ),
  // `please give one-line claims or top suspects`.
  rule(
    'inquire-give-nouns',
    `\\b(?:give|share|post|state|drop|offer)\\s+(?:us\\s+)?(?:your\\s+)?${FILLER}(claims?|role\\s*claims?)\\s*(?:,|or|and|/|\\+)\\s*${FILLER}(suspects?|suspicions?|reads?)\\b`,
    (match, context) => questionsAbout([match[1], match[2]], askedOf(context)),
  ),
  // `who do you see as the biggest wolf right now`, `who is your wolf pick`.
  rule(
    'inquire-see-as',
    `\\bwho\\s+(?:do|would|did|will)\\s+you\\s+(?:\\w+\\s+)?(?:see|view|consider|regard|peg|take|count|read)\\s+as\\s+(?:(?:the|a|an|your)\\s+)?(?:(?:biggest|main|top|most\\s+likely|likeliest|prime|strongest|number\\s+one|real|last|most)\\s+)?(?:(?:were)?wolf|suspect|threat|suspicious|sus)\\b|\\bwho(?:'s|’s|\\s+is)\\s+your\\s+(?:\\w+\\s+)?wolf\\s+(?:pick|read|suspect|candidate)\\b|\\bwho\\s+(?:else\\s+)?(?:are|were)\\s+you\\s+(?:most\\s+)?(?:suspicious|wary|worried)\\s+(?:of|about)\\b|\\bname\\s+(?:your|a|one)\\s+(?:(?:top|main|prime|biggest|strongest|primary)\\s+)?wolf\\s+(?:suspect|pick|read)\\b|\\bwho\\s+(?:else\\s+)?(?:might|could|may)\\s+be\\s+(?:a\\s+|the\\s+)?(?:suspicious|sus|(?:were)?wolf)\\b`,
    (_, context) => inquire(context.addressee, estimate(ANY, 'WEREWOLF')),
  ),
  // `May? Villager or a special role?`: the role of the one addressed, asked as alternatives.
  rule(
    'inquire-role-alternatives',
    `^\\s*(?:are\\s+you\\s+)?(?:a\\s+|an\\s+|the\\s+)?(${words.role})\\s+or\\s+(?:a\\s+|an\\s+|the\\s+|some\\s+)?(?:special\\s+role|power\\s+role|(?:special\\s+)?(?:${words.role}))\\b`,
    (_, context) => {
      const asked = addresseeOf(context);
      return asked === undefined ? undefined : inquire(asked, comingOut(asked, 'ANY'));
    },
    'question',
  ),
  // `I will vote George as the last wolf`: the vote and the judgement it gives.
  rule(
    'vote-as-wolf',
    `${I_WILL}\\s+${ADVERB}vote\\s+(?:for\\s+|against\\s+)?${AGENT}\\s+as\\s+(?:the|a|our)\\s+(?:(?:last|remaining|final|other|second|likely|probable)\\s+)?(?:were)?wolf\\b`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || otherOpinionBefore(context)) return undefined;
      return [action('VOTE', target), estimate(target, 'WEREWOLF')];
    },
  ),
  // `I voted Asuka and will likely do so again`: a vote cast and the same one intended.
  rule(
    'voted-again',
    `\\bI\\s+(?:already\\s+)?voted\\s+(?:for\\s+|against\\s+)?${AGENT}\\s+(?:and|&)\\s+(?:I\\s+)?(?:will|'ll|’ll|am\\s+going\\s+to|plan\\s+to|intend\\s+to)\\s+${ADVERB}(?:(?:likely|probably|gladly|happily)\\s+)?(?:do\\s+(?:so|it|the\\s+same)|vote\\s+(?:for\\s+)?(?:him|her|them|the\\s+same(?:\\s+way)?))\\s+again\\b`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      return [action('VOTED', target), action('VOTE', target)];
    },
  ),
  // `Also quick one-sentence reads from everyone please`.
  rule(
    'inquire-reads-from-all',
    `\\b(?:one-line|one-sentence|quick|brief|short)\\s+(reads?|suspects?|suspicions?)\\s+from\\s+(?:everyone|everybody|all(?:\\s+of\\s+you)?|each\\s+of\\s+you|others|the\\s+rest)\\b`,
    (match) => questionsAbout([match[1]], ANY),
  ),
  // `@Victoria who did you actually protect last night?`, `did you get a divination?`.
  rule(
    'inquire-night-action',
    `\\bwho\\s+did\\s+you\\s+(?:\\w+\\s+)?(protect|guard)\\b|\\bdid\\s+you\\s+(?:get|have|do|make)\\s+(?:a|any|your)\\s+(divination|check|result)s?\\b|\\b(?:did|has)\\s+(the|our)\\s+seer\\s+(?:find|found|check|checked|divine|divined|get|got|see|learn)\\s+(?:anything|anyone|anybody|something)\\b`,
    (match, context) => {
      // `Did the Seer find anything overnight?`: asked of whoever is the seer.
      if (match[3] !== undefined) return inquire(ANY, divined(ANY, 'ANY'));
      const asked = addresseeOf(context);
      if (asked === undefined) return undefined;
      return inquire(asked, match[1] === undefined ? divined(ANY, 'ANY') : action('GUARDED', ANY));
    },
    'question',
  ),
  // `Our Seer should share their results to guide us`: asked of whoever is the seer.
  rule(
    'inquire-seer-share',
    `\\b(?:our|the)\\s+(?:real\\s+|true\\s+)?(seer|medium)\\s+(?:should|must|needs?\\s+to|has\\s+to|please|could|can|will|would)\\s+(?:please\\s+)?(?:share|reveal|tell\\s+us|post|give\\s+us|report|announce)\\s+(?:\\w+\\s+){0,2}?(?:results?|divinations?|checks?|findings|who)\\b`,
    (match) =>
      inquire(
        ANY,
        /medium/iu.test(match[1] ?? '') ? { type: 'IDENTIFIED', target: ANY, species: 'ANY' } : divined(ANY, 'ANY'),
      ),
  ),
  // `I'm voting Midori. Silent all day is suspicious.`: conduct judged with no one named, about the one
  // agent the sentence before named (or its subject).
  rule(
    'estimate-conduct-alone',
    `^\\s*(?!(?:it|this|that|which|everyone|everybody|nobody|no\\s+one|nothing|someone|somebody|anyone|anybody|all|both|they|we|you|I|he|she|there|who|what|why|how|the\\s+(?:wolf|wolves|werewolf|werewolves|village|town|seer|medium|game))\\b)(?:(?:[\\w’'-]+\\s+){1,5}?(?:is|seems|looks|feels|sounds)|(?:seems|looks|feels|sounds))\\s+(?:(?:very|really|quite|so|pretty|a\\s+bit|highly|super|too|kinda|kind\\s+of|definitely|clearly)\\s+)*(?:suspicious|sus|fishy|shady|wolfy|wolfish|sketchy|scummy|anti-town)\\s*[.!]?\\s*$`,
    (match, context) => {
      if (context.sentence.includes(MENTION_OPEN) || NEGATED.test(match[0])) return undefined;
      return wolfOf(previousSubject(context, context.speaker));
    },
  ),
  // `I believe Daisuke should be our vote today`.
  rule(
    'vote-should-be-ours',
    `${AGENT}\\s+(?:should|must|has\\s+to|needs\\s+to|will)\\s+be\\s+(?:our|my)\\s+(?:(?:main|top|clear|first|final)\\s+)?(?:vote|vote\\s+target|target|pick)\\b(?!\\s+(?:for|on|against)\\b)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || otherOpinionBefore(context)) return undefined;
      return action('VOTE', target);
    },
  ),
  // `Voting Rin is our path to a win`: a vote proposed to all (not hedged: `Voting X seems the safer move`).
  rule(
    'request-voting-is-way',
    `^\\s*(?:(?:so|and|then|now)\\s+)?(?:I\\s+(?:think|believe|feel|reckon)\\s+(?:that\\s+)?)?(?:voting|lynching|executing|exiling)\\s+(?:for\\s+|out\\s+)?${AGENT}\\s+(?:(?:today|now|tonight)\\s+)?(?:is|would\\s+be|will\\s+be)\\s+(?:(?:a|an|our|the|my)\\s+)?(?:(?:best|right|only|logical|safest|safer|smart|smartest|correct|clear|wise|obvious|good)\\s+)*(?:path|way|move|call|choice|option|play|step|plan|bet|reasonable|wise|logical|right|correct|best|safest)\\b`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || NEGATED.test(match[0])) return undefined;
      return request(ANY, action('VOTE', target));
    },
  ),
  // `I'll trust the Seer's vision and vote @Rin`.
  rule(
    'vote-joined',
    `${I_WILL}\\s+(?!not\\b|never\\b)(?:[\\w’'-]+\\s+){1,6}?and\\s+(?:then\\s+)?vote\\s+(?:for\\s+|against\\s+|out\\s+)?${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || NEGATED.test(match[0])) return undefined;
      return action('VOTE', target);
    },
  ),
  // `Still voting for @Daisuke.`: a vote said without `I`.
  rule(
    'vote-subjectless',
    `^\\s*(?:still|now|currently|also)\\s+voting\\s+(?:for\\s+|against\\s+)?${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1]);
      return target === undefined || target === context.speaker ? undefined : action('VOTE', target);
    },
  ),
  // `Perhaps it's wise for our seer to divine him tonight`, `it is wise to trust Mr. Jonathan now`.
  rule(
    'request-wise-to',
    `\\b(?:it(?:'s|’s|\\s+is|\\s+would\\s+be|\\s+might\\s+be)|it\\s+seems)\\s+(?:(?:very|most|more|only)\\s+)?(?:wise|best|smart|sensible|prudent|logical|better)\\s+(?:for\\s+(?:our|the)\\s+(?:seer|bodyguard|guard|knight)\\s+)?to\\s+(divine|check|inspect|protect|guard|trust|vote\\s+(?:for\\s+|out\\s+)?|execute|lynch|exile)\\s*${AGENT}`,
    (match, context) => {
      const target = agentIn(match[2]);
      if (target === undefined || target === context.speaker) return undefined;
      const verb = (match[1] ?? '').toLowerCase();
      if (verb === 'trust') return estimate(target, 'VILLAGER');
      if (/^(?:protect|guard)/u.test(verb)) return request(ANY, action('GUARD', target));
      if (/^(?:divine|check|inspect)/u.test(verb)) return request(ANY, action('DIVINATION', target));
      return request(ANY, action('VOTE', target));
    },
  ),
  // `Darling Victoria's in the clear`.
  rule(
    'estimate-in-the-clear',
    `${AGENT}(?:'s|’s|\\s+is|\\s+seems|\\s+looks)\\s+(?:(?:now|still|definitely|clearly|totally|completely)\\s+)?in\\s+the\\s+clear\\b`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || otherOpinionBefore(context)) return undefined;
      return estimate(target, 'VILLAGER');
    },
  ),
  // `I reckon Mizuki's our sole seer`, `with Ryuji as our confirmed Seer`.
  rule(
    'estimate-role-more',
    `${AGENT}(?:'s|’s)\\s+(?:(?:our|the|only|sole|last|real|true|genuine|confirmed|remaining)\\s+){1,3}(${words.role})\\b(?!\\s*(?:'s|’s|claims?|CO|results?|candidates?)\\b)|\\b(?:with|treat|take|see|accept)\\s+${AGENT}\\s+as\\s+(?:our|the)\\s+(?:(?:confirmed|real|true|genuine|only|sole)\\s+)+(${words.role})\\b`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[3]);
      const role = words.roleOf(match[2] ?? match[4] ?? '');
      if (target === undefined || role === undefined || target === context.speaker || otherOpinionBefore(context))
        return undefined;
      return estimate(target, role);
    },
  ),
  // `Servas the wolf must be today's focus`: a name with `the wolf` beside it.
  rule(
    'estimate-the-wolf',
    `${AGENT}\\s*,?\\s+the\\s+(?:(?:real|last|remaining|obvious|clear|other)\\s+)?(?:were)?wolf\\b(?!\\s*(?:'s|’s|claim|CO|team|side))`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || otherOpinionBefore(context)) return undefined;
      // `calls Servas the wolf`, `named Servas the wolf`: someone's accusation told, not the speaker's.
      if (/\b(?:call(?:s|ed)?|nam(?:e|es|ed)|label(?:s|ed)?|brand(?:s|ed)?|accus\w*)\s+$/iu.test(context.before))
        return undefined;
      return estimate(target, 'WEREWOLF');
    },
  ),
  // `I have reasons to suspect him`.
  rule(
    'estimate-reasons-to-suspect',
    `\\bI\\s+(?:have|see|'ve\\s+got|’ve\\s+got|’ve|'ve)\\s+(?:\\w+\\s+){0,2}?reasons?\\s+to\\s+(?:suspect|doubt|distrust)\\s+${AGENT}`,
    (match, context) => {
      if (NEGATED.test(match[0])) return undefined;
      const target = agentIn(match[1]);
      return target === undefined || target === context.speaker ? undefined : estimate(target, 'WEREWOLF');
    },
  ),
];

export const ENGLISH_FREE_FORM_RULES: readonly PhraseRule[] = FREE_FORM;
