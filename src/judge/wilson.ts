/** z for a two-sided 95 % interval. */
const Z95 = 1.959964;

/**
 * The Wilson score interval of a proportion: unlike the normal approximation it stays inside [0, 1]
 * and is honest for small samples and shares near 0 or 1 (e.g. 14 of 75 → 11.5–28.9 %).
 */
export const wilsonInterval = (successes: number, trials: number, z = Z95): { low: number; high: number } => {
  if (trials <= 0) return { low: 0, high: 1 };
  const share = successes / trials;
  const z2 = z * z;
  const centre = (share + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((share * (1 - share)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
};
