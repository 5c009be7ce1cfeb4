import type { BrainFactory } from '../../brain/brain.ts';
import { resolveBrain } from '../../client/index.ts';
import { resolveDefaultBrainFactory } from '../brain-adapter/resolve-brain-factory.ts';
import { createSeededBrain } from '../brain-adapter/seeded-brain.ts';

export const RPC_BRAIN_CHOICES = ['auto', 'rule', 'llm', 'random', 'seeded'] as const;
export type RpcBrainChoice = (typeof RPC_BRAIN_CHOICES)[number];

/** The brain for `--brain`: auto = rule brain if present, else random; named ones via the client's registry. */
export const chooseBrain = async (name: string): Promise<{ factory: BrainFactory; name: string; warning?: string }> => {
  if (name === 'seeded') return { factory: createSeededBrain, name };
  if (name === 'rule' || name === 'llm' || name === 'random') {
    const resolved = await resolveBrain({ name });
    return { factory: resolved.factory, name: resolved.name, ...(resolved.warning === undefined ? {} : { warning: resolved.warning }) };
  }
  const resolved = await resolveDefaultBrainFactory();
  return { factory: resolved.factory, name: resolved.name };
};
