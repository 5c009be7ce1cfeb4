import type { BrainFactory } from '../brain/brain.ts';
import { createRuleBrainFactory } from '../brain/rule/index.ts';
import { shippedRenderers } from '../nl-io/index.ts';

/** The rule brain speaking through the shipped phrase templates (prompts/phrases). */
export const ruleBrainFactory = (): BrainFactory => createRuleBrainFactory({ renderers: shippedRenderers() });
