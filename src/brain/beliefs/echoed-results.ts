import type { Report, RoleClaim } from './types.ts';

const claimedRoleOf = (report: Report): RoleClaim['role'] => (report.kind === 'divination' ? 'SEER' : 'MEDIUM');

const sameResult = (left: Report, right: Report): boolean =>
  left.target === right.target && left.species === right.species && left.kind === right.kind;

/** The claim came first, or in the same talk as the result. */
const claimedBy = (claims: readonly RoleClaim[], report: Report): boolean =>
  claims.some(
    (claim) =>
      claim.agent === report.reporter &&
      claim.role === claimedRoleOf(report) &&
      (claim.day < report.day || (claim.day === report.day && claim.idx <= report.idx)),
  );

/**
 * The results that count as evidence: without the ones read as a speaker's own that only repeat what
 * another reporter published before (same player, species and kind) from a speaker who had not claimed
 * the role. In the 2025 contest logs such lines are villagers quoting a seer ("Servas says Shizue is a
 * werewolf") that free-talk reading gives to the speaker: counted, they made a villager a second seer
 * claimer, a liar in most worlds. A result repeated by its own reporter stays in the list (the
 * inference weighs it once, at its first telling: `firstTellings` in inference.ts).
 */
export const withoutEchoes = (claims: readonly RoleClaim[], reports: readonly Report[]): readonly Report[] => {
  const kept: Report[] = [];
  for (const report of reports) {
    const echo =
      !claimedBy(claims, report) &&
      kept.some((earlier) => earlier.reporter !== report.reporter && sameResult(earlier, report));
    if (!echo) kept.push(report);
  }
  // The same list when nothing was an echo: what is derived from it may be kept by identity.
  return kept.length === reports.length ? reports : kept;
};
