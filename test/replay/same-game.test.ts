import { describe, expect, it } from 'vitest';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { loadGames } from '../../src/replay/load-games.ts';
import { runReplay } from '../../src/replay/run-replay.ts';
import { eachGameOnce, gameFingerprint } from '../../src/replay/same-game.ts';

const all = loadGames(['../shared/fixtures/aiwolfdial-logs']);

describe('the same game logged twice', () => {
  it('finds the translated inlg2025 folders as copies of the English ones, and no other game twice', () => {
    const byFingerprint = new Map<string, string[]>();
    for (const game of all) {
      const folders = byFingerprint.get(gameFingerprint(game.record)) ?? [];
      folders.push(game.folder);
      byFingerprint.set(gameFingerprint(game.record), folders);
    }
    const repeated = [...byFingerprint.values()].filter((folders) => folders.length > 1);
    expect(repeated.map((folders) => folders.join(' = ')).sort()).toEqual([
      ...Array(10).fill('inlg2025_en_truck13 = inlg2025_truck13'),
      ...Array(10).fill('inlg2025_en_truck5 = inlg2025_truck5'),
    ]);
    const once = eachGameOnce(all);
    expect(once).toHaveLength(all.length - 20);
    expect(once.some((game) => game.folder === 'inlg2025_truck13')).toBe(false);
  });

  it('tells apart two logs that differ in a single vote', () => {
    const game = all.find((candidate) => candidate.record.votes.length > 0)!;
    const [first, ...rest] = game.record.votes;
    const changed = { ...game, record: { ...game.record, votes: [{ ...first!, target: first!.target + 1 }, ...rest] } };
    expect(gameFingerprint(changed.record)).not.toBe(gameFingerprint(game.record));
    expect(eachGameOnce([game, changed])).toHaveLength(2);
  });

  it('the replay report pools each game once beside the plain pooled figures', async () => {
    const english = all.filter((game) => game.folder === 'inlg2025_en_truck5').slice(0, 2);
    const japanese = all.filter((game) => game.folder === 'inlg2025_truck5').slice(0, 2);
    const other = all.filter((game) => game.folder === 'jsai2025_truck5').slice(0, 1);
    const { report } = await runReplay({
      games: [...japanese, ...english, ...other],
      factory: createRandomBrain,
      seed: 's',
    });
    const alone = await runReplay({ games: [...english, ...other], factory: createRandomBrain, seed: 's' });
    expect(report.games).toBe(5);
    expect(report.eachGameOnce.games).toBe(3);
    // The kept copies are the first in folder order (inlg2025_en_* before inlg2025_*), replayed as they are alone.
    expect(report.eachGameOnce.theirs).toEqual(alone.report.theirs);
    expect(report.eachGameOnce.decisions).toBe(alone.report.decisions);
    // With no game repeated, each game once is the pooled report itself.
    const { heldOut, eachGameOnce: once, byFolder, ...pooled } = alone.report;
    expect(once).toEqual(pooled);
  });
});
