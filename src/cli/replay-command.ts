import { Presets, SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import { BRAIN_NAMES, type BrainName, buildBrain } from '../compose/index.ts';
import { createModelMeter } from '../replay/model-meter.ts';
import { describeError } from '../errors.ts';
import { GAME_ROLES, type GameRole } from '../game/state.ts';
import { type LoadedGame, loadGames } from '../replay/load-games.ts';
import { formatReplayTable } from '../replay/format-report.ts';
import { runReplay } from '../replay/run-replay.ts';
import { checkTalkPairs } from '../replay/check-talk-pairs.ts';
import { createDrawnTurnGate, type DrawnTurnGate } from '../replay/drawn-turn-gate.ts';
import { fromGameRecord } from '../replay/from-game-record.ts';
import { drawTalkPairs } from '../replay/talk-pairs.ts';
import { KEY_FILE, PAIRS_FILE, writeTalkPairs } from '../replay/write-talk-pairs.ts';
import type { ModelUsage } from '../replay/model-meter.ts';
import type { BrainFactory } from '../brain/brain.ts';
import { join } from 'node:path';
import { brainSetupFor, parseBrain } from './arena-command.ts';

type ReplayFlags = {
  brain: string;
  json?: boolean;
  seed: string;
  roles?: string;
  folders?: string;
  concurrency: string;
  maxRequests?: string;
  agentConfig?: string;
  model?: string;
  talkPairs?: string;
  perFolder: string;
  modelAtDrawnTurn?: boolean;
  decisionTimeoutMs?: string;
};

const fail = (message: string): never => {
  throw new Error(message);
};

const parseList = (text: string | undefined): string[] | undefined =>
  text === undefined
    ? undefined
    : text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');

const parseRoles = (text: string | undefined): ReadonlySet<GameRole> | undefined => {
  const roles = parseList(text)?.map((role) => role.toUpperCase());
  if (roles === undefined) return undefined;
  for (const role of roles)
    if (!(GAME_ROLES as readonly string[]).includes(role)) fail(`--roles takes ${GAME_ROLES.join(', ')} (got ${role})`);
  return new Set(roles as GameRole[]);
};

const parsePositive = (text: string, flag: string): number => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fail(`${flag} must be an integer ≥ 1 (got ${text})`);
};

/** `aiwolf-agent replay PATH…`: our brain's decisions on real games, scored with the official metrics. */
export const registerReplayCommand = (program: Command): void => {
  program
    .command('replay')
    .description(
      "Counterfactual evaluation on real game logs: at every decision of every seat, rebuild that seat's packets, ask our brain, and score both choices with the official metrics.",
    )
    .argument('<paths...>', 'game logs (*.log) or folders searched recursively; the folder of a log names its contest')
    .option('--brain <name>', `the brain asked at each decision: ${BRAIN_NAMES.join(' | ')}`, 'rule')
    .option('--json', 'print one JSON object on stdout (no table)')
    .option('--seed <text>', 'seed of every brain (with the game and seat): same seed, same report', 'replay')
    .option('--roles <list>', 'only seats dealt these roles, e.g. SEER,VILLAGER')
    .option('--folders <list>', 'only games in these folders (folder names), e.g. jsai2026_truck5,nlp2025')
    .option('--concurrency <n>', 'seats replayed at once (useful with --brain llm)', '1')
    .option(
      '--max-requests <n>',
      'with --brain llm: stop asking the model after this many requests (the rule answer is used)',
    )
    .option(
      '--agent-config <path>',
      'agent config with the llm/prompts sections for --brain llm (default config/config.yml)',
    )
    .option('--model <name>', 'with --brain llm: model name (env AIWOLF_LLM_MODEL; default llm.model, gpt-4o-mini)')
    .option(
      '--talk-pairs <dir>',
      'instead of the report: draw blind talk pairs (the real line and ours at the same turn) into DIR/pairs.jsonl and DIR/key.jsonl',
    )
    .option('--per-folder <n>', 'with --talk-pairs: pairs drawn per folder', '25')
    .option(
      '--model-at-drawn-turn',
      "with --talk-pairs and --brain llm: ask the model only at the drawn turns (the seat's earlier decisions, notes and readings are the rule brain's; its real lines stand as what it said), one request per pair",
    )
    .option(
      '--decision-timeout-ms <ms>',
      "the time each answer may take instead of the game's timeout.action (for a slow or hand-answered model, e.g. 86400000)",
    )
    .addHelpText(
      'after',
      '\nExamples:\n  aiwolf-agent replay ../shared/fixtures/aiwolfdial-logs --brain rule\n  aiwolf-agent replay logs/ --roles SEER --folders jsai2026_truck9 --json\n  aiwolf-agent replay ../shared/fixtures/aiwolfdial-logs --folders jsai2026_truck5,jsai2026_truck9 --talk-pairs pairs/rule --seed s1',
    )
    .action(async (paths: string[], flags: ReplayFlags) => {
      try {
        process.exitCode = await replay(paths, flags);
      } catch (error) {
        console.error(`replay: ${describeError(error)}`);
        process.exitCode = 2;
      }
    });
};

const replay = async (paths: readonly string[], flags: ReplayFlags): Promise<number> => {
  const brainName: BrainName = parseBrain(flags.brain, '--brain');
  const roles = parseRoles(flags.roles);
  const folders = parseList(flags.folders);
  const concurrency = parsePositive(flags.concurrency, '--concurrency');
  const maxRequests = flags.maxRequests === undefined ? undefined : parsePositive(flags.maxRequests, '--max-requests');
  const decisionTimeoutMs =
    flags.decisionTimeoutMs === undefined ? undefined : parsePositive(flags.decisionTimeoutMs, '--decision-timeout-ms');
  if (flags.modelAtDrawnTurn === true && (flags.talkPairs === undefined || brainName !== 'llm'))
    fail('--model-at-drawn-turn goes with --talk-pairs and --brain llm');
  const gate = flags.modelAtDrawnTurn === true ? createDrawnTurnGate() : undefined;
  const loaded = loadGames(paths);
  const games = folders === undefined ? loaded : loaded.filter((game) => folders.includes(game.folder));
  if (games.length === 0)
    fail(
      `no game logs found in ${paths.join(', ')}${folders === undefined ? '' : ` for --folders ${folders.join(',')}`}`,
    );
  const settings = brainSetupFor({ brains: [brainName], agentConfig: flags.agentConfig, model: flags.model });
  const meter = createModelMeter(maxRequests);
  // With a configured model the LLM brain talks to it through the meter (request cap, token totals).
  const resolved = buildBrain({
    name: brainName,
    ...(settings === undefined ? {} : { settings }),
    // The gate outside the meter: a request it refuses was never sent, so it is not counted as one.
    wrapChatModel: gate === undefined ? meter.wrap : (model) => gate.wrap(meter.wrap(model)),
  });
  if (resolved.warning !== undefined) console.error(`warning: ${resolved.warning}`);
  const bar = new SingleBar(
    { format: 'replay [{bar}] {value}/{total} seats | {eta_formatted} left', stream: process.stderr, hideCursor: true },
    Presets.shades_classic,
  );
  if (flags.talkPairs !== undefined)
    return talkPairs({
      dir: flags.talkPairs,
      games,
      factory: resolved.factory,
      brain: resolved.name,
      seed: flags.seed,
      perFolder: parsePositive(flags.perFolder, '--per-folder'),
      ...(roles === undefined ? {} : { roles }),
      concurrency,
      json: flags.json === true,
      usage: resolved.name === 'llm' ? meter.usage : undefined,
      bar,
      ...(gate === undefined ? {} : { gate }),
      ...(decisionTimeoutMs === undefined ? {} : { decisionTimeoutMs }),
    });
  let started = false;
  const { report } = await runReplay({
    games,
    ...(decisionTimeoutMs === undefined ? {} : { decisionTimeoutMs }),
    factory: resolved.factory,
    seed: flags.seed,
    ...(roles === undefined ? {} : { roles }),
    concurrency,
    onProgress: (done, total) => {
      if (!started) {
        bar.start(total, 0);
        started = true;
      }
      bar.update(done);
    },
  });
  if (started) bar.stop();
  const model = resolved.name === 'llm' ? { model: meter.usage() } : {};
  if (flags.json === true) console.log(JSON.stringify({ brain: resolved.name, seed: flags.seed, ...report, ...model }));
  else {
    console.log(formatReplayTable(report, resolved.name));
    if (model.model !== undefined) {
      const usage = model.model;
      console.log(
        `model: ${usage.requests} requests (${usage.failed} failed, ${usage.refused} refused by --max-requests), ` +
          `${usage.promptTokens} prompt tokens (${usage.cachedTokens} cached), ${usage.completionTokens} completion tokens; ` +
          `answers: ${Object.entries(report.answeredBy)
            .map(([source, count]) => `${source} ${count}`)
            .join(', ')}`,
      );
    }
  }
  return 0;
};

/** `replay --talk-pairs DIR`: draws the pairs, checks them against the logs, writes both files. */
const talkPairs = async (options: {
  readonly dir: string;
  readonly games: readonly LoadedGame[];
  readonly factory: BrainFactory;
  readonly brain: string;
  readonly seed: string;
  readonly perFolder: number;
  readonly roles?: ReadonlySet<GameRole>;
  readonly concurrency: number;
  readonly json: boolean;
  readonly usage: (() => ModelUsage) | undefined;
  readonly bar: SingleBar;
  readonly gate?: DrawnTurnGate;
  readonly decisionTimeoutMs?: number;
}): Promise<number> => {
  const { bar } = options;
  let started = false;
  const drawn = await drawTalkPairs({
    games: options.games,
    factory: options.factory,
    brain: options.brain,
    seed: options.seed,
    perFolder: options.perFolder,
    ...(options.roles === undefined ? {} : { roles: options.roles }),
    concurrency: options.concurrency,
    ...(options.gate === undefined ? {} : { modelAtDrawnTurns: options.gate }),
    ...(options.decisionTimeoutMs === undefined ? {} : { decisionTimeoutMs: options.decisionTimeoutMs }),
    onProgress: (replayed, queued) => {
      if (!started) {
        bar.start(queued, 0);
        started = true;
      }
      bar.setTotal(queued);
      bar.update(replayed);
    },
  });
  if (started) bar.stop();
  const problems = checkTalkPairs(
    drawn.pairs,
    drawn.keys,
    options.games.map((game) => fromGameRecord(game.record, game.folder)),
  );
  if (problems.length > 0) fail(`the drawn pairs fail their check against the logs:\n  ${problems.join('\n  ')}`);
  writeTalkPairs(options.dir, drawn.pairs, drawn.keys);
  const usage = options.usage?.();
  if (options.json)
    console.log(
      JSON.stringify({
        brain: options.brain,
        seed: options.seed,
        dir: options.dir,
        pairs: drawn.pairs.length,
        byFolder: drawn.byFolder,
        ...(usage === undefined ? {} : { model: usage }),
      }),
    );
  else {
    for (const [folder, draw] of Object.entries(drawn.byFolder))
      console.log(
        `${folder}: ${draw.pairs} pairs (${draw.tried} turns tried, ${draw.oursPassed} where our brain passed; ${draw.available} available)`,
      );
    console.log(
      `wrote ${drawn.pairs.length} pairs to ${join(options.dir, PAIRS_FILE)} and the key to ${join(options.dir, KEY_FILE)} (brain ${options.brain}, seed ${options.seed})`,
    );
    if (usage !== undefined)
      console.log(
        `model: ${usage.requests} requests (${usage.failed} failed, ${usage.refused} refused by --max-requests), ${usage.promptTokens} prompt tokens, ${usage.completionTokens} completion tokens`,
      );
    if (options.gate !== undefined)
      console.log(
        `--model-at-drawn-turn: ${options.gate.refused()} requests outside the drawn turns answered by the rule brain`,
      );
  }
  return 0;
};
