import { describe, expect, it } from 'vitest';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { createRuleBrain } from '../../src/brain/rule/index.ts';
import { loadGames } from '../../src/replay/load-games.ts';
import { runReplay } from '../../src/replay/run-replay.ts';
import { scoreGames } from '../../src/score/index.ts';

const LOGS = '../shared/fixtures/aiwolfdial-logs';
const all = loadGames([LOGS]);
// One speak-anytime and one turn-based 5-player game, and a 9-player one: small but every kind of decision.
const sample = [
  all.find((game) => game.folder === 'jsai2026_truck_freeform5')!,
  all.find((game) => game.folder === 'jsai2025_truck5')!,
  all.find((game) => game.folder === 'jsai2026_truck9')!,
];

describe('replay runs', () => {
  it('is reproducible: the same seed gives the same report, another seed other random choices', async () => {
    const first = await runReplay({ games: sample, factory: createRandomBrain, seed: 'a' });
    const again = await runReplay({ games: sample, factory: createRandomBrain, seed: 'a', concurrency: 4 });
    const other = await runReplay({ games: sample, factory: createRandomBrain, seed: 'b' });
    expect(again.report).toEqual(first.report);
    const targets = (run: typeof first) => run.games.flatMap((game) => game.decisions.map((decision) => decision.ours));
    expect(targets(other)).not.toEqual(targets(first));
    // The real agents' side never depends on our brain or seed.
    expect(other.report.theirs).toEqual(first.report.theirs);
  });

  it('asks the rule brain at every decision and gets a legal answer from it', async () => {
    const run = await runReplay({ games: sample, factory: createRuleBrain, seed: 'x' });
    const again = await runReplay({ games: sample, factory: createRuleBrain, seed: 'x' });
    expect(again.report).toEqual(run.report);
    const decisions = run.games.flatMap((game) => game.decisions);
    expect(decisions.length).toBeGreaterThan(100);
    expect(decisions.every((decision) => decision.source === 'brain')).toBe(true);
    expect(run.report.decisions).toBe(decisions.filter((decision) => 'target' in decision.real).length);
    expect(run.report.ours.villageVotes).toBe(run.report.theirs.villageVotes);
  });

  it('filters seats by role', async () => {
    const run = await runReplay({ games: sample, factory: createRandomBrain, seed: 'a', roles: new Set(['SEER']) });
    expect(run.report.ours.villageVotes).toBeGreaterThan(0);
    expect(run.report.ours.attackVotes).toBe(0);
    expect(run.report.ours.divinations).toBeGreaterThan(0);
  });
});

describe('replay against score', () => {
  it("reports as 'theirs' exactly what score says of the same seats, pooled and per folder", async () => {
    const games = all.filter((game) => game.folder === 'jsai2026_truck5' || game.folder === 'inlg2025_truck13');
    const { report } = await runReplay({ games, factory: createRandomBrain, seed: 'score' });
    const check = (theirs: typeof report.theirs, scored: ReturnType<typeof scoreGames>['all']): void => {
      expect(theirs.voteAccuracy).toBeCloseTo(scored.voteAccuracy!, 12);
      expect(theirs.divinationAccuracy).toBeCloseTo(scored.divinationAccuracy!, 12);
      expect(theirs.villageVotes).toBe(scored.villageVotes);
      expect(theirs.possessedNonWerewolfVoteShare).toBeCloseTo(scored.possessedNonWerewolfVoteShare!, 12);
    };
    check(report.theirs, scoreGames(games).all);
    for (const folder of ['jsai2026_truck5', 'inlg2025_truck13'])
      check(report.byFolder[folder]!.theirs, scoreGames(games.filter((game) => game.folder === folder)).all);
    // The figures the organisers' table reports for these folders (official-metrics.md).
    expect(report.byFolder['inlg2025_truck13']!.theirs.voteAccuracy).toBeCloseTo(1.34, 2);
  });
});
