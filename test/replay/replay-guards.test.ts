import { describe, expect, it } from 'vitest';
import type { Brain, BrainFactory } from '../../src/brain/brain.ts';
import { createRuleBrain } from '../../src/brain/rule/index.ts';
import { fromGameRecord } from '../../src/replay/from-game-record.ts';
import { loadGames } from '../../src/replay/load-games.ts';
import { replaySeat } from '../../src/replay/replay-seat.ts';

const LOGS = '../shared/fixtures/aiwolfdial-logs';

describe('replay tells the brain the guards the recorded seat sent', () => {
  it('each logged guard reaches the brain as noteGuard(day, target), whatever the brain chose itself', async () => {
    const game = loadGames([`${LOGS}/inlg2025_truck13`])
      .map((entry) => fromGameRecord(entry.record, entry.folder))
      .find((entry) => entry.events.some((event) => event.type === 'guard'))!;
    const nameOf = new Map(game.seats.map((seat) => [seat.idx, seat.name]));
    const guard = game.events.find((event) => event.type === 'guard')!;
    const seat = guard.agent;
    const logged = game.events.flatMap((event) =>
      event.type === 'guard' && event.agent === seat ? [{ day: event.day, target: nameOf.get(event.target) }] : [],
    );
    const noted: { day: number; target: string }[] = [];
    const factory: BrainFactory = (options) => {
      const brain = createRuleBrain(options);
      const inner = brain.intentions!;
      const intentions = {
        mark: () => inner.mark(),
        noteVoteIntention: (day: number, target: string) => inner.noteVoteIntention(day, target),
        noteGuard: (day: number, target: string) => {
          noted.push({ day, target });
          inner.noteGuard(day, target);
        },
      };
      return { ...brain, intentions } satisfies Brain;
    };
    await replaySeat({ game, seat, factory, seed: 'replay-guards' });
    expect(logged.length).toBeGreaterThan(0);
    expect(noted).toEqual(logged);
  });
});
