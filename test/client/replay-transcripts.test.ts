import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { connectAgents, createMemoryLogger, type SessionLogRecord } from '../../src/client/index.ts';
import { buildBrain } from '../../src/compose/index.ts';
import { framesFor, loadTranscript, startReplayServer, transcriptClients } from '../support/replay-server.ts';
import { answerProblems } from './support/answer-checks.ts';
import { websocketDialer } from '../../src/transport/index.ts';

const transcriptDir = fileURLToPath(new URL('../../../shared/fixtures/server-transcripts/', import.meta.url));
const transcripts = readdirSync(transcriptDir).filter((file) => file.endsWith('.jsonl'));

describe('replaying every recorded server transcript to the real client over ws', () => {
  test('the fixtures are there', () => {
    expect(transcripts.length).toBeGreaterThanOrEqual(8);
  });

  test.each(transcripts)('%s: every client, every answer legal, exactly one per request', async (file) => {
    const lines = loadTranscript(`${transcriptDir}/${file}`);
    const clients = transcriptClients(lines);
    const server = await startReplayServer({ framesFor: ({ name }) => framesFor({ lines, client: name }) });
    const records: SessionLogRecord[] = [];
    try {
      const report = await connectAgents({
        dial: websocketDialer({ url: server.url }),
        team: 'peerbot',
        agents: clients.length,
        brainFactory: createRandomBrain,
        seed: `replay/${file}`,
        lang: file.startsWith('en') ? 'en' : 'ja',
        createLogger: () => {
          const logger = createMemoryLogger();
          return { write: (record) => void records.push(record), close: () => void logger };
        },
      });
      const results = await server.waitForResults(clients.length);
      for (const result of results) {
        expect(clients).toContain(result.name);
        expect({ client: result.name, problems: answerProblems({ result }) }).toEqual({
          client: result.name,
          problems: [],
        });
        const answered = result.exchanges.filter((exchange) => exchange.frame.expectsAnswer).length;
        const recorded = lines.filter((line) => line.client === result.name && line.dir === 'recv');
        expect(result.exchanges.length).toBe(recorded.length);
        expect(records.filter((record) => record.agent === result.name && record.kind === 'sent').length).toBe(
          answered,
        );
      }
      // Every agent that received FINISH counts its game as played, despite the 1006 close.
      const finishers = new Set(
        lines.filter((line) => line.dir === 'recv' && line.packet?.['request'] === 'FINISH').map((line) => line.client),
      );
      for (const agent of report.agents) expect(agent.games).toBe(finishers.has(agent.name) ? 1 : 0);
      // The random brain decides everything here; nothing fell back or was dropped.
      expect(records.filter((record) => record.kind === 'late-drop' || record.kind === 'decode-error')).toEqual([]);
    } finally {
      await server.close();
    }
  });

  // The same checks with the embedded rule brain, when it loads: the client must keep its
  // invariants whatever the brain answers (illegal targets and long talk are replaced or fitted).
  test.each(['ja_5.jsonl', 'en_13.jsonl'])('%s with the rule brain', async (file) => {
    const rule = buildBrain({ name: 'rule' });
    const lines = loadTranscript(`${transcriptDir}/${file}`);
    const clients = transcriptClients(lines);
    const server = await startReplayServer({ framesFor: ({ name }) => framesFor({ lines, client: name }) });
    try {
      await connectAgents({
        dial: websocketDialer({ url: server.url }),
        team: 'peerbot',
        agents: clients.length,
        brainFactory: rule.factory,
        seed: `rule/${file}`,
        lang: file.startsWith('en') ? 'en' : 'ja',
      });
      const results = await server.waitForResults(clients.length);
      expect(
        results.flatMap((result) => answerProblems({ result }).map((problem) => `${result.name} ${problem}`)),
      ).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
