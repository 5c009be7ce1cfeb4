import type { Brain, BrainFactory, DecisionContext } from '../../../src/brain/brain.ts';

/**
 * Wraps a brain so that every `every`-th decision is returned `lateByMs` after its deadline, ignoring
 * the abort signal: the client must send its fallback in time and drop the late decision, never send it.
 */
export const slowBrain =
  (inner: BrainFactory, options: { every: number; lateByMs: number; targetsOnly?: boolean }): BrainFactory =>
  (brainOptions) => {
    const brain = inner(brainOptions);
    let calls = 0;
    const wrap =
      <T>(decide: (context: DecisionContext) => Promise<T>, isTarget = true) =>
      async (context: DecisionContext): Promise<T> => {
        if (options.targetsOnly === true && !isTarget) return decide(context);
        calls++;
        const decision = await decide(context);
        if (calls % options.every !== 0) return decision;
        const waitMs = Math.max(0, context.deadline - Date.now()) + options.lateByMs;
        await new Promise<void>((resolve) => setTimeout(resolve, waitMs).unref());
        return decision;
      };
    const wrapped: Brain = {
      name: `slow-${brain.name}`,
      talk: wrap((context) => brain.talk(context), false),
      whisper: wrap((context) => brain.whisper(context), false),
      vote: wrap((context) => brain.vote(context)),
      divine: wrap((context) => brain.divine(context)),
      guard: wrap((context) => brain.guard(context)),
      attack: wrap((context) => brain.attack(context)),
    };
    if (brain.observe !== undefined) wrapped.observe = (state, event) => brain.observe?.(state, event);
    return wrapped;
  };
