import type { BrainFactory } from '../../brain/brain.ts';
import { BRAIN_NAMES, isBrainName } from '../../brain/brain-name.ts';
import { buildBrain } from '../build-brain.ts';
import type { LlmSettings } from '../llm-settings.ts';
import { createSeededBrain } from '../../function-call/agent/brain-adapter/seeded-brain.ts';

/** The brain names of the aiwolf agent, plus auto (the rule brain) and the adapter's seeded test brain. */
export const AGENT_BRAIN_CHOICES = ['auto', ...BRAIN_NAMES, 'seeded'] as const;
export type AgentBrainChoice = (typeof AGENT_BRAIN_CHOICES)[number];

/** The brain for `--brain`: every named brain comes from the composition root; auto is its rule brain. */
export const chooseBrain = (
  name: string,
  settings?: LlmSettings,
): { factory: BrainFactory; name: string; warning?: string } => {
  if (name === 'seeded') return { factory: createSeededBrain, name };
  return buildBrain({ name: isBrainName(name) ? name : 'rule', ...(settings === undefined ? {} : { settings }) });
};
