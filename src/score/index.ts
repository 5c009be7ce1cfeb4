/** Public API of the official contest metrics (pure: game records in, figures out). */
export * from './seat-metrics-schema.ts';
export * from './group-metrics-schema.ts';
export {
  attackCandidates,
  type DecisionScore,
  nightActionCandidates,
  randomHitExpectation,
  scoreDivination,
  scoreTarget,
  scoreVote,
  voteCandidates,
} from './decision-scores.ts';
export { declaredHumanVotes, type SideReader, type SideWord } from './declared-human-votes.ts';
export { type MentionFinder, mentionFinder } from './mentions.ts';
export { SILENT_TALKS, seatMetrics } from './seat-metrics.ts';
export { sideOf } from './side.ts';
export {
  accuracyTotalsOfSeats,
  aggregateSeats,
  type RoleWeights,
  roleWeightsOf,
  sumCounts,
} from './aggregate-seats.ts';
export { groupSeats, type ScoredGames, scoreGames } from './score-games.ts';
export { renderMarkdownTable, renderTextTable, type ScoreTable, scoreTables } from './score-tables.ts';
export { seatsCsv, teamsCsv } from './seat-csv.ts';
export {
  type AccuracyTotals,
  accuracyTotalsOf,
  addAccuracyTotals,
  emptyAccuracyTotals,
  errorBehaviourOf,
} from './accuracy-totals.ts';
export type { BrainSummary, WinCount } from './brain-summary.ts';
