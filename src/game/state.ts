/**
 * The agent's view of one game, folded from packets (see fold-packet.ts). Plain data, no I/O.
 * Names are the server's agent names exactly as sent (character names such as ミナト, or Agent[01]).
 */
export const GAME_ROLES = ['WEREWOLF', 'POSSESSED', 'SEER', 'BODYGUARD', 'VILLAGER', 'MEDIUM'] as const;
export type GameRole = (typeof GAME_ROLES)[number];
export type Species = 'HUMAN' | 'WEREWOLF';
export type AliveStatus = 'ALIVE' | 'DEAD';

export type TalkEntry = {
  readonly idx: number;
  readonly day: number;
  readonly turn: number;
  readonly agent: string;
  readonly text: string;
  readonly skip: boolean;
  readonly over: boolean;
  /** Unix ms; only newer servers send it. */
  readonly time?: number;
};

export type Judgement = { readonly day: number; readonly agent: string; readonly target: string; readonly result: Species };
export type VoteEntry = { readonly day: number; readonly agent: string; readonly target: string };
export type DeathEntry = { readonly day: number; readonly agent: string };

export type LengthLimits = {
  readonly countInWord: boolean;
  readonly countSpaces: boolean;
  readonly perTalk?: number;
  readonly perAgent?: number;
  readonly baseLength?: number;
  readonly mentionLength?: number;
};

export type TalkSettings = {
  readonly maxCountPerAgent: number;
  readonly maxCountPerDay: number;
  readonly maxLength: LengthLimits;
  readonly maxSkip: number;
  /** Freeform (speak-anytime) phase length in ms; absent = turn-based. */
  readonly duration?: number;
};

export type GameSettings = {
  readonly agentCount: number;
  readonly maxDay?: number;
  readonly roleNumMap: Readonly<Partial<Record<GameRole, number>>>;
  readonly voteVisibility: boolean;
  readonly talk: TalkSettings;
  readonly whisper: TalkSettings;
  readonly vote: { readonly maxCount: number; readonly allowSelfVote: boolean };
  readonly attackVote: { readonly maxCount: number; readonly allowSelfVote: boolean; readonly allowNoTarget: boolean };
  readonly timeout: { readonly action: number; readonly response: number };
  /** Setting keys this agent does not know (e.g. isTalkOnFirstDay of 2024 servers), kept for logs. */
  readonly extra?: Readonly<Record<string, unknown>>;
};

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
