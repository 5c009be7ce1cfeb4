import type { Species } from './roles.ts';

/**
 * What happens at a table, as both the wire format (packets/) and the folded game state (game/) record
 * it. Names are the server's agent names exactly as sent (character names such as ミナト, or Agent[01]).
 */
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

export type Judgement = {
  readonly day: number;
  readonly agent: string;
  readonly target: string;
  readonly result: Species;
};
export type VoteEntry = { readonly day: number; readonly agent: string; readonly target: string };
export type DeathEntry = { readonly day: number; readonly agent: string };
