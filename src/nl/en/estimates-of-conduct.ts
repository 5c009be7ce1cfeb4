import type {} from '../../protocol/index.ts';
import { ANY_AGENT, AGENT as NAME, MENTION_CLOSE, MENTION_OPEN } from '../agent-mention.ts';
import type { PhraseRule, RuleContext } from '../phrase-rule.ts';
import { soleOtherAgent } from '../pronoun.ts';
import { estimate, not } from '../sentence-builders.ts';
import { ADVERB, AGENT, lastNamedAgent, otherOpinionBefore, rule } from './patterns.ts';
import { addressee, asserting, other, wolf } from './rule-targets.ts';

/**
 * English suspicion said of a player's conduct rather than with the plain words of `estimates.ts`: the
 * owner of a phrase, named or by a pronoun (`His evasion is highly suspect`), `I find X's silence
 * unsettling`, `isn't it suspicious how X…`, `X is my top suspect`, `they` for the two agents just named
 * together; and trust said of the one addressed (`I trust you`, `I don't trust you`). Each form is read
 * only where its words leave one reading; denials around a match are dropped by `denial.ts` as for every rule.
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

/** `I don't trust you` is read (negated) before `I trust you`; `isn't it suspicious how X…` asserts. */
export const ENGLISH_TRUST_DENIED_RULES: readonly PhraseRule[] = [
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
];

/** Each form below asserts: a negation inside its match leaves it unread. */
export const ENGLISH_CONDUCT_ESTIMATE_RULES: readonly PhraseRule[] = [
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
    `(?:${AGENT}(?:'s|’s|\\s+is|\\s+remains|\\s+stays)|\\b(you)(?:'re|’re|\\s+are|\\s+remain|\\s+stay|(?:'ve|’ve|\\s+have)?\\s+(?:just\\s+)?made\\s+yourself)|\\b(?:puts?|putting|makes?|making|leaves?|leaving)\\s+${AGENT}\\s+as)\\s+(?:still\\s+)?(?:my\\s+(?:${SUSPECT_RANK}\\s+)*|(?:a|the)\\s+(?:${SUSPECT_RANK}\\s+)+)(?:suspect|sus|wolf\\s+(?:pick|candidate|suspect|read))\\b`,
    // `That puts @Mio as my top suspect`: the agent put there.
    (match, context) => wolf(match[2] === undefined ? other(match[1] ?? match[3], context) : addressee(context)),
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
].map(asserting);
