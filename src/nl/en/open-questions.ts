import type { Sentence } from '../../protocol/index.ts';
import { MENTION_OPEN } from '../agent-mention.ts';
import type { PhraseRule, RuleContext } from '../phrase-rule.ts';
import { ANY, action, comingOut, divined, estimate, inquire } from '../sentence-builders.ts';
import { rule, words } from './patterns.ts';
import { addressee } from './rule-targets.ts';

/**
 * English questions put in free form to everyone or to the one addressed, read from the nouns they ask for
 * (`Others: one person you trust and one you suspect`, `any claims or suspicions?`, `who do you see as the
 * biggest wolf?`, `Villager or a special role?`, `did you get a divination?`, `our seer should share their
 * results`), whatever the names.
 */

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

/** In the order they are tried. */
export const ENGLISH_OPEN_QUESTION_RULES: readonly PhraseRule[] = [
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
      const asked = addressee(context);
      return asked === undefined ? undefined : inquire(asked, comingOut(asked, 'ANY'));
    },
    'question',
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
      const asked = addressee(context);
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
];
