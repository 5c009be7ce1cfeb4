import type { GameRole } from './roles.ts';

/** How the server measures and limits talk length (see game/count-length.ts). */
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

/** A game's `setting`, decoded from the wire and kept in the game state. */
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
