import type { AgentNumber } from '../../protocol/index.ts';
import { ANY_AGENT } from '../agent-mention.ts';
import { AGENT, lastNamedAgent, NEGATED, otherOpinionBefore, rule, words } from './patterns.ts';
import type { PhraseRule, RuleContext } from '../phrase-rule.ts';
import { ANY, action, agentIn, comingOut, divined, estimate, inquire, request } from '../sentence-builders.ts';

/**
 * Families of English phrasings: each rule reads a whole family by its mechanism,
 * not one phrasing — a suspicion verb in any aspect (`I find myself suspecting X`, `I'm starting to suspect
 * X`, `I can't help suspecting X`), an elimination asked for (`X must be removed`, `I propose her
 * elimination`, `I say vote him out`), a read asked of everyone or of the one addressed (`could everyone
 * give one quick read?`, `can you share your thoughts or reads?`), a speaker's labelled list (`Suspicious —
 * X …; Safe — Y …`), `the true wolf is X`. Negations inside a match give nothing; those around it are
 * dropped by `denial.ts` as for every rule.
 */

/** A third-person pronoun standing for the agent the last sentence naming anyone named. */
const PRONOUN = '(him|her|them|his|their)';
const targetOf = (group: string | undefined, context: RuleContext): AgentNumber | undefined => {
  const target = /^(?:him|her|them|his|their)$/iu.test(group ?? '') ? lastNamedAgent(context) : agentIn(group);
  return target === undefined || target === context.speaker || target === ANY ? undefined : target;
};
const WHO = `(?:${AGENT}|${PRONOUN}\\b)`;
/** `X's`, `his`, `her`: whose elimination is proposed. */
const WHOSE = `(?:${AGENT}(?:'s|’s)|${PRONOUN}\\b)`;

const ELIMINATED = '(?:removed|eliminated|executed|exiled|lynched|hanged|hung|banished|voted\\s+out|taken\\s+out)';
const ELIMINATION = '(?:elimination|execution|exile|lynch(?:ing)?|removal|banishment|hanging)';
const ELIMINATE = '(?:eliminate|execute|exile|lynch|hang|remove|banish|vote\\s+out|vote\\s+off|vote\\s+for|vote)';

/** `I can't help suspecting`, `can't help but`: idioms that assert, not negations. */
const ASSERTING_IDIOM = /\bcan(?:'t|’t|not)\s+help\s+(?:but\s+)?/giu;
const negatedInside = (text: string): boolean => NEGATED.test(text.replace(ASSERTING_IDIOM, ''));

const COUNTED_AS = {
  wolf: /^(?:suspicious|suspects?|sus|wolf|wolves|werewolf|wolfy|scum|scummy|top\s+suspect|most\s+suspicious|sketchy|shady)$/iu,
  safe: /^(?:safe|town|trust(?:ed)?|clear(?:ed)?|innocent|trustworthy|most\s+trusted|human)$/iu,
} as const;
const LABEL =
  '(suspicious|suspects?|sus|wolf|wolves|werewolf|wolfy|scum|scummy|top\\s+suspect|most\\s+suspicious|sketchy|shady|safe|town|trust(?:ed)?|clear(?:ed)?|innocent|trustworthy|most\\s+trusted|human)';

/** More names after the first: `X, Y or Z`, `X Y and Z`, `X or Y`. */
const LIST_GOES_ON = new RegExp(`^\\s*(?:,|or\\b|and\\b|/|&)?\\s*${AGENT}`, 'iu');

const FAMILIES: readonly PhraseRule[] = [
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
  // `He must be removed`, `Ryuji has to be eliminated today`, `X needs to go`: a vote asked of all.
  rule(
    'request-must-be-eliminated',
    `${WHO}\\s+(?:must|should|has\\s+to|needs\\s+to|ought\\s+to|have\\s+to)\\s+(?:(?:now|today|definitely|really|surely|clearly)\\s+)?(?:be\\s+${ELIMINATED}|go)\\b`,
    (match, context) => {
      if (negatedInside(match[0]) || otherOpinionBefore(context)) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
  ),
  // `I propose her elimination`, `I call for Yumi's execution`, `I support his lynch`.
  rule(
    'request-propose-elimination',
    `\\bI\\s+(?:\\w+\\s+)?(?:propose|suggest|call\\s+for|push\\s+for|recommend|demand|urge)\\s+${WHOSE}\\s+(?:\\w+\\s+)?${ELIMINATION}\\b`,
    (match, context) => {
      if (negatedInside(match[0]) || otherOpinionBefore(context)) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
  ),
  // `I say vote him out`, `I say we lynch Rin`, `My call: eliminate Rin`.
  rule(
    'request-say-eliminate',
    `\\bI\\s+say\\s+(?:we\\s+)?(?:(?:all|should|must|just)\\s+)?${ELIMINATE}\\s+(?:out\\s+)?${WHO}`,
    (match, context) => {
      if (negatedInside(match[0])) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
  ),
  // `We need to eliminate Rin`, `we have to hang him today`: an elimination the speaker asks of all.
  rule(
    'request-we-eliminate',
    `\\bwe\\s+(?:(?:really|clearly|definitely|simply)\\s+)?(?:need\\s+to|have\\s+to|ought\\s+to|gotta|got\\s+to|must|should)\\s+(?:(?:now|today|all)\\s+)?(?:eliminate|execute|exile|lynch|hang|remove|banish|vote\\s+out|vote\\s+off|get\\s+rid\\s+of)\\s+${WHO}`,
    (match, context) => {
      if (negatedInside(match[0])) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
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
  // `Could everyone give one quick read?`, `can you share your thoughts or reads?`, `Let's each give a read`.
  rule(
    'inquire-give-read',
    `\\b(?:give|share|post|offer|drop|provide|tell\\s+us|tell\\s+me)\\s+(?:us\\s+|me\\s+)?(?:(?:your|a|one|some|any|their|his|her)\\s+)(?:(?!(?:to|avoid|without|prevent|of|about|on|for|from)\\b)[\\w-]+\\s+){0,6}?(reads?|suspicions?|suspects?|wolf\\s+reads?|town\\s+reads?)\\b`,
    (match, context) => {
      const before = context.before;
      if (negatedInside(`${before} ${match[0]}`)) return undefined;
      // `I'll give my read`, `I gave a read`: said, not asked; `If not give a read`: a condition.
      if (/\b(?:I|I'll|I’ll|I'd|I’d|me|if|unless|otherwise|or\s+else|until)\b/iu.test(before)) return undefined;
      if (/\b(?:my|our)\s/iu.test(match[0])) return undefined;
      const each =
        /\b(?:each|every\s*one|everybody|all\s+of\s+you|others|everyone\s+else|the\s+rest)\b/iu.test(before) ||
        /\blet(?:'s|’s|\s+us)\b/iu.test(before);
      const asked = each ? ANY : context.addressee === context.speaker ? ANY : context.addressee;
      const noun = (match[1] ?? '').toLowerCase();
      return inquire(asked, estimate(ANY, noun.startsWith('town') ? 'VILLAGER' : 'WEREWOLF'));
    },
  ),
  // `Who looks like a wolf to you?`, `who seems most suspicious to you right now?`.
  rule(
    'inquire-who-looks',
    `\\bwho\\s+(?:looks|seems|feels|reads|strikes\\s+you)\\s+(?:(?:the\\s+)?most\\s+|more\\s+|like\\s+(?:a|the)\\s+|as\\s+(?:a|the)\\s+)?(?:(?:were)?wolf|suspicious|sus|wolfy|shady|fishy)\\b[^.!?]*\\b(?:to\\s+you|you)\\b`,
    (_, context) => inquire(context.addressee === context.speaker ? ANY : context.addressee, estimate(ANY, 'WEREWOLF')),
    'question',
  ),
  // `How about we divine Mister Ryuji tonight?`, `May perhaps divining Kenji could help`, `Jonathan should divine him next`.
  rule(
    'request-divine-family',
    `\\bhow\\s+about\\s+(?:we|you|our\\s+seer|the\\s+seer)\\s+(?:divine|check|inspect)\\s+${WHO}|${AGENT}\\s+(?:should|must|needs\\s+to|has\\s+to|ought\\s+to|could|can)\\s+(?:(?:really|definitely|maybe|perhaps|probably|also)\\s+)?(?:divine|check|inspect)\\s+${WHO}`,
    (match, context) => {
      if (negatedInside(match[0]) || otherOpinionBefore(context)) return undefined;
      if (/\b(?:if|whether|why|unless)\b/iu.test(context.before)) return undefined;
      if (match[1] !== undefined || match[2] !== undefined) {
        const target = targetOf(match[1] ?? match[2], context);
        return target === undefined ? undefined : request(ANY, action('DIVINATION', target));
      }
      const seer = agentIn(match[3]);
      const target = targetOf(match[4] ?? match[5], context);
      if (seer === undefined || target === undefined || seer === target) return undefined;
      return request(seer === context.speaker ? ANY : seer, action('DIVINATION', target));
    },
  ),
  // `If you're the seer prove it now with your result`: the result asked of the one addressed.
  rule(
    'inquire-prove-with-result',
    `\\b(?:prove|show|back|support|confirm)\\s+(?:it|that|this|your\\s+claim|yourself)\\s+(?:now\\s+)?(?:with|by\\s+(?:sharing|showing|giving|revealing))\\s+(?:your|a|the)\\s+(?:\\w+\\s+)?(?:results?|divinations?|checks?)\\b`,
    (_, context) =>
      context.addressee === ANY || context.addressee === context.speaker
        ? undefined
        : inquire(context.addressee, divined(ANY, 'ANY')),
  ),
  // `@Asuka please tell us your divination plan`, `what's your guard target tonight?`: the plan of the one addressed.
  rule(
    'inquire-night-plan',
    `\\b(?:tell\\s+(?:us|me)|share|state|give\\s+us|post|announce|what(?:'s|’s|\\s+is|\\s+are))\\s+your\\s+(?:(?:night|tonight's|tonight’s)\\s+)?(divination|divine|check|guard|protection)\\s+(?:plans?|targets?|choice|pick)\\b`,
    (match, context) => {
      const asked = context.addressee === context.speaker ? ANY : context.addressee;
      // `I'll tell you my plan`, `if nobody objects, share your plan`: not a question; `if you're the seer, tell
      // us your plan` asks the one addressed (its role condition is dropped before the rules run).
      if (/\b(?:I|unless)\b/iu.test(context.before)) return undefined;
      if (negatedInside(`${context.before} ${match[0]}`)) return undefined;
      const guard = /^(?:guard|protection)/iu.test(match[1] ?? '');
      return inquire(asked, action(guard ? 'GUARD' : 'DIVINATION', ANY));
    },
  ),
  // `@Misaki are you claiming seer?`, `are you claiming to be the medium?`.
  rule(
    'inquire-claiming-role',
    `\\bare\\s+you\\s+(?:(?:really|actually|now|still)\\s+)?(?:claiming|CO-?ing|coming\\s+out\\s+as)\\s+(?:to\\s+be\\s+)?(?:the\\s+|a\\s+)?(${words.role})\\b`,
    (match, context) => {
      const role = words.roleOf(match[1] ?? '');
      if (role === undefined || context.addressee === ANY || context.addressee === context.speaker) return undefined;
      return inquire(context.addressee, comingOut(context.addressee, role));
    },
    'question',
  ),
  // `May perhaps divining Kenji could provide clarity`, `Checking Rin tonight would help`: a divination proposed.
  rule(
    'request-divining-helps',
    `^\\s*(?:${AGENT}\\s+)?(?:(?:perhaps|maybe|I\\s+think)\\s+)?(?:divining|checking|inspecting)\\s+${WHO}\\s+(?:(?:tonight|next|first)\\s+)?(?:could|would|might|may|will|should|can)\\s+(?:really\\s+|surely\\s+)?(?:help|provide|give|clarify|tell|settle|resolve|be\\s+(?:wise|useful|helpful|good|best|key))\\b`,
    (match, context) => {
      if (negatedInside(match[0])) return undefined;
      const target = targetOf(match[2] ?? match[3], context);
      if (target === undefined) return undefined;
      // A name opening the sentence is the one asked: `May perhaps divining Kenji could help`.
      const named = agentIn(match[1]);
      const asked = named !== undefined && named !== context.speaker && named !== target ? named : ANY;
      return request(asked, action('DIVINATION', target));
    },
  ),
  // `I'll eliminate Rin today`, `I'm going to hang him`, `My lynch goes to Rin`: the speaker's own vote.
  rule(
    'vote-eliminate',
    `\\bI(?:'ll|’ll|\\s+will|\\s+shall|(?:'m|’m|\\s+am)\\s+going\\s+to|(?:'m|’m|\\s+am)\\s+gonna|\\s+plan\\s+to|\\s+intend\\s+to)\\s+(?:(?:now|today|definitely|still)\\s+)?(?:eliminate|remove|hang|banish|get\\s+rid\\s+of|push\\s+to\\s+eliminate)\\s+${WHO}|\\bmy\\s+(?:lynch|execution|elimination|vote)\\s+(?:goes|is\\s+going|will\\s+go)\\s+to\\s+${WHO}`,
    (match, context) => {
      if (negatedInside(match[0])) return undefined;
      const target = targetOf(match[1] ?? match[2] ?? match[3] ?? match[4], context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `Eliminate Rin today.`, `Hang him.`: an imperative to all opening the sentence.
  rule(
    'request-eliminate-imperative',
    `^\\s*(?:(?:so|then|now|please)\\s+)?(?:eliminate|remove|hang|banish|exile|execute)\\s+${WHO}`,
    (match, context) => {
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
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
  // `She has earned my vote`, `Rin's got my vote today`: the speaker's vote, said of its target.
  rule(
    'vote-earned',
    `${WHO}\\s*(?:has|'s|’s|just|now)?\\s*(?:earned|won|got|gotten|secured)\\s+my\\s+vote\\b`,
    (match, context) => {
      if (negatedInside(match[0]) || otherOpinionBefore(context)) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `Executing Asuka resolves the Seer question`, `Voting Rin would settle it`: a vote proposed to all.
  rule(
    'request-voting-helps',
    `^\\s*(?:(?:perhaps|maybe|I\\s+think)\\s+)?(?:voting(?:\\s+(?:for|out))?|executing|lynching|exiling|eliminating|removing)\\s+${WHO}\\s+(?:(?:today|now|first)\\s+)?(?:(?:could|would|might|will|should|can)\\s+)?(?:really\\s+|surely\\s+)?(?:resolves?|solves?|settles?|helps?|clarif(?:y|ies)|ends?|fix(?:es)?|answers?)\\b`,
    (match, context) => {
      if (negatedInside(match[0])) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
  ),
  // `My analysis cleared Minato`, `my divination confirmed her as human`: the speaker's own result.
  rule(
    'divined-cleared',
    `\\bmy\\s+(?:(?:night(?:'s|’s)?|latest|last|own|first)\\s+)?(?:analysis|divination|check|reading|vision|result|inspection)s?\\s+(?:has\\s+|have\\s+|already\\s+)?(?:cleared|whitened|confirmed\\s+(?=\\S+\\s+(?:as\\s+)?(?:human|innocent|white)))\\s*${WHO}`,
    (match, context) => {
      if (negatedInside(match[0])) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : divined(target, 'HUMAN');
    },
  ),
  // `@Shunichi I agree we need the medium's info`: agreeing with a point of the one addressed.
  rule(
    'agree-addressed-point',
    `^\\s*(?:${ANY_AGENT}\\s*[,:]?\\s*)?I\\s+(?:(?:totally|fully|completely|strongly|also|definitely|really)\\s+)?(agree|disagree)\\s+(?:that\\s+)?(?=(?:we|it|this|that|you|there|the|our)\\b)`,
    (match, context) => {
      if (context.addressee === ANY || context.addressee === context.speaker) return undefined;
      const reference = context.referenceTo(context.addressee);
      if (reference === undefined) return undefined;
      return {
        type: (match[1] ?? '').toLowerCase() === 'disagree' ? 'DISAGREE' : 'AGREE',
        talkType: reference.talkType,
        talkDay: reference.day,
        talkId: reference.id,
      };
    },
    // At the head of a sentence, even one that goes on to ask something.
    'any',
  ),
];

/** A name list after a label: `Suspicious — @Asuka …`, `Safe: George, Mio`. */
const PREVIOUS_LABEL = new RegExp(`(?:^|[:])\\s*(?:my\\s+)?${LABEL}\\s*(?:pick|read|list)?\\s*$`, 'iu');
const NAMES = new RegExp(AGENT, 'gu');

export const ENGLISH_FAMILY_RULES: readonly PhraseRule[] = [
  ...FAMILIES,
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
