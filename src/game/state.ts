/**
 * The agent's view of one game, folded from packets (see fold-packet.ts). Plain data, no I/O.
 * Names are the server's agent names exactly as sent (character names such as ミナト, or Agent[01]).
 */
import type {
  AliveStatus,
  DeathEntry,
  GameRole,
  GameSettings,
  Judgement,
  TalkEntry,
  VoteEntry,
} from '../vocabulary/index.ts';

// The shared vocabulary, re-exported so game/ stays the one import for code that folds games.
export type { DeathEntry, Judgement, TalkEntry, VoteEntry } from '../vocabulary/records.ts';
export { type AliveStatus, GAME_ROLES, type GameRole, isGameRole, type Species } from '../vocabulary/roles.ts';
export type { GameSettings, LengthLimits, TalkSettings } from '../vocabulary/settings.ts';

export type RemainCounters = { readonly count?: number; readonly length?: number; readonly skip?: number };

export type GameState = {
  readonly gameId?: string;
  /** Own agent name in this game. */
  readonly self: string;
  readonly role?: GameRole;
  readonly profile?: string;
  readonly day: number;
  /** Every agent name, in a stable order (status_map order as received). */
  readonly agents: readonly string[];
  readonly status: Readonly<Record<string, AliveStatus>>;
  /** Roles known to us: our own, fellow werewolves, everyone after FINISH. */
  readonly knownRoles: Readonly<Record<string, GameRole>>;
  /** Fellow werewolves (excluding self); empty for other roles. */
  readonly teammates: readonly string[];
  readonly executed: readonly DeathEntry[];
  readonly attacked: readonly DeathEntry[];
  readonly divineResults: readonly Judgement[];
  readonly mediumResults: readonly Judgement[];
  readonly votes: readonly VoteEntry[];
  readonly attackVotes: readonly VoteEntry[];
  /** Full histories, rebuilt from the diffs, in (day, idx) order, without duplicates. */
  readonly talks: readonly TalkEntry[];
  readonly whispers: readonly TalkEntry[];
  readonly settings?: GameSettings;
  readonly remain: RemainCounters;
  readonly finished: boolean;
  /**
   * Agents the server dropped after a failure: still ALIVE in status_map, but never a valid target
   * (server.md §4.6). Inferred from the talk rounds (detect-errored-agents.ts), turn-based games only.
   */
  readonly erroredAgents: readonly string[];
  /**
   * How many DAILY_FINISH packets were folded on the current day (0 or 1). Whisper idx restarts in
   * the day-0 evening phase (server.md §6.7), so (day, idx) alone does not identify a whisper;
   * (day, phase, idx) does.
   */
  readonly phaseOfDay: number;
  /** Parallel to `talks` / `whispers`: the (day, phase, idx) key of each entry, for merging diffs. */
  readonly historyKeys: { readonly talks: readonly HistoryKey[]; readonly whispers: readonly HistoryKey[] };
};

export type HistoryKey = readonly [day: number, phase: number, idx: number];
