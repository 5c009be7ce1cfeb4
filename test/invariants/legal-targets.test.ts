/**
 * Invariant 2: every target is an exact alive name from `status_map`, legal for the action. Checked
 * against the packet each answer replied to (as the arena sent it, not our folded state), and against
 * the game log: the server must have acted on every target we named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLogEvent, SeatBrain } from '../../src/arena/index.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { createRuleBrain } from '../../src/brain/rule/index.ts';
import { createLlmBrainFactory } from '../../src/compose/index.ts';
import { createPlayerResponder, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';
import { type AuditedGame, playAuditedGame, playAuditedGameOverWebSocket } from './support/audited-game.ts';
import { loggedRequests, TARGET_REQUESTS } from './support/requests.ts';
import { slowBrain } from './support/slow-brain.ts';

const RULE: SeatBrain = { label: 'rule', factory: createRuleBrain };
const RANDOM: SeatBrain = { label: 'random', factory: createRandomBrain };
const SLOW: SeatBrain = {
  label: 'slow',
  factory: slowBrain(createRuleBrain, { every: 2, lateByMs: 300, targetsOnly: true }),
};

const EVENT_OF: Readonly<Record<string, GameLogEvent['type']>> = {
  VOTE: 'vote',
  DIVINE: 'divine',
  GUARD: 'guard',
  ATTACK: 'attackVote',
};

/** Every target answer, checked against its own packet; returns the problems and the answers checked. */
const auditTargets = (
  game: AuditedGame,
): { problems: string[]; answers: { request: string; seat: number; target: string }[] } => {
  const problems: string[] = [];
  const answers: { request: string; seat: number; target: string }[] = [];
  const allowSelfVote = game.config.game.vote.allow_self_vote;
  for (const { entry, packet, seat } of loggedRequests(game)) {
    if (!TARGET_REQUESTS.has(packet.request)) continue;
    const info = packet.info;
    const target = entry.response ?? '';
    const where = `${game.label}: seat ${seat} ${packet.request} day ${info?.day} → "${target}"`;
    if (info?.status_map === undefined) {
      problems.push(`${where}: packet without status_map`);
      continue;
    }
    answers.push({ request: packet.request, seat, target });
    const status = info.status_map[target];
    if (status === undefined) problems.push(`${where}: not a name in status_map`);
    else if (status !== 'ALIVE') problems.push(`${where}: target is ${status}`);
    const self = target === info.agent;
    if ((packet.request === 'DIVINE' || packet.request === 'GUARD') && self) problems.push(`${where}: targets itself`);
    if (packet.request === 'VOTE' && self && !allowSelfVote) problems.push(`${where}: self vote not allowed`);
    if (packet.request === 'ATTACK') {
      const roles = info.role_map ?? {};
      const humanAlive = Object.entries(info.status_map).some(
        ([name, alive]) => alive === 'ALIVE' && roles[name] !== 'WEREWOLF',
      );
      if (roles[info.agent] !== 'WEREWOLF')
        problems.push(`${where}: role_map does not show the attacker as a werewolf`);
      if (humanAlive && roles[target] === 'WEREWOLF') problems.push(`${where}: attacks a fellow werewolf`);
    }
  }
  return { problems, answers };
};

/** The server acted on every target we named: one vote / divine / guard / attackVote line each. */
const auditServerActed = (
  game: AuditedGame,
  answers: readonly { request: string; seat: number; target: string }[],
): string[] => {
  const idxOf = new Map(game.seats.map((seat) => [seat.name, seat.idx]));
  const logged = game.events.flatMap((event) =>
    'agent' in event && 'target' in event ? [`${event.type} ${event.agent}→${event.target}`] : [],
  );
  const expected = answers.map((answer) => `${EVENT_OF[answer.request]} ${answer.seat}→${idxOf.get(answer.target)}`);
  const missing: string[] = [];
  for (const line of expected) {
    const index = logged.indexOf(line);
    if (index === -1) missing.push(`${game.label}: the server did not act on ${line}`);
    else logged.splice(index, 1);
  }
  return missing;
};

const expectLegalTargets = (game: AuditedGame): void => {
  expect(game.result.errored, game.label).toEqual([]);
  const { problems, answers } = auditTargets(game);
  expect(problems).toEqual([]);
  expect(auditServerActed(game, answers)).toEqual([]);
  const kinds = new Set(answers.map((answer) => answer.request));
  expect([...kinds], game.label).toContain('VOTE');
  if (game.seats.length > 5) expect([...kinds].sort(), game.label).toEqual(['ATTACK', 'DIVINE', 'GUARD', 'VOTE']);
};

describe('invariant 2: every target is an exact alive name from status_map, legal for the action', () => {
  it.each([
    [5, 'ja', 'targets/5ja', RULE],
    [5, 'en', 'targets/5en', RANDOM],
    [9, 'en', 'targets/9en', RULE],
    [9, 'ja', 'targets/9ja', RANDOM],
    [13, 'ja', 'targets/13ja', RULE],
  ] as const)('in-process %i players (%s), seed %s', async (players, lang, seed, brain) => {
    // Mixed tables: the named brain on the werewolf side and on every other village seat.
    const game = await playAuditedGame({
      players,
      lang,
      seed,
      brainFor: (role, seat) => (role === 'WEREWOLF' || role === 'POSSESSED' || seat % 2 === 0 ? brain : RULE),
    });
    expectLegalTargets(game);
  });

  it('in-process 5 players (ja) where every second target decision misses the deadline (fallback targets)', async () => {
    const game = await playAuditedGame({
      players: 5,
      lang: 'ja',
      seed: 'targets/slow5',
      actionTimeoutMs: 400,
      brainFor: () => SLOW,
    });
    expectLegalTargets(game);
    const fallbacks = game.sessionLogs
      .flat()
      .filter(
        (record) => record.kind === 'sent' && record.source === 'fallback' && TARGET_REQUESTS.has(record.request),
      );
    expect(fallbacks.length).toBeGreaterThan(2);
  });

  it('in-process 13 players (en) with an agent the server errored out: it stays ALIVE but nobody targets it', async () => {
    const silent = 7;
    const game = await playAuditedGame({
      players: 13,
      lang: 'en',
      seed: 'targets/errored13',
      actionTimeoutMs: 1000,
      silentSeats: [silent],
      brainFor: () => RULE,
      // The silent seat is errored at its first request: action + acceptable, then the NAME check.
      configure: (config) => ({
        ...config,
        server: { ...config.server, timeout: { ...config.server.timeout, acceptable: 100, response: 100 } },
      }),
    });
    expect(game.result.errored).toEqual([silent]);
    const zombie = game.seats[silent - 1]?.name;
    const requests = loggedRequests(game).filter((request) => request.seat !== silent);
    const targets = requests.filter((request) => TARGET_REQUESTS.has(request.packet.request));
    expect(targets.every((request) => request.packet.info?.status_map?.[zombie ?? ''] === 'ALIVE')).toBe(true);
    expect(targets.length).toBeGreaterThan(20);
    const onZombie = targets
      .filter((request) => request.entry.response === zombie)
      .map((request) => `seat ${request.seat} ${request.packet.request} day ${request.packet.info?.day}`);
    expect(onZombie).toEqual([]);
  });

  it('over real WebSockets on 127.0.0.1: 9 players (en), rule brain', async () => {
    const game = await playAuditedGameOverWebSocket({
      players: 9,
      lang: 'en',
      seed: 'targets/ws13',
      brainFor: () => RULE,
      brain: RULE,
    });
    expectLegalTargets(game);
  });
  describe('LLM brain against a fake model that names an impossible target every third time', () => {
    let server: FakeOpenAiServer;
    beforeAll(async () => {
      server = await startFakeOpenAiServer();
      server.respondWith(createPlayerResponder({ wrongEvery: 3 }));
    });
    afterAll(async () => {
      await server.close();
    });

    it('in-process 5 players (ja)', async () => {
      const factory = await createLlmBrainFactory({
        llm: { log: { dir: '' } },
        env: { OPENAI_BASE_URL: server.baseURL },
      });
      const llm: SeatBrain = { label: 'llm', factory };
      const game = await playAuditedGame({
        players: 5,
        lang: 'ja',
        seed: 'targets/llm/5ja',
        actionTimeoutMs: 5000,
        brainFor: () => llm,
      });
      expectLegalTargets(game);
      const asked = server.requests.filter(
        (request) => request.body.response_format?.json_schema?.name === 'target_reply',
      );
      expect(asked.length).toBeGreaterThan(3);
    });
  });
});
