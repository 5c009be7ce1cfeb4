import type { BrainFactory } from '../../brain/brain.ts';
import { createSeededBrain } from './seeded-brain.ts';

/** Candidate default brains, best first, as (module, export) pairs loaded on first use. */
const CANDIDATES = [
  { module: '../../brain/rule/index.ts', exportName: 'createRuleBrain' },
  { module: '../../brain/random-brain.ts', exportName: 'createRandomBrain' },
] as const;

let resolved: Promise<{ name: string; factory: BrainFactory }> | undefined;

const load = async (): Promise<{ name: string; factory: BrainFactory }> => {
  for (const candidate of CANDIDATES) {
    try {
      // A computed URL: the module may not exist yet in this checkout, which is a fallback, not a build error.
      const loaded = (await import(new URL(candidate.module, import.meta.url).href)) as Record<string, unknown>;
      const factory = loaded[candidate.exportName];
      if (typeof factory === 'function') return { name: candidate.exportName, factory: factory as BrainFactory };
    } catch {
      // Not there (or broken): try the next one.
    }
  }
  return { name: 'createSeededBrain', factory: createSeededBrain };
};

/** The default brain for RPC agents: the rule brain when present, else the random brain, else a seeded one. */
export const resolveDefaultBrainFactory = (): Promise<{ name: string; factory: BrainFactory }> => {
  resolved ??= load();
  return resolved;
};
