import { describe, expect, it } from 'vitest';
import type { Brain, DecisionContext, TalkDecision } from '../../../src/brain/brain.ts';
import { openPhase } from '../../../src/client/freeform/phase-state.ts';
import { checkSendGate } from '../../../src/client/freeform/send-gate.ts';
import { decideAttempt } from '../../../src/client/freeform/speaking-policy.ts';
import { startStagger } from '../../../src/client/freeform/start-stagger.ts';
import { createAgentSession, type SessionLogEntry, type SessionLogger } from '../../../src/client/index.ts';
import type { TalkEntry } from '../../../src/game/state.ts';
import { createFakeScheduler } from './fake-scheduler.ts';

const AGENTS = ['Asuka', 'Daisuke', 'Kenji', 'Minato', 'Rin'];
const PHASE_MS = 600_000;
const SELF = 'Minato';

const GAME_ID = '01JZ0000000000000000000000';
const lengths = { count_in_word: false, count_spaces: false, base_length: 125, mention_length: 125 };

/** The contest's speak-anytime setting; `whisperMs` gives the whisper phase a duration (and counts). */
const wireSetting = (whisperMs?: number) => ({
  agent_count: 5,
  role_num_map: { VILLAGER: 3, SEER: 1, WEREWOLF: 1 },
  vote_visibility: true,
  talk: { max_count: { per_agent: 4, per_day: 20 }, max_length: lengths, max_skip: 0, duration: PHASE_MS },
  whisper:
    whisperMs === undefined
      ? { max_count: { per_agent: 0, per_day: 0 }, max_length: lengths, max_skip: 0 }
      : { max_count: { per_agent: 4, per_day: 20 }, max_length: lengths, max_skip: 0, duration: whisperMs },
  vote: { max_count: 1, allow_self_vote: true },
  attack_vote: { max_count: 1, allow_self_vote: true, allow_no_target: false },
  timeout: { action: 60_000, response: 120_000 },
});

type Seat = { readonly roleMap: Record<string, string>; readonly whisperMs?: number };
const VILLAGER: Seat = { roleMap: { [SELF]: 'VILLAGER' } };

const wireInfo = (seat: Seat, day: number, remainCount: number) => ({
  game_id: GAME_ID,
  day,
  agent: SELF,
  remain_count: remainCount,
  remain_skip: 0,
  status_map: Object.fromEntries(AGENTS.map((agent) => [agent, 'ALIVE'])),
  role_map: seat.roleMap,
});

let talkIdx = 0;
const talk = (agent: string, text: string): TalkEntry => ({
  idx: talkIdx++,
  day: 1,
  turn: 0,
  agent,
  text,
  skip: false,
  over: text === 'Over',
});

/** A brain that says numbered lines, after `delayMs` of fake time; Over once `lines` are used. */
const scriptedBrain = (options: {
  delay: (ms: number) => Promise<void>;
  delayMs?: number;
  lines?: number;
  signals?: AbortSignal[];
}): Brain => {
  let said = 0;
  const speak = async (context: DecisionContext): Promise<TalkDecision> => {
    options.signals?.push(context.signal);
    if ((options.delayMs ?? 0) > 0) await options.delay(options.delayMs ?? 0);
    said++;
    const text = said > (options.lines ?? 10) ? 'Over' : `Line number ${said} from me.`;
    return { kind: 'talk', text, intents: [], source: 'rule' };
  };
  const never = () => Promise.reject(new Error('not used'));
  return { name: 'scripted', talk: speak, whisper: speak, vote: never, divine: never, guard: never, attack: never };
};

/**
 * One session on fake time, fed the packets of a speak-anytime day: INITIALIZE at once, the phase
 * packets by the test. `sent` is what left during phases (from the session log), `logs` every entry.
 */
const setup = (options: { delayMs?: number; lines?: number; settings?: Record<string, number>; seat?: Seat } = {}) => {
  const seat = options.seat ?? VILLAGER;
  const clock = createFakeScheduler();
  const sent: { text: string; purpose: string; at: number; channel: string }[] = [];
  const logs: SessionLogEntry[] = [];
  const logger: SessionLogger = {
    write: ({ time, agent: _agent, gameId: _gameId, ...entry }) => {
      logs.push(entry as SessionLogEntry);
      if (entry.kind !== 'sent' || !entry.request.endsWith('_PHASE')) return;
      // The purpose is the end of the detail (`rule: regular`); any Over is the phase's Over.
      const purpose = entry.text === 'Over' ? 'over' : (entry.detail?.split(': ')[1] ?? '');
      sent.push({ text: entry.text, purpose, at: time, channel: entry.request === 'TALK_PHASE' ? 'talk' : 'whisper' });
    },
  };
  const signals: AbortSignal[] = [];
  const brain = scriptedBrain({
    delay: clock.delay,
    signals,
    ...(options.delayMs === undefined ? {} : { delayMs: options.delayMs }),
    ...(options.lines === undefined ? {} : { lines: options.lines }),
  });
  const session = createAgentSession({
    name: 'ours1',
    connection: { send: () => {}, close: () => {} },
    brainFactory: () => brain,
    seed: 'unit',
    lang: 'en',
    scheduler: clock.scheduler,
    logger,
    freeform: { minimumGuardMs: 3000, ...options.settings },
  });
  let remainCount = 4;
  const packet = (request: string, extra: Record<string, unknown> = {}): void =>
    session.receive(JSON.stringify({ request, info: wireInfo(seat, 1, remainCount), ...extra }));
  session.receive(
    JSON.stringify({ request: 'INITIALIZE', info: wireInfo(seat, 0, 4), setting: wireSetting(seat.whisperMs) }),
  );
  const policy = { onPacket: ({ request }: { request: string }) => packet(request) };
  const startedAt = clock.now();
  const broadcast = (entry: TalkEntry, count?: number): void => {
    if (count !== undefined) remainCount = count;
    packet('TALK_BROADCAST', { new_talk: entry });
  };
  return {
    clock,
    sent,
    logs,
    signals,
    policy,
    startedAt,
    broadcast,
  };
};

describe('start stagger', () => {
  it('is a deterministic function of the name, within the bound', () => {
    const first = startStagger({ name: 'Minato/ours1', maximumMs: 3000 });
    expect(startStagger({ name: 'Minato/ours1', maximumMs: 3000 })).toBe(first);
    const spread = new Set(AGENTS.map((agent) => startStagger({ name: `${agent}/ours1`, maximumMs: 3000 })));
    expect(spread.size).toBeGreaterThan(1);
    for (const value of spread) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of spread) expect(value).toBeLessThan(3000);
    expect(startStagger({ name: 'x', maximumMs: 0 })).toBe(0);
  });
});

describe('send gate', () => {
  const phase = openPhase({
    channel: 'talk',
    day: 1,
    now: 0,
    durationMs: 10_000,
    self: SELF,
    participants: AGENTS,
    perAgent: 4,
    remaining: 4,
  });
  it('opens only inside the phase, before the guard, before Over and with an utterance left', () => {
    expect(checkSendGate({ phase, now: 6_999, guardMs: 3000 })).toEqual({ ok: true });
    expect(checkSendGate({ phase, now: 7_000, guardMs: 3000 })).toEqual({ ok: false, code: 'PAST_GUARD' });
    expect(checkSendGate({ phase: undefined, now: 0, guardMs: 0 })).toEqual({ ok: false, code: 'PHASE_CLOSED' });
    expect(checkSendGate({ phase: { ...phase, open: false }, now: 0, guardMs: 0 })).toMatchObject({
      code: 'PHASE_CLOSED',
    });
    expect(checkSendGate({ phase: { ...phase, overSent: true }, now: 0, guardMs: 0 })).toMatchObject({
      code: 'OVER_SENT',
    });
    // Two sent, not echoed yet, and the server says two left: nothing left to use.
    expect(
      checkSendGate({ phase: { ...phase, remaining: 2, pendingSince: [1, 2] }, now: 3, guardMs: 0 }),
    ).toMatchObject({
      code: 'NO_UTTERANCE_LEFT',
    });
  });
});

describe('speaking policy', () => {
  const base = openPhase({
    channel: 'talk',
    day: 1,
    now: 0,
    durationMs: PHASE_MS,
    self: SELF,
    participants: AGENTS,
    perAgent: 4,
    remaining: 1,
  });
  const settings = { reserve: 1, closingWindowMs: 60_000, idleMs: 25_000 };
  it('keeps the last utterance for a mention or the closing statement', () => {
    expect(decideAttempt({ phase: base, now: 1000, guardMs: 3000, settings })).toEqual({ kind: 'wait', at: 25_000 });
    expect(decideAttempt({ phase: { ...base, remaining: 2 }, now: 1000, guardMs: 3000, settings })).toMatchObject({
      purpose: 'regular',
    });
    expect(
      decideAttempt({ phase: { ...base, mentionPending: true }, now: 1000, guardMs: 3000, settings }),
    ).toMatchObject({
      purpose: 'mention',
    });
    const closingAt = PHASE_MS - 3000 - 60_000;
    expect(
      decideAttempt({ phase: { ...base, lastTalkAt: closingAt }, now: closingAt, guardMs: 3000, settings }),
    ).toMatchObject({
      purpose: 'closing',
    });
  });
  it('closes once everyone else is done: a closing statement, then Over', () => {
    const done = { ...base, remaining: 3, done: AGENTS.filter((agent) => agent !== SELF) };
    expect(decideAttempt({ phase: done, now: 1000, guardMs: 3000, settings })).toMatchObject({ purpose: 'closing' });
    expect(decideAttempt({ phase: { ...done, closingSent: true }, now: 1000, guardMs: 3000, settings })).toEqual({
      kind: 'over',
    });
  });
  it('stops inside the guard window and after Over', () => {
    expect(decideAttempt({ phase: base, now: PHASE_MS - 3000, guardMs: 3000, settings })).toEqual({ kind: 'stop' });
    expect(decideAttempt({ phase: { ...base, overSent: true }, now: 0, guardMs: 3000, settings })).toEqual({
      kind: 'stop',
    });
  });
});

describe('freeform talk policy on fake time', () => {
  it('waits for its stagger, never answers a packet, spaces its lines and keeps one in reserve', async () => {
    const { clock, sent, policy, startedAt, broadcast } = setup();
    policy.onPacket({ request: 'TALK_PHASE_START' });
    expect(sent).toEqual([]);
    const stagger = startStagger({ name: `${SELF}/ours1`, maximumMs: 3000 });
    await clock.advance(stagger - 1);
    expect(sent).toEqual([]);
    await clock.advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.at).toBe(startedAt + stagger);
    await clock.advance(20_000);
    // Three regular lines, each 4–6 s after the previous one; the fourth is held back.
    expect(sent.map((entry) => entry.purpose)).toEqual(['regular', 'regular', 'regular']);
    for (let index = 1; index < sent.length; index++) {
      const gap = (sent[index]?.at ?? 0) - (sent[index - 1]?.at ?? 0);
      expect(gap).toBeGreaterThanOrEqual(4000);
      expect(gap).toBeLessThanOrEqual(6000);
    }
    broadcast(talk('Daisuke', '@Minato why do you say that?'));
    expect(sent).toHaveLength(3);
    await clock.advance(999);
    expect(sent).toHaveLength(3);
    await clock.advance(1);
    expect(sent.map((entry) => entry.purpose)).toEqual(['regular', 'regular', 'regular', 'mention']);
    await clock.advance(PHASE_MS);
    expect(sent).toHaveLength(4);
  });

  it('drops a generation that outlives the phase and aborts it at the phase end', async () => {
    const { clock, sent, logs, signals, policy } = setup({ delayMs: 700_000 });
    policy.onPacket({ request: 'TALK_PHASE_START' });
    await clock.advance(PHASE_MS);
    policy.onPacket({ request: 'TALK_PHASE_END' });
    expect(signals[0]?.aborted).toBe(true);
    await clock.advance(200_000);
    expect(sent).toEqual([]);
    expect(logs.some((entry) => entry.kind === 'late-drop')).toBe(true);
  });

  it('drops a line that is ready only inside the guard window', async () => {
    // The first generation ends 2 s before the local deadline: inside the 3 s guard.
    const stagger = startStagger({ name: `${SELF}/ours1`, maximumMs: 3000 });
    const { clock, sent, logs, policy } = setup({ delayMs: PHASE_MS - stagger - 2000 });
    policy.onPacket({ request: 'TALK_PHASE_START' });
    await clock.advance(PHASE_MS - 1000);
    expect(sent).toEqual([]);
    expect(logs).toContainEqual({ kind: 'note', message: 'TALK_PHASE not sent: PAST_GUARD' });
  });

  it('aborts generation when a VOTE arrives and sends nothing afterwards', async () => {
    const { clock, sent, signals, policy } = setup({ delayMs: 10_000 });
    policy.onPacket({ request: 'TALK_PHASE_START' });
    await clock.advance(5000);
    policy.onPacket({ request: 'VOTE' });
    expect(signals[0]?.aborted).toBe(true);
    await clock.advance(PHASE_MS);
    expect(sent).toEqual([]);
  });

  it('makes a closing statement and then says Over once everyone else is done', async () => {
    const { clock, sent, policy, broadcast } = setup();
    policy.onPacket({ request: 'TALK_PHASE_START' });
    await clock.advance(3000);
    expect(sent).toHaveLength(1);
    for (const agent of AGENTS.filter((name) => name !== SELF)) broadcast(talk(agent, 'Over'));
    await clock.advance(20_000);
    expect(sent.map((entry) => [entry.purpose, entry.text === 'Over'])).toEqual([
      ['regular', false],
      ['closing', false],
      ['over', true],
    ]);
  });

  it('says Over when the brain has nothing new, and nothing after it', async () => {
    const { clock, sent, policy } = setup({ lines: 1 });
    policy.onPacket({ request: 'TALK_PHASE_START' });
    await clock.advance(60_000);
    expect(sent.map((entry) => entry.text)).toEqual(['Line number 1 from me.', 'Over']);
  });

  it('treats the server count as authoritative (echoes confirm pending sends)', async () => {
    const { clock, sent, policy, broadcast } = setup();
    policy.onPacket({ request: 'TALK_PHASE_START' });
    await clock.advance(3000);
    expect(sent).toHaveLength(1);
    // The server says we have one left (say, an earlier frame of ours was accepted): only the reserve.
    broadcast({ ...talk(SELF, sent[0]?.text ?? ''), turn: 0 }, 1);
    await clock.advance(20_000);
    expect(sent).toHaveLength(1);
  });

  it('runs whisper phases the same way, among the werewolves, on the whisper channel', async () => {
    const werewolf: Seat = { roleMap: { [SELF]: 'WEREWOLF', Asuka: 'WEREWOLF' }, whisperMs: 60_000 };
    const { clock, sent, policy } = setup({ seat: werewolf });
    policy.onPacket({ request: 'WHISPER_PHASE_START' });
    await clock.advance(2000);
    // A 1-minute phase paces 10 times faster: 0.4–0.6 s between lines.
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((entry) => entry.channel === 'whisper')).toBe(true);
    const before = sent.length;
    policy.onPacket({ request: 'WHISPER_PHASE_END' });
    await clock.advance(60_000);
    expect(sent).toHaveLength(before);
  });
});
