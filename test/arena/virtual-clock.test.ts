import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTournament } from '../../src/compose/index.ts';
import { createVirtualClock } from '../../src/arena/runner/virtual-clock.ts';

describe('virtual clock', () => {
  it('runs tasks in due order, jumping time only when nothing else can run', async () => {
    const clock = createVirtualClock(1_000);
    const ran: string[] = [];
    clock.schedule(60_000, () => ran.push(`late at ${clock.now()}`));
    clock.schedule(5_000, () => {
      ran.push(`early at ${clock.now()}`);
      clock.schedule(0, () => ran.push(`follow-up at ${clock.now()}`));
    });
    const cancel = clock.schedule(10_000, () => ran.push('cancelled'));
    cancel();
    // Work chained through microtasks finishes before any jump.
    await Promise.resolve().then(() => ran.push(`microtask at ${clock.now()}`));
    const realStart = Date.now();
    await new Promise<void>((resolve) => clock.schedule(120_000, resolve));
    expect(ran).toEqual(['microtask at 1000', 'early at 6000', 'follow-up at 6000', 'late at 61000']);
    expect(clock.now()).toBe(121_000);
    expect(Date.now() - realStart).toBeLessThan(1_000);
    clock.dispose();
  });

  it('plays freeform games with the default 10-minute phases in seconds when every seat is a local brain', async () => {
    const started = Date.now();
    const summary = await runTournament({ freeform: true, lang: 'en', games: 2, seed: 'virtual-clock' });
    expect(summary.games).toBe(2);
    expect(summary.aborted).toBe(0);
    // Real time would be at least one idle phase end per day (minutes); the virtual clock skips it.
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 90_000);

  it('starts at the seeded game time, so a seeded freeform game prints the same frames, times included', async () => {
    const framesOf = async (): Promise<string[]> => {
      const frames: string[] = [];
      await runTournament({
        freeform: true,
        games: 1,
        seed: 'virtual-clock-times',
        onGame: (result) => {
          for (const entry of result.jsonLog.entries)
            frames.push(`${entry.request_timestamp} ${entry.agent} ${entry.request} ${entry.response ?? ''}`);
        },
      });
      return frames;
    };
    const first = await framesOf();
    // Broadcast talk carries the (virtual) time it was said at.
    expect(first.some((frame) => frame.includes('"time":'))).toBe(true);
    expect(await framesOf()).toEqual(first);
  }, 90_000);

  it('names the log files after the time the game was played, not the virtual one', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'aiwolf-virtual-'));
    try {
      const before = Math.floor(Date.now() / 1000);
      await runTournament({ freeform: true, games: 1, seed: 'virtual-clock-logs', logs: { directory } });
      const stamps = readdirSync(directory, { recursive: true })
        .map((file) => Number(/(?:^|\/)(\d{9,})_/u.exec(String(file))?.[1]))
        .filter((stamp) => !Number.isNaN(stamp));
      expect(stamps.length).toBeGreaterThan(0);
      for (const stamp of stamps) expect(stamp).toBeGreaterThanOrEqual(before);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }, 90_000);
});
