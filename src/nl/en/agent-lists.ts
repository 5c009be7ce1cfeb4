import type { ProtocolRole } from '../../protocol/index.ts';
import { MENTION_CLOSE } from '../agent-mention.ts';
import type { RuleContext } from '../phrase-rule.ts';
import { agentIn } from '../sentence-builders.ts';
import { AGENT, words } from './patterns.ts';

/**
 * Agents listed around the one an English rule matched (`I suspect Mark and Hope`, `Midori and Servas both
 * look…`), and the agent or role a matched group names.
 */
const COORDINATED = new RegExp(`^(?:\\s*(?:,|and|&)\\s*${AGENT}|\\s{2,}${AGENT})+`, 'iu');
const COORDINATED_ONE = new RegExp(AGENT, 'gu');
/** `I suspect Mark and Hope`: the agents listed right after the one the rule matched. */
export const coordinatedAfter = (context: RuleContext, match: RegExpExecArray): number[] => {
  // Only a list that continues the matched object: `I suspect Mark and Hope`, not `Mark is odd and Hope …`.
  if (!match[0].endsWith(MENTION_CLOSE)) return [];
  const after = COORDINATED.exec(context.sentence.slice(match.index + match[0].length));
  if (after === null) return [];
  return [...after[0].matchAll(COORDINATED_ONE)]
    .map((item) => Number(item[1]))
    .filter((agent) => agent !== context.speaker);
};

const DISJUNCT = new RegExp(`^\\s*,?\\s*or\\s+${AGENT}(?!\\s*(?:,|or\\b|and\\b)\\s*${AGENT})`, 'iu');
/** `I suspect Toshio or Kenji`: the one agent offered as the alternative to the matched object. */
export const disjunctAfter = (context: RuleContext, match: RegExpExecArray): number | undefined => {
  if (!match[0].endsWith(MENTION_CLOSE)) return undefined;
  const after = DISJUNCT.exec(context.sentence.slice(match.index + match[0].length));
  const agent = agentIn(after?.[1]);
  return agent === context.speaker ? undefined : agent;
};

const LISTED_BEFORE = new RegExp(`(?:${AGENT}\\s*(?:,|and|&)\\s*)+$`, 'iu');
/**
 * `Benjamin  George  and Shunichi`: two spaces are the commas the server took out, but only in a list that
 * ends with `and` (a name and two spaces alone open a sentence as a vocative).
 */
const SPACED_LIST_BEFORE = new RegExp(`(?:${AGENT}(?:\\s*,\\s*|\\s{2,}))+${AGENT}\\s*,?\\s*(?:and|&)\\s*$`, 'iu');
/** `Midori and Servas both look suspicious`: the agents listed before the one the rule matched. */
export const coordinatedBefore = (context: RuleContext): number[] => {
  const before = SPACED_LIST_BEFORE.exec(context.before) ?? LISTED_BEFORE.exec(context.before);
  if (before === null) return [];
  return [...before[0].matchAll(COORDINATED_ONE)]
    .map((item) => Number(item[1]))
    .filter((agent) => agent !== context.speaker);
};

/** The protocol role a matched word names. */
export const roleIn = (word: string | undefined): ProtocolRole | undefined =>
  word === undefined ? undefined : words.roleOf(word);

/** The agent a matched group names, unless it is the speaker. */
export const other = (group: string | undefined, context: RuleContext): number | undefined => {
  const target = agentIn(group);
  return target === undefined || target === context.speaker ? undefined : target;
};
