import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { llmBrainFactoryFor, llmSettingsFrom } from '../../src/compose/index.ts';
import { startStandInEndpoint } from '../../src/llm/stand-in-endpoint.ts';
import { checkTalkPairs } from '../../src/replay/check-talk-pairs.ts';
import { talkTurnQueues } from '../../src/replay/draw-talk-turns.ts';
import { createDrawnTurnGate } from '../../src/replay/drawn-turn-gate.ts';
import { fromGameRecord } from '../../src/replay/from-game-record.ts';
import { loadGames } from '../../src/replay/load-games.ts';
import { createModelMeter } from '../../src/replay/model-meter.ts';
import { drawTalkPairs, pairId } from '../../src/replay/talk-pairs.ts';

const dir = mkdtempSync(join(tmpdir(), 'drawn-turn-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A scripted answerer: every request file gets an answer file naming its number (a talk reply). */
const answerEveryRequest = (): { stop(): void } => {
  const timer = setInterval(() => {
    for (const file of readdirSync(join(dir, 'requests')).filter((name) => name.endsWith('.json'))) {
      const number = file.slice(0, -'.json'.length);
      const answer = join(dir, 'answers', `${number}.txt`);
      if (existsSync(answer)) continue;
      writeFileSync(
        answer,
        JSON.stringify({ thought: '', speech: `Stand-in line ${number}, said calmly.`, intents: [] }),
      );
    }
  }, 20);
  return { stop: () => clearInterval(timer) };
};

describe('replay --talk-pairs --brain llm --model-at-drawn-turn', () => {
  it('asks the model (the stand-in, through the real SDK) once per pair, at the drawn turn only, and uses its answer there', async () => {
    const endpoint = await startStandInEndpoint({ dir, port: 0, pollMs: 20 });
    const answerer = answerEveryRequest();
    try {
      const settings = llmSettingsFrom({
        llm: {
          baseURL: endpoint.baseURL,
          apiKey: 'sk-test',
          dayPlan: false,
          daySummary: false,
          log: { dir: '' },
          maxRetries: 0,
          requestTimeoutMs: 60_000,
        },
        env: {},
      });
      const gate = createDrawnTurnGate();
      const meter = createModelMeter();
      const games = loadGames(['../shared/fixtures/aiwolfdial-logs/inlg2025_en_truck5']);
      const drawn = await drawTalkPairs({
        games,
        factory: llmBrainFactoryFor({
          settings,
          wrapChatModel: (model) => gate.wrap(meter.wrap(model)),
          warn: () => {},
        }),
        brain: 'llm',
        seed: 'drawn-turn',
        perFolder: 4,
        concurrency: 4,
        modelAtDrawnTurns: gate,
        decisionTimeoutMs: 60_000,
      });
      // The same turns as without the gate: the first of each game in the seeded order (the model always speaks).
      const replayGames = games
        .filter((game) => game.record.winner !== undefined)
        .map((game) => fromGameRecord(game.record, game.folder));
      const queues = talkTurnQueues(replayGames, 'drawn-turn/talk-pairs/inlg2025_en_truck5');
      expect(drawn.keys.map((key) => key.id)).toEqual(queues.slice(0, 4).map((queue) => pairId(queue[0]!)));
      expect(checkTalkPairs(drawn.pairs, drawn.keys, replayGames)).toEqual([]);
      // One request per pair reached the model; everything before the drawn turns was the rule brain's.
      expect(meter.usage().requests).toBe(4);
      expect(gate.refused()).toBeGreaterThan(0);
      const requests = readdirSync(join(dir, 'requests')).filter((name) => name.endsWith('.json'));
      expect(requests).toHaveLength(4);
      for (const file of requests) {
        const body = JSON.parse(readFileSync(join(dir, 'requests', file), 'utf8'));
        expect(body.response_format.json_schema.name).toBe('talk_reply');
      }
      drawn.pairs.forEach((pair, index) => {
        const key = drawn.keys[index]!;
        expect(key.answeredBy).toBe('llm');
        expect(pair[key.ours]).toMatch(/^Stand-in line \d{4} +said calmly\.$/);
      });
    } finally {
      answerer.stop();
      await endpoint.close();
    }
  });
});
