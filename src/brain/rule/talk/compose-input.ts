// What composing one talk reads (the game record, the agent's and the composer's memory, the voice, the
// utterance the plan chose, how the server and the table's readers take a text) and what it gives back.
// Apart from compose-talk.ts so that the parts the composer calls (the move plan, the reply and cite pieces,
// the shapes) take the input without importing the composer.
import type { Sentence } from '../../../protocol/index.ts';
import type { Random } from '../../../random.ts';
import type { Memory } from '../memory.ts';
import type { Utterance } from '../utterance.ts';
import type { ComposerMemory } from './composer-memory.ts';
import type { GameRecord } from './evidence.ts';
import type { Voice } from './voice.ts';

export type ComposeInput = {
  readonly record: GameRecord;
  readonly memory: Memory;
  readonly composer: ComposerMemory;
  readonly voice: Voice;
  readonly random: Random;
  readonly utterance: Utterance;
  /** Whom we want executed today (the plan's choice), for replies that name our vote. */
  readonly voteTarget: string | undefined;
  /** Whether the server keeps this text as it is (no cut). */
  readonly fits: (text: string) => boolean;
  /** The text read back into protocol sentences, as every reader at the table will read it. */
  readonly read: (text: string) => readonly Sentence[];
  /** Author of a talk, for AGREE. */
  readonly authorOf: (day: number, idx: number) => string | undefined;
};

/** A composed talk and what saying it marks as done. */
export type ComposedTalk = { readonly text: string; readonly commit: () => void };
