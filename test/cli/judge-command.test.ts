import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerJudgeCommand } from '../../src/cli/judge-command.ts';
import { ruleBrainFactory } from '../../src/compose/index.ts';
import { loadGames } from '../../src/replay/load-games.ts';
import { drawTalkPairs } from '../../src/replay/talk-pairs.ts';
import { writeTalkPairs } from '../../src/replay/write-talk-pairs.ts';
import { content, type FakeOpenAiServer } from '../support/fake-openai-server.ts';
import { runCommand, useServerAndFolder } from './support/run-command.ts';

const shared = useServerAndFolder('aiwolf-judge-cli-');
let server: FakeOpenAiServer;
let folder = '';
beforeAll(() => {
  server = shared.server();
  folder = shared.folder();
});
beforeEach(() => {
  server.requests.length = 0;
});

const runJudge = (args: readonly string[], env: Record<string, string> = {}) =>
  runCommand(registerJudgeCommand, ['judge', ...args], env);

const endpoint = () => ({
  OPENAI_BASE_URL: server.baseURL,
  OPENAI_API_KEY: 'sk-test',
  AIWOLF_LLM_MODEL: 'judge-model',
});
const scores = (value: number) => ({ natural: value, context: value, consistent: value, strategic: value });

describe('aiwolf-agent judge --pairs DIR --verdicts FILE', () => {
  it('scores verdicts written by hand against the key, per folder and pooled, without a model', async () => {
    const dir = join(folder, 'hand');
    const key = (id: string, folderName: string, ours: 'A' | 'B') =>
      JSON.stringify({
        id,
        ours,
        folder: folderName,
        log: 'x.log',
        gameId: `${folderName}/game1`,
        day: 1,
        talkIdx: 2,
        turn: 0,
        seat: 'Mina',
        seatIdx: 1,
        team: 't',
        brain: 'rule',
        seed: 's',
        source: 'brain',
      });
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'key.jsonl'),
      `${[key('a', 'f1', 'A'), key('b', 'f1', 'B'), key('c', 'f2', 'A')].join('\n')}\n`,
    );
    const verdicts = join(dir, 'by-hand.jsonl');
    writeFileSync(
      verdicts,
      [
        { id: 'a', scores: { A: scores(4), B: scores(2) }, preferred: 'A' },
        { id: 'b', scores: { A: scores(5), B: scores(3) }, preferred: 'A', reason: 'real is better' },
        { id: 'c', scores: { A: scores(3), B: scores(3) }, preferred: 'tie' },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    );
    const text = await runJudge(['--pairs', dir, '--verdicts', verdicts]);
    expect(text.code, text.err).toBe(0);
    // f1: ours a=4, b=3 → 3.50; theirs a=2, b=5 → 3.50; preferred: a ours, b theirs → 1 of 2.
    expect(text.out).toMatch(
      /^f1\s+2\s+3\.50\/3\.50\s+3\.50\/3\.50\s+3\.50\/3\.50\s+3\.50\/3\.50\s+50% \[9%–91%\]\s+1 \/ 0 \/ 1$/m,
    );
    expect(text.out).toMatch(/^pooled\s+3\s+3\.33\/3\.33 .*33% \[6%–79%\]\s+1 \/ 1 \/ 1$/m);
    const json = await runJudge(['--pairs', dir, '--verdicts', verdicts, '--json']);
    const parsed = JSON.parse(json.out) as { pooled: { preferred: unknown; ours: { natural: number } } };
    expect(parsed.pooled.preferred).toEqual({ ours: 1, theirs: 1, tie: 1 });
    expect(parsed.pooled.ours.natural).toBeCloseTo(10 / 3, 10);
    // A bad line is an error naming the file and line; nothing is printed as if complete.
    writeFileSync(verdicts, `${JSON.stringify({ id: 'a', scores: { A: scores(4), B: scores(9) }, preferred: 'A' })}\n`);
    const bad = await runJudge(['--pairs', dir, '--verdicts', verdicts]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/by-hand\.jsonl:1: scores\.B\.natural/);
    expect(bad.out).toBe('');
  });
});

describe('aiwolf-agent judge --pairs DIR with a model', () => {
  it('prints the plan first, judges both orders, writes the verdicts, and a rerun asks only what is missing', async () => {
    const dir = join(folder, 'drawn');
    const drawn = await drawTalkPairs({
      games: loadGames(['../shared/fixtures/aiwolfdial-logs/jsai2026_truck5']),
      factory: ruleBrainFactory(),
      brain: 'rule',
      seed: 'cli',
      perFolder: 3,
    });
    writeTalkPairs(dir, drawn.pairs, drawn.keys);
    server.respondWith(() => content({ scores: { A: scores(4), B: scores(3) }, preferred: 'A', reason: 'A fits' }));
    const first = await runJudge(['--pairs', dir, '--max-requests', '100'], endpoint());
    expect(first.code, first.err).toBe(0);
    expect(first.err).toMatch(
      /^judge: 6 requests to judge-model \(3 pairs × 2 orders\), about \d+ prompt \+ 720 completion tokens \(no llm\.pricing for judge-model: cost unknown\)/m,
    );
    expect(server.requests).toHaveLength(6);
    const verdicts = readFileSync(join(dir, 'verdicts-judge-model.jsonl'), 'utf8').trim().split('\n');
    expect(verdicts).toHaveLength(6);
    // A first-position judge: every pair ends a tie, so ours is preferred in none.
    expect(first.out).toMatch(/^pooled\s+3\s+3\.50\/3\.50 .*0% \[0%–56%\]\s+0 \/ 3 \/ 0$/m);
    const again = await runJudge(['--pairs', dir], endpoint());
    expect(again.code).toBe(0);
    expect(again.err).toMatch(/judge: 0 requests .*6 verdicts already in/);
    expect(server.requests).toHaveLength(6);
  });

  it('--print-prompts shows each pair as the model sees it, for judging by hand, and nothing of the key', async () => {
    const dir = join(folder, 'drawn');
    const printed = await runJudge(['--pairs', dir, '--print-prompts'], { OPENAI_BASE_URL: '', OPENAI_API_KEY: '' });
    expect(printed.code, printed.err).toBe(0);
    const pairs = readFileSync(join(dir, 'pairs.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const keys = readFileSync(join(dir, 'key.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(printed.out).toContain('##### instructions (ja)');
    expect(printed.out).toContain('natural（自然さ）');
    for (const pair of pairs) {
      expect(printed.out).toContain(`##### pair ${pair.id}`);
      expect(printed.out).toContain(`候補A：${pair.A}\n候補B：${pair.B}`);
    }
    for (const key of keys) {
      expect(printed.out).not.toContain(key.gameId);
      expect(printed.out).not.toContain(key.team);
    }
    expect(server.requests).toHaveLength(0);
  });

  it('with its endpoint down it says the run stops, not that a rule brain answers (nobody answers for the judge)', async () => {
    const dir = join(folder, 'down');
    mkdirSync(dir, { recursive: true });
    for (const file of ['pairs.jsonl', 'key.jsonl'])
      writeFileSync(join(dir, file), readFileSync(join(folder, 'drawn', file), 'utf8'));
    server.respondWith(() => ({ kind: 'status', status: 503, body: { error: { message: 'overloaded' } } }));
    const result = await runJudge(['--pairs', dir], endpoint());
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/judge_model_failed: .*0 verdicts written in this run are kept/);
    expect(result.stderr).toMatch(
      /^llm: .*circuit open after \d+ consecutive failures \(server_error\); the judge stops; what it wrote so far is kept$/m,
    );
    expect(result.stderr).not.toMatch(/rule brain/);
  });

  it('without a model configured it says how to configure one', async () => {
    const result = await runJudge(['--pairs', join(folder, 'drawn')], { OPENAI_BASE_URL: '', OPENAI_API_KEY: '' });
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/judge needs a model/);
  });
});

describe('aiwolf-agent judge LOGS', () => {
  it('prints the official team_aggregation as a table, CSV and JSON, and writes every ranking with its reasons', async () => {
    server.respondWith((body) => {
      const prompt = body.messages.at(-1)!.content;
      const names = [...(prompt.split(/\n(?:Game log|ゲームログ)/u)[0] ?? '').matchAll(/^- ([^:：\n]+)/gmu)].map((m) =>
        m[1]!.trim(),
      );
      return content({
        rankings: names.map((name, index) => ({
          player_name: name,
          reasoning: `because ${index}`,
          ranking: index + 1,
        })),
      });
    });
    const rankings = join(folder, 'rankings.jsonl');
    const log = '../shared/fixtures/aiwolfdial-logs/jsai2026_truck5/game1.log';
    const csv = await runJudge([log, '--csv', '--rankings', rankings], endpoint());
    expect(csv.code, csv.err).toBe(0);
    expect(csv.err).toMatch(/^judge: 5 requests to judge-model \(1 games × their criteria\)/m);
    const lines = csv.out.split('\n');
    expect(lines[0]).toBe(
      'Team,natural_expression,contextual_dialogue,logical_consistency,action_consistency,character_consistency',
    );
    // game1: redhood, maverick, ninetailed, mrdev, gotsumorinlp in seats 1–5, ranked in seat order.
    expect(lines).toContain('maverick,2.000000,2.000000,2.000000,2.000000,2.000000');
    expect(lines).toHaveLength(6);
    const written = readFileSync(rankings, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(written).toHaveLength(5);
    expect(written[0].rankings[0]).toEqual({
      player_name: 'ミナコ',
      team: 'redhood',
      ranking: 1,
      reasoning: 'because 0',
    });
    // Already ranked: no new request, the same table from the file.
    const json = await runJudge([log, '--json', '--rankings', rankings], endpoint());
    expect(server.requests).toHaveLength(5);
    const parsed = JSON.parse(json.out) as {
      team_averages: Record<string, Record<string, number>>;
      summary: { criteria_evaluated: string[] };
    };
    expect(parsed.team_averages.gotsumorinlp?.natural_expression).toBe(5);
    expect(parsed.summary.criteria_evaluated).toHaveLength(5);
    const table = await runJudge([log, '--rankings', rankings], endpoint());
    expect(table.out).toMatch(/^redhood\s+1\.00 \(1\)/m);
  });
});
