import type { GameRole, Species } from '../../game/state.ts';

/** A result we published (true for seer / medium, invented for a werewolf or possessed). */
export type PublishedResult = { readonly day: number; readonly target: string; readonly species: Species };

/** What one rule brain remembers of its own game: what it said, claimed and intends. Mutable, per game. */
export type Memory = {
  /** Every text we returned for talk or whisper, to never say the same sentence twice. */
  readonly saidTexts: Set<string>;
  /** Topics already covered (claim, a day's result, an answer to a talk …). */
  readonly doneTopics: Set<string>;
  /** The role we claimed in public, once we did. */
  claimedRole?: GameRole;
  /** Results we published, in order; a liar keeps its invented results consistent through these. */
  readonly published: PublishedResult[];
  /** Last vote intention we stated, per day. */
  readonly intentions: Map<number, string>;
  /**
   * Whom we guarded, by the day of the night: the guard really sent (our own answer, or the one another
   * layer or the recorded seat sent instead, told through `noteGuard`). The server never echoes it.
   */
  readonly guards: Map<number, string>;
  /** Last attack intention we whispered, per day. */
  readonly attackPlans: Map<number, string>;
  /** Count of talk / whisper requests answered per day (for pacing). */
  readonly talkCount: Map<string, number>;
};

export const createMemory = (): Memory => ({
  saidTexts: new Set(),
  doneTopics: new Set(),
  published: [],
  intentions: new Map(),
  guards: new Map(),
  attackPlans: new Map(),
  talkCount: new Map(),
});
