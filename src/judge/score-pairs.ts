import { AiwolfError } from '../errors.ts';
import type { PairKey } from '../replay/talk-pair-schema.ts';
import { err, ok, type Result } from '../result.ts';
import { PAIR_CRITERIA, type PairCriterion } from './criteria.ts';
import type { PairVerdict } from './pair-verdict-schema.ts';
import { wilsonInterval } from './wilson.ts';

export type SideMeans = Readonly<Record<PairCriterion, number>>;

export type PairScoreSummary = {
  /** Pairs with at least one verdict. */
  readonly pairs: number;
  readonly verdicts: number;
  /** Mean score per criterion (each pair weighs the same, whatever its number of verdicts). */
  readonly ours: SideMeans;
  readonly theirs: SideMeans;
  /** Pairs where our line was preferred, the real one was, or neither (see `pairPreference`). */
  readonly preferred: { readonly ours: number; readonly theirs: number; readonly tie: number };
  /** preferred.ours ÷ pairs (ties count as not preferred), with its 95 % Wilson interval. */
  readonly oursPreferredShare: number;
  readonly interval: { readonly low: number; readonly high: number };
};

export type PairScores = {
  readonly byFolder: Readonly<Record<string, PairScoreSummary>>;
  readonly pooled: PairScoreSummary;
  /** Pairs of the key that no verdict judged (left out of every figure). */
  readonly notJudged: number;
};

/**
 * One pair's preference over its verdicts: each verdict counts 1 for ours, ½ for a tie, 0 for the real
 * line; above ½ on average is ours, below is theirs, exactly ½ a tie. With the two orders of one model
 * that means: both orders must agree for a side to win (one order preferring and the other tying also
 * wins), so a judge that always picks the first position yields ties, not a winner.
 */
export const pairPreference = (verdicts: readonly PairVerdict[], ours: 'A' | 'B'): 'ours' | 'theirs' | 'tie' => {
  const mean =
    verdicts.reduce(
      (sum, verdict) => sum + (verdict.preferred === ours ? 1 : verdict.preferred === 'tie' ? 0.5 : 0),
      0,
    ) / verdicts.length;
  return mean > 0.5 ? 'ours' : mean < 0.5 ? 'theirs' : 'tie';
};

type JudgedPair = { readonly key: PairKey; readonly verdicts: readonly PairVerdict[] };

const mean = (values: readonly number[]): number =>
  values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;

const summarise = (judged: readonly JudgedPair[]): PairScoreSummary => {
  const sideMeans = (which: 'ours' | 'theirs'): SideMeans =>
    Object.fromEntries(
      PAIR_CRITERIA.map((criterion) => [
        criterion,
        mean(
          judged.map(({ key, verdicts }) => {
            const side = which === 'ours' ? key.ours : key.ours === 'A' ? 'B' : 'A';
            return mean(verdicts.map((verdict) => verdict.scores[side][criterion]));
          }),
        ),
      ]),
    ) as Record<PairCriterion, number>;
  const preferred = { ours: 0, theirs: 0, tie: 0 };
  for (const { key, verdicts } of judged) preferred[pairPreference(verdicts, key.ours)]++;
  return {
    pairs: judged.length,
    verdicts: judged.reduce((sum, pair) => sum + pair.verdicts.length, 0),
    ours: sideMeans('ours'),
    theirs: sideMeans('theirs'),
    preferred,
    oursPreferredShare: judged.length === 0 ? Number.NaN : preferred.ours / judged.length,
    interval: wilsonInterval(preferred.ours, judged.length),
  };
};

/**
 * Joins verdicts with the key and scores ours against theirs, per folder and pooled. A verdict for a
 * pair the key does not have is an error (a verdict file from another drawing), never skipped.
 */
export const scorePairs = (
  verdicts: readonly PairVerdict[],
  keys: readonly PairKey[],
): Result<PairScores, AiwolfError> => {
  const keyOf = new Map(keys.map((key) => [key.id, key]));
  const unknown = [...new Set(verdicts.filter((verdict) => !keyOf.has(verdict.id)).map((verdict) => verdict.id))];
  if (unknown.length > 0)
    return err(
      new AiwolfError({
        code: 'verdict_unknown_pair',
        kind: 'config',
        message: `verdicts for pairs the key does not have (another drawing?): ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`,
      }),
    );
  const byId = new Map<string, PairVerdict[]>();
  for (const verdict of verdicts) byId.set(verdict.id, [...(byId.get(verdict.id) ?? []), verdict]);
  const judged: JudgedPair[] = keys.flatMap((key) => {
    const found = byId.get(key.id);
    return found === undefined ? [] : [{ key, verdicts: found }];
  });
  const folders = [...new Set(judged.map((pair) => pair.key.folder))].sort();
  return ok({
    byFolder: Object.fromEntries(
      folders.map((folder) => [folder, summarise(judged.filter((pair) => pair.key.folder === folder))]),
    ),
    pooled: summarise(judged),
    notJudged: keys.length - judged.length,
  });
};

const percent = (value: number): string => (Number.isNaN(value) ? '–' : `${Math.round(value * 100)}%`);
const twoPlaces = (value: number): string => (Number.isNaN(value) ? '–' : value.toFixed(2));

/** The table `judge --pairs` prints: per folder and pooled, ours/theirs per criterion and the preferred share. */
export const formatPairScores = (scores: PairScores): string => {
  const header = ['folder', 'pairs', ...PAIR_CRITERIA, 'ours preferred [95% CI]', 'ours / tie / theirs'];
  const row = (name: string, summary: PairScoreSummary): string[] => [
    name,
    String(summary.pairs),
    ...PAIR_CRITERIA.map(
      (criterion) => `${twoPlaces(summary.ours[criterion])}/${twoPlaces(summary.theirs[criterion])}`,
    ),
    `${percent(summary.oursPreferredShare)} [${percent(summary.interval.low)}–${percent(summary.interval.high)}]`,
    `${summary.preferred.ours} / ${summary.preferred.tie} / ${summary.preferred.theirs}`,
  ];
  const rows = [
    header,
    ...Object.entries(scores.byFolder).map(([folder, summary]) => row(folder, summary)),
    row('pooled', scores.pooled),
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((cells) => [...(cells[column] ?? '')].length)));
  const lines = rows.map((cells) =>
    cells
      .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - [...cell].length))
      .join('  ')
      .trimEnd(),
  );
  return [
    `talk pairs, scores 1–5 ours/theirs: ${scores.pooled.pairs} pairs judged (${scores.pooled.verdicts} verdicts)${scores.notJudged > 0 ? `, ${scores.notJudged} without a verdict` : ''}`,
    ...lines,
  ].join('\n');
};
