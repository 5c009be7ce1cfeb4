import { describe, expect, it } from 'vitest';
import { runLocalTournament, TRANSPORTS } from '../../../src/compose/index.ts';
import type { GameResult } from '../../../src/function-call/index.ts';
import { createSeededBrain } from '../../../src/function-call/agent/brain-adapter/seeded-brain.ts';

/**
 * The village plays at random (its ballots split, so PK rounds come often; the potions and the shot are
 * random too), the wolves by our policies: both kinds of agent cross every transport.
 */
const options = {
  brainFactory: createSeededBrain,
  sides: {
    village: { label: 'random', factory: createSeededBrain, atRandom: true },
    werewolves: { label: 'rule', factory: createSeededBrain },
  },
  timeoutMs: 5000,
  agentDeadlineMs: 2500,
} as const;

const hasEverything = (result: GameResult): boolean =>
  result.features.pkRounds > 0 &&
  result.features.witchSaves > 0 &&
  result.features.witchPoisons > 0 &&
  result.features.hunterShots > 0;

/** Games are deterministic: find, in-process, a seed whose game has a PK round, both potions and a hunter shot. */
const findScenario = async (): Promise<GameResult> => {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { results } = await runLocalTournament({
      ...options,
      games: 1,
      seed: `scenario-${attempt}`,
      transport: 'in-process',
    });
    const result = results[0]!;
    if (hasEverything(result)) return result;
  }
  throw new Error('no scenario with PK, witch potions and a hunter shot in 200 seeds');
};

/** Ballots of one round are cast at once: their log order is arrival order, which the transport decides. */
const inVoterOrder = (calls: [string, number | undefined, unknown][]) => {
  const sorted: typeof calls = [];
  let round: typeof calls = [];
  const flush = () => {
    sorted.push(...round.sort((left, right) => (left[1] ?? 0) - (right[1] ?? 0)));
    round = [];
  };
  for (const call of calls) {
    if (call[0] === 'vote') round.push(call);
    else {
      flush();
      sorted.push(call);
    }
  }
  flush();
  return sorted;
};

const comparable = (result: GameResult) => ({
  winner: result.winner,
  days: result.days,
  roles: result.roles,
  survivors: result.survivors,
  features: result.features,
  calls: inVoterOrder(
    result.log
      .filter((entry) => entry.kind !== 'failure')
      .map((entry): [string, number | undefined, unknown] => [entry.kind, entry.player, entry.detail]),
  ),
});

describe('function-call backend driving 9 agents end to end', () => {
  let scenario: { seed: string; result: GameResult } | undefined;
  const getScenario = async () => {
    if (scenario === undefined) {
      const result = await findScenario();
      scenario = { seed: result.seed.replace(/\/game-1$/, ''), result };
    }
    return scenario;
  };

  it.each(TRANSPORTS.filter((transport) => transport !== 'in-process'))(
    'plays a complete game over %s with PK, witch and hunter',
    async (transport) => {
      const { seed, result: expected } = await getScenario();
      const { results, summary } = await runLocalTournament({ ...options, games: 1, seed, transport });
      const result = results[0]!;
      expect(result.winner).not.toBe('draw');
      expect(result.failures).toEqual({});
      expect(result.features.pkRounds).toBeGreaterThan(0);
      expect(result.features.witchSaves).toBe(1);
      expect(result.features.witchPoisons).toBe(1);
      expect(result.features.hunterShots).toBe(1);
      expect(result.log.some((entry) => entry.kind === 'defend')).toBe(true);
      expect(result.log.some((entry) => entry.kind === 'pk_votes')).toBe(true);
      expect(result.log.filter((entry) => entry.kind === 'game_over' && entry.player !== undefined)).toHaveLength(9);
      // The same seed gives the same game whatever the transport.
      expect(comparable(result)).toEqual(comparable(expected));
      expect(summary.games).toBe(1);
    },
  );

  it('keeps every speech within 300 characters and names players by id', async () => {
    const { result } = await getScenario();
    const speeches = result.log
      .filter((entry) => entry.kind === 'discuss')
      .map((entry) => (entry.detail as { speech: string }).speech);
    expect(speeches.length).toBeGreaterThan(9);
    for (const speech of speeches) expect(Array.from(speech).length).toBeLessThanOrEqual(300);
    expect(speeches.some((speech) => /\d号\(玩家\d\)/.test(speech))).toBe(true);
  });
});
