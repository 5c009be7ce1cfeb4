import { describe, expect, it } from 'vitest';
import { runTournament } from '../../src/compose/index.ts';
import type { Brain, BrainFactory } from '../../src/brain/brain.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';

/** A random brain that, every other decision, thinks far longer than the answer deadline. */
const slowBrain: BrainFactory = (options) => {
  const inner = createRandomBrain(options);
  let calls = 0;
  const slow =
    <T>(decide: Brain['talk'] | Brain['vote']) =>
    async (context: Parameters<Brain['talk']>[0]): Promise<T> => {
      calls++;
      if (calls % 2 === 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 2_000);
          context.signal.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return (await decide(context)) as T;
    };
  return {
    name: 'slow',
    talk: slow(inner.talk),
    whisper: slow(inner.whisper),
    vote: slow(inner.vote),
    divine: slow(inner.divine),
    guard: slow(inner.guard),
    attack: slow(inner.attack),
  };
};

describe('our client in the arena with a brain slower than the deadline', () => {
  it('answers every request in time with its fallback: no timeout, no errored agent, complete games', async () => {
    const summary = await runTournament({
      players: 5,
      games: 1,
      seed: 'slow',
      // The agents are told 400 ms; the arena, like the server, waits 400 + acceptable.
      actionTimeoutMs: 400,
      brains: { village: { label: 'slow', factory: slowBrain }, werewolves: { label: 'slow', factory: slowBrain } },
    });
    expect(summary.games).toBe(1);
    expect(summary.timeouts).toBe(0);
    expect(summary.errors).toBe(0);
    expect(summary.aborted).toBe(0);
  }, 60_000);
});
