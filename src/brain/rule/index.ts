/** The rule brain: the embedded strategy that plays with no LLM, and the LLM brain's fallback. */
import type { BrainOptions, Language } from '../brain.ts';
import { createReadingMemo, type Renderer } from '../../nl/index.ts';
import { createNlBridge } from './nl-bridge.ts';
import { renderWith } from './renderer-bridge.ts';
import { createRuleBrainWith, type RuleBrain } from './rule-brain.ts';
import { createSharedReading, type SharedReading } from './shared-reading.ts';

export { type LanguageBridge, protocolBridge } from './language-bridge.ts';
export { createNlBridge } from './nl-bridge.ts';
export { renderWith } from './renderer-bridge.ts';
export { createRuleBrainWith, type RuleBrain } from './rule-brain.ts';
export { createSharedReading, type SharedReading } from './shared-reading.ts';
export { renderSimple } from './simple-renderer.ts';
export type { Memory, PublishedResult } from './memory.ts';

/**
 * One rule brain speaking through the NL bridge (ja/en), reading for itself (with its own memo of
 * tokenized readings, which lives as long as the brain): a `BrainFactory` typed as
 * returning the `RuleBrain`, so a wrapper (the LLM brain) can also read its beliefs and stated intentions.
 * Seats of one process that should read each talk once come from one `createRuleBrainFactory()` instead.
 */
export const createRuleBrain = (options: BrainOptions): RuleBrain =>
  createRuleBrainWith(createNlBridge({ readings: createReadingMemo() }), options);

/**
 * Rule brains that share one `SharedReading` (by default this factory's own): the seats it makes read
 * each talk and build each cast's roster once between them. With `renderers` (the NL area's templated
 * renderers, built by the shell from prompts/phrases) they speak through them; languages without a
 * renderer use the built-in phrase book.
 */
export const createRuleBrainFactory = (
  options: { renderers?: Partial<Record<Language, Renderer>>; sharedReading?: SharedReading } = {},
): ((options: BrainOptions) => RuleBrain) => {
  const shared = options.sharedReading ?? createSharedReading();
  const bridge = createNlBridge({
    understanding: shared.understanding,
    readings: shared.readings,
    ...(options.renderers === undefined ? {} : { render: renderWith(options.renderers) }),
  });
  return (brainOptions) => createRuleBrainWith(bridge, brainOptions, shared.rosters);
};
