import { z } from 'zod';
import { BRAIN_NAMES } from '../brain/brain-name.ts';
import { freeformSettingsSchema } from './freeform-section-schema.ts';
import { llmSectionSchema, promptsSectionSchema } from './llm-section-schema.ts';

/**
 * The schema of config/config.yml, the single source of the config types and of every default.
 * Keys are camelCase in YAML as in code. Every section, `llm` and `prompts` included, is validated
 * here once, so a bad value fails at start naming its key.
 */

export const serverSectionSchema = z.strictObject({
  /** Game server endpoint; the path must be exactly /ws. */
  url: z
    .string()
    .regex(/^wss?:\/\/[^\s]+$/, 'must be a ws:// or wss:// URL such as ws://127.0.0.1:8080/ws')
    .default('ws://127.0.0.1:8080/ws'),
  /** JWT from the organisers, sent as `Authorization: Bearer`; keep it in .env (AIWOLF_TOKEN). */
  token: z.string().min(1).optional(),
  /** Agents are named <team>1…<team>N; the server derives the team by stripping trailing digits. */
  team: z
    .string()
    .min(1)
    .regex(/[^0-9]$/, 'must not end with a digit (the server strips trailing digits from agent names)')
    .regex(/^[^\s]+$/, 'must not contain whitespace')
    .default('aiwolf'),
  /** Agents run by this process (one connection each). */
  agents: z.number().int().min(1).max(64).default(5),
  /** Reconnect after every game (one connection per game) and after failures, with backoff. */
  autoReconnect: z.boolean().default(false),
  /** Stop each agent after this many finished games; absent = no limit. */
  maxGames: z.number().int().min(1).optional(),
  /** Backoff of reconnects after failures: first delay and cap, in ms (jittered). */
  reconnectInitialDelayMs: z.number().int().min(0).default(1000),
  reconnectMaxDelayMs: z.number().int().min(0).default(30_000),
  handshakeTimeoutMs: z.number().int().min(100).default(10_000),
});

export const agentSectionSchema = z.strictObject({
  /** rule: embedded strategy; llm: language model over the rule brain; random: random legal moves. */
  brain: z.enum(BRAIN_NAMES).default('rule'),
  lang: z.enum(['ja', 'en']).default('ja'),
  /** Answer this long before `timeout.action` runs out, measured from packet arrival (at most half of it). */
  safetyMarginMs: z.number().int().min(0).default(2000),
  /** Seed for every random choice; absent = a fresh random seed per run (logged). */
  seed: z.string().min(1).optional(),
});

export const logSectionSchema = z.strictObject({
  /** Per-game, per-agent JSONL files go to <dir>/<game_id>/<agent>.jsonl. */
  dir: z.string().min(1).default('log'),
  enabled: z.boolean().default(true),
});

export const configSchema = z.strictObject({
  server: serverSectionSchema.prefault({}),
  agent: agentSectionSchema.prefault({}),
  log: logSectionSchema.prefault({}),
  /** Pacing and guard of speak-anytime talk phases (used only when the server runs them). */
  freeform: freeformSettingsSchema.strict().prefault({}),
  /** The language model of `--brain llm` (and of `translate --llm`, the RPC agent's speech). */
  llm: llmSectionSchema.prefault({}),
  /** Prompt templates of the LLM brain. */
  prompts: promptsSectionSchema.prefault({}),
});

export type AgentConfig = z.infer<typeof configSchema>;
/** What the file may contain before defaults are applied. */
export type AgentConfigInput = z.input<typeof configSchema>;
