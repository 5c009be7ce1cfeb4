import { MENTION_OPEN, AGENT as NAME, NO_AGENT } from '../agent-mention.ts';
import { soleOtherAgent } from '../pronoun.ts';
import { type PhraseRule, phraseRule, type RuleContext } from '../phrase-rule.ts';
import { VOCABULARY } from '../vocabulary.ts';

/** Pattern pieces shared by the English phrase rules (`rules.ts` and the files it orders). */
export const words = VOCABULARY.en;
/** A name, with the title persona talk puts before it (`I divined Mr. Ryuji`, `Ms. Yumi's defiance`). */
export const AGENT = `(?:(?:Mister|Mr|Ms|Mrs|Miss|Dr)\\.?\\s*)?${NAME}`;
export const ROLE = `(${words.role})\\b`;
export const ARTICLE =
  '(?:(?:the|a|an|our|one|real|true|genuine|genuinely|actual|actually|just|only|simply|merely|really|truly|honestly|indeed|certainly|definitely|seriously|literally|totally|absolutely|surely|but|plain)\\s+)*';
export const I_WILL =
  "\\bI(?:'ll|’ll|\\s+will|\\s+shall|\\s+am\\s+going\\s+to|'m\\s+going\\s+to|’m\\s+going\\s+to|\\s+plan\\s+to|\\s+intend\\s+to|\\s+want\\s+to|\\s+would|'d|\\s+must|\\s+should|\\s+am\\s+gonna|'m\\s+gonna)?";
export const ADVERB =
  '(?:(?:still|definitely|also|now|today|firmly|probably|strongly|really|fully|will|then|just|kinda|somewhat|sort\\s+of|kind\\s+of)\\s+)*';
export const VOTE_PREPOSITION = '(?:(?:for|to\\s+exile|to\\s+execute|to\\s+eliminate|out|against|on|to\\s+lynch)\\s+)?';
// A word ends there: `sus` is not `sustain`, `suspect` is not `suspected`.
export const WOLFISH =
  "(?:suspicious(?!\\s+(?:of|about))|under\\s+suspicion|sus|suspect|sketchy|dodgy|shady|wolfy|wolfish|scummy|fishy|evil|(?:like|as)\\s+(?:a\\s+)?(?:were)?wolf|(?:a\\s+|the\\s+)?(?:were)?wolf(?:\\s+to\\s+me)?)(?![\\w’'])";
export const HUMANISH =
  '(?:innocent|trustworthy|town|human|(?:a\\s+)?villager|clear|clean|confirmed\\s+(?:human|white)|white|(?:on\\s+)?(?:the\\s+)?village(?:\\s+side)?)';

/** A negation inside the span a loose pattern matched (`Her silence doesn't seem suspect`). */
export const NEGATED = /\b(?:not|never|no|hardly|barely|neither|nor|less)\b|n['’]t\b/iu;

/**
 * Speech retold by its source: `Yumi saying Benjamin is human`, `Midori's claim that
 * George is wolf`, `Minato played seer and spotted Benjamin as a wolf`, `Rin's accusation that…`.
 */
export const REPORTED_SPEECH = `${AGENT}(?:-\\w+)?(?:'s|’s)?\\s+(?:(?:\\w+\\s+){0,4}?(?:saying|claiming|stating|insisting|announcing|declaring|spotted|spotting|flagged|outed|exposed|labell?ed|branded)\\b|(?:\\w+\\s+)?(?:claim|statement|idea|theory|accusation|assertion|report|result|story|argument|point)\\s+that\\b)`;

/**
 * `Bob also has doubts about Dave`, `Rin is wary of Mio`, `Yumi's suspicion of Ryuji`: a doubt another agent
 * holds, just before the phrase that names it (the subject of `has`/`is` a word or two back, nothing between).
 */
const DOUBT_HELD_BY = `${AGENT}(?:\\s+(?:\\w+\\s+)?(?:has|have|had|holds?|held|voiced|raised|expressed|shares?|shared)\\s+(?:\\w+\\s+){0,2}|\\s+(?:\\w+\\s+)?(?:is|was|seems|remains|feels|looks|sounds)\\s+(?:\\w+\\s+)?|(?:'s|’s)\\s+(?:\\w+\\s+)?)$`;
/**
 * `Victoria thinks Rin is suspicious`, `Minato saw Asuka is human`, `Daniel's result says Sakura is human`: another
 * agent's opinion or result, reported (by the agent, or by its result or words; not `Victoria's behaviour shows…`,
 * the speaker's own inference).
 */
const OTHER_OPINION = new RegExp(
  `${AGENT}(?:(?:'s|’s)\\s+(?:divination\\s+|medium\\s+)?(?:result|report|reading|claim|statement|word)s?)?\\s+(?:\\w+\\s+)?(?:thinks?|said|says|believes?|claims?|claimed|suspects?|reported|told|feels?|trusts?|accused|accuses|saw|sees|found|finds|divined|cleared|confirmed|checked|revealed|showed|shows|named|called|is\\s+sure|is\\s+certain|is\\s+convinced)\\b${NO_AGENT}*$|${REPORTED_SPEECH}${NO_AGENT}*$|${DOUBT_HELD_BY}`,
  'iu',
);
/** `So you think Victoria is clear`: the addressee's opinion, told back. */
const YOUR_OPINION = new RegExp(
  `\\b(?:you|he|she|they)\\s+(?:\\w+\\s+)?(?:think|thinks|believe|believes|said|say|says|claim|claimed|feel|feels)\\b${NO_AGENT}*$`,
  'iu',
);
export const otherOpinionBefore = (context: RuleContext): boolean => {
  if (YOUR_OPINION.test(context.before)) return true;
  const match = OTHER_OPINION.exec(context.before);
  return match !== null && Number(match[1]) !== context.speaker;
};
/**
 * The one agent other than the speaker named by the last earlier sentence that named anyone: what `his`,
 * `her` or `their` opening a sentence stands for (`Servas dodged again. His evasion is suspect.`).
 */
export const lastNamedAgent = (context: RuleContext): number | undefined => {
  const previous = context.earlier
    .split('\n')
    .reverse()
    .find((sentence) => sentence.includes(MENTION_OPEN));
  return previous === undefined ? undefined : soleOtherAgent(previous, context.speaker);
};

/** One English phrasing, matched ignoring case; requests and questions may stand in a question, statements not (see PhraseRule). */
export const rule = (name: string, source: string, build: PhraseRule['build'], mood?: PhraseRule['mood']): PhraseRule =>
  phraseRule(name, source, build, mood, 'giu');
