import { Presets, SingleBar } from 'cli-progress';
import type { ChatModel } from '../brain/llm/chat-model.ts';
import { chatModelFromSettings, type LlmSettings } from '../compose/index.ts';
import { loadConfig } from '../config/index.ts';
import { describeError } from '../errors.ts';
import type { JudgeUsage } from '../judge/judge-requests.ts';
import { type JudgeTemplates, loadJudgeTemplates } from '../judge/judge-templates.ts';
import { costOf } from '../llm/cost-ledger.ts';
import type { Result } from '../result.ts';

/** What `aiwolf-agent judge` shares between its two modes (LOGS and --pairs): flags, the model, the cost line. */
export type JudgeFlags = {
  pairs?: string;
  verdicts?: string;
  printPrompts?: boolean;
  out?: string;
  rankings: string;
  json?: boolean;
  csv?: boolean;
  maxRequests?: string;
  concurrency: string;
  retries: string;
  timeoutMs: string;
  agentConfig?: string;
  model?: string;
};

export const fail = (message: string): never => {
  throw new Error(message);
};

export const unwrap = <T>(result: Result<T, Error>): T =>
  result.ok ? result.value : fail(describeError(result.error));

export const parseCount = (text: string, flag: string, least = 1): number => {
  const value = Number(text);
  return Number.isInteger(value) && value >= least
    ? value
    : fail(`${flag} must be an integer ≥ ${least} (got ${text})`);
};

/** The judge's model: `llm.models.judge` (else `llm.model`) on the configured endpoint, with room for long replies. */
export const judgeModelFor = (
  flags: Pick<JudgeFlags, 'agentConfig' | 'model' | 'timeoutMs'>,
): { model: ChatModel; name: string; settings: LlmSettings } => {
  const loaded = loadConfig({ configPath: flags.agentConfig, flags: { 'llm.model': flags.model } });
  if (!loaded.ok) return fail(`${loaded.error.code}: ${loaded.error.message}`);
  const { llm, prompts } = loaded.value.config;
  const settings: LlmSettings = {
    // A ranking of 13 players with a reason each runs past the agent's 600-token talk replies, and a
    // whole game takes a large model longer than a talk turn: the judge's own floor and timeout.
    llm: {
      ...llm,
      maxTokens: Math.max(llm.maxTokens, 4000),
      requestTimeoutMs: parseCount(flags.timeoutMs, '--timeout-ms'),
    },
    prompts,
  };
  const built = chatModelFromSettings(settings, 'judge');
  if ('warning' in built)
    return fail(`judge needs a model: ${built.warning.replace(/;.*$/u, '')} (set OPENAI_API_KEY or OPENAI_BASE_URL)`);
  return { model: built.chatModel, name: llm.models.judge ?? llm.model, settings };
};

/** "≈ $0.42" from llm.pricing, or why there is no figure. */
export const costLine = (
  settings: LlmSettings,
  model: string,
  promptTokens: number,
  completionTokens: number,
): string => {
  const cost = costOf(settings.llm.pricing, model, { promptTokens, completionTokens, cachedTokens: 0 });
  return cost === undefined ? `no llm.pricing for ${model}: cost unknown` : `≈ $${cost.toFixed(2)} at llm.pricing`;
};

export const usageLine = (usage: JudgeUsage): string =>
  `model: ${usage.requests} requests, ${usage.promptTokens} prompt tokens (${usage.cachedTokens} cached), ${usage.completionTokens} completion tokens`;

export const progressBar = (label: string): SingleBar =>
  new SingleBar(
    { format: `${label} [{bar}] {value}/{total} | {eta_formatted} left`, stream: process.stderr, hideCursor: true },
    Presets.shades_classic,
  );

/** `--max-requests` of either judge, when given. */
export const maxRequestsOf = (flags: Pick<JudgeFlags, 'maxRequests'>): number | undefined =>
  flags.maxRequests === undefined ? undefined : parseCount(flags.maxRequests, '--max-requests');

/** The judge's templates per language, each read once (a broken template file stops the command). */
export const judgeTemplatesByLanguage = (): ((lang: 'ja' | 'en') => JudgeTemplates) => {
  const templates = new Map<'ja' | 'en', JudgeTemplates>();
  return (lang) => {
    const found = templates.get(lang) ?? unwrap(loadJudgeTemplates(lang));
    templates.set(lang, found);
    return found;
  };
};

/**
 * How either judge runs its requests, from its flags: retries of an invalid reply, requests at once, the
 * request limit, and how long one request may take with the endpoint's own retries (plus 5 s to spare).
 */
export const judgeRunOptions = (
  flags: Pick<JudgeFlags, 'retries' | 'concurrency' | 'timeoutMs' | 'maxRequests'>,
  judge: { readonly settings: LlmSettings },
): { retries: number; concurrency: number; requestDeadlineMs: number; maxRequests?: number } => {
  const maxRequests = maxRequestsOf(flags);
  return {
    retries: parseCount(flags.retries, '--retries', 0),
    concurrency: parseCount(flags.concurrency, '--concurrency'),
    requestDeadlineMs: parseCount(flags.timeoutMs, '--timeout-ms') * (judge.settings.llm.maxRetries + 1) + 5_000,
    ...(maxRequests === undefined ? {} : { maxRequests }),
  };
};
