import type { GameRole, Species } from '../game/state.ts';

/**
 * One finished game as replay needs it: the seats and every logged event in log order. Built from the
 * score area's log reader (`from-game-record.ts`); nothing here reads files.
 */
export type ReplaySeat = {
  readonly idx: number;
  /** In-game name (a character name, or `Agent[NN]` in logs without one). */
  readonly name: string;
  readonly role: GameRole;
  /** Team: the connection name without trailing digits. */
  readonly team: string;
};

export type ReplayEvent =
  | {
      readonly type: 'status';
      readonly day: number;
      readonly alive: ReadonlyMap<number, boolean>;
    }
  | {
      readonly type: 'talk' | 'whisper';
      readonly day: number;
      readonly idx: number;
      readonly turn: number;
      readonly agent: number;
      readonly text: string;
      /** Unix ms: present in speak-anytime logs. */
      readonly time?: number;
    }
  | { readonly type: 'vote' | 'attackVote'; readonly day: number; readonly agent: number; readonly target: number }
  | { readonly type: 'execute'; readonly day: number; readonly agent: number }
  | {
      readonly type: 'divine';
      readonly day: number;
      readonly agent: number;
      readonly target: number;
      readonly species: Species;
    }
  | { readonly type: 'guard'; readonly day: number; readonly agent: number; readonly target: number }
  /** `target` −1 = no attack; `success` false = guarded. */
  | { readonly type: 'attack'; readonly day: number; readonly target: number; readonly success: boolean };

export type ReplayGame = {
  /** Where the game came from (file path), for reports and seeds. */
  readonly id: string;
  /** The folder (contest) it belongs to. */
  readonly folder: string;
  readonly lang: 'ja' | 'en';
  /** Speak-anytime talk (talk lines carry a time). */
  readonly freeform: boolean;
  readonly seats: readonly ReplaySeat[];
  readonly events: readonly ReplayEvent[];
  /** Winner recorded by the log; games without one do not count. */
  readonly winner?: 'VILLAGER' | 'WEREWOLF' | 'NONE';
};
