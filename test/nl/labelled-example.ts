/**
 * One labelled utterance: who said it, the text, and the protocol sentences it means (normal form,
 * `Agent[NN]` = 1-based position in the roster of its language, the speaker's own subject omitted; a
 * top-level AND is written as its clauses). Written by hand to resemble AIWolfDial talk.
 */
export type LabelledExample = readonly [speaker: string, text: string, expected: readonly string[]];

/** Every agent's latest talk is day 1, idx = 10 + agent number: `AGREE TALK day1 ID:12` agrees with agent 2. */
export const recentTalksOf = (names: readonly string[]) =>
  names.map((speaker, index) => ({ day: 1, idx: 11 + index, speaker }));
