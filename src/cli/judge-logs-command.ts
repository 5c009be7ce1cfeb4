import { existsSync, readFileSync } from 'node:fs';
import { readGameLogFiles } from '../game-log-io/index.ts';
import {
  type JudgeGame,
  judgeGameOf,
  judgeGames,
  type RankingLine,
  rankingJobs,
  rankingMessages,
} from '../judge/judge-games.ts';
import type { JudgeUsage } from '../judge/judge-requests.ts';
import { profilesBeside } from '../judge/read-profiles.ts';
import { aggregateTeams, formatTeamAggregation, teamAggregationCsv } from '../judge/team-aggregation.ts';
import { estimateTokens } from '../judge/token-estimate.ts';
import { appendJsonLine } from '../judge/write-json-lines.ts';
import {
  costLine,
  fail,
  type JudgeFlags,
  judgeModelFor,
  judgeRunOptions,
  judgeTemplatesByLanguage,
  maxRequestsOf,
  progressBar,
  unwrap,
  usageLine,
} from './judge-setup.ts';

/** Completion tokens of one ranking: a reason and a rank per player. */
const RANKING_TOKENS_PER_PLAYER = 60;

/** Earlier lines of the rankings file (a rerun asks only what is not ranked yet). */
const readRankingLines = (path: string): RankingLine[] =>
  existsSync(path)
    ? readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line, index) => {
          try {
            return JSON.parse(line) as RankingLine;
          } catch {
            // The parser's message adds nothing to the line number; the fix is the same whatever broke it.
            return fail(`${path}:${index + 1}: not JSON (move the file away to start over)`);
          }
        })
    : [];

/** `aiwolf-agent judge LOGS…`: the official LLM judge's rankings and team table. */
export const judgeLogs = async (paths: readonly string[], flags: JudgeFlags): Promise<number> => {
  if (paths.length === 0) fail('give game logs (or folders) to rank, or --pairs DIR');
  if (flags.verdicts !== undefined) fail('--verdicts goes with --pairs DIR');
  const files = unwrap(readGameLogFiles(paths));
  const games: JudgeGame[] = files
    .filter((file) => file.record.seats.length > 0)
    .map((file) =>
      judgeGameOf({ log: file.path, folder: file.folder, record: file.record, profiles: profilesBeside(file.path) }),
    );
  const earlier = readRankingLines(flags.rankings);
  const ranked = new Set(
    earlier.filter((line) => line.rankings !== undefined).map((line) => `${line.game}/${line.criterion}`),
  );
  const jobs = rankingJobs(games).filter((job) => !ranked.has(`${job.game.id}/${job.criterion}`));
  const judge = judgeModelFor(flags);
  const templatesFor = judgeTemplatesByLanguage();
  const promptTokens = jobs.reduce(
    (sum, job) => sum + estimateTokens(rankingMessages(job.game, job.criterion, templatesFor(job.game.lang))),
    0,
  );
  const completionTokens = jobs.reduce((sum, job) => sum + RANKING_TOKENS_PER_PLAYER * job.game.players.length, 0);
  const maxRequests = maxRequestsOf(flags);
  console.error(
    `judge: ${jobs.length} requests to ${judge.name} (${games.length} games × their criteria${ranked.size > 0 ? `, ${ranked.size} already ranked in ${flags.rankings}` : ''}), ` +
      `about ${promptTokens} prompt + ${completionTokens} completion tokens (${costLine(judge.settings, judge.name, promptTokens, completionTokens)}), ` +
      `retries not counted${maxRequests === undefined ? '' : `; stops at --max-requests ${maxRequests}`}`,
  );
  const usage: JudgeUsage = { requests: 0, promptTokens: 0, completionTokens: 0, cachedTokens: 0 };
  const fresh: RankingLine[] = [];
  const bar = progressBar('judge');
  if (jobs.length > 0) bar.start(jobs.length, 0);
  try {
    await judgeGames({
      jobs,
      model: judge.model,
      modelName: judge.name,
      templates: templatesFor,
      ...judgeRunOptions(flags, judge),
      usage,
      onLine: (line) => {
        appendJsonLine(flags.rankings, line);
        fresh.push(line);
        if (line.error !== undefined)
          console.error(
            `judge: ${line.game} ${line.criterion}: no valid ranking after ${line.attempts} replies (${line.error.problems
              .map((problems) => problems.map((problem) => `${problem.code} ${problem.detail}`).join(', '))
              .join(' | ')})`,
          );
      },
      onProgress: (done) => bar.update(done),
    });
  } finally {
    bar.stop();
    console.error(usageLine(usage));
  }
  console.error(`rankings: ${flags.rankings}`);
  // Only this run's games count, even when the rankings file holds others.
  const ids = new Set(games.map((game) => game.id));
  const latest = new Map<string, RankingLine>();
  for (const line of [...earlier, ...fresh])
    if (ids.has(line.game) && (line.rankings !== undefined || !latest.has(`${line.game}/${line.criterion}`)))
      latest.set(`${line.game}/${line.criterion}`, line);
  const aggregation = aggregateTeams([...latest.values()]);
  if (flags.json === true) console.log(JSON.stringify(aggregation));
  else if (flags.csv === true) console.log(teamAggregationCsv(aggregation));
  else console.log(formatTeamAggregation(aggregation));
  return 0;
};
