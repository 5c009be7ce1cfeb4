import { describe, expect, test } from 'vitest';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { connectAgents, type SessionLogRecord } from '../../src/client/index.ts';
import { framesFor, loadTranscript, type ReplayFrame, startReplayServer } from '../support/replay-server.ts';
import { answerProblems } from './support/answer-checks.ts';
import { transcriptDir } from './support/session-fixtures.ts';
import { websocketDialer } from '../../src/transport/index.ts';

/** Hostile frames and whether the real server would be waiting for an answer after each. */
const MALFORMED: readonly ReplayFrame[] = [
  { text: '{this is not json', expectsAnswer: false },
  { text: '"NAME"', expectsAnswer: false },
  { text: '{"request":null}', expectsAnswer: false },
  { text: '{"request":"TALK_PHASE_PAUSE","info":{"day":"x"}}', expectsAnswer: false },
  { text: '{"request":"DAILY_INITIALIZE","info":{"day":"one"}}', expectsAnswer: false },
  { text: '{"request":"TALK"}', expectsAnswer: true },
  { text: '{"request":"VOTE","info":{"status_map":5,"day":1}}', expectsAnswer: true },
  // Truncated: not JSON, so not answered (the real server never sends a partial frame).
  { text: '{"request":"GUARD","info":{"agent":', expectsAnswer: false },
  { text: '{"request":"GUARD","info":{"agent":7}}', expectsAnswer: true },
  {
    text: '{"request":"ATTACK","info":{"game_id":"x","day":1,"agent":7,"status_map":{},"role_map":{}}}',
    expectsAnswer: true,
  },
];

describe('malformed packets over a real socket', () => {
  test('are logged, answered safely when the server waits, and the game goes on', async () => {
    const lines = loadTranscript(`${transcriptDir}/ja_5.jsonl`);
    const recorded = framesFor({ lines, client: 'peerbot1' });
    // Right after the first DAILY_INITIALIZE: the state is known, so target fallbacks are legal names.
    const frames = [...recorded.slice(0, 2), ...MALFORMED, ...recorded.slice(2)];
    const server = await startReplayServer({ framesFor: () => frames, trailingQuietMs: 50 });
    const records: SessionLogRecord[] = [];
    try {
      const report = await connectAgents({
        dial: websocketDialer({ url: server.url }),
        team: 'hostile',
        agents: 1,
        brainFactory: createRandomBrain,
        seed: 'malformed',
        createLogger: () => ({ write: (record) => void records.push(record) }),
      });
      const [result] = await server.waitForResults(1);
      expect(answerProblems({ result: result! })).toEqual([]);
      const answers = result!.exchanges.slice(3, 3 + MALFORMED.length).map((exchange) => exchange.answer);
      const alive = ['ベンジャミン', 'ミオ', 'ミナコ', 'ミナト'];
      expect(answers.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(answers[5]).toBe('Over');
      // VOTE: self votes are allowed in the shipped configs.
      expect([...alive, 'シオン']).toContain(answers[6]);
      expect(answers[7]).toBeUndefined();
      expect(alive).toContain(answers[8]);
      expect(alive).toContain(answers[9]);
      // The unknown request type is decoded (and ignored), everything else is a decode error.
      expect(records.filter((record) => record.kind === 'decode-error').length).toBe(MALFORMED.length - 1);
      expect(report.agents[0]?.games).toBe(1);
    } finally {
      await server.close();
    }
  });
});
