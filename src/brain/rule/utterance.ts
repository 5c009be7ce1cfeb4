import type { GameRole } from '../../game/state.ts';
import type { Sentence } from '../../protocol/ast.ts';
import type { Memory, PublishedResult } from './memory.ts';

/** One thing the brain could say now, with what saying it commits the brain to. */
export type Utterance = {
  /** Covered once per game (or per day when the topic names the day); absent = repeatable content. */
  readonly topic?: string;
  readonly sentences: readonly Sentence[];
  /** Other ways to say the same thing, tried when the first would repeat an earlier text. */
  readonly alternatives?: readonly (readonly Sentence[])[];
  readonly greeting?: boolean;
  readonly claim?: GameRole;
  readonly publish?: readonly PublishedResult[];
  /** The vote intention this utterance states (for today). */
  readonly intention?: string;
  /** The attack this whisper proposes (for tonight). */
  readonly attackPlan?: string;
};

/** Records what an utterance that was said commits us to. */
export const commitUtterance = (memory: Memory, day: number, utterance: Utterance): void => {
  if (utterance.topic !== undefined) memory.doneTopics.add(utterance.topic);
  // A guard said (with a claim or alone) is the day's guard report: not said again today.
  if (utterance.sentences.some((sentence) => sentence.type === 'GUARDED')) memory.doneTopics.add(`guard:${day}`);
  if (utterance.claim !== undefined) memory.claimedRole = utterance.claim;
  for (const result of utterance.publish ?? []) memory.published.push(result);
  if (utterance.intention !== undefined) memory.intentions.set(day, utterance.intention);
  if (utterance.attackPlan !== undefined) memory.attackPlans.set(day, utterance.attackPlan);
};
