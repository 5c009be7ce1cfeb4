/**
 * The brains a seat can be given by name (config `agent.brain`, `--brain`, arena seats): the one list
 * every command and the config schema share. rule: the embedded strategy; llm: a language model over the
 * rule brain; random: random legal moves.
 */
export const BRAIN_NAMES = ['rule', 'llm', 'random'] as const;
export type BrainName = (typeof BRAIN_NAMES)[number];

export const isBrainName = (text: string): text is BrainName => (BRAIN_NAMES as readonly string[]).includes(text);
