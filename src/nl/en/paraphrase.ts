import type { Sentence } from '../../protocol/index.ts';
import { ANY_AGENT, AGENT as NAME, MENTION_CLOSE, MENTION_OPEN, NO_AGENT } from '../agent-mention.ts';
import {
  ADVERB,
  AGENT,
  lastNamedAgent,
  NEGATED,
  otherOpinionBefore,
  ROLE,
  rule,
  VOTE_PREPOSITION,
  words,
} from './patterns.ts';
import type { PhraseRule, RuleContext } from '../phrase-rule.ts';
import { soleOtherAgent } from '../pronoun.ts';
import {
  ANY,
  action,
  agentIn,
  comingOut,
  divined,
  estimate,
  identified,
  inquire,
  not,
  request,
} from '../sentence-builders.ts';

/**
 * English phrasings of real contest talk that say a suspicion, a vote or a question without the plain
 * words of `rules.ts`: the owner of a phrase named by a pronoun
 * (`His evasion is highly suspect`), `I find X's silence unsettling`, `isn't it suspicious how X…`,
 * `X is my vote`, `I'm leaning toward X`, `let's consolidate our votes on X`, `they` for the two agents
 * just named together. Each form is read only where its words leave one reading; denials around a match
 * are dropped by `denial.ts` as for every rule.
 */

const INTENSIFIER =
  '(?:(?:all\\s+the\\s+more|even\\s+more|a\\s+(?:bit|little|teeny\\s+bit|tad)|kind\\s+of|sort\\s+of|to\\s+put\\s+it\\s+bluntly|frankly|honestly|very|really|quite|rather|so|pretty|highly|extremely|super|too|more|most|the\\s+most|somewhat|kinda|increasingly|deeply|definitely|clearly|downright)[\\s,]+)*';
/** Words that call a player or their conduct wolfish (not `off`/`odd` alone: too often about other things). */
const SUSPECT_WORD =
  "(?:suspicious(?!\\s+(?:of|about))|suspect|sus|sketchy|shady|fishy|wolfy|wolfish|scummy|dodgy|unsettling|worrying|troubling|wolf-like|concerning|alarming|worrisome|like\\s+(?:classic\\s+|typical\\s+)?(?:a\\s+)?(?:were)?wolf(?:\\s+(?:behaviou?r|tactics|play|moves?))?)(?![\\w’'-])";
/**
 * A noun phrase owned by the agent, up to its verb (`Victoria's vote for Takumi`; no sentence break), not an
 * event suffered by the agent (`Jonathan's lynch worries me` is no suspicion of Jonathan).
 */
const OWNED = `(?!(?:lynch|lynching|execution|death|attack|loss|elimination|exile|absence|passing|fate|safety|survival)\\b)(?:[^.!?;:${MENTION_OPEN}]|${ANY_AGENT}|\\b(?:Mr|Ms|Mrs|Dr)\\.){0,80}?`;
const PREDICATE = `(?:(?:is|are|was|were|seems?|looks?|feels?|appears?|sounds?|(?:has|have)\\s+(?:always\\s+)?been|(?:could|might|may|must)\\s+(?:be|spell|mean))[\\s,]+${INTENSIFIER}(?:\\w+\\s+and\\s+)?(?:${SUSPECT_WORD}|odd|strange|weird)|(?:could\\s+|might\\s+|may\\s+)?(?:spells?|screams?)\\s+(?:a\\s+)?(?:were)?wolf|(?:raises?|draws?|invites?|arouses?|sparks?)\\s+(?:\\w+\\s+){0,2}suspicion|(?:is|are)\\s+(?:all\\s+)?(?:classic\\s+|typical\\s+|clear\\s+)?(?:were)?wolf\\s+(?:signs?|tells?|behaviou?r|moves?|tactics)|(?:worries|bothers|concerns|troubles|unsettles)\\s+me|weighs\\s+(?:heavily\\s+|heavy\\s+)?on\\s+me|nags\\s+at\\s+me|gives\\s+me\\s+pause|rubs\\s+me\\s+the\\s+wrong\\s+way|raises\\s+(?:(?:a|some|many|red)\\s+)*flags|(?:gets?|getting|grows?|growing)\\s+${INTENSIFIER}${SUSPECT_WORD})\\b`;

const SUSPECT_RANK = '(?:top|main|prime|primary|biggest|first|number\\s+one|#1|clear|strongest|current)';
const ALSO_OWNER = new RegExp(`\\band\\s+${AGENT}\\s?(?:'s|’s)`, 'giu');

const other = (group: string | undefined, context: RuleContext): number | undefined => {
  const target = agentIn(group);
  return target === undefined || target === context.speaker ? undefined : target;
};
const addressee = (context: RuleContext): number | undefined =>
  context.addressee === ANY || context.addressee === context.speaker ? undefined : context.addressee;
const wolf = (target: number | undefined): Sentence | undefined =>
  target === undefined ? undefined : estimate(target, 'WEREWOLF');

const PAIR = new RegExp(`${NAME}\\s*(?:,|and|&|or)\\s*${NAME}`, 'u');
const NAMED = new RegExp(`${MENTION_OPEN}@?(\\d+)`, 'gu');
/** `Sakura and Yumi ignore the seer! They have to be wolves.`, `check Shizue or Mizuki. They're acting fishy`: the two agents the last naming sentence joined. */
const lastNamedPair = (context: RuleContext): number[] | undefined => {
  const previous = context.earlier
    .split('\n')
    .reverse()
    .find((sentence) => sentence.includes(MENTION_OPEN));
  if (previous === undefined || !PAIR.test(previous)) return undefined;
  const named = new Set([...previous.matchAll(NAMED)].map((match) => Number(match[1])));
  named.delete(context.speaker);
  return named.size === 2 ? [...named] : undefined;
};

/** Each form below asserts: a negation inside its match leaves it unread (denial.ts looks only around it). */
const asserting = (phrase: PhraseRule): PhraseRule => ({
  ...phrase,
  build: (match, context) => (NEGATED.test(match[0]) ? undefined : phrase.build(match, context)),
});

const PARAPHRASES: readonly PhraseRule[] = [
  // `I suspect Victoria's sudden push.`: suspicion said of what the agent owns, the owner first or a pronoun.
  rule(
    'estimate-owner',
    `(?:^\\s*|\\b(?:but|while|though|although|yet)\\s+)(?:${MENTION_OPEN}@\\d+${MENTION_CLOSE}\\s*)*(?:(?:and|but|also|while|though|although|still|however|honestly|frankly|personally|in\\s+my\\s+(?:experience|view|opinion))\\s+)*(?:${AGENT}(?:-(?:chan|kun|san|sama|senpai|dono))?\\s?(?:'s|’s)|${AGENT}(?=\\s+(?:being|acting|staying|keeping|going|pushing|voting|dodging|avoiding|hiding|deflecting)\\b)|(his|her|their))\\s+${OWNED}\\b${PREDICATE}`,
    (match, context) => {
      // Round six: `Shizue-chan's silence`, and conduct told as a gerund (`Sakura being quiet is fishy`).
      const target = match[3] === undefined ? other(match[1] ?? match[2], context) : lastNamedAgent(context);
      if (target === undefined || otherOpinionBefore(context)) return undefined;
      // `Servas's silent votes and Mr. Minato's repeated actions are suspicious`: both owners.
      const owners = [...match[0].matchAll(ALSO_OWNER)].map((item) => other(item[1], context));
      return [target, ...owners.filter((agent) => agent !== undefined && agent !== target)].map((agent) =>
        estimate(agent as number, 'WEREWOLF'),
      );
    },
  ),
  // `I find Miss Midori's silence a bit unsettling`, `I find Mio suspicious`.
  rule(
    'estimate-find',
    `\\bI\\s+(?:still\\s+|also\\s+|really\\s+|now\\s+)?find\\s+(?:${AGENT}(?:\\s?(?:'s|’s)\\s+${OWNED})?|(your)\\s+${OWNED})\\s+${INTENSIFIER}${SUSPECT_WORD}`,
    // `Sakura. I find your silence increasingly concerning`: the one spoken to.
    (match, context) => wolf(match[2] === undefined ? other(match[1], context) : addressee(context)),
  ),
  // `This makes Victoria's vote all the more suspect`, `your silence makes you look like a wolf`.
  rule(
    'estimate-makes',
    `\\bmakes?\\s+(?:${AGENT}(?:\\s?(?:'s|’s)\\s+${OWNED})?|(you)|(him|her|them))\\s+(?:look\\s+|seem\\s+|appear\\s+|sound\\s+)?${INTENSIFIER}(?:${SUSPECT_WORD}|my\\s+(?:(?:clear|top|main|prime|first|biggest)\\s+)?(?:wolf\\s+pick|suspect))`,
    (match, context) => {
      if (match[2] !== undefined) return wolf(addressee(context));
      // `Victoria's dodging makes her my clear wolf pick`: the one other agent named before in the sentence.
      if (match[3] !== undefined)
        return wolf(soleOtherAgent(context.before, context.speaker) ?? lastNamedAgent(context));
      return wolf(other(match[1], context));
    },
  ),
  // `Asuka is my top suspect`, `Explain now or you stay my top suspect`.
  rule(
    'estimate-my-suspect',
    `(?:${AGENT}(?:'s|’s|\\s+is|\\s+remains|\\s+stays)|\\b(you)(?:'re|’re|\\s+are|\\s+remain|\\s+stay|(?:'ve|’ve|\\s+have)?\\s+(?:just\\s+)?made\\s+yourself))\\s+(?:still\\s+)?(?:my\\s+(?:${SUSPECT_RANK}\\s+)*|(?:a|the)\\s+(?:${SUSPECT_RANK}\\s+)+)(?:suspect|wolf\\s+(?:pick|candidate|suspect|read))\\b`,
    (match, context) => wolf(match[2] === undefined ? other(match[1], context) : addressee(context)),
  ),
  // `I'm leaning toward Shion being suspicious`.
  rule(
    'estimate-leaning-being',
    `\\blean(?:s|ing)?\\s+(?:towards?|to)\\s+${AGENT}\\s+being\\s+${INTENSIFIER}(?:${SUSPECT_WORD}|(?:a|the)\\s+(?:were)?wolf)`,
    (match, context) => wolf(other(match[1], context)),
  ),
  // `Sakura and Yumi ignore our seer! They have to be the last wolves!`, `I suspect them both`.
  rule(
    'estimate-pair',
    `^\\s*(?:they|both\\s+of\\s+them)(?:'re|’re|\\s+(?:both\\s+)?(?:are|have\\s+to\\s+be|must\\s+be|seem|look))(?:\\s+acting|\\s+being)?\\s+(?:both\\s+|all\\s+)?${INTENSIFIER}(?:(?:the\\s+)?(?:last\\s+|remaining\\s+|other\\s+)?(?:were)?wolves|suspicious|sus|wolfish|wolfy|sketchy|shady|fishy)\\b|\\bI\\s+${ADVERB}suspect\\s+(?:them\\s+both|both\\s+of\\s+them)\\b`,
    (_, context) => lastNamedPair(context)?.map((agent) => estimate(agent, 'WEREWOLF')),
  ),
  // `@Shion you've been way too quiet  that's suspicious` (the comma taken out by the server).
  rule(
    'estimate-that-clause',
    `(?:\\s{2,}|,\\s*)(?:and\\s+|but\\s+)?(?:that|which)(?:'s|’s|\\s+is|\\s+seems|\\s+looks|\\s+feels)\\s+${INTENSIFIER}(?:suspicious|sus|fishy|shady|wolfy|sketchy)\\b`,
    (_, context) => {
      const named = soleOtherAgent(context.before, context.speaker);
      return wolf(named ?? (context.before.includes(MENTION_OPEN) ? undefined : addressee(context)));
    },
  ),
  // `He acts just like a wolf who's hiding`.
  rule(
    'estimate-acts-like',
    `${AGENT}\\s+(?:acts?|is\\s+acting|plays?|is\\s+playing|behaves?|is\\s+behaving)\\s+(?:just\\s+|exactly\\s+)?like\\s+(?:a\\s+)?(?:were)?wolf\\b`,
    (match, context) => (otherOpinionBefore(context) ? undefined : wolf(other(match[1], context))),
  ),
  // `your ongoing silence hinders progress and raises suspicion`, `your vote changes look wolfish`.
  rule(
    'estimate-addressee-conduct',
    `\\byour\\s+(?:\\w+\\s+){1,10}?(?:(?:looks?|seems?|is|are|feels?|sounds?)\\s+${INTENSIFIER}(?:\\w+\\s+and\\s+)?${SUSPECT_WORD}|(?:raises?|draws?|invites?|arouses?)\\s+(?:\\w+\\s+)?suspicion)`,
    (_, context) => wolf(addressee(context)),
  ),
  // `Lacking a counter-claim Daisuke is our vote`, `he's my vote`.
  rule(
    'vote-is-mine',
    `${AGENT}(?:'s|’s|\\s+is|\\s+remains|\\s+stays)\\s+(?:still\\s+)?(?:my|our)\\s+(?:(?:final|current|main|top|first|clear)\\s+)?(?:vote|vote\\s+target|pick\\s+for\\s+(?:the\\s+)?vote)\\b(?!\\s+(?:for|on|against)\\b)`,
    (match, context) => {
      const target = other(match[1], context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `My vote leans towards Benjamin`, `my vote's for Servas`, `She has earned my vote`, `I'm set on Sakura`.
  rule(
    'vote-my-more',
    `\\bmy\\s+vote(?:'s|’s)?(?:\\s+(?:today|now|tonight))?\\s+(?:(?:leans|rests|falls|lands|sits|settles|must\\s+be|will\\s+go|goes|(?:is\\s+)?(?:set|fixed|locked)|(?:is|'s|’s)\\s+(?:(?:now|still|currently|also)\\s+)?(?:leaning|going|headed|heading|moving|shifting))\\s+)?(?:towards?|on|for|to|with|against)\\s+${AGENT}|${AGENT}\\s+(?:has\\s+earned|earned|earns|gets|has)\\s+my\\s+vote\\b|\\bI(?:'m|’m|\\s+am)\\s+(?:\\w+\\s+)?set\\s+on\\s+(?:voting\\s+(?:for\\s+)?)?${AGENT}`,
    (match, context) => {
      const target = other(match[1] ?? match[2] ?? match[3], context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `I'm leaning toward voting Misaki`, `I'm leaning Daisuke but…`.
  rule(
    'vote-leaning',
    `\\bI(?:'m|’m|\\s+am)\\s+(?:still\\s+|now\\s+|currently\\s+|also\\s+)?leaning\\s+(?:(?:toward|towards|to)\\s+)?(?:(?:voting|vote|lynch(?:ing)?|execut(?:e|ing)|exil(?:e|ing))\\s+(?:for\\s+|against\\s+)?)?${AGENT}(?!\\s*(?:'s|’s|being|as|is)\\b)`,
    (match, context) => {
      const target = other(match[1], context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `@Daisuke I'm voting you today.`
  rule(
    'vote-addressee-now',
    `(?:\\bI(?:'m|’m|\\s+am)|\\bI(?:'ll|’ll|\\s+will)\\s+be)\\s+${ADVERB}(?:voting|going\\s+to\\s+vote|inclined\\s+to\\s+vote|leaning\\s+(?:towards?\\s+|to\\s+)?vot(?:e|ing))\\s+(?:for\\s+|against\\s+)?you\\b`,
    (_, context) => {
      const target = addressee(context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `It is logical to consolidate our vote on him today`, `Let's align our votes against Servas`.
  rule(
    'request-vote-together',
    `\\b(?:let's|let’s|lets|let\\s+us|we\\s+(?:should|must|need\\s+to|have\\s+to)|(?:it\\s+is|it's|it’s)\\s+(?:logical|best|wise|time|smart|better|sensible)\\s+to|time\\s+to)\\s+(?:all\\s+)?(?:consolidate|align|unite|concentrate|focus|pile|put|cast|place|combine|gather)\\s+(?:our\\s+|all\\s+|the\\s+|a\\s+)?votes?\\s+(?:on|against|for|onto|behind|to)\\s+${AGENT}`,
    (match, context) => {
      const target = other(match[1], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
    'statement',
  ),
  // `Let's unite and vote Shizue out`, `Let's consider voting for Mizuki`, `Let's vote quiet Ryuji instead`.
  rule(
    'request-vote-more',
    `\\b(?:let's|let’s|lets|let\\s+us|we\\s+(?:should|must|need\\s+to|have\\s+to))\\s+(?:all\\s+)?(?:(?:consider|try)\\s+)?(?:\\w+\\s+(?:\\w+\\s+)?and\\s+)?(?:vote|voting|lynch|execute|exile)\\s+${VOTE_PREPOSITION}(?:(?:the\\s+)?(?:quiet|silent|wolf|wolfy|sneaky|suspicious)\\s+)?${AGENT}(?!\\s?(?:'s|’s))`,
    (match, context) => {
      const target = other(match[1], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
    'statement',
  ),
  // `We must protect him`, `Perhaps we should divine her tonight`: asked of whoever has the role.
  rule(
    'request-role-action-we',
    `\\bwe\\s+(?:must|should|need\\s+to|have\\s+to|could)\\s+(?:\\w+\\s+)?(protect|guard|divine|check|inspect)\\s+${AGENT}(?!\\s?(?:'s|’s))`,
    (match, context) => {
      const target = other(match[2], context);
      if (target === undefined) return undefined;
      return request(ANY, action(/protect|guard/iu.test(match[1] ?? '') ? 'GUARD' : 'DIVINATION', target));
    },
    'statement',
  ),
  // `Trust my result and vote Toshio today`: an imperative joined to the vote.
  rule(
    'request-vote-joined',
    `^\\s*(?:please\\s+)?(?:trust|listen\\s+to|follow|believe|join)\\b${NO_AGENT}{0,40}?\\band\\s+(?:please\\s+)?vote\\s+${VOTE_PREPOSITION}${AGENT}`,
    (match, context) => {
      const target = other(match[1], context);
      return target === undefined ? undefined : request(context.addressee, action('VOTE', target));
    },
    'statement',
  ),
  // `@Benjamin I trust you`, not `I trust you'll share it`.
  rule(
    'trust-addressee',
    `\\bI\\s+${ADVERB}trust\\s+you\\b(?!\\s*(?:'ll|’ll|'re|’re|will|to|can|could|know|understand|are|would|have|do|did|got|two|both|all)\\b)`,
    (_, context) => {
      const target = addressee(context);
      return target === undefined ? undefined : estimate(target, 'VILLAGER');
    },
  ),
  // `I'm inclined to trust Mio next`.
  rule(
    'trust-inclined',
    `\\bI(?:'m|’m|\\s+am)\\s+(?:\\w+\\s+)?inclined\\s+to\\s+trust\\s+${AGENT}|\\bI\\s+tend\\s+to\\s+trust\\s+${AGENT}`,
    (match, context) => {
      const target = other(match[1] ?? match[2], context);
      return target === undefined ? undefined : estimate(target, 'VILLAGER');
    },
  ),
  // Questions about results: `where is your result?`, `any new divination results?`, `did you divine anyone?`.
  rule(
    'inquire-result-more',
    `\\bwhere(?:'s|’s|\\s+is|\\s+are)\\s+(?:your|the)\\s+(?:(divination|seer|medium|night)\\s+)?(?:results?|reports?)\\b|\\bany\\s+(?:new\\s+|fresh\\s+|more\\s+)?(?:(divination|seer|medium)\\s+)?(?:results?|checks)\\b|\\bdid\\s+you\\s+(?:divine|check|inspect)\\s+(?:anyone|anybody|someone|somebody)\\b(?!\\s+else)`,
    (match, context) =>
      inquire(
        context.addressee,
        (match[1] ?? match[2])?.toLowerCase() === 'medium' ? identified(ANY, 'ANY') : divined(ANY, 'ANY'),
      ),
    'question',
  ),
  // `Daisuke-kun should totally share those divination results!`
  rule(
    'inquire-result-named',
    `${AGENT}(?:-(?:kun|san|chan|sama))?\\s+(?:should|needs?\\s+to|must|has\\s+to)\\s+(?:\\w+\\s+)?(?:share|reveal|post|tell\\s+us|give\\s+us)\\s+(?:your|his|her|their|those|the)\\s+(?:(divination|seer|medium)\\s+)?results?`,
    (match, context) => {
      const target = other(match[1], context);
      if (target === undefined) return undefined;
      return inquire(target, match[2]?.toLowerCase() === 'medium' ? identified(ANY, 'ANY') : divined(ANY, 'ANY'));
    },
    'any',
  ),
  // `please tell us if you're the seer`, `any early reads or a role?`.
  rule(
    'inquire-role-more',
    `\\b(?:tell\\s+us|let\\s+us\\s+know|say|confirm)\\s+(?:if|whether)\\s+you(?:'re|’re|\\s+are)\\s+(?:really\\s+)?(?:the\\s+|a\\s+)?${ROLE}|\\b(?:or|any)\\s+(?:a\\s+)?(?:role\\s+claim|role|claim)\\s*\\?`,
    (match, context) => {
      const target = addressee(context);
      if (target === undefined) return undefined;
      const role = match[1] === undefined ? 'ANY' : (words.roleOf(match[1]) ?? 'ANY');
      return inquire(target, comingOut(target, role));
    },
    'any',
  ),
  // `please explain your reads`, `tell us your role or a quick read`, `tell us who you suspect`.
  rule(
    'inquire-estimate-more',
    `(?:\\b(?:explain|tell\\s+us|share|give\\s+us|state)\\s+|\\b(or)\\s+)(?:your|a|an|one)\\s+(?:(?:quick|early|one-line|concrete|honest|current|main|top|prime|biggest|primary|strongest)\\s+)*(?:reads?|suspects?)\\b(?!\\s+(?:on|of|about)\\s)|\\b(?:tell\\s+us|share|say|state)\\s+(?:\\w+\\s+)?who\\s+you\\s+(?:suspect|find\\s+(?:most\\s+)?suspicious|think\\s+is\\s+(?:the\\s+|a\\s+)?(?:were)?wolf)|\\bwho\\s+(?:else\\s+|exactly\\s+)?(?:do|would|did)\\s+you\\s+(?:\\w+\\s+)?suspect|\\bwho(?:'s|’s|\\s+is)\\s+your\\s+(?:(?:main|top|prime|biggest|primary|strongest)\\s+)?suspect`,
    // `or a quick read` only after a request in the sentence (`tell us your role or a quick read`).
    (match, context) =>
      match[1] !== undefined && !/\b(?:tell\s+us|share|give\s+us|state|explain|post)\b/iu.test(context.before)
        ? undefined
        : inquire(context.addressee, estimate(ANY, 'WEREWOLF')),
    'any',
  ),
  // `@Rin did May seem a little off to you?`, `@Rin do you think Mio is a wolf?`.
  rule(
    'inquire-suspicion-named',
    `\\b(?:does|did|do)\\s+${AGENT}\\s+(?:seem|look|strike\\s+you\\s+as)\\s+(?:a\\s+(?:little|bit)\\s+|at\\s+all\\s+|kind\\s+of\\s+)?(?:suspicious|off|odd|sus|wolfish|like\\s+a\\s+wolf)\\b|\\b(?:do|would)\\s+you\\s+(?:really\\s+|honestly\\s+)?think\\s+${AGENT}(?:\\s+is|'s|’s|\\s+might\\s+be|\\s+could\\s+be)\\s+(?:a\\s+|the\\s+)?(?:suspicious|sus|wolf-like|wolfish|wolfy|(?:were)?wolf)\\b`,
    (match, context) => {
      const target = other(match[1] ?? match[2], context);
      const asked = addressee(context);
      if (target === undefined || asked === undefined || asked === target) return undefined;
      return inquire(asked, estimate(target, 'WEREWOLF'));
    },
    'question',
  ),
  // `@Midori if you're the seer reveal now` (the condition is rewritten to `as the seer,` by the grammar).
  rule(
    'request-comingout-conditioned',
    `\\bas\\s+the\\s+${ROLE},\\s+(?:please\\s+)?(?:reveal|come\\s+out|claim|CO|step\\s+forward)(?:\\s+(?:yourself|now|today|please))*\\s*[.!]?\\s*$`,
    (match, context) => {
      const role = match[1] === undefined ? undefined : words.roleOf(match[1]);
      if (role === undefined) return undefined;
      const target = addressee(context);
      return target === undefined ? request(ANY, comingOut(ANY, role)) : request(target, comingOut(target, role));
    },
    'statement',
  ),
  // `We should let Toshio divine Daisuke next`, `I propose the seer checks Mizuki`.
  rule(
    'request-divination-more',
    `\\b(?:let|have)\\s+${AGENT}\\s+(?:divine|check|inspect)\\s+${AGENT}|\\bI\\s+(?:propose|suggest)\\s+(?:that\\s+)?(?:the\\s+seer|our\\s+seer|someone)\\s+(?:should\\s+)?(?:divines?|checks?|inspects?)\\s+${AGENT}`,
    (match, context) => {
      const seer = agentIn(match[1]);
      const target = other(match[2] ?? match[3], context);
      if (target === undefined || seer === target) return undefined;
      return request(seer === undefined || seer === context.speaker ? ANY : seer, action('DIVINATION', target));
    },
  ),
];

/** The paraphrase rules in order; `I don't trust you` is read (negated) before `I trust you`. */
export const ENGLISH_PARAPHRASE_RULES: readonly PhraseRule[] = [
  rule(
    'not-trust-addressee',
    `\\bI\\s+${ADVERB}(?:don't|do\\s+not|don’t|can't|cannot|can’t)\\s+(?:fully\\s+|really\\s+)?trust\\s+you\\b`,
    (_, context) => {
      const target = addressee(context);
      return target === undefined ? undefined : not(estimate(target, 'VILLAGER'));
    },
  ),
  // `Isn't it rather suspicious how Servas is playing so quietly?`: a question that asserts (its `isn't` denies nothing).
  rule(
    'estimate-it-how',
    `(?:\\b(?:I\\s+find\\s+it|it(?:'s|’s|\\s+is|\\s+seems|\\s+looks|\\s+feels)|(isn't|isn’t)\\s+it|(is)\\s+it\\s+not)\\s+|^\\s*)${INTENSIFIER}(?:suspicious|fishy|odd|strange|weird|sus|sketchy|shady)\\s+(?:how|that)\\s+${AGENT}`,
    (match, context) => {
      const rhetorical = match[1] !== undefined || match[2] !== undefined;
      if (context.question && !rhetorical) return undefined;
      return wolf(other(match[3], context));
    },
    'any',
  ),
  ...PARAPHRASES.map(asserting),
];
