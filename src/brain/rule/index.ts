/** The rule brain: the embedded strategy that plays with no LLM, and the LLM brain's fallback. */
import type { BrainFactory } from '../brain.ts';
import { createNlBridge } from './nl-bridge.ts';
import { createRuleBrainWith } from './rule-brain.ts';

export { type LanguageBridge, protocolBridge } from './language-bridge.ts';
export { createNlBridge } from './nl-bridge.ts';
export { createRuleBrainWith, type RuleBrain } from './rule-brain.ts';
export { renderSimple } from './simple-renderer.ts';
export type { Memory, PublishedResult } from './memory.ts';

/** The rule brain speaking through the NL bridge (ja/en). */
const nlBridge = createNlBridge();

export const createRuleBrain: BrainFactory = (options) => createRuleBrainWith(nlBridge, options);
