import type { AgentNumber, Sentence } from '../protocol/index.ts';
import { MENTION_CLOSE, MENTION_OPEN } from './agent-mention.ts';

/**
 * A question or request said to several players at once (`May and Shion  name your suspect`, `Asuka  Takumi
 * Rin  any reads?`, `@Rin @Ryuji who did you suspect?`, `…notably @Shizue and @George. Who would you vote?`)
 * asks each of them: the rules read it for one addressee, and the reading is repeated for the others.
 */

const TOKEN = `${MENTION_OPEN}(@?)(\\d+)${MENTION_CLOSE}`;
/** A run of two or more `@Name`s joined by spaces, commas, `and` or `&` (one address). */
const ADDRESSED_RUN = new RegExp(
  `${MENTION_OPEN}@\\d+${MENTION_CLOSE}(?:(?:\\s*[,&]\\s*|\\s+and\\s+|\\s*)${MENTION_OPEN}@\\d+${MENTION_CLOSE})+`,
  'giu',
);
const LAST_ADDRESS = new RegExp(`${MENTION_OPEN}@\\d+${MENTION_CLOSE}(?![\\s\\S]*${MENTION_OPEN}@\\d+)`, 'u');

const agentsIn = (text: string, speaker: AgentNumber): AgentNumber[] => {
  const agents: AgentNumber[] = [];
  for (const match of text.matchAll(new RegExp(TOKEN, 'gu'))) {
    const agent = Number(match[2]);
    if (agent !== speaker && !agents.includes(agent)) agents.push(agent);
  }
  return agents;
};

/** A list of players opening a sentence before a question or request (`May and Shion  name…`). */
export const openingListIn = (options: {
  sentence: string;
  speaker: AgentNumber;
  openingList: RegExp | undefined;
}): AgentNumber[] | undefined => {
  const opening = options.openingList?.exec(options.sentence);
  if (opening === null || opening === undefined) return undefined;
  const agents = agentsIn(opening[0], options.speaker);
  return agents.length >= 2 ? agents : undefined;
};

/** The last run of two or more `@Name`s in a sentence, when no other `@Name` follows it. */
export const addressedRunIn = (sentence: string, speaker: AgentNumber): AgentNumber[] | undefined => {
  let run: RegExpMatchArray | undefined;
  for (const match of sentence.matchAll(ADDRESSED_RUN)) run = match;
  if (run?.index === undefined) return undefined;
  const last = LAST_ADDRESS.exec(sentence);
  // Another `@Name` after the run speaks to that one alone.
  if (last === null || last.index >= run.index + run[0].length) return undefined;
  const agents = agentsIn(run[0], speaker);
  return agents.length >= 2 ? agents : undefined;
};

const withTarget = (sentence: Sentence, from: AgentNumber, to: AgentNumber): Sentence => {
  const replaced: Record<string, unknown> = { ...sentence };
  if ('target' in sentence && sentence.target === from) replaced.target = to;
  if ('clause' in sentence) replaced.clause = withTarget(sentence.clause, from, to);
  if ('clauses' in sentence) replaced.clauses = sentence.clauses.map((clause) => withTarget(clause, from, to));
  return replaced as Sentence;
};

/** A question or request to one of the group, asked of every other one too (`your role` is each one's). */
export const askedOfGroup = (sentence: Sentence, group: readonly AgentNumber[]): Sentence[] => {
  if ((sentence.type !== 'INQUIRE' && sentence.type !== 'REQUEST') || !group.includes(sentence.target))
    return [sentence];
  const asked = sentence.target;
  return [sentence, ...group.filter((agent) => agent !== asked).map((agent) => withTarget(sentence, asked, agent))];
};
