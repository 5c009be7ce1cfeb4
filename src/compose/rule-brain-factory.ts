import type { BrainFactory } from '../brain/brain.ts';
import { createRuleBrainFactory, createSharedReading, type SharedReading } from '../brain/rule/index.ts';
import { shippedRenderers } from '../nl-io/index.ts';

/**
 * The rule brain speaking through the shipped phrase templates (prompts/phrases). Its seats share
 * `sharedReading` (one per tournament or process, made by whoever assembles the parts; by default a
 * new one for this factory), so each talk is read once for all of them.
 */
export const ruleBrainFactory = (sharedReading: SharedReading = createSharedReading()): BrainFactory =>
  createRuleBrainFactory({ renderers: shippedRenderers(), sharedReading });
