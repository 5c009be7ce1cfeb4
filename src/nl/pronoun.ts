import type { AgentNumber } from '../protocol/index.ts';
import { MENTION_CLOSE, MENTION_OPEN, mentionToken } from './agent-mention.ts';

const OBJECT_BEFORE_VERB = /^(?:him|her|them)$/iu;
const VERB_AFTER = /^\s+(?:is|are|was|were|seems?|looks?|feels?|appears?|sounds?|reads?|should|must|will|might)\b/iu;
const MENTIONED = new RegExp(`${MENTION_OPEN}@?(\\d+)`, 'gu');

const namesOther = (sentence: string, speaker: AgentNumber): boolean => {
  for (const match of sentence.matchAll(MENTIONED)) if (Number(match[1]) !== speaker) return true;
  return false;
};

/** The one agent other than the speaker that a sentence names, if it names exactly one. */
export const soleOtherAgent = (sentence: string, speaker: AgentNumber): AgentNumber | undefined => {
  let found: AgentNumber | undefined;
  for (const match of sentence.matchAll(MENTIONED)) {
    const agent = Number(match[1]);
    if (agent === speaker) continue;
    if (found !== undefined && found !== agent) return undefined;
    found = agent;
  }
  return found;
};

const UNADDRESSED = new RegExp(`${MENTION_OPEN}(\\d+)`, 'gu');

/**
 * The one agent other than the speaker that a sentence names without `@`, if it names exactly one: `@Mio
 * Jonathan got votes. Is he a wolf?` — a third person is not the one spoken to.
 */
const soleUnaddressedAgent = (sentence: string, speaker: AgentNumber): AgentNumber | undefined => {
  let found: AgentNumber | undefined;
  for (const match of sentence.matchAll(UNADDRESSED)) {
    const agent = Number(match[1]);
    if (agent === speaker) continue;
    if (found !== undefined && found !== agent) return undefined;
    found = agent;
  }
  return found;
};

const ADDRESSED_NAME = new RegExp(`${MENTION_OPEN}@\\d+${MENTION_CLOSE}`, 'gu');
/** `Do you trust him George?`: a name ending a question after a pronoun is the one it is said to. */
const TRAILING_NAME = new RegExp(`(?:him|her|them)\\s+${MENTION_OPEN}(\\d+)${MENTION_CLOSE}\\s*\\?\\s*$`, 'iu');
/** The sentence without the names it is said to (`@Name`, a name ending a question after a pronoun). */
const withoutAddress = (sentence: string): string =>
  sentence
    .replace(ADDRESSED_NAME, ' ')
    .replace(TRAILING_NAME, (whole, _agent: string) => whole.replace(/\uE000\d+\uE001/u, ' '));

/**
 * `I checked Shizue—she's Human.`, `ミナトを観測。彼は人狼だった。`: a third-person pronoun becomes the
 * agent the previous sentence named, when that sentence named exactly one other agent (with
 * `exceptAddressed`, also exactly one besides the `@Name` it was said to). With two candidates the pronoun is left alone: a wrong target
 * misleads more than a missed one.
 */
export const resolvePronouns = (options: {
  sentence: string;
  previous: string;
  speaker: AgentNumber;
  pronoun: RegExp | undefined;
  /** Also take the one agent named besides the `@Name` spoken to (English: `@Mio Jonathan got votes. Is he…`). */
  exceptAddressed?: boolean;
}): string => {
  if (options.pronoun === undefined || options.previous === '') return options.sentence;
  options.pronoun.lastIndex = 0;
  if (!options.pronoun.test(options.sentence)) return options.sentence;
  // A sentence that names someone itself keeps its pronouns (`Mio said she…` is about Mio or unclear); with
  // `exceptAddressed`, the one it is said to does not count (`@George do you trust him?`, `Do you trust him
  // George?`), and the pronoun is never that one.
  const named = options.exceptAddressed === true ? withoutAddress(options.sentence) : options.sentence;
  if (namesOther(named, options.speaker)) return options.sentence;
  const previous = withoutVocative(options.previous);
  const antecedent =
    soleOtherAgent(previous, options.speaker) ??
    (options.exceptAddressed === true ? soleUnaddressedAgent(previous, options.speaker) : undefined);
  if (
    antecedent === undefined ||
    (named !== options.sentence && options.sentence.includes(`${MENTION_OPEN}@${antecedent}`))
  )
    return options.sentence;
  if (named !== options.sentence && TRAILING_NAME.exec(options.sentence)?.[1] === String(antecedent))
    return options.sentence;
  // A previous sentence opening with a pronoun of its own is about someone earlier: `彼はYumiを…`.
  options.pronoun.lastIndex = 0;
  const earlierPronoun = options.pronoun.exec(options.previous);
  if (earlierPronoun !== null && earlierPronoun.index < options.previous.search(MENTIONED)) return options.sentence;
  options.pronoun.lastIndex = 0;
  return options.sentence.replace(options.pronoun, (pronoun, offset: number) =>
    // `anyone voting for him seems suspicious`: the object of a phrase before a verb is no subject.
    OBJECT_BEFORE_VERB.test(pronoun) && VERB_AFTER.test(options.sentence.slice(offset + pronoun.length))
      ? pronoun
      : mentionToken({ agent: antecedent, addressed: false }),
  );
};

/** `ミナ、…`, `Mina, …`: a name opening a sentence with a comma is the one spoken to. */
const LEADING_VOCATIVE = new RegExp(
  `^\\s*${MENTION_OPEN}@?\\d+${MENTION_CLOSE}\\s*(?:さん|くん|ちゃん|様|君|氏|殿)?\\s*[、,，]`,
  'u',
);
/** The sentence with its opening vocative blanked (offsets kept): the one spoken to is no antecedent. */
const withoutVocative = (sentence: string): string =>
  sentence.replace(LEADING_VOCATIVE, (vocative) => ' '.repeat(vocative.length));

const WITHIN_BOUNDARY = /[、,，]/gu;
/**
 * Between the agent and the pronoun, a contrast (`ミユも疑わしいけど、今は彼に…`: someone else) or a reason (`Xが
 * 怪しいから、彼に投票する`: the reason and its conclusion are read apart, as BECAUSE) leaves the pronoun alone.
 */
const WITHIN_BLOCKED = /けど|けれど|(?<=[いだたる])が[、,，]|しかし|でも|ただ|から|ので/u;

/**
 * Japanese: `Xを占った結果、彼は白だった`, `今はXがより疑わしいから、彼に投票する` — a third-person pronoun in a later
 * clause of the sentence that named exactly one other agent (not as an address) stands for that agent. In the
 * clause that names the agent (`Xは彼を疑っている`) the pronoun is someone else, and is left alone.
 */
export const resolveWithinSentence = (options: {
  sentence: string;
  speaker: AgentNumber;
  pronoun: RegExp | undefined;
}): string => {
  const { sentence, pronoun } = options;
  if (pronoun === undefined) return sentence;
  pronoun.lastIndex = 0;
  return sentence.replace(pronoun, (word, offset: number) => {
    const before = withoutVocative(sentence.slice(0, offset));
    const named = soleUnaddressedAgent(before, options.speaker);
    if (named === undefined || before.includes(`${MENTION_OPEN}@`)) return word;
    const lastMention = before.lastIndexOf(MENTION_CLOSE);
    let lastBoundary = -1;
    for (const boundary of before.matchAll(WITHIN_BOUNDARY)) lastBoundary = boundary.index;
    if (lastBoundary < lastMention || WITHIN_BLOCKED.test(before.slice(lastMention))) return word;
    return mentionToken({ agent: named, addressed: false });
  });
};
