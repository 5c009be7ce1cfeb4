import type { BrainFactory } from '../brain/brain.ts';
import { createRandomBrain } from '../brain/random-brain.ts';
import { describeError } from '../errors.ts';

export type BrainChoice = 'rule' | 'llm' | 'random';

export type ResolvedBrain = {
  readonly factory: BrainFactory;
  /** The brain actually used (differs from the request when it fell back). */
  readonly name: BrainChoice;
  /** Why the requested brain could not be used, when it fell back. */
  readonly warning?: string;
};

/** What a brain module may need to build its factory (the LLM brain reads its own config sections). */
export type BrainSetup = {
  readonly llm?: unknown;
  readonly prompts?: unknown;
  readonly cwd?: string;
};

export type BrainLoader = (setup: BrainSetup) => Promise<BrainFactory>;
type Loader = BrainLoader;

/**
 * Brains by name. rule and llm are imported lazily: they are large, optional for a random test run,
 * and written in their own areas; a brain that cannot load falls back (llm → rule → random) with a
 * warning instead of leaving the agent unable to play.
 */
const LOADERS: Readonly<Record<BrainChoice, Loader>> = {
  random: async () => createRandomBrain,
  rule: async () => {
    const module = await importModule('../brain/rule/index.ts');
    // Speak through the shipped phrase templates; the plain factory is the fallback.
    const builder = module['createRuleBrainFactory'];
    if (typeof builder === 'function') {
      const { shippedRenderers } = await import('../nl-io/index.ts');
      return builder({ renderers: shippedRenderers() }) as BrainFactory;
    }
    return pickFactory(module, ['createRuleBrain']);
  },
  llm: async (setup) => {
    const module = await importModule('../brain/llm/index.ts');
    // A factory builder gets the config sections it validates itself; a plain factory is used as is.
    const builder = module['createLlmBrainFactory'];
    if (typeof builder === 'function') return (await builder(setup)) as BrainFactory;
    return pickFactory(module, ['createLlmBrain']);
  },
};

/**
 * Imports by a computed URL so this file type-checks and runs before those areas exist; a missing
 * module is a runtime fallback, not a build error.
 */
const importModule = async (relativePath: string): Promise<Record<string, unknown>> =>
  (await import(new URL(relativePath, import.meta.url).href)) as Record<string, unknown>;

const pickFactory = (module: Record<string, unknown>, names: readonly string[]): BrainFactory => {
  for (const name of names) {
    const candidate = module[name];
    if (typeof candidate === 'function') return candidate as BrainFactory;
  }
  throw new Error(`the module exports none of ${names.join(', ')}`);
};

export const BRAIN_CHOICES = Object.keys(LOADERS) as readonly BrainChoice[];

export const resolveBrain = async (options: {
  name: BrainChoice;
  setup?: BrainSetup;
  /** Replaces the built-in loaders (tests simulate a brain that fails to load). */
  loaders?: Partial<Record<BrainChoice, Loader>>;
}): Promise<ResolvedBrain> => {
  if (options.name === 'random') return { factory: createRandomBrain, name: 'random' };
  const load = async (name: BrainChoice): Promise<BrainFactory> =>
    (options.loaders?.[name] ?? LOADERS[name])(options.setup ?? {});
  try {
    return { factory: await load(options.name), name: options.name };
  } catch (error) {
    const reason = `the ${options.name} brain could not be loaded (${describeError(error)})`;
    // The rule brain is the LLM brain's own fallback, so an LLM that cannot start still plays well.
    if (options.name === 'llm') {
      try {
        return { factory: await load('rule'), name: 'rule', warning: `${reason}; playing with the rule brain instead` };
      } catch {
        // fall through to random
      }
    }
    return { factory: createRandomBrain, name: 'random', warning: `${reason}; playing with the random brain instead` };
  }
};
