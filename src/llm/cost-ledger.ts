import type { ChatUsage } from '../brain/llm/chat-model.ts';

/**
 * What the model calls cost: tokens from each response's `usage`, summed per game, per agent of a
 * game and per process, priced with the optional `llm.pricing` table, and checked against the
 * optional per-game caps. Past a cap the game plays on with the rule brain.
 */
export type ModelPrice = {
  /** USD per million prompt tokens. */
  readonly input: number;
  /** USD per million completion tokens. */
  readonly output: number;
  /** USD per million cached prompt tokens (default: the input price). */
  readonly cachedInput?: number | undefined;
};

export type Pricing = Readonly<Record<string, ModelPrice>>;

export type LedgerCaps = {
  readonly maxCostPerGame?: number;
  readonly maxTokensPerGame?: number;
};

export type LedgerTotals = {
  readonly calls: number;
  readonly promptTokens: number;
  readonly cachedTokens: number;
  readonly completionTokens: number;
  /** Prompt + completion. */
  readonly totalTokens: number;
  /** USD, from the price table; calls to a model without a price add nothing. */
  readonly costUsd: number;
  /** Calls whose model has no price in `llm.pricing` (their cost is unknown). */
  readonly unpricedCalls: number;
};

export type CapReached = { readonly cap: 'tokens' | 'cost'; readonly limit: number; readonly spent: number };

export type CostLedger = {
  /** Adds one response's usage. `model` is the model that answered (the priced name is looked up loosely). */
  record(entry: {
    /** Undefined for a call outside a game (it counts for the process only). */
    readonly gameId?: string;
    readonly agent: string;
    readonly model: string;
    readonly usage: ChatUsage;
  }): void;
  /** The cap this game has reached, if any. */
  capReached(gameId: string): CapReached | undefined;
  game(gameId: string): LedgerTotals;
  agent(gameId: string, agent: string): LedgerTotals;
  /** The agents with recorded calls in this game. */
  agentsOf(gameId: string): readonly string[];
  process(): LedgerTotals;
  /** Forgets a finished game (the process totals keep it). */
  forget(gameId: string): void;
};

export const EMPTY_TOTALS: LedgerTotals = {
  calls: 0,
  promptTokens: 0,
  cachedTokens: 0,
  completionTokens: 0,
  totalTokens: 0,
  costUsd: 0,
  unpricedCalls: 0,
};

/**
 * The price of a model: its exact name, else the longest priced name it starts with, so a dated
 * snapshot (`gpt-4o-mini-2024-07-18`) is priced as `gpt-4o-mini`.
 */
export const priceOf = (pricing: Pricing, model: string): ModelPrice | undefined => {
  const exact = pricing[model];
  if (exact !== undefined) return exact;
  let best: string | undefined;
  for (const name of Object.keys(pricing)) {
    if (model.startsWith(name) && (best === undefined || name.length > best.length)) best = name;
  }
  return best === undefined ? undefined : pricing[best];
};

/** USD for one call; undefined when the model has no price. */
export const costOf = (pricing: Pricing, model: string, usage: ChatUsage): number | undefined => {
  const price = priceOf(pricing, model);
  if (price === undefined) return undefined;
  const cached = Math.min(usage.cachedTokens, usage.promptTokens);
  const fresh = usage.promptTokens - cached;
  return (
    (fresh * price.input + cached * (price.cachedInput ?? price.input) + usage.completionTokens * price.output) / 1e6
  );
};

const add = (totals: LedgerTotals, usage: ChatUsage, cost: number | undefined): LedgerTotals => ({
  calls: totals.calls + 1,
  promptTokens: totals.promptTokens + usage.promptTokens,
  cachedTokens: totals.cachedTokens + usage.cachedTokens,
  completionTokens: totals.completionTokens + usage.completionTokens,
  totalTokens: totals.totalTokens + usage.promptTokens + usage.completionTokens,
  costUsd: totals.costUsd + (cost ?? 0),
  unpricedCalls: totals.unpricedCalls + (cost === undefined ? 1 : 0),
});

export const createCostLedger = (
  options: { readonly pricing?: Pricing; readonly caps?: LedgerCaps } = {},
): CostLedger => {
  const pricing = options.pricing ?? {};
  const caps = options.caps ?? {};
  const games = new Map<string, LedgerTotals>();
  const agents = new Map<string, Map<string, LedgerTotals>>();
  let processTotals = EMPTY_TOTALS;
  return {
    record({ gameId, agent, model, usage }) {
      const cost = costOf(pricing, model, usage);
      processTotals = add(processTotals, usage, cost);
      if (gameId === undefined) return;
      games.set(gameId, add(games.get(gameId) ?? EMPTY_TOTALS, usage, cost));
      const byAgent = agents.get(gameId) ?? new Map<string, LedgerTotals>();
      byAgent.set(agent, add(byAgent.get(agent) ?? EMPTY_TOTALS, usage, cost));
      agents.set(gameId, byAgent);
    },
    capReached(gameId) {
      const totals = games.get(gameId);
      if (totals === undefined) return undefined;
      if (caps.maxTokensPerGame !== undefined && totals.totalTokens >= caps.maxTokensPerGame)
        return { cap: 'tokens', limit: caps.maxTokensPerGame, spent: totals.totalTokens };
      if (caps.maxCostPerGame !== undefined && totals.costUsd >= caps.maxCostPerGame)
        return { cap: 'cost', limit: caps.maxCostPerGame, spent: totals.costUsd };
      return undefined;
    },
    game: (gameId) => games.get(gameId) ?? EMPTY_TOTALS,
    agent: (gameId, agent) => agents.get(gameId)?.get(agent) ?? EMPTY_TOTALS,
    agentsOf: (gameId) => [...(agents.get(gameId)?.keys() ?? [])],
    process: () => processTotals,
    forget(gameId) {
      games.delete(gameId);
      agents.delete(gameId);
    },
  };
};
