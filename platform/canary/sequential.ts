/**
 * The always-valid statistics the canary's verdict is taken with (verdict.ts): each holds its error rate however often
 * it is looked at and however long the canary runs, so the site may take the verdict every few seconds.
 *
 * - riskRatio: a mixture sequential probability ratio test on counts, conditional on the clients flagged (errored, or
 *   silent). Under a healthy canary a flagged client is a canary client with the probability it was drawn with (its
 *   step's share), whatever the base rate, so the likelihood ratio of "the canary's risk is ρ times stable's" against
 *   "equal", mixed over a prior on ρ, is a nonnegative martingale of mean 1; by Ville's inequality it reaches 1/α with
 *   probability at most α, ever. It is exact at small counts (no normal approximation): one canary error at a 5 %
 *   share is a ratio of at most 20. After Lindon & Malek, "Anytime-valid inference for multinomial count data"
 *   (NeurIPS 2022), the test behind Netflix's canaries.
 * - differenceBound: the upper end of a confidence sequence on (canary − stable) rate, from the normal-mixture
 *   boundary of the mSPRT (Johari, Koomen, Pekelis & Walsh, "Peeking at A/B tests", KDD 2017, as in Optimizely's Stats
 *   Engine): promotion asks it to fall below the tolerance (non-inferiority). Each rate's variance is taken at
 *   (errored + 1) / (clients + 2), a floor that keeps a cohort with no error from looking certain.
 * - quantileBounds: a confidence sequence on a quantile, from the uniform-in-time bound on the empirical distribution
 *   function of Howard & Ramdas, "Sequential estimation of quantiles with applications to A/B-testing and best-arm
 *   identification" (Bernoulli 2022, Theorem 2 with m = 1): with probability 1 − α, for every t at once,
 *   sup |F̂_t − F| ≤ 0.85 √((log log(e t) + 0.8 log(1612 / α)) / t). Read from the log-scale histograms (evidence.ts)
 *   at the bucket edge on the safe side.
 */
import { bucketRange, lastBucket, type Histogram } from './evidence';

/** Flagged clients of one step, and the share the canary's were drawn with. */
export interface FlaggedCounts {
  share: number;
  canary: number;
  stable: number;
}

/**
 * The prior on the canary's relative risk ρ (weights summing to 1). Two thirds of the weight sit on a canary far worse than
 * stable (ρ = 1000: a release that fails nearly every view), which is what must be caught within a few clients even
 * at a 50 % share, where each canary client flagged can at most double the ratio (8 clients reach 1/0.006 there); the rest spreads over moderate
 * regressions, so a canary twice as bad is rolled back too, given time.
 */
export const riskPrior: readonly { risk: number; weight: number }[] = [
  { risk: 1.5, weight: 0.06 },
  { risk: 2, weight: 0.07 },
  { risk: 3, weight: 0.07 },
  { risk: 6, weight: 0.07 },
  { risk: 20, weight: 0.07 },
  { risk: 1000, weight: 0.66 },
];

/** The mixture likelihood ratio that the canary's clients are flagged more often than stable's (1: no evidence). */
export function riskRatio(steps: readonly FlaggedCounts[], prior = riskPrior): number {
  let total = 0;
  for (const { risk, weight } of prior) {
    let log = 0;
    for (const { share, canary, stable } of steps) {
      if (!(share > 0 && share < 1) || canary + stable === 0) continue;
      const canaryChance = (share * risk) / (share * risk + 1 - share);
      log += canary * Math.log(canaryChance / share) + stable * Math.log((1 - canaryChance) / (1 - share));
    }
    total += weight * Math.exp(log);
  }
  return total;
}

/** Clients and flagged clients of both cohorts drawn in one step. */
export interface StepRates {
  canary: { clients: number; flagged: number };
  stable: { clients: number; flagged: number };
}

/** The estimate of (canary − stable) rate, each step weighted by its information, and the estimate's variance. */
export function rateDifference(steps: readonly StepRates[]): { estimate: number; variance: number } | undefined {
  let weights = 0;
  let estimate = 0;
  let variance = 0;
  const parts: { weight: number; difference: number; variance: number }[] = [];
  for (const { canary, stable } of steps) {
    if (canary.clients === 0 || stable.clients === 0) continue;
    const floored = (side: { clients: number; flagged: number }) => {
      const rate = (side.flagged + 1) / (side.clients + 2);
      return (rate * (1 - rate)) / side.clients;
    };
    const weight = (canary.clients * stable.clients) / (canary.clients + stable.clients);
    parts.push({ weight, difference: canary.flagged / canary.clients - stable.flagged / stable.clients, variance: floored(canary) + floored(stable) });
    weights += weight;
  }
  if (weights === 0) return undefined;
  for (const part of parts) {
    estimate += (part.weight / weights) * part.difference;
    variance += (part.weight / weights) ** 2 * part.variance;
  }
  return { estimate, variance };
}

/**
 * The radius of the normal-mixture confidence sequence at level 1 − α for an estimate of variance `variance`, with
 * mixing scale `scale` (the size of effect it is tuned to find: here the tolerance).
 */
export function normalMixtureRadius(variance: number, scale: number, alpha: number): number {
  const mixing = scale * scale;
  return Math.sqrt(((variance * (variance + mixing)) / mixing) * (2 * Math.log(1 / alpha) + Math.log((variance + mixing) / variance)));
}

/** The upper bound of (canary − stable) rate at level 1 − α, or undefined before both cohorts have clients. */
export function differenceBound(steps: readonly StepRates[], scale: number, alpha: number): { estimate: number; upper: number } | undefined {
  const difference = rateDifference(steps);
  if (!difference) return undefined;
  return { estimate: difference.estimate, upper: difference.estimate + normalMixtureRadius(difference.variance, scale, alpha) };
}

/** How far the empirical distribution of `count` values may be from the true one, for every count at once, at level 1 − α. */
export function distributionSpread(count: number, alpha: number): number {
  if (count <= 0) return Number.POSITIVE_INFINITY;
  return 0.85 * Math.sqrt((Math.log(Math.log(Math.E * count)) + 0.8 * Math.log(1612 / alpha)) / count);
}

/** The fewest values for which the spread is at most `spread` (the bounds of a middle quantile are both finite). */
export function valuesForSpread(spread: number, alpha: number): number {
  let count = 1;
  while (distributionSpread(count, alpha) > spread) count = Math.ceil(count * 1.05) + 1;
  while (count > 1 && distributionSpread(count - 1, alpha) <= spread) count -= 1;
  return count;
}

/**
 * Bounds on the `p` quantile of the distribution `histogram` was drawn from, one pair per level 1 − α of `alphas`: the
 * low edge of the bucket holding the empirical (p − spread) quantile, and the high edge of the one holding the
 * (p + spread) quantile (0 and infinity where those fall outside (0, 1)). One pass over the buckets for every level.
 */
export function quantileBounds(histogram: Histogram, p: number, alphas: readonly number[]): { low: number; high: number }[] {
  const ranks = alphas.map((alpha) => {
    const spread = distributionSpread(histogram.count, alpha);
    return { low: p - spread > 0 ? Math.ceil((p - spread) * histogram.count) : 0, high: p + spread < 1 ? Math.ceil((p + spread) * histogram.count) : Number.POSITIVE_INFINITY };
  });
  const bounds = ranks.map(() => ({ low: 0, high: Number.POSITIVE_INFINITY }));
  const last = Math.max(...ranks.map((rank) => (Number.isFinite(rank.high) ? rank.high : rank.low)));
  let seen = 0;
  const top = lastBucket;
  for (let bucket = 0; bucket <= top && seen < last; bucket += 1) {
    const count = histogram.buckets[bucket];
    if (!count) continue;
    const before = seen;
    seen += count;
    for (let index = 0; index < ranks.length; index += 1) {
      const rank = ranks[index]!;
      if (before < rank.low && seen >= rank.low) bounds[index]!.low = bucketRange(bucket).low;
      if (before < rank.high && seen >= rank.high) bounds[index]!.high = bucketRange(bucket).high;
    }
  }
  return bounds;
}
