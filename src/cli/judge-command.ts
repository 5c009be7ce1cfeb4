import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { describeError } from '../errors.ts';
import { PAIR_ORDERS, type PairOrder, judgePairs, pairMessages } from '../judge/judge-pairs.ts';
import type { JudgeUsage } from '../judge/judge-requests.ts';
import { loadJudgeTemplates } from '../judge/judge-templates.ts';
import { type PairVerdict, pairVerdictSchema } from '../judge/pair-verdict-schema.ts';
import { readJsonLines } from '../judge/read-json-lines.ts';
import { formatPairScores, scorePairs } from '../judge/score-pairs.ts';
import { estimateTokens } from '../judge/token-estimate.ts';
import { appendJsonLine } from '../judge/write-json-lines.ts';
import { type PairKey, pairKeySchema, type TalkPair, talkPairSchema } from '../replay/talk-pair-schema.ts';
import { KEY_FILE, PAIRS_FILE } from '../replay/write-talk-pairs.ts';
import { judgeLogs } from './judge-logs-command.ts';
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

/** Completion tokens a blind-pair verdict takes (eight scores, a preference and a sentence). */
const PAIR_REPLY_TOKENS = 120;

/** `aiwolf-agent judge`: the official LLM judge on game logs, or blind talk pairs scored by a model or by hand. */
export const registerJudgeCommand = (program: Command): void => {
  program
    .command('judge')
    .description(
      "Judge talk: rank every player of each game log per criterion (the organisers' LLM judge), or score blind talk pairs (--pairs DIR) with a model or from verdicts written by hand (--verdicts FILE).",
    )
    .argument('[logs...]', 'game logs (*.log) or folders searched recursively (not with --pairs)')
    .option('--pairs <dir>', 'a folder drawn by `replay --talk-pairs`: judge its pairs.jsonl blind and join key.jsonl')
    .option('--verdicts <files>', 'with --pairs: score these verdict files (comma-separated JSON lines), no model')
    .option(
      '--print-prompts',
      'with --pairs: print what the model would be shown for each pair (order AB), for judging by hand; no model',
    )
    .option(
      '--out <file>',
      'with --pairs: where the model’s verdicts go (default DIR/verdicts-<model>.jsonl; judged pairs there are not asked again)',
    )
    .option(
      '--rankings <file>',
      'with LOGS: every ranking with its reasons, one JSON line each (rankings there are not asked again)',
      'judge-rankings.jsonl',
    )
    .option('--json', 'print one JSON object on stdout')
    .option('--csv', 'with LOGS: print the team table as CSV (the official team_aggregation.csv)')
    .option('--max-requests <n>', 'stop after this many model requests (what was judged is kept)')
    .option('--concurrency <n>', 'requests in flight at once', '4')
    .option('--retries <n>', 'a reply that breaks the rules is asked again up to this many times, then reported', '5')
    .option('--timeout-ms <ms>', 'longest single request to the judge model', '120000')
    .option(
      '--agent-config <path>',
      'config with the llm section (default config/config.yml); the model is llm.models.judge, else llm.model',
    )
    .option('--model <name>', 'the judge model (overrides llm.model; llm.models.judge still wins)')
    .addHelpText(
      'after',
      '\nExamples:\n  aiwolf-agent judge ../shared/fixtures/aiwolfdial-logs/jsai2026_truck5 --csv\n  aiwolf-agent judge --pairs pairs/rule-s1\n  aiwolf-agent judge --pairs pairs/rule-s1 --verdicts pairs/rule-s1/verdicts-by-hand.jsonl',
    )
    .action(async (logs: string[], flags: JudgeFlags) => {
      try {
        process.exitCode =
          flags.pairs !== undefined ? await judgePairsCommand(flags.pairs, logs, flags) : await judgeLogs(logs, flags);
      } catch (error) {
        console.error(`judge: ${describeError(error)}`);
        process.exitCode = 2;
      }
    });
};

const printScores = (dir: string, verdicts: readonly PairVerdict[], keys: readonly PairKey[], json: boolean): void => {
  const scores = unwrap(scorePairs(verdicts, keys));
  if (json) console.log(JSON.stringify({ pairs: dir, ...scores }));
  else console.log(formatPairScores(scores));
};

/** The instructions once per language, then each pair as the model sees it in order AB. */
const printPrompts = (pairs: readonly TalkPair[]): void => {
  for (const lang of ['ja', 'en'] as const) {
    const inLang = pairs.filter((pair) => pair.lang === lang);
    if (inLang.length === 0) continue;
    const templates = unwrap(loadJudgeTemplates(lang));
    console.log(`##### instructions (${lang})\n\n${templates.render('pair-system', {})}\n`);
    for (const pair of inLang)
      console.log(`##### pair ${pair.id}\n\n${pairMessages({ pair, order: 'AB', templates }).at(-1)?.content ?? ''}\n`);
  }
};

const judgePairsCommand = async (dir: string, logs: readonly string[], flags: JudgeFlags): Promise<number> => {
  if (logs.length > 0) fail('--pairs takes no game logs (the pairs already name their turns)');
  const keys = unwrap(readJsonLines(join(dir, KEY_FILE), pairKeySchema));
  if (flags.verdicts !== undefined) {
    const files = flags.verdicts
      .split(',')
      .map((file) => file.trim())
      .filter((file) => file !== '');
    const verdicts = files.flatMap((file) => unwrap(readJsonLines(file, pairVerdictSchema)));
    printScores(dir, verdicts, keys, flags.json === true);
    return 0;
  }
  const pairs: TalkPair[] = unwrap(readJsonLines(join(dir, PAIRS_FILE), talkPairSchema));
  if (flags.printPrompts === true) {
    printPrompts(pairs);
    return 0;
  }
  const judge = judgeModelFor(flags);
  const out = flags.out ?? join(dir, `verdicts-${judge.name.replace(/[^\w.-]+/gu, '_')}.jsonl`);
  const earlier: PairVerdict[] = existsSync(out) ? unwrap(readJsonLines(out, pairVerdictSchema)) : [];
  const asked = new Set(earlier.map((verdict) => `${verdict.id}/${verdict.order ?? 'AB'}`));
  const templatesFor = judgeTemplatesByLanguage();
  const jobs = pairs.flatMap((pair) =>
    PAIR_ORDERS.filter((order) => !asked.has(`${pair.id}/${order}`)).map((order: PairOrder) => ({ pair, order })),
  );
  const promptTokens = jobs.reduce(
    (sum, job) => sum + estimateTokens(pairMessages({ ...job, templates: templatesFor(job.pair.lang) })),
    0,
  );
  const maxRequests = maxRequestsOf(flags);
  console.error(
    `judge: ${jobs.length} requests to ${judge.name} (${pairs.length} pairs × 2 orders${earlier.length > 0 ? `, ${earlier.length} verdicts already in ${out}` : ''}), ` +
      `about ${promptTokens} prompt + ${jobs.length * PAIR_REPLY_TOKENS} completion tokens (${costLine(judge.settings, judge.name, promptTokens, jobs.length * PAIR_REPLY_TOKENS)}), ` +
      `retries not counted${maxRequests === undefined ? '' : `; stops at --max-requests ${maxRequests}`}`,
  );
  const usage: JudgeUsage = { requests: 0, promptTokens: 0, completionTokens: 0, cachedTokens: 0 };
  const bar = progressBar('judge');
  if (jobs.length > 0) bar.start(jobs.length, 0);
  const fresh: PairVerdict[] = [];
  try {
    const result = await judgePairs({
      jobs,
      model: judge.model,
      templates: templatesFor,
      judge: judge.name,
      ...judgeRunOptions(flags, judge),
      usage,
      onVerdict: (verdict) => {
        appendJsonLine(out, verdict);
        fresh.push(verdict);
      },
      onProgress: (done) => bar.update(done),
    });
    if (jobs.length > 0) bar.stop();
    for (const invalid of result.invalid)
      console.error(
        `judge: pair ${invalid.id} (${invalid.order}): no valid verdict after ${invalid.problems.length} replies: ${invalid.problems.join(' | ')}`,
      );
  } finally {
    bar.stop();
    console.error(usageLine(usage));
  }
  console.error(`verdicts: ${out}`);
  printScores(dir, [...earlier, ...fresh], keys, flags.json === true);
  return 0;
};
