import type { GameRole, Species } from '../../game/state.ts';
import type { Sentence } from '../../protocol/ast.ts';

/** Protocol sentences read from each talk / whisper, parallel to `state.talks` / `state.whispers`. */
export type Understood = {
  readonly talks: readonly (readonly Sentence[])[];
  readonly whispers: readonly (readonly Sentence[])[];
};

/** Where a statement was made: the talk (or whisper) it came from. */
export type Origin = { readonly day: number; readonly idx: number; readonly channel: 'talk' | 'whisper' };

export type RoleClaim = Origin & { readonly agent: string; readonly role: GameRole };

export type Report = Origin & {
  readonly reporter: string;
  readonly target: string;
  readonly species: Species;
  /** `divination` for DIVINED (seer), `identification` for IDENTIFIED (medium). */
  readonly kind: 'divination' | 'identification';
};

export type Suspicion = Origin & { readonly agent: string; readonly target: string; readonly role: GameRole };

/** A REQUEST or INQUIRE addressed to us (or to ANY) that we may answer. */
export type Question = Origin & {
  readonly from: string;
  readonly kind: 'REQUEST' | 'INQUIRE';
  /** True when addressed to us by name; false for a question or request to everybody (ANY). */
  readonly toMe: boolean;
  readonly clause: Sentence;
};

export type DeathCause = 'executed' | 'attacked';

/** One agent as we see it. Probabilities are over the assignments consistent with the facts. */
export type AgentView = {
  readonly name: string;
  readonly alive: boolean;
  readonly death?: { readonly day: number; readonly cause: DeathCause };
  /** Role known for sure (own role, fellow werewolves, everybody after the game). */
  readonly knownRole?: GameRole;
  /** Latest role this agent claimed in public talk. */
  readonly claim?: GameRole;
  readonly werewolf: number;
  readonly possessed: number;
  /** Probability that its latest claim is true (only for claims of SEER / MEDIUM / BODYGUARD). */
  readonly claimTrue?: number;
  /** Target of the latest vote intention it stated today. */
  readonly voteIntention?: string;
};

/**
 * Everything the brain believes about one game, rebuilt from the state and the understood talks.
 * Plain data, JSON-serialisable (for prompts and logs).
 */
export type Beliefs = {
  readonly self: string;
  readonly role?: GameRole;
  readonly day: number;
  /** Agents in state order. */
  readonly agents: readonly AgentView[];
  readonly claims: readonly RoleClaim[];
  /** Roles that two or more agents claim (latest claims), with the claimers. */
  readonly counterClaims: readonly { readonly role: GameRole; readonly agents: readonly string[] }[];
  /** Results published by others (and by us) in talk. */
  readonly reports: readonly Report[];
  readonly suspicions: readonly Suspicion[];
  /** Questions and requests addressed to us today. */
  readonly questions: readonly Question[];
  /** Today's latest stated vote intention per agent. */
  readonly voteIntentions: Readonly<Record<string, string>>;
  /** Today's latest whispered attack proposal per werewolf (seen by werewolves only). */
  readonly attackPlans: Readonly<Record<string, string>>;
  /** Private knowledge: our own divination / medium results, fellow werewolves. */
  readonly ownResults: readonly { readonly day: number; readonly target: string; readonly species: Species }[];
  readonly teammates: readonly string[];
  /** False when the facts admit no assignment at all (then probabilities are only a fallback). */
  readonly consistent: boolean;
};
