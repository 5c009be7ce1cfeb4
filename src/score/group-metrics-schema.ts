import { z } from 'zod';

/** A ratio, or null when its denominator is 0 (nothing to measure). */
const ratio = z.number().nullable();
const countOf = z.object({ count: z.number(), opportunities: z.number() });
const roleRecord = z.object({ wins: z.number(), games: z.number(), rate: ratio });

/**
 * The five official metric groups for a set of seats (a team, or all seats). camelCase keys are the
 * `score --json` contract; `games`, `winRate`, `voteAccuracy` and `divinationAccuracy` are named in issue 12.
 */
export const groupMetricsSchema = z.object({
  /** Seats counted: one per game the team played (a team seated twice in one game plays it twice). */
  games: z.number(),
  /** Win rate, macro: games won ÷ games played. */
  winRate: ratio,
  /** Unweighted mean of the per-role win rates over the roles dealt. */
  winRateMicro: ratio,
  /** Per-role win rates re-weighted by the role composition of all seats read. */
  winRateWeightedMicro: ratio,
  winRateByRole: z.record(z.string(), roleRecord),
  survivalRate: ratio,
  executionTargeting: ratio,
  voteTargeting: ratio,
  divinationTargeting: ratio,
  guardTargeting: ratio,
  mentionTargeting: ratio,
  attackTargeting: ratio,
  attackVoteTargeting: ratio,
  /** Village-side votes on werewolves ÷ the number random voting expects. */
  voteAccuracy: ratio,
  /** The seer's werewolf divinations ÷ the number random divination expects. */
  divinationAccuracy: ratio,
  villageVotes: z.number(),
  villageVotesOnWerewolves: z.number(),
  villageVotesOnWerewolvesExpected: z.number(),
  divinations: z.number(),
  divinationsOnWerewolves: z.number(),
  divinationsOnWerewolvesExpected: z.number(),
  /** Share of the possessed's votes on non-werewolves. */
  possessedNonWerewolfVoteShare: ratio,
  /** Share of a werewolf's votes on another werewolf (villages with ≥ 2 werewolves). */
  werewolfTeammateVoteShare: ratio,
  errorBehaviour: z.object({
    noVote: countOf,
    selfVote: countOf,
    noAttackVote: countOf,
    attackVoteOnWerewolf: countOf,
    noDivination: countOf,
    noGuard: countOf,
    silentDays: countOf,
    repeatedTalks: countOf,
    /** Spoken talks another seat of the same game said word for word (not an official metric). */
    sharedTalks: countOf,
    /** …the same once player names are masked: lines that differ only in whom they name. */
    sharedTalksNamesMasked: countOf,
    /** Votes against a player the voter called human and did not take back (only with a talk reader). */
    voteOnDeclaredHuman: countOf,
  }),
});

export const scoreReportSchema = z.object({
  all: groupMetricsSchema,
  teams: z.record(z.string(), groupMetricsSchema),
});

export type GroupMetrics = z.infer<typeof groupMetricsSchema>;
export type ErrorBehaviour = GroupMetrics['errorBehaviour'];
export type ScoreReport = z.infer<typeof scoreReportSchema>;
