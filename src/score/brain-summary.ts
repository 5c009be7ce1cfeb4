import type { AccuracyTotals } from './accuracy-totals.ts';

export type WinCount = { games: number; wins: number };

/**
 * One brain's seats in a tournament: wins, and the official vote accuracy, divination accuracy and
 * error-behaviour counts (finished games only). Both rulesets' summaries (`arena`, `rpc-arena`) use it.
 */
export type BrainSummary = WinCount & AccuracyTotals;
