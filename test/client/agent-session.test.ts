import { describe, expect, test } from 'vitest';
import type { TalkDecision, TargetDecision } from '../../src/brain/brain.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { createAgentSession, createMemoryLogger } from '../../src/client/index.ts';
import { requiresAnswer } from '../../src/packets/index.ts';
import {
  firstFrame,
  manualDecision,
  memoryConnection,
  recordedFrames,
  requestOf,
  scriptedBrain,
  sleep,
} from './support/session-fixtures.ts';

const NAME = '{"request":"NAME"}';
const frames = recordedFrames({ file: 'ja_5.jsonl', client: 'peerbot1' });
const shortFrames = recordedFrames({ file: 'ja_5.jsonl', client: 'peerbot1', actionTimeoutMs: 400 });
const [initialize, dailyInitialize] = frames;
const [shortInitialize, shortDailyInitialize] = shortFrames;
const ALIVE_OTHERS = ['ベンジャミン', 'ミオ', 'ミナコ', 'ミナト'];
/** Self votes are allowed in the shipped configs. */
const VOTABLE = [...ALIVE_OTHERS, 'シオン'];

const setup = (
  options: { brainFactory?: Parameters<typeof createAgentSession>[0]['brainFactory']; margin?: number } = {},
) => {
  const connection = memoryConnection();
  const logger = createMemoryLogger();
  const session = createAgentSession({
    name: 'peerbot1',
    connection,
    brainFactory: options.brainFactory ?? createRandomBrain,
    seed: 'test',
    logger,
    safetyMarginMs: options.margin ?? 100,
  });
  return { connection, logger, session };
};

describe('agent session', () => {
  test('answers exactly the requests that need an answer, over a whole recorded game', async () => {
    const { connection, session } = setup();
    session.receive(NAME);
    let expected = 1;
    for (const frame of frames) {
      session.receive(frame);
      await session.idle();
      if (requiresAnswer(requestOf(frame))) expected += 1;
      expect(connection.sent.length).toBe(expected);
    }
    expect(connection.sent[0]).toBe('peerbot1');
    expect(session.finished).toBe(true);
  });

  test('a mid-game NAME is answered at once and the pending talk is never sent', async () => {
    const talk = manualDecision<TalkDecision>();
    const { connection, logger, session } = setup({ brainFactory: scriptedBrain({ talk: talk.method }) });
    session.receive(initialize!);
    session.receive(dailyInitialize!);
    session.receive(firstFrame(frames, 'TALK'));
    expect(connection.sent).toEqual([]);
    session.receive(NAME);
    expect(connection.sent).toEqual(['peerbot1']);
    expect(talk.contexts[0]?.signal.aborted).toBe(true);
    talk.resolve({ kind: 'talk', text: 'おそすぎた発言', intents: [], source: 'rule' });
    await sleep(10);
    expect(connection.sent).toEqual(['peerbot1']);
    expect(logger.records.some((record) => record.kind === 'late-drop' && record.text === 'おそすぎた発言')).toBe(true);
  });

  test('a brain that never answers: the fallback goes out before the deadline, the late answer never', async () => {
    const talk = manualDecision<TalkDecision>();
    const vote = manualDecision<TargetDecision>();
    const { connection, logger, session } = setup({
      brainFactory: scriptedBrain({ talk: talk.method, vote: vote.method }),
    });
    session.receive(shortInitialize!);
    session.receive(shortDailyInitialize!);
    const started = Date.now();
    session.receive(firstFrame(shortFrames, 'TALK'));
    await session.idle();
    const elapsed = Date.now() - started;
    // timeout.action 400 ms, margin 100 ms: the fallback leaves at ~300 ms, inside 400 ms.
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(400);
    expect(connection.sent).toEqual(['Over']);
    expect(talk.contexts[0]?.signal.aborted).toBe(true);
    talk.resolve({ kind: 'talk', text: 'late', intents: [], source: 'llm' });

    session.receive(firstFrame(shortFrames, 'VOTE'));
    await session.idle();
    expect(VOTABLE).toContain(connection.sent[1]);
    vote.resolve({ kind: 'target', target: 'ミオ', source: 'llm' });
    await sleep(10);
    expect(connection.sent.length).toBe(2);
    const sent = logger.records.filter((record) => record.kind === 'sent');
    expect(sent.map((record) => record.kind === 'sent' && record.source)).toEqual(['fallback', 'fallback']);
    expect(logger.records.filter((record) => record.kind === 'late-drop').length).toBe(2);
  });

  test('a decision that resolves after the deadline while the event loop was blocked is dropped, not sent', async () => {
    const brainFactory = scriptedBrain({
      // Blocks the event loop past the deadline, so the decision is ready before the deadline timer runs.
      vote: async (context) => {
        while (Date.now() <= context.deadline + 5) {
          // busy: a brain that hogs the CPU
        }
        return { kind: 'target', target: 'ミオ', source: 'llm' };
      },
    });
    const { connection, logger, session } = setup({ brainFactory });
    session.receive(shortInitialize!);
    session.receive(shortDailyInitialize!);
    session.receive(firstFrame(shortFrames, 'VOTE'));
    await session.idle();
    expect(connection.sent).toHaveLength(1);
    expect(VOTABLE).toContain(connection.sent[0]);
    const sent = logger.records.filter((record) => record.kind === 'sent');
    expect(sent.map((record) => record.kind === 'sent' && record.source)).toEqual(['fallback']);
    expect(logger.records.some((record) => record.kind === 'late-drop' && record.text === 'ミオ')).toBe(true);
  });

  test('a brain that throws or picks an illegal target is replaced by the fallback', async () => {
    const brainFactory = scriptedBrain({
      talk: () => {
        throw new Error('boom');
      },
      vote: async () => ({ kind: 'target', target: 'シオン ', source: 'llm' }),
      attack: async () => ({ kind: 'target', target: 'Nobody', source: 'llm' }),
    });
    const { connection, logger, session } = setup({ brainFactory });
    session.receive(initialize!);
    session.receive(dailyInitialize!);
    session.receive(firstFrame(frames, 'TALK'));
    await session.idle();
    session.receive(firstFrame(frames, 'VOTE'));
    await session.idle();
    session.receive(firstFrame(frames, 'ATTACK'));
    await session.idle();
    expect(connection.sent[0]).toBe('Over');
    // Self vote: allowed by the setting, and the trailing space is trimmed.
    expect(connection.sent[1]).toBe('シオン');
    expect(ALIVE_OTHERS).toContain(connection.sent[2]);
    const errors = logger.records.filter((record) => record.kind === 'brain-error');
    expect(errors.length).toBe(2);
  });

  test('a new brain per game, the talk text is fitted, observe errors are contained', async () => {
    const brainFactory = scriptedBrain({
      talk: async () => ({
        kind: 'talk',
        text: `${'とても長い発言です。'.repeat(20)}\n改行,カンマ`,
        intents: [],
        source: 'rule',
      }),
      observe: () => {
        throw new Error('observe broke');
      },
    });
    const { connection, session } = setup({ brainFactory });
    session.receive(initialize!);
    session.receive(dailyInitialize!);
    session.receive(firstFrame(frames, 'TALK'));
    await session.idle();
    const talk = connection.sent[0]!;
    expect(talk).not.toMatch(/[\n,]/);
    expect([...talk].length).toBeLessThanOrEqual(50);
    expect(talk.length).toBeGreaterThan(0);
    // The next game on the same session: another game id in every packet.
    session.receive(initialize!.replaceAll('01M7', '01M8'));
    session.receive(firstFrame(frames, 'TALK').replaceAll('01M7', '01M8'));
    await session.idle();
    expect(brainFactory.created).toBe(2);
  });

  test('malformed packets are logged and answered safely; the session keeps playing', async () => {
    const { connection, logger, session } = setup();
    session.receive(NAME);
    session.receive(initialize!);
    session.receive(dailyInitialize!);
    const stray = [
      '{not json',
      '[1,2]',
      '{"request":42}',
      '{"request":"SOMETHING_NEW","info":{}}',
      '{"request":"DAILY_FINISH"}',
    ];
    for (const frame of stray) session.receive(frame);
    expect(connection.sent).toEqual(['peerbot1']);

    session.receive('{"request":"TALK"}');
    session.receive('{"request":"TALK","info":{"remain_skip":"two"}}');
    session.receive('{"request":"WHISPER","info":{"remain_skip":1,"day":"zero"}}');
    session.receive('{"request":"VOTE","info":{"status_map":5}}');
    // Not JSON: the real server never sends a partial frame, so nothing is guessed from it.
    session.receive('{"request":"DIVINE","info":{"agent":');
    session.receive('{"request":"DIVINE","info":{"agent":7}}');
    expect(connection.sent.slice(1, 4)).toEqual(['Over', 'Over', 'Skip']);
    expect(VOTABLE).toContain(connection.sent[4]);
    expect(ALIVE_OTHERS).toContain(connection.sent[5]);
    expect(connection.sent.length).toBe(6);
    expect(logger.records.filter((record) => record.kind === 'decode-error').length).toBe(10);

    session.receive(firstFrame(frames, 'TALK'));
    await session.idle();
    expect(connection.sent.length).toBe(7);
    const last = logger.records.at(-1);
    expect(last?.kind === 'sent' && last.source).toBe('brain');
  });

  test('a brain resolving garbage, early or late, never crashes the session', async () => {
    const garbage = manualDecision<TalkDecision>();
    const brainFactory = scriptedBrain({
      talk: garbage.method,
      vote: async () => undefined as unknown as TargetDecision,
      divine: async () => ({ kind: 'target', target: 42, source: 'llm' }) as unknown as TargetDecision,
    });
    const { connection, session } = setup({ brainFactory });
    session.receive(shortInitialize!);
    session.receive(shortDailyInitialize!);
    session.receive(firstFrame(shortFrames, 'VOTE'));
    await session.idle();
    session.receive(firstFrame(shortFrames, 'VOTE').replace('"VOTE"', '"DIVINE"'));
    await session.idle();
    session.receive(firstFrame(shortFrames, 'TALK'));
    await session.idle();
    garbage.resolve(null as unknown as TalkDecision);
    await sleep(10);
    expect(connection.sent.length).toBe(3);
    expect(VOTABLE).toContain(connection.sent[0]);
    expect(ALIVE_OTHERS).toContain(connection.sent[1]);
    expect(connection.sent[2]).toBe('Over');
  });

  test('a rejected INITIALIZE still lends its timeout.action to the deadlines', async () => {
    const talk = manualDecision<TalkDecision>();
    const { connection, session } = setup({ brainFactory: scriptedBrain({ talk: talk.method }) });
    const broken = JSON.parse(shortInitialize!) as { setting: { role_num_map: unknown } };
    broken.setting.role_num_map = 'five';
    session.receive(JSON.stringify(broken));
    const started = Date.now();
    session.receive(firstFrame(shortFrames, 'TALK'));
    await session.idle();
    expect(Date.now() - started).toBeLessThan(400);
    expect(connection.sent).toEqual(['Over']);
  });

  test('nothing is sent after close, and a failing send does not throw', async () => {
    const talk = manualDecision<TalkDecision>();
    const { connection, session } = setup({ brainFactory: scriptedBrain({ talk: talk.method }) });
    session.receive(shortInitialize!);
    session.receive(firstFrame(shortFrames, 'TALK'));
    session.close();
    await sleep(350);
    expect(connection.sent).toEqual([]);

    const broken = createAgentSession({
      name: 'x1',
      brainFactory: createRandomBrain,
      connection: {
        send: () => {
          throw new Error('socket gone');
        },
        close: () => {},
      },
    });
    expect(() => broken.receive(NAME)).not.toThrow();
  });
});
