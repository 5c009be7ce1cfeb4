import type { BrainFactory } from '../brain/brain.ts';
import type { BrainName } from '../brain/brain-name.ts';
import { createSharedReading, type SharedReading } from '../brain/rule/index.ts';
import type { GameRole } from '../game/state.ts';
import {
  addGame,
  type ArenaConfig,
  type ArenaGameResult,
  type ArenaPlayers,
  emptySummary,
  type FreeformPhaseRunner,
  type GameObserver,
  type LogOptions,
  runInProcessGame,
  type SeatBrain,
  shippedConfig,
  type TournamentSummary,
} from '../arena/index.ts';
import { sideOf } from '../score/index.ts';
import type { Language } from '../vocabulary/index.ts';
import { buildBrain } from './build-brain.ts';
import type { LlmSettings } from './llm-settings.ts';

/** A brain by registry name, or a factory with a label for the logs and the per-brain table. */
export type BrainSpec = BrainName | { readonly label: string; readonly factory: BrainFactory };

export type TournamentOptions = {
  players?: ArenaPlayers;
  lang?: Language;
  games?: number;
  /** Same seed, same games (roles, names, talk order, tie-breaks and every brain decision). */
  seed?: string;
  /** Brain of each side; the possessed plays with the werewolves. Default: rule for both. */
  brains?: { village?: BrainSpec; werewolves?: BrainSpec };
  /** One brain per seat (index 0 = seat 1); overrides `brains`. */
  seatBrains?: readonly BrainSpec[];
  /** setting.timeout.action for the agents (ms); the server's grace stays as configured. */
  actionTimeoutMs?: number;
  /** Use the freeform (speak-anytime) config; needs a freeform phase runner. */
  freeform?: boolean;
  freeformRunner?: FreeformPhaseRunner;
  /** Overrides the shipped config chosen by players/lang/freeform. */
  config?: ArenaConfig;
  logs?: LogOptions;
  observer?: GameObserver;
  /** Called after each game with the running summary (progress bars). */
  onGame?: (result: ArenaGameResult, summary: TournamentSummary) => void;
  /** What brains built by name need (the LLM brain's `llm` / `prompts` settings; default: defaults + environment). */
  brainSetup?: LlmSettings;
  /** Warnings such as a brain that fell back to random. */
  onWarning?: (message: string) => void;
  /**
   * Game time: `virtual` jumps over idle waits (see runInProcessGame). Default: virtual for freeform
   * games whose every seat plays a built-in local brain (rule, random), real time otherwise (an LLM or
   * a custom brain may wait on the world).
   */
  clock?: 'real' | 'virtual';
};

const LOCAL_BRAINS: readonly BrainSpec[] = ['rule', 'random'];

const defaultClock = (config: ArenaConfig, specs: readonly BrainSpec[]): 'real' | 'virtual' => {
  const freeform = config.game.talk.duration !== undefined || config.game.whisper.duration !== undefined;
  return freeform && specs.every((spec) => LOCAL_BRAINS.includes(spec)) ? 'virtual' : 'real';
};

export const withActionTimeout = (config: ArenaConfig, actionTimeoutMs: number | undefined): ArenaConfig =>
  actionTimeoutMs === undefined
    ? config
    : {
        ...config,
        server: {
          ...config.server,
          timeout: { ...config.server.timeout, action: actionTimeoutMs },
        },
      };

const resolveSpec = async (
  spec: BrainSpec,
  options: {
    setup?: LlmSettings | undefined;
    onWarning?: ((message: string) => void) | undefined;
    sharedReading: SharedReading;
  },
): Promise<SeatBrain> => {
  if (typeof spec !== 'string') return spec;
  const resolved = buildBrain({
    name: spec,
    sharedReading: options.sharedReading,
    ...(options.setup === undefined ? {} : { settings: options.setup }),
  });
  if (resolved.warning !== undefined) options.onWarning?.(resolved.warning);
  return { label: resolved.name, factory: resolved.factory };
};

/**
 * Plays N in-process games with our agents and sums them up. The rule-brain strength benchmark and the
 * freeform work call this; the `arena` command is a thin wrapper around it.
 */
export const runTournament = async (options: TournamentOptions = {}): Promise<TournamentSummary> => {
  const started = Date.now();
  const base =
    options.config ??
    shippedConfig({
      players: options.players ?? 5,
      lang: options.lang ?? 'ja',
      ...(options.freeform === true ? { freeform: true } : {}),
    });
  const config = withActionTimeout(base, options.actionTimeoutMs);
  // The rule brains of every seat of the tournament read each talk once between them (games with the
  // same cast and language reuse the readings of the games before).
  const resolving = { setup: options.brainSetup, onWarning: options.onWarning, sharedReading: createSharedReading() };
  const village = await resolveSpec(options.brains?.village ?? 'rule', resolving);
  const werewolfSpec = options.brains?.werewolves ?? 'rule';
  // The same brain name for both sides is resolved once (one warning if it falls back).
  const werewolves =
    werewolfSpec === (options.brains?.village ?? 'rule') ? village : await resolveSpec(werewolfSpec, resolving);
  const seatBrains =
    options.seatBrains === undefined
      ? undefined
      : await Promise.all(options.seatBrains.map((spec) => resolveSpec(spec, resolving)));
  const brainFor = (role: GameRole, seat: number): SeatBrain =>
    seatBrains?.[seat - 1] ?? (sideOf(role) === 'WEREWOLF' ? werewolves : village);
  const seed = options.seed ?? String(started);
  const specs = options.seatBrains ?? [options.brains?.village ?? 'rule', werewolfSpec];
  const clock = options.clock ?? defaultClock(config, specs);
  let summary = emptySummary();
  for (let game = 0; game < (options.games ?? 1); game++) {
    const result = await runInProcessGame({
      config,
      seed: `${seed}/game${game}`,
      brainFor,
      clock,
      ...(options.logs === undefined ? {} : { logs: options.logs }),
      ...(options.observer === undefined ? {} : { observer: options.observer }),
      ...(options.freeformRunner === undefined ? {} : { freeform: options.freeformRunner }),
    });
    summary = { ...addGame(summary, result), elapsedMs: Date.now() - started };
    options.onGame?.(result, summary);
  }
  return summary;
};
