import { describe, expect, it } from 'vitest';
import { formatSummaryTable } from '../../src/arena/index.ts';
import { runTournament } from '../../src/compose/index.ts';
import { readGameLog } from '../../src/game-log/index.ts';
import { aggregateSeats, groupSeats, scoreGames } from '../../src/score/index.ts';

describe('arena summary: the official metrics per brain', () => {
  it('equal what `score` computes from the same games’ logs', async () => {
    const logs: string[] = [];
    const summary = await runTournament({
      players: 5,
      games: 4,
      seed: 'metrics',
      brains: { village: 'rule', werewolves: 'random' },
      onGame: (result) => logs.push(result.gameLogLines.join('\n')),
    });
    const { seats } = scoreGames(logs.map((text, index) => ({ record: readGameLog({ text, id: `game${index}` }) })));
    // Arena connection names are the brain label plus a number: `score`'s team is the brain.
    const byTeam = groupSeats(seats, (seat) => seat.team);
    expect([...byTeam.keys()].sort()).toEqual(['random', 'rule']);
    for (const [brain, brainSeats] of byTeam) {
      const scored = aggregateSeats(brainSeats);
      const reported = summary.byBrain[brain]!;
      expect(reported.voteAccuracy).toBe(scored.voteAccuracy);
      expect(reported.divinationAccuracy).toBe(scored.divinationAccuracy);
      expect(reported.villageVotes).toBe(scored.villageVotes);
      expect(reported.errorBehaviour).toEqual(scored.errorBehaviour);
    }
    // The rule brain holds the village (seer included): it votes and divines; the random werewolves do not divine.
    expect(summary.byBrain.rule?.villageVotes).toBeGreaterThan(0);
    expect(summary.byBrain.rule?.divinations).toBeGreaterThan(0);
    expect(summary.byBrain.random?.divinationAccuracy).toBeNull();
    const table = formatSummaryTable(summary);
    expect(table).toContain('official metrics per brain');
    expect(table).toMatch(/^rule\s+\d+\.\d\d\s+\d+\s+(\d+\.\d\d|-)\s+\d+\s+\d+ \(\d+\)/m);
  });
});
