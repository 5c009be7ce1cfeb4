/**
 * The contest's talk criteria as the official LLM judge names them (`config/evaluation_criteria.yaml`
 * of aiwolfdial/aiwolf-nlp-llm-judge): A–E for every game, F (teamwork) for 9- and 13-player games.
 * Each is one ranking request per game; the wording the model reads is in prompts/judge/<lang>/criteria/.
 */
export const RANKING_CRITERIA = [
  { name: 'natural_expression', letter: 'A' },
  { name: 'contextual_dialogue', letter: 'B' },
  { name: 'logical_consistency', letter: 'C' },
  { name: 'action_consistency', letter: 'D' },
  { name: 'character_consistency', letter: 'E' },
  { name: 'team_play', letter: 'F', players: [9, 13] },
] as const satisfies readonly { name: string; letter: string; players?: readonly number[] }[];

export type RankingCriterion = (typeof RANKING_CRITERIA)[number]['name'];
export const RANKING_CRITERION_NAMES: readonly RankingCriterion[] = RANKING_CRITERIA.map((entry) => entry.name);

/** The criteria a game of `players` seats is ranked on. */
export const criteriaFor = (players: number): RankingCriterion[] =>
  RANKING_CRITERIA.filter(
    (entry) => !('players' in entry) || (entry.players as readonly number[]).includes(players),
  ).map((entry) => entry.name);

/** The blind pair's scales (1–5 each): A, B and C of the contest, plus whether the line helps the speaker's side. */
export const PAIR_CRITERIA = ['natural', 'context', 'consistent', 'strategic'] as const;
export type PairCriterion = (typeof PAIR_CRITERIA)[number];
