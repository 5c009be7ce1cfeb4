import type { Language } from '../vocabulary/index.ts';
import type { GameState } from '../game/state.ts';
import type { Sentence } from '../protocol/ast.ts';

/** Where an answer came from; logged with every answer. */
export type DecisionSource = 'rule' | 'llm' | 'random' | 'fallback';

export type TalkDecision = {
  readonly kind: 'talk';
  /** Natural-language text to send (already in the game's language); 'Over' / 'Skip' allowed. */
  readonly text: string;
  /** What the text states, as protocol sentences (subjects omitted where they are the speaker). */
  readonly intents: readonly Sentence[];
  readonly source: DecisionSource;
  readonly thought?: string;
};

export type TargetDecision = {
  readonly kind: 'target';
  /** Exact agent name as the server spells it. */
  readonly target: string;
  readonly source: DecisionSource;
  readonly thought?: string;
};

export type DecisionContext = {
  /** The game state after folding the request packet. */
  readonly state: GameState;
  /** Aborted when the answer's deadline passes; long work must stop then. */
  readonly signal: AbortSignal;
  /** Epoch ms after which an answer is worthless (it will be dropped). */
  readonly deadline: number;
};

/**
 * What a brain that commits to plans while it answers (claims, published results, intentions) offers a
 * brain layered on top of it, such as the LLM brain, whose words may be sent instead of its own: take
 * back the commitments of an answer that was not sent, and adopt what was really said.
 */
export interface StatedIntentions {
  /** Marks the memory before an answer is computed; `replaceWith` rewinds to the mark and records `said`. */
  mark(): { replaceWith(said: TalkDecision, state: GameState): void };
  /** Another layer stated this vote intention in public: keep later votes and talk consistent with it. */
  noteVoteIntention(day: number, target: string): void;
  /**
   * The guard sent on the night of `day` was this one (another layer's choice, or in a replay the recorded
   * seat's): what the brain later says of its guards follows it, as its results follow the packets.
   */
  noteGuard(day: number, target: string): void;
}

export type GameEvent =
  | 'INITIALIZE'
  | 'DAILY_INITIALIZE'
  | 'DAILY_FINISH'
  | 'FINISH'
  | 'TALK_UPDATE'
  | 'WHISPER_UPDATE';

/**
 * A per-game decision maker. One instance per game and agent. A brain never sends anything; the
 * client decides when and whether its answer goes out.
 */
export interface Brain {
  readonly name: string;
  talk(context: DecisionContext): Promise<TalkDecision>;
  whisper(context: DecisionContext): Promise<TalkDecision>;
  vote(context: DecisionContext): Promise<TargetDecision>;
  divine(context: DecisionContext): Promise<TargetDecision>;
  guard(context: DecisionContext): Promise<TargetDecision>;
  attack(context: DecisionContext): Promise<TargetDecision>;
  /** Notification after a packet that needs no answer was folded in. Must return quickly. */
  observe?(state: GameState, event: GameEvent): void;
  /** Present when the brain keeps commitments a layer above must be able to rewrite. */
  readonly intentions?: StatedIntentions;
}

export type { Language } from '../vocabulary/index.ts';

export type BrainOptions = {
  /** Seed for every random choice, so the same packets give the same decisions. */
  readonly seed: string;
  readonly lang: Language;
};

export type BrainFactory = (options: BrainOptions) => Brain;
