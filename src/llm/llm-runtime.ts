import {
  type BreakerSettings,
  type BreakerTransition,
  type CircuitBreaker,
  createCircuitBreaker,
  DEFAULT_BREAKER_SETTINGS,
} from './circuit-breaker.ts';
import { type ConcurrencyLimiter, createConcurrencyLimiter } from './concurrency-limiter.ts';
import {
  type CapReached,
  type CostLedger,
  createCostLedger,
  type LedgerCaps,
  type LedgerTotals,
  type Pricing,
} from './cost-ledger.ts';
import type { ModelEndpoint } from './model-endpoint.ts';

/**
 * What the process knows about its model endpoints, shared by every agent it runs: one circuit
 * breaker per endpoint (base URL + model), one concurrency limit per server (base URL), the time a
 * 429 asked everyone to wait until, and the cost ledger. Created once by the composition root.
 */
export type RuntimeSettings = {
  readonly breaker: BreakerSettings;
  readonly maxConcurrency: number;
  readonly pricing?: Pricing;
  readonly caps?: LedgerCaps;
};

export const DEFAULT_MAX_CONCURRENCY = 4;

/**
 * Who asks the models, for what the operator is told when a circuit opens: an agent's rule brain
 * answers in the model's place while it is open; the judge has no stand-in, so its run stops.
 */
export type ModelCaller = 'agent' | 'judge';

export type EndpointHealth = {
  readonly label: string;
  readonly breaker: CircuitBreaker;
  readonly limiter: ConcurrencyLimiter;
  /** Epoch ms before which a 429 asked this endpoint's callers to wait (0: no wait). */
  notBefore: number;
};

export type BreakerCounts = { readonly opened: number; readonly probes: number; readonly closed: number };

export type GameReport = {
  readonly gameId: string;
  readonly totals: LedgerTotals;
  readonly agents: Readonly<Record<string, LedgerTotals>>;
  /** Breaker state changes while this game ran (every endpoint of the process). */
  readonly breaker: BreakerCounts;
  /** Set when a cap stopped the model in this game. */
  readonly cap?: CapReached;
  readonly process: LedgerTotals;
};

export type LlmRuntime = {
  readonly ledger: CostLedger;
  endpoint(endpoint: ModelEndpoint): EndpointHealth;
  /** One line for the operator (stderr by default). */
  notify(message: string): void;
  /** Once per game: the cap reached; true the first time (the caller says it then). */
  noteCap(gameId: string, cap: CapReached): boolean;
  joinGame(gameId: string, agent: string): void;
  /** The game's report once the last of its agents in this process leaves. */
  leaveGame(gameId: string, agent: string): GameReport | undefined;
};

type GameRecord = { agents: Set<string>; opened: number; probes: number; closed: number; cap?: CapReached };

export const createLlmRuntime = (
  options: {
    readonly settings?: Partial<RuntimeSettings>;
    readonly notify?: (message: string) => void;
    /** Default `agent`. */
    readonly caller?: ModelCaller;
    readonly now?: () => number;
    /** The breakers' clock (default `now`): tests move it past a cool-down without waiting. */
    readonly breakerNow?: () => number;
  } = {},
): LlmRuntime => {
  const settings: RuntimeSettings = {
    breaker: options.settings?.breaker ?? DEFAULT_BREAKER_SETTINGS,
    maxConcurrency: options.settings?.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY,
    ...(options.settings?.pricing === undefined ? {} : { pricing: options.settings.pricing }),
    ...(options.settings?.caps === undefined ? {} : { caps: options.settings.caps }),
  };
  const notify = options.notify ?? ((message: string) => process.stderr.write(`llm: ${message}\n`));
  const now = options.now ?? Date.now;
  const ledger = createCostLedger({
    ...(settings.pricing === undefined ? {} : { pricing: settings.pricing }),
    ...(settings.caps === undefined ? {} : { caps: settings.caps }),
  });
  const limiters = new Map<string, ConcurrencyLimiter>();
  const endpoints = new Map<string, EndpointHealth>();
  const games = new Map<string, GameRecord>();

  const count = (transition: BreakerTransition): void => {
    for (const game of games.values()) {
      if (transition.to === 'open' && transition.from === 'closed') game.opened++;
      if (transition.to === 'half_open') game.probes++;
      if (transition.to === 'closed') game.closed++;
    }
  };

  const describe = (label: string, transition: BreakerTransition): string | undefined => {
    const seconds = (ms: number | undefined): string => `${Math.round((ms ?? 0) / 1000)} s`;
    const whileOpen =
      options.caller === 'judge'
        ? 'the judge stops; what it wrote so far is kept'
        : `the rule brain answers at once; probe in ${seconds(transition.coolDownMs)}`;
    if (transition.to === 'open' && transition.from === 'closed')
      return `${label}: circuit open after ${transition.failures} consecutive failures (${transition.reason ?? 'failure'}); ${whileOpen}`;
    if (transition.to === 'open' && transition.reason !== undefined)
      return `${label}: probe failed (${transition.reason}); circuit stays open, next probe in ${seconds(transition.coolDownMs)}`;
    if (transition.to === 'half_open') return `${label}: cool-down over, one request probes the model`;
    if (transition.to === 'closed') return `${label}: probe answered; circuit closed, the model is asked again`;
    return undefined;
  };

  return {
    ledger,
    endpoint(endpoint) {
      const known = endpoints.get(endpoint.key);
      if (known !== undefined) return known;
      let limiter = limiters.get(endpoint.server);
      if (limiter === undefined) {
        limiter = createConcurrencyLimiter({ max: settings.maxConcurrency, now });
        limiters.set(endpoint.server, limiter);
      }
      const health: EndpointHealth = {
        label: endpoint.label,
        limiter,
        notBefore: 0,
        breaker: createCircuitBreaker({
          settings: settings.breaker,
          now: options.breakerNow ?? now,
          onTransition: (transition) => {
            count(transition);
            const message = describe(endpoint.label, transition);
            if (message !== undefined) notify(message);
          },
        }),
      };
      endpoints.set(endpoint.key, health);
      return health;
    },
    notify,
    noteCap(gameId, cap) {
      const game = games.get(gameId);
      if (game === undefined) {
        // A call outside a tracked game (tests, the extractor): remember it as a game of its own.
        games.set(gameId, { agents: new Set(), opened: 0, probes: 0, closed: 0, cap });
        return true;
      }
      if (game.cap !== undefined) return false;
      game.cap = cap;
      return true;
    },
    joinGame(gameId, agent) {
      const game = games.get(gameId) ?? { agents: new Set<string>(), opened: 0, probes: 0, closed: 0 };
      game.agents.add(agent);
      games.set(gameId, game);
    },
    leaveGame(gameId, agent) {
      const game = games.get(gameId);
      if (game === undefined || !game.agents.delete(agent) || game.agents.size > 0) return undefined;
      games.delete(gameId);
      const agents: Record<string, LedgerTotals> = {};
      for (const name of ledger.agentsOf(gameId)) agents[name] = ledger.agent(gameId, name);
      const report: GameReport = {
        gameId,
        totals: ledger.game(gameId),
        agents,
        breaker: { opened: game.opened, probes: game.probes, closed: game.closed },
        ...(game.cap === undefined ? {} : { cap: game.cap }),
        process: ledger.process(),
      };
      ledger.forget(gameId);
      return report;
    },
  };
};

const thousands = (value: number): string => value.toLocaleString('en-US');

/** The end-of-game line: calls, tokens, cost, breaker changes, the cap if one was reached. */
export const formatGameReport = (report: GameReport): string => {
  const { totals } = report;
  const cost = totals.unpricedCalls === totals.calls ? '' : `, $${totals.costUsd.toFixed(4)}`;
  const unpriced =
    totals.unpricedCalls > 0 && totals.unpricedCalls < totals.calls ? ` (${totals.unpricedCalls} calls unpriced)` : '';
  const { opened, probes, closed } = report.breaker;
  const breaker =
    opened + probes + closed === 0 ? '' : `; circuit opened ${opened}, probed ${probes}, closed ${closed}`;
  const cap = report.cap === undefined ? '' : `; ${report.cap.cap} cap reached, the rule brain played on`;
  return (
    `game ${report.gameId}: ${totals.calls} model replies, ${thousands(totals.totalTokens)} tokens ` +
    `(${thousands(totals.promptTokens)} prompt of which ${thousands(totals.cachedTokens)} cached, ` +
    `${thousands(totals.completionTokens)} completion)${cost}${unpriced}${breaker}${cap}; ` +
    `process ${thousands(report.process.totalTokens)} tokens${report.process.unpricedCalls === report.process.calls ? '' : `, $${report.process.costUsd.toFixed(4)}`}`
  );
};
