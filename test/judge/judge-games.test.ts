import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatModelFromSettings, llmSettingsFrom } from '../../src/compose/index.ts';
import { readGameLogFiles } from '../../src/game-log-io/index.ts';
import { type JudgeGame, judgeGameOf, judgeGames, type RankingLine, rankingJobs } from '../../src/judge/judge-games.ts';
import type { JudgeUsage } from '../../src/judge/judge-requests.ts';
import { loadJudgeTemplates } from '../../src/judge/judge-templates.ts';
import { checkRanking } from '../../src/judge/ranking.ts';
import { aggregateTeams, teamAggregationCsv } from '../../src/judge/team-aggregation.ts';
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

const LOGS = '../shared/fixtures/aiwolfdial-logs';
let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const gamesIn = (path: string, count: number): JudgeGame[] => {
  const read = readGameLogFiles([path]);
  if (!read.ok) throw read.error;
  return read.value
    .slice(0, count)
    .map((file) => judgeGameOf({ log: file.path, folder: file.folder, record: file.record }));
};

/** The player list the ranking prompt shows (`- Name` lines before the log). */
const playersIn = (prompt: string): string[] =>
  [...(prompt.split(/\n(?:Game log|ゲームログ)/u)[0] ?? '').matchAll(/^- ([^:：\n]+)/gmu)].map((match) =>
    match[1]!.trim(),
  );

const ranking = (names: readonly string[]) => ({
  rankings: names.map((name, index) => ({ player_name: name, reasoning: `reason ${index + 1}`, ranking: index + 1 })),
});

const templates = (lang: 'ja' | 'en') => {
  const loaded = loadJudgeTemplates(lang);
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
};

const run = (games: readonly JudgeGame[], retries = 2) => {
  const built = chatModelFromSettings(
    llmSettingsFrom({
      llm: { baseURL: server.baseURL, apiKey: 'sk-test', maxRetries: 0, requestTimeoutMs: 400, log: { dir: '' } },
      env: {},
    }),
  );
  if ('warning' in built) throw new Error(built.warning);
  const lines: RankingLine[] = [];
  const usage: JudgeUsage = { requests: 0, promptTokens: 0, completionTokens: 0, cachedTokens: 0 };
  const promise = judgeGames({
    jobs: rankingJobs(games),
    model: built.chatModel,
    modelName: 'gpt-4o-mini',
    templates,
    retries,
    concurrency: 2,
    requestDeadlineMs: 2_000,
    usage,
    onLine: (line) => lines.push(line),
  });
  return { promise, lines, usage };
};

describe('checking a ranking as the official judge does', () => {
  const players = ['Mina', 'Sora', 'Ken'];
  const reply = (entries: [string, number][]) =>
    JSON.stringify({ rankings: entries.map(([name, rank]) => ({ player_name: name, reasoning: 'r', ranking: rank })) });
  const codes = (text: string) => {
    const checked = checkRanking(text, players);
    return checked.ok ? [] : checked.problems.map((problem) => problem.code);
  };

  it('accepts exactly 1..N over exactly the game’s names, in any order', () => {
    expect(
      codes(
        reply([
          ['Ken', 2],
          ['Mina', 3],
          ['Sora', 1],
        ]),
      ),
    ).toEqual([]);
  });

  it('rejects a tie, a missing or unknown name, a rank out of range, a wrong count, and a reply that is not a ranking', () => {
    expect(
      codes(
        reply([
          ['Mina', 1],
          ['Sora', 1],
          ['Ken', 3],
        ]),
      ),
    ).toEqual(['tie']);
    expect(
      codes(
        reply([
          ['Mina', 1],
          ['Sora', 2],
        ]),
      ),
    ).toEqual(['wrong_count', 'missing_name']);
    expect(
      codes(
        reply([
          ['Mina', 1],
          ['Sora', 2],
          ['Kenji', 3],
        ]),
      ),
    ).toEqual(['unknown_name', 'missing_name']);
    expect(
      codes(
        reply([
          ['Mina', 1],
          ['Sora', 2],
          ['Ken', 4],
        ]),
      ),
    ).toEqual(['rank_out_of_range']);
    expect(
      codes(
        reply([
          ['Mina', 0],
          ['Sora', 2],
          ['Ken', 3],
        ]),
      ),
    ).toEqual(['rank_out_of_range']);
    expect(
      codes(
        reply([
          ['Mina', 1],
          ['Mina', 2],
          ['Ken', 3],
        ]),
      ),
    ).toEqual(['missing_name', 'duplicate_name']);
    expect(codes('Mina is best.')).toEqual(['not_json']);
    expect(codes('{"ranks": []}')).toEqual(['off_schema']);
  });
});

describe('judge LOGS with a scripted endpoint (real openai SDK)', () => {
  it('ranks every player of each contest game on A–E (and F at 9 players), and aggregates mean ranks per team', async () => {
    server.respondWith((body) => content(ranking(playersIn(body.messages.at(-1)!.content))));
    const games = [...gamesIn(`${LOGS}/jsai2026_truck5`, 2), ...gamesIn(`${LOGS}/jsai2026_truck9`, 1)];
    const { promise, lines } = await run(games);
    await promise;
    expect(server.requests).toHaveLength(5 + 5 + 6);
    expect(server.requests[0]!.body.response_format?.json_schema?.name).toBe('player_ranking');
    const criteria = (game: string) =>
      lines
        .filter((line) => line.game === game)
        .map((line) => line.criterion)
        .sort();
    expect(criteria(games[0]!.id)).toEqual(
      [
        'action_consistency',
        'character_consistency',
        'contextual_dialogue',
        'logical_consistency',
        'natural_expression',
      ].sort(),
    );
    expect(criteria(games[2]!.id)).toContain('team_play');
    // The log the model reads names players, not seat numbers, and gives each player's role first.
    const prompt = server.requests[0]!.body.messages.at(-1)!.content;
    expect(prompt).toMatch(/"type":"role","player":"[^"]+","role":"(VILLAGER|SEER|WEREWOLF|POSSESSED)"/u);
    expect(prompt).toMatch(/"type":"talk","player":"[^"]+","text":/u);
    // Mean ranks by hand: the scripted judge ranks players in the order the prompt lists them, the seat
    // order; so a team's mean is the mean of (seat position + 1) over its seats in these games.
    const expected = new Map<string, number[]>();
    for (const game of games)
      game.players.forEach((player, index) => {
        expected.set(player.team, [...(expected.get(player.team) ?? []), index + 1]);
      });
    const aggregation = aggregateTeams(lines);
    expect(aggregation.summary.criteria_evaluated).toEqual([
      'natural_expression',
      'contextual_dialogue',
      'logical_consistency',
      'action_consistency',
      'character_consistency',
      'team_play',
    ]);
    for (const [team, ranks] of expected) {
      const mean = ranks.reduce((sum, rank) => sum + rank, 0) / ranks.length;
      expect(aggregation.team_averages[team]?.natural_expression, team).toBeCloseTo(mean, 10);
    }
    const csv = teamAggregationCsv(aggregation).split('\n');
    expect(csv[0]).toBe(
      'Team,natural_expression,contextual_dialogue,logical_consistency,action_consistency,character_consistency,team_play',
    );
    expect(csv).toHaveLength(1 + expected.size);
    expect(csv[1]).toMatch(/^[^,]+(,\d+\.\d{6}){5},(\d+\.\d{6})?$/u);
  });

  it('asks again after an invalid ranking and reports it when it never comes right, never repairing it', async () => {
    const [game] = gamesIn(`${LOGS}/jsai2026_truck5`, 1);
    const names = game!.players.map((player) => player.name);
    const tie = { rankings: names.map((name) => ({ player_name: name, reasoning: 'r', ranking: 1 })) };
    const missing = ranking(names.slice(1));
    // natural_expression is asked first: two bad replies and one good; contextual_dialogue only bad ones.
    server.respondWith((body) => {
      const prompt = body.messages.at(-1)!.content;
      const criterion = /自然さ（A）/u.test(prompt)
        ? 'A'
        : /文脈を踏まえた対話の自然さ（B）/u.test(prompt)
          ? 'B'
          : 'other';
      const seen = server.requests.filter((request) =>
        request.body.messages.at(-1)!.content.includes(criterion === 'A' ? '自然さ（A）' : '（B）'),
      ).length;
      if (criterion === 'A') return content(seen <= 2 ? (seen === 1 ? tie : missing) : ranking(names));
      if (criterion === 'B') return content(tie);
      return content(ranking(names));
    });
    const { promise, lines } = run([game!], 2);
    const result = await promise;
    expect(result).toEqual({ ranked: 4, invalid: 1 });
    const natural = lines.find((line) => line.criterion === 'natural_expression')!;
    expect(natural.attempts).toBe(3);
    expect(natural.rankings?.map((entry) => entry.ranking)).toEqual([1, 2, 3, 4, 5]);
    const context = lines.find((line) => line.criterion === 'contextual_dialogue')!;
    expect(context.rankings).toBeUndefined();
    expect(context.error?.code).toBe('invalid_ranking');
    expect(context.error?.problems).toHaveLength(3);
    expect(context.error?.problems[0]?.map((problem) => problem.code)).toEqual(['tie']);
    // An invalid ranking counts nowhere.
    expect(aggregateTeams(lines).summary).toMatchObject({ rankings: 4, invalid_rankings: 1 });
    expect(aggregateTeams(lines).summary.criteria_evaluated).not.toContain('contextual_dialogue');
  });

  it('a judge that is down ends with a clear error and keeps the rankings already written', async () => {
    const [game] = gamesIn(`${LOGS}/jsai2026_truck5`, 1);
    const names = game!.players.map((player) => player.name);
    server.push(content(ranking(names)));
    server.respondWith(() => ({ kind: 'status', status: 500, body: { error: { message: 'down' } } }));
    const built = run([game!]);
    await expect(built.promise).rejects.toThrow(
      /the judge model failed on jsai2026_truck5\/game1 .*server_error.*rankings written in this run are kept/u,
    );
    expect(built.lines.filter((line) => line.rankings !== undefined)).toHaveLength(1);
  });
});
