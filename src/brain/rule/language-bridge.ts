import type { Language } from '../brain.ts';
import type { Roster, Sentence } from '../../protocol/index.ts';
import { parse, print } from '../../protocol/index.ts';
import type { Random } from '../../random.ts';

/**
 * What the rule brain needs from the NL bridge: read a talk into protocol sentences, and say protocol
 * sentences in the game's language. Kept as a narrow interface so tests and the benchmark can swap it.
 */
export type LanguageBridge = {
  /**
   * True when the bridge speaks the game's language (the NL bridge): then the brain composes its talk
   * (reply, move, reason in its voice) and keeps it only when `understand` reads the move back.
   */
  readonly natural?: boolean;
  understand(input: { text: string; speaker: string; roster: Roster; lang: Language }): readonly Sentence[];
  render(input: {
    sentences: readonly Sentence[];
    lang: Language;
    persona?: string;
    roster: Roster;
    random: Random;
    self?: string;
    /** Day-0 greeting instead of (or before) the sentences. */
    greeting?: boolean;
    /** Who said the talk with this day and idx (for AGREE). */
    authorOf?: (day: number, idx: number) => string | undefined;
  }): string;
};

/**
 * Protocol-text bridge: speaks AIWolf protocol (one sentence, or AND of several) and reads it back.
 * Used by tests and as a last resort; games use the NL bridge.
 */
export const protocolBridge: LanguageBridge = {
  understand: ({ text }) => {
    const parsed = parse(text);
    return parsed.ok ? [parsed.value] : [];
  },
  render: ({ sentences, greeting, self }) => {
    const [first, ...rest] = sentences;
    if (first === undefined) return greeting === true ? `Hello, I am ${self ?? 'here'}.` : 'Over';
    return rest.length === 0 ? print(first) : print({ type: 'AND', clauses: [first, ...rest] });
  },
};
