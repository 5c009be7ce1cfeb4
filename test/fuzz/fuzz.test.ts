import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createRuleBrainFactory } from '../../src/brain/rule/index.ts';
import { shippedRenderers } from '../../src/nl-io/index.ts';
import { transcriptDir } from '../client/support/session-fixtures.ts';
import { applyMutation } from './frame-mutations.ts';
import { fuzzGameArbitrary, playFuzzGame } from './fuzz-game.ts';

const brainFactory = createRuleBrainFactory({ renderers: shippedRenderers() });

/**
 * issue 18, the quick version of `npm run fuzz`: about 300 frames of real transcripts, half of them
 * mutated, through the real client over a real WebSocket, with a fixed seed. fast-check shrinks a
 * failing game to the fewest mutations that still fail.
 */
describe('fuzzed server frames (issue 18)', () => {
  test('no crash, no unexpected frame, every expected answer in time, every target legal for its packet', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzGameArbitrary, async (game) => {
        const outcome = await playFuzzGame({ game, brainFactory, transcriptDir, maxFrames: 30 });
        expect(outcome.problems).toEqual([]);
      }),
      { seed: 18, numRuns: 10, endOnFailure: false },
    );
  }, 120_000);

  test('the mutations are the hostile kinds the issue names, and each one is deterministic', () => {
    const frame = JSON.stringify({
      request: 'VOTE',
      info: { day: 1, agent: 'A', status_map: { A: 'ALIVE', B: 'ALIVE' } },
    });
    expect(applyMutation(frame, { kind: 'truncate', keep: 0.5 })).toBe(frame.slice(0, Math.floor(frame.length / 2)));
    expect(
      JSON.parse(applyMutation(frame, { kind: 'many-agents', count: 300, dead: false })).info.status_map,
    ).toHaveProperty('Bot299');
    expect(applyMutation(frame, { kind: 'odd-name', pick: 1, name: 'A,B' })).toContain('"A,B":"ALIVE"');
    expect(applyMutation(frame, { kind: 'deep-nesting', depth: 1000 })).toContain('['.repeat(1000));
    const mutation = { kind: 'wrong-type', pick: 3, value: [1, 'a'] } as const;
    expect(applyMutation(frame, mutation)).toBe(applyMutation(frame, mutation));
  });
});
