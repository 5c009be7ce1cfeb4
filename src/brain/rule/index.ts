/** The rule brain: the embedded strategy that plays with no LLM, and the LLM brain's fallback. */
import type { BrainFactory, BrainOptions, Language } from '../brain.ts';
import type { Renderer } from '../../nl/index.ts';
import { createNlBridge } from './nl-bridge.ts';
import { renderWith } from './renderer-bridge.ts';
import { createRuleBrainWith, type RuleBrain } from './rule-brain.ts';

export { type LanguageBridge, protocolBridge } from './language-bridge.ts';
export { createNlBridge } from './nl-bridge.ts';
export { renderWith } from './renderer-bridge.ts';
export { createRuleBrainWith, type RuleBrain } from './rule-brain.ts';
export { renderSimple } from './simple-renderer.ts';
export type { Memory, PublishedResult } from './memory.ts';

const nlBridge = createNlBridge();

/**
 * The rule brain speaking through the NL bridge (ja/en). A `BrainFactory`; typed as returning the
 * `RuleBrain` so a wrapper (the LLM brain) can also read its beliefs and stated intentions.
 */
export const createRuleBrain = (options: BrainOptions): RuleBrain => createRuleBrainWith(nlBridge, options);

/**
 * The rule brain with the NL area's templated renderers (built by the shell from prompts/phrases);
 * languages without a renderer use the built-in phrase book.
 */
export const createRuleBrainFactory = (
  options: { renderers?: Partial<Record<Language, Renderer>> } = {},
): BrainFactory => {
  const bridge = options.renderers === undefined ? nlBridge : createNlBridge({ render: renderWith(options.renderers) });
  return (brainOptions) => createRuleBrainWith(bridge, brainOptions);
};
