import { describe, expect, test } from 'vitest';
import type { Brain, BrainFactory, TalkDecision, TargetDecision } from '../../src/brain/brain.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { connectAgents, createMemoryLogger, type SessionLogRecord } from '../../src/client/index.ts';
import { framesFor, loadTranscript, type ReplayFrame, startReplayServer } from '../support/replay-server.ts';
import { answerProblems } from './support/answer-checks.ts';
import { transcriptDir } from './support/session-fixtures.ts';
import { websocketDialer } from '../../src/transport/index.ts';

// Short enough for a fast suite. The margin is the most the client allows (half the action timeout):
// it is what a loaded 2-core machine's event-loop lag may use up between our deadline and the
// server's limit (up to 130 ms of lag measured with both cores busy).
const ACTION_TIMEOUT_MS = 1000;
const SAFETY_MARGIN_MS = ACTION_TIMEOUT_MS / 2;

const never = <T>(): Promise<T> => new Promise<T>(() => {});

/** Answers nothing, ever: every answer must come from the fallback. */
const silentBrain: BrainFactory = (): Brain => ({
  name: 'silent',
  talk: never<TalkDecision>,
  whisper: never<TalkDecision>,
  vote: never<TargetDecision>,
  divine: never<TargetDecision>,
  guard: never<TargetDecision>,
  attack: never<TargetDecision>,
});

/** Answers correctly but only after the deadline has passed. */
const lateBrain: BrainFactory = (options): Brain => {
  const random = createRandomBrain(options);
  const late =
    <T>(work: () => Promise<T>) =>
    (): Promise<T> =>
      new Promise<T>((resolve) => setTimeout(() => void work().then(resolve), ACTION_TIMEOUT_MS - 50));
  return {
    name: 'late',
    talk: (context) => late(() => random.talk(context))(),
    whisper: (context) => late(() => random.whisper(context))(),
    vote: (context) => late(() => random.vote(context))(),
    divine: (context) => late(() => random.divine(context))(),
    guard: (context) => late(() => random.guard(context))(),
    attack: (context) => late(() => random.attack(context))(),
  };
};

const memoryLoggers = (records: SessionLogRecord[]) => () => {
  const logger = createMemoryLogger();
  return { write: (record: SessionLogRecord) => void records.push(record), close: () => void logger };
};

describe('deadlines over a real socket', () => {
  // The silent brain plays a whole game (every target request); the late one a short game, enough
  // for its decisions to arrive after their fallbacks.
  test.each([
    ['silent', silentBrain, 'ja_5.jsonl'],
    ['late', lateBrain, 'ja_5_late_sequential.jsonl'],
  ] as const)(
    'a %s brain: every request answered by the fallback before its deadline, nothing late',
    async (_, brainFactory, file) => {
      const lines = loadTranscript(`${transcriptDir}/${file}`);
      const server = await startReplayServer({
        framesFor: ({ name }) => framesFor({ lines, client: name, actionTimeoutMs: ACTION_TIMEOUT_MS }),
        // Long enough for any late decision of the last request to surface as a stray frame.
        trailingQuietMs: ACTION_TIMEOUT_MS,
      });
      const records: SessionLogRecord[] = [];
      try {
        await connectAgents({
          dial: websocketDialer({ url: server.url }),
          team: 'peerbot',
          agents: 5,
          brainFactory,
          seed: 'deadline',
          safetyMarginMs: SAFETY_MARGIN_MS,
          createLogger: memoryLoggers(records),
        });
        const results = await server.waitForResults(5);
        for (const result of results) {
          expect(answerProblems({ result, maxDelayMs: ACTION_TIMEOUT_MS })).toEqual([]);
          const decided = result.exchanges.filter(
            (item) => item.frame.expectsAnswer && item.frame.text !== '{"request":"NAME"}',
          );
          for (const exchange of decided) {
            const delay = exchange.answeredAt! - exchange.sentAt;
            // The client waited for its brain until (about) its own deadline, not a moment longer.
            expect(delay).toBeGreaterThanOrEqual(ACTION_TIMEOUT_MS - SAFETY_MARGIN_MS - 20);
          }
        }
        const sent = records.filter((record) => record.kind === 'sent' && record.request !== 'NAME');
        expect(sent.length).toBeGreaterThan(10);
        expect(sent.every((record) => record.kind === 'sent' && record.source === 'fallback')).toBe(true);
        if (brainFactory === lateBrain) {
          expect(records.filter((record) => record.kind === 'late-drop').length).toBeGreaterThan(0);
        }
      } finally {
        await server.close();
      }
    },
  );

  test('the server gives up on every talk and health-checks with NAME: the name goes first, the stale talk never', async () => {
    const lines = loadTranscript(`${transcriptDir}/ja_5_late_cancel.jsonl`);
    // Still thinking when the health check comes, whatever the machine's load: its talk is decided only
    // once the session gave up on it (the NAME aborts the pending answer), and must then be dropped.
    const slowTalkBrain: BrainFactory = (options) => {
      const random = createRandomBrain(options);
      return {
        ...random,
        name: 'slow-talk',
        talk: (context) =>
          new Promise((resolve) =>
            context.signal.addEventListener('abort', () => void random.talk(context).then(resolve), { once: true }),
          ),
      };
    };
    const isTalk = (frame: ReplayFrame): boolean => frame.text.startsWith('{"request":"TALK"');
    const server = await startReplayServer({
      // The server stops waiting after 30 ms, long before our brain: the recorded late situation, every turn.
      framesFor: ({ name }) =>
        framesFor({ lines, client: name }).map((frame) => (isTalk(frame) ? { ...frame, waitMs: 30 } : frame)),
      trailingQuietMs: 300,
    });
    const records: SessionLogRecord[] = [];
    try {
      await connectAgents({
        dial: websocketDialer({ url: server.url }),
        team: 'peerbot',
        agents: 5,
        brainFactory: slowTalkBrain,
        seed: 'late',
        createLogger: memoryLoggers(records),
      });
      const results = await server.waitForResults(5);
      for (const result of results) {
        const problems = answerProblems({ result }).filter((problem) => !/ TALK: no answer$/.test(problem));
        expect(problems).toEqual([]);
        const checks = result.exchanges.filter((exchange) => exchange.healthCheck === true);
        const talks = result.exchanges.filter((exchange) => isTalk(exchange.frame));
        expect(checks.length).toBe(talks.length);
        expect(checks.every((exchange) => exchange.answer === result.name)).toBe(true);
        expect(talks.every((exchange) => exchange.answer === undefined)).toBe(true);
      }
      // peerbot2 also gets the recorded mid-game NAME of the original late game.
      const peer2 = results.find((result) => result.name === 'peerbot2')!;
      const recordedNames = peer2.exchanges.slice(1).filter((exchange) => exchange.frame.text === '{"request":"NAME"}');
      expect(recordedNames.length).toBeGreaterThan(1);
      expect(records.some((record) => record.kind === 'late-drop')).toBe(true);
    } finally {
      await server.close();
    }
  });
});
