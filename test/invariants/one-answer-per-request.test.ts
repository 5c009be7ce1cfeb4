/**
 * Invariant 1: exactly one answer per request that needs one, nothing for the others, never after
 * the deadline. Audited three ways on real games: the arena's JSON log (what the server read and
 * when), its stray frames (what arrived while nobody asked), and each client session's own log and
 * in-memory wire (what our agent sent after which packet).
 */
import { describe, expect, it } from 'vitest';
import type { SeatBrain } from '../../src/arena/index.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { createRuleBrain } from '../../src/brain/rule/index.ts';
import type { SessionLogRecord } from '../../src/client/index.ts';
import { type AuditedGame, playAuditedGame, playAuditedGameOverWebSocket } from './support/audited-game.ts';
import { actionTimeoutOf, loggedRequests, NEEDS_ANSWER } from './support/requests.ts';
import { slowBrain } from './support/slow-brain.ts';

const RULE: SeatBrain = { label: 'rule', factory: createRuleBrain };
const RANDOM: SeatBrain = { label: 'random', factory: createRandomBrain };
const SLOW: SeatBrain = { label: 'slow', factory: slowBrain(createRuleBrain, { every: 3, lateByMs: 200 }) };

/** The server's view: one answer per request that needs one, none otherwise, each within timeout.action. */
const auditArenaLog = (game: AuditedGame): string[] => {
  const problems: string[] = [];
  const action = actionTimeoutOf(game);
  for (const { entry, packet, seat } of loggedRequests(game)) {
    const where = `seat ${seat} ${packet.request} day ${packet.info?.day ?? '-'}`;
    if (entry.error !== undefined) problems.push(`${where}: server error ${entry.error}`);
    if (!NEEDS_ANSWER.has(packet.request)) {
      if (entry.response !== undefined)
        problems.push(`${where}: answered a request that needs none (${entry.response})`);
      continue;
    }
    if (entry.response === undefined) problems.push(`${where}: no answer`);
    const elapsed = entry.response_timestamp - entry.request_timestamp;
    if (elapsed > action) problems.push(`${where}: answered after ${elapsed} ms (timeout.action ${action} ms)`);
  }
  for (const stray of game.result.strayFrames) problems.push(`seat ${stray.seat}: unrequested frame ${stray.text}`);
  if (game.result.timeouts !== 0) problems.push(`${game.result.timeouts} timeouts`);
  if (game.result.errored.length !== 0) problems.push(`errored seats ${game.result.errored.join(' ')}`);
  return problems;
};

type Step = { readonly kind: 'packet' | 'answer'; readonly request?: string; readonly text: string };

/** Walks one agent's packets and answers in order: each packet needing an answer gets exactly one before the next packet. */
const auditSequence = (steps: readonly Step[], who: string): string[] => {
  const problems: string[] = [];
  let awaiting: string | undefined;
  for (const step of steps) {
    if (step.kind === 'packet') {
      if (awaiting !== undefined) problems.push(`${who}: ${awaiting} left unanswered before ${step.request}`);
      awaiting = step.request !== undefined && NEEDS_ANSWER.has(step.request) ? step.request : undefined;
      continue;
    }
    if (awaiting === undefined) problems.push(`${who}: frame sent while nothing was asked: ${step.text}`);
    else if (step.request !== undefined && step.request !== awaiting)
      problems.push(`${who}: ${step.request} answer sent for a ${awaiting} request`);
    awaiting = undefined;
  }
  return problems;
};

const sessionSteps = (records: readonly SessionLogRecord[]): Step[] =>
  records.flatMap((record): Step[] => {
    if (record.kind === 'received') return [{ kind: 'packet', request: record.request, text: '' }];
    if (record.kind === 'sent') return [{ kind: 'answer', request: record.request, text: record.text }];
    return [];
  });

/** The client's view: its own log says one answer per request, sent within the server's timeout. */
const auditSessions = (game: AuditedGame): string[] => {
  const action = actionTimeoutOf(game);
  return game.seats.flatMap((seat, index) => {
    const records = game.sessionLogs[index] ?? [];
    const who = `seat ${seat.idx} (${seat.connectionName})`;
    const late = records.flatMap((record) =>
      record.kind === 'sent' && record.request !== 'NAME' && record.elapsedMs > action
        ? [`${who}: ${record.request} sent ${record.elapsedMs} ms after arrival`]
        : [],
    );
    const missing = records.some((record) => record.kind === 'received') ? [] : [`${who}: no session log`];
    return [...missing, ...auditSequence(sessionSteps(records), who), ...late];
  });
};

/** The wire itself (in-process games): the frames on each connection, independent of any log. */
const auditWire = (game: AuditedGame): string[] =>
  game.seats.flatMap((seat, index) => {
    const frames = game.wire.filter((frame) => frame.seat === seat.idx);
    const steps = frames.map(
      (frame): Step =>
        frame.direction === 'packet'
          ? { kind: 'packet', request: (JSON.parse(frame.text) as { request: string }).request, text: frame.text }
          : { kind: 'answer', text: frame.text },
    );
    const sent = (game.sessionLogs[index] ?? []).flatMap((record) => (record.kind === 'sent' ? [record.text] : []));
    const answers = frames.filter((frame) => frame.direction === 'answer').map((frame) => frame.text);
    const who = `seat ${seat.idx} wire`;
    return [
      ...auditSequence(steps, who),
      ...(JSON.stringify(answers) === JSON.stringify(sent) ? [] : [`${who}: frames differ from the logged answers`]),
    ];
  });

const expectOneAnswerPerRequest = (game: AuditedGame): void => {
  expect(game.result.winSide, game.label).not.toBe('NONE');
  expect(auditArenaLog(game), game.label).toEqual([]);
  expect(auditSessions(game), game.label).toEqual([]);
  if (game.wire.length > 0) expect(auditWire(game), game.label).toEqual([]);
  const answered = loggedRequests(game).filter((request) => NEEDS_ANSWER.has(request.packet.request));
  expect(answered.length, game.label).toBeGreaterThan(game.seats.length * 3);
};

const sourcesOf = (game: AuditedGame): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const records of game.sessionLogs)
    for (const record of records) {
      const key = record.kind === 'sent' ? `sent:${record.source}` : record.kind;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  return counts;
};

describe('invariant 1: exactly one answer per request that needs one, nothing else, never late', () => {
  it.each([
    [5, 'ja', 'one-answer/5'],
    [9, 'en', 'one-answer/9'],
    [13, 'ja', 'one-answer/13'],
  ] as const)('in-process %i players (%s), rule and random seats', async (players, lang, seed) => {
    const game = await playAuditedGame({
      players,
      lang,
      seed,
      brainFor: (_, seat) => (seat % 3 === 0 ? RANDOM : RULE),
    });
    expectOneAnswerPerRequest(game);
    expect(sourcesOf(game).get('sent:fallback') ?? 0, game.label).toBe(0);
  });

  it.each([[5, 'en', 'one-answer/slow/5']] as const)(
    'in-process %i players (%s) with a brain that misses every third deadline',
    async (players, lang, seed) => {
      const game = await playAuditedGame({
        players,
        lang,
        seed,
        // The agents are told 600 ms and keep a 300 ms margin; the arena waits 600 + 5000 ms.
        actionTimeoutMs: 600,
        brainFor: () => SLOW,
      });
      expectOneAnswerPerRequest(game);
      // Wait for the late decisions still in flight, then check that they were dropped and never sent.
      await new Promise((resolve) => setTimeout(resolve, 700));
      const sources = sourcesOf(game);
      expect(sources.get('sent:fallback') ?? 0, game.label).toBeGreaterThan(3);
      expect(sources.get('late-drop') ?? 0, game.label).toBeGreaterThan(3);
      expect(sources.get('sent:brain') ?? 0, game.label).toBeGreaterThan(sources.get('sent:fallback') ?? 0);
      expect(auditWire(game), `${game.label} after the late decisions`).toEqual([]);
    },
  );

  it('the audits catch an agent that answers twice or speaks unasked (control: frames added after the client)', async () => {
    const game = await playAuditedGame({
      players: 5,
      lang: 'en',
      seed: 'one-answer/control',
      brainFor: () => RULE,
      // Seat 2 sends its 6th answer twice; seat 3 follows its 4th answer with an unrequested Over.
      tamper: ({ seat, text, answer }) =>
        seat === 2 && answer === 5 ? [text, text] : seat === 3 && answer === 3 ? [text, 'Over'] : [text],
    });
    const problems = [...auditArenaLog(game), ...auditWire(game)].join('\n');
    expect(problems).toContain('seat 2');
    expect(problems).toContain('seat 3');
    expect(problems).toMatch(/unrequested frame|frame sent while nothing was asked/);
  });

  it('over real WebSockets on 127.0.0.1: 5 players (ja), slow brain', async () => {
    const game = await playAuditedGameOverWebSocket({
      players: 5,
      lang: 'ja',
      seed: 'one-answer/ws/5',
      actionTimeoutMs: 600,
      brainFor: () => SLOW,
      brain: SLOW,
    });
    expectOneAnswerPerRequest(game);
    expect(sourcesOf(game).get('sent:fallback') ?? 0, game.label).toBeGreaterThan(0);
  });

  it('over real WebSockets on 127.0.0.1: 9 players (en), rule brain', async () => {
    const game = await playAuditedGameOverWebSocket({
      players: 9,
      lang: 'en',
      seed: 'one-answer/ws/9',
      brainFor: () => RULE,
      brain: RULE,
    });
    expectOneAnswerPerRequest(game);
  });
});
