/**
 * The statistics field figures are read with, pure so a verdict can reuse them and tests can pin them.
 */

export interface Proportion {
  /** successes / trials (0 without trials). */
  rate: number;
  /** The Wilson score interval's bounds. */
  low: number;
  high: number;
}

/** z of a two-sided 95 % interval. */
export const z95 = 1.959963984540054;

/**
 * The Wilson score interval of `successes` out of `trials` (Wilson 1927): unlike the normal approximation it
 * stays inside [0, 1] and is sensible for 0 successes or few trials. Without trials: rate 0, interval [0, 1].
 * Successes beyond the trials are counted as the trials (an area's errors on pages it does not own).
 */
export function wilsonInterval(successes: number, trials: number, z = z95): Proportion {
  if (trials <= 0) return { rate: 0, low: 0, high: 1 };
  const x = Math.min(Math.max(successes, 0), trials);
  const p = x / trials;
  const z2 = z * z;
  const centre = p + z2 / (2 * trials);
  const margin = z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  const denominator = 1 + z2 / trials;
  return { rate: p, low: Math.max(0, (centre - margin) / denominator), high: Math.min(1, (centre + margin) / denominator) };
}

/**
 * The p75 shown everywhere — `npm run field`, `/_site/field`, a canary's figures — as SQL over `values` (one per page
 * view: its last value of the vital): the 75th percentile by nearest rank, the smallest value with at least 75 % of
 * the values at or below it, always a value that was measured. An aggregate: add `filter (where …)` as needed.
 */
export const p75Of = (values: string) => `percentile_disc(0.75) within group (order by ${values})`;
