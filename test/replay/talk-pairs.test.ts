import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmBrainFactoryFor, llmSettingsFrom, ruleBrainFactory } from '../../src/compose/index.ts';
import { checkTalkPairs } from '../../src/replay/check-talk-pairs.ts';
import { fromGameRecord } from '../../src/replay/from-game-record.ts';
import { loadGames } from '../../src/replay/load-games.ts';
import { isPassTalk } from '../../src/replay/published-talk.ts';
import type { TalkPair } from '../../src/replay/talk-pair-schema.ts';
import { drawTalkPairs, pairId } from '../../src/replay/talk-pairs.ts';
import { talkTurnQueues } from '../../src/replay/draw-talk-turns.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

const LOGS = '../shared/fixtures/aiwolfdial-logs';
const all = loadGames([LOGS]);
const inFolders = (...folders: string[]) => all.filter((game) => folders.includes(game.folder));
const replayGames = all.map((game) => fromGameRecord(game.record, game.folder));
const ours = (pair: TalkPair, side: 'A' | 'B'): string => pair[side];

const rule = (seed: string, perFolder: number, folders: string[]) =>
  drawTalkPairs({ games: inFolders(...folders), factory: ruleBrainFactory(), brain: 'rule', seed, perFolder });

describe('replay --talk-pairs', () => {
  it('draws the same turns, sides and lines for the same seed, and other turns for another seed', async () => {
    const folders = ['jsai2026_truck5', 'jsai2026_truck_freeform5'];
    const first = await rule('s1', 8, folders);
    const again = await rule('s1', 8, folders);
    const other = await rule('s2', 8, folders);
    expect(again).toEqual(first);
    expect(first.pairs).toHaveLength(16);
    const ids = (result: typeof first) => result.keys.map((key) => key.id);
    expect(ids(other)).not.toEqual(ids(first));
    // Both sides occur (a seeded coin per turn), and ids are unique.
    expect(new Set(first.keys.map((key) => key.ours))).toEqual(new Set(['A', 'B']));
    expect(new Set(ids(first)).size).toBe(16);
  });

  it('spreads the turns over games and seats, day ≥ 1, never a pass on either side, formatted as the logs are', async () => {
    const result = await rule('spread', 20, ['jsai2026_truck5', 'inlg2025_en_truck5']);
    for (const folder of ['jsai2026_truck5', 'inlg2025_en_truck5']) {
      const keys = result.keys.filter((key) => key.folder === folder);
      const games = new Set(keys.map((key) => key.gameId));
      const folderGames = new Set(
        inFolders(folder)
          .filter((game) => game.record.winner !== undefined)
          .map((game) => game.record.id),
      );
      // One turn per game before any game gets a second one.
      expect(games.size).toBe(Math.min(keys.length, folderGames.size));
      expect(new Set(keys.map((key) => `${key.gameId}#${key.seatIdx}`)).size).toBe(keys.length);
    }
    for (const pair of result.pairs) {
      expect(pair.day).toBeGreaterThanOrEqual(1);
      for (const side of ['A', 'B'] as const) {
        const line = ours(pair, side);
        expect(isPassTalk(line), line).toBe(false);
        expect(line).not.toMatch(/,/);
        expect(line).not.toMatch(/(^|[^A-Za-z])Over\s*$/);
        expect(line).toBe(line.trim());
      }
    }
    // Our mentions carry the server's " @Name " spacing, as the real lines do.
    const mentions = result.pairs.flatMap((pair, index) => {
      const key = result.keys[index]!;
      const line = pair[key.ours];
      return /@/.test(line) ? [line] : [];
    });
    for (const line of mentions) expect(line).toMatch(/(^|\s)@\S+ /);
  });

  it('passes the check against the logs in every folder: the real side is the seat’s own line, the context ends just before it, and the seat knows only its own', async () => {
    const result = await drawTalkPairs({
      games: all,
      factory: ruleBrainFactory(),
      brain: 'rule',
      seed: 'check',
      perFolder: 6,
    });
    expect(Object.keys(result.byFolder)).toHaveLength(10);
    expect(result.pairs).toHaveLength(60);
    expect(checkTalkPairs(result.pairs, result.keys, replayGames)).toEqual([]);
    // What each role knows: a werewolf its fellows (in 9 and 13 players), a seer its results, …
    const knows = (role: string) => result.pairs.filter((pair) => pair.speakerRole === role).map((pair) => pair.knows);
    for (const pair of result.pairs) {
      if (pair.speakerRole !== 'WEREWOLF') expect(pair.knows.teammates).toEqual([]);
      if (pair.speakerRole !== 'WEREWOLF') expect(pair.knows.whispers).toEqual([]);
      if (pair.speakerRole !== 'SEER') expect(pair.knows.divinations).toEqual([]);
      if (pair.speakerRole !== 'MEDIUM') expect(pair.knows.mediumResults).toEqual([]);
      if (pair.speakerRole !== 'BODYGUARD') expect(pair.knows.guards).toEqual([]);
    }
    expect(knows('SEER').some((known) => known.divinations.length > 0)).toBe(true);
  });

  it('the check fails on a real side that is not the seat’s line, a context that runs past the turn, and knowledge the seat could not have', async () => {
    const { pairs, keys } = await rule('tamper', 10, ['jsai2026_truck9']);
    expect(checkTalkPairs(pairs, keys, replayGames)).toEqual([]);
    const at = pairs.findIndex((pair) => pair.speakerRole !== 'SEER' && pair.speakerRole !== 'WEREWOLF');
    expect(at).toBeGreaterThanOrEqual(0);
    const pair = pairs[at]!;
    const key = keys[at]!;
    const realSide = key.ours === 'A' ? 'B' : 'A';
    const tampered: TalkPair[] = [
      { ...pair, [realSide]: `${pair[realSide]}!` },
      { ...pair, context: [...pair.context, `day ${pair.day} | ${pair.speaker}: ${pair[realSide]}`] },
      { ...pair, context: pair.context.slice(0, -1) },
      { ...pair, knows: { ...pair.knows, divinations: [{ day: 0, target: pair.players[0]!, result: 'WEREWOLF' }] } },
      { ...pair, knows: { ...pair.knows, teammates: [pair.players.find((name) => name !== pair.speaker)!] } },
      { ...pair, speakerRole: 'WEREWOLF' },
    ];
    for (const bad of tampered) {
      const problems = checkTalkPairs(
        pairs.map((entry, index) => (index === at ? bad : entry)),
        keys,
        replayGames,
      );
      expect(problems.length, JSON.stringify(bad).slice(0, 200)).toBeGreaterThan(0);
    }
  });
});

describe('replay --talk-pairs with the LLM brain', () => {
  let server: FakeOpenAiServer;
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('draws the same turns as the rule brain for the same seed, with the model’s line (through the real SDK) as ours', async () => {
    let said = 0;
    server.respondWith((body) => {
      const schema = body.response_format?.json_schema?.name;
      // The brain's reading of others' talk: nothing read, so the rules read it.
      if (schema === 'protocol_sentences_per_talk') return { kind: 'content', content: JSON.stringify({ talks: [] }) };
      if (schema === 'target_reply')
        return { kind: 'content', content: JSON.stringify({ thought: '', target: 'Nobody' }) };
      said++;
      return {
        kind: 'content',
        content: JSON.stringify({ thought: '', speech: `Model line ${said}, said calmly.`, intents: [] }),
      };
    });
    const settings = llmSettingsFrom({
      llm: { baseURL: server.baseURL, apiKey: 'sk-test', dayPlan: false, daySummary: false, log: { dir: '' } },
      env: {},
    });
    const games = inFolders('inlg2025_en_truck5');
    const llm = await drawTalkPairs({
      games,
      factory: llmBrainFactoryFor({ settings }),
      brain: 'llm',
      seed: 'same',
      perFolder: 4,
      concurrency: 2,
    });
    const byRule = await drawTalkPairs({
      games,
      factory: ruleBrainFactory(),
      brain: 'rule',
      seed: 'same',
      perFolder: 4,
    });
    // The turns tried come from the seed alone: the model always speaks here, so its pairs are exactly
    // the first turn of each game in the seeded order; the rule brain's differ only where it passed.
    const queues = talkTurnQueues(
      games.filter((game) => game.record.winner !== undefined).map((game) => fromGameRecord(game.record, game.folder)),
      'same/talk-pairs/inlg2025_en_truck5',
    );
    expect(llm.byFolder.inlg2025_en_truck5?.oursPassed).toBe(0);
    expect(llm.keys.map((key) => key.id)).toEqual(queues.slice(0, 4).map((queue) => pairId(queue[0]!)));
    const passed = byRule.byFolder.inlg2025_en_truck5?.oursPassed ?? 0;
    const ruleIds = new Set(byRule.keys.map((key) => key.id));
    expect(llm.keys.filter((key) => ruleIds.has(key.id)).length).toBeGreaterThanOrEqual(4 - passed);
    // A turn drawn by both has the same sides and the same real line.
    for (const [index, key] of llm.keys.entries()) {
      const other = byRule.keys.findIndex((entry) => entry.id === key.id);
      if (other < 0) continue;
      expect(byRule.keys[other]!.ours).toBe(key.ours);
      const real = key.ours === 'A' ? 'B' : 'A';
      expect(byRule.pairs[other]![real]).toBe(llm.pairs[index]![real]);
    }
    expect(checkTalkPairs(llm.pairs, llm.keys, replayGames)).toEqual([]);
    llm.pairs.forEach((pair, index) => {
      const key = llm.keys[index]!;
      expect(key.answeredBy).toBe('llm');
      expect(pair[key.ours]).toMatch(/^Model line \d+ +said calmly\.$/);
    });
  });
});
