/**
 * Invariant 6: the same packets and seed give the same decisions.
 * - Two runs of the same seeded tournament produce identical game logs and JSON logs (timestamps aside).
 * - Replaying the packets one seat received to a fresh client session with the same seed gives the
 *   same answers, byte for byte.
 * - The function-call (RPC) agent returns identical results for identical calls: repeated to the same
 *   agent, and replayed to a fresh agent with the same seed.
 */
import { describe, expect, it } from 'vitest';
import type { ArenaGameResult, SeatBrain } from '../../src/arena/index.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { createRuleBrain } from '../../src/brain/rule/index.ts';
import { createAgentSession } from '../../src/client/index.ts';
import { createFunctionCallAgent, type Dispatcher } from '../../src/function-call/index.ts';
import { runLocalTournament, runTournament } from '../../src/compose/index.ts';
import { type AgentEndpoint, createInProcessEndpoint } from '../../src/transport/index.ts';
import { playAuditedGame } from './support/audited-game.ts';
import { NEEDS_ANSWER } from './support/requests.ts';

const RULE: SeatBrain = { label: 'rule', factory: createRuleBrain };
const RANDOM: SeatBrain = { label: 'random', factory: createRandomBrain };

/** A game as its logs show it, without the wall-clock timestamps. */
const logsOf = (result: ArenaGameResult) => ({
  gameId: result.gameId,
  winSide: result.winSide,
  gameLog: result.gameLogLines,
  entries: result.jsonLog.entries.map((entry) => ({
    agent: entry.agent,
    request: entry.request,
    response: entry.response,
    error: entry.error,
  })),
});

const tournamentLogs = async (options: Parameters<typeof runTournament>[0]) => {
  const games: ReturnType<typeof logsOf>[] = [];
  await runTournament({ ...options, onGame: (result) => games.push(logsOf(result)) });
  return games;
};

describe('invariant 6: the same packets and seed give the same decisions', () => {
  it.each([
    [5, 'ja', 'rule', 3],
    [5, 'en', 'random', 3],
    [9, 'en', 'rule', 1],
    [13, 'ja', 'rule', 1],
  ] as const)(
    'two runs of a seeded %i-player tournament (%s, %s brain) write identical logs',
    async (players, lang, brain, games) => {
      const options = {
        players,
        lang,
        games,
        seed: `repro/${players}${lang}`,
        brains: { village: brain, werewolves: 'rule' },
      } as const;
      const first = await tournamentLogs(options);
      const second = await tournamentLogs(options);
      expect(first).toHaveLength(games);
      expect(second).toEqual(first);
      // Different seeds really give different games (the comparison is not vacuous).
      if (players === 5) {
        const other = await tournamentLogs({ ...options, games: 1, seed: `repro/${players}${lang}/other` });
        expect(other[0]?.gameLog).not.toEqual(first[0]?.gameLog);
      }
    },
  );

  it.each([
    [5, 'en'],
    [9, 'ja'],
  ] as const)(
    'replaying the packets a seat received (%i players, %s) to a fresh session gives the same answers',
    async (players, lang) => {
      const seed = `repro/replay/${players}${lang}`;
      const game = await playAuditedGame({ players, lang, seed, brainFor: (_, seat) => (seat === 1 ? RANDOM : RULE) });
      for (const seat of game.seats) {
        const frames = game.wire.filter((frame) => frame.seat === seat.idx);
        const recorded = frames.filter((frame) => frame.direction === 'answer').map((frame) => frame.text);
        const replayed: string[] = [];
        const session = createAgentSession({
          name: seat.connectionName,
          connection: { send: (text) => void replayed.push(text), close: () => {} },
          brainFactory: seat.team === 'random' ? RANDOM.factory : RULE.factory,
          lang,
          seed: `${seed}/seat${seat.idx}`,
        });
        for (const frame of frames) {
          if (frame.direction !== 'packet') continue;
          session.receive(frame.text);
          const request = (JSON.parse(frame.text) as { request: string }).request;
          if (NEEDS_ANSWER.has(request)) await session.idle();
        }
        session.close();
        expect(recorded.length, `${game.label} seat ${seat.idx}`).toBeGreaterThan(3);
        expect(replayed, `${game.label} seat ${seat.idx} (${seat.role})`).toEqual(recorded);
      }
    },
  );

  describe('the RPC agent', () => {
    type Call = { readonly player: number; readonly text: string; readonly answer: string | undefined };

    /** Our nine agents behind in-process endpoints that record every call and answer. */
    const recordingEndpoints = (seed: string, calls: Call[]): Map<number, AgentEndpoint> =>
      new Map(
        Array.from({ length: 9 }, (_, index) => {
          const player = index + 1;
          const agent = createFunctionCallAgent({ brainFactory: createRuleBrain, seed: `${seed}/agent-${player}` });
          const recording: Dispatcher = {
            handleValue: (value) => agent.handleValue(value),
            handleText: async (text) => {
              const answer = await agent.handleText(text);
              calls.push({ player, text, answer });
              return answer;
            },
          };
          return [player, createInProcessEndpoint(recording)] as const;
        }),
      );

    const resultOf = (answer: string | undefined): unknown => {
      const parsed = JSON.parse(answer ?? 'null') as { result?: unknown; error?: unknown } | null;
      return parsed === null ? null : (parsed.result ?? { error: parsed.error });
    };

    const withId = (text: string, id: string): string => JSON.stringify({ ...(JSON.parse(text) as object), id });

    it('plays the same game twice from the same seed, and answers repeated and replayed calls identically', async () => {
      const seed = 'repro/rpc';
      const calls: Call[] = [];
      const play = async (record: Call[]) => {
        const { results } = await runLocalTournament({
          games: 1,
          seed,
          transport: 'in-process',
          language: 'ja',
          endpoints: recordingEndpoints(seed, record),
        });
        return results.map((result) => ({ ...result, log: result.log.filter((entry) => entry.kind !== 'failure') }));
      };
      const first = await play(calls);
      const again: Call[] = [];
      expect(await play(again)).toEqual(first);
      expect(again.map((call) => [call.player, resultOf(call.answer)])).toEqual(
        calls.map((call) => [call.player, resultOf(call.answer)]),
      );
      expect(calls.length).toBeGreaterThan(40);

      for (let player = 1; player <= 9; player++) {
        const own = calls.filter((call) => call.player === player);
        // A fresh agent with the same seed, fed the same calls (new request ids), decides the same.
        const fresh = createFunctionCallAgent({ brainFactory: createRuleBrain, seed: `${seed}/agent-${player}` });
        for (const [index, call] of own.entries()) {
          const replayed = await fresh.handleText(withId(call.text, `replay-${index}`));
          expect(resultOf(replayed), `player ${player} call ${index}: ${call.text.slice(0, 80)}`).toEqual(
            resultOf(call.answer),
          );
          // The same call again (a retry with another id) gets the identical result.
          const retried = await fresh.handleText(withId(call.text, `retry-${index}`));
          expect(resultOf(retried), `player ${player} retry ${index}`).toEqual(resultOf(call.answer));
        }
        // Identical calls in flight at the same time, to yet another fresh agent, get one result.
        const parallel = createFunctionCallAgent({ brainFactory: createRuleBrain, seed: `${seed}/agent-${player}` });
        for (const [index, call] of own.entries()) {
          const answers = await Promise.all(
            ['a', 'b', 'c'].map((copy) => parallel.handleText(withId(call.text, `parallel-${index}-${copy}`))),
          );
          for (const answer of answers)
            expect(resultOf(answer), `player ${player} parallel ${index}`).toEqual(resultOf(call.answer));
        }
      }
    });
  });
});
