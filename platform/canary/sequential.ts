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
 * - viewQuantileBounds: a confidence sequence on a per-view quantile (a vital's p75, as shown everywhere) from sums per
 *   client, so a client's many views are one draw, not many: the mean of A(b) − p N per client at each bucket edge
 *   (asymptotic normal-mixture confidence sequence, Waudby-Smith et al., Annals of Statistics 2024), read as a quantile
 *   at the one edge next to the true value (Howard & Ramdas, Bernoulli 2022, §3). See the function.
 */
import { bucketRange, lastBucket, type ViewSums } from './evidence';

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

/** Bounds on a quantile: low ≤ it ≤ high (0 and infinity when unbounded). */
export interface QuantileBounds {
  low: number;
  high: number;
}

/**
 * Clients a cohort needs before its per-view quantile is bounded at all: the confidence sequence is asymptotic (a
 * central limit for the per-client sums), so it is not read on a handful of clients.
 */
export const boundedClientsNeeded = 200;

/** The number of clients the normal mixture's width is tuned to be narrowest at (Waudby-Smith et al., §2.4). */
const tunedClients = 1000;

// One edge below every bucket, and one per bucket.
const edgeHigh = new Float64Array(lastBucket + 2);
const edgeMean = new Float64Array(lastBucket + 2);
const edgeDeviation = new Float64Array(lastBucket + 2);
const above = new Float64Array(lastBucket + 2);
const below = new Float64Array(lastBucket + 2);
/** Each bucket's upper edge (bucketRange), computed once. */
const bucketHigh = Float64Array.from({ length: lastBucket + 1 }, (_, bucket) => bucketRange(bucket).high);

/**
 * Bounds on the `p` quantile of the per-view distribution `sums` was drawn from, one pair per level 1 − α of `alphas`.
 * For a threshold at bucket b's upper edge, the share of views below it is F(b) = E[A(b)] / E[N] (a client's A(b)
 * views there of its N: evidence.ts ViewSums), so F(b) ≥ p exactly when the per-client Z(b) = A(b) − p N has a mean of at
 * least 0: one mean of independent, bounded draws (one per client, however many views it has), with a confidence
 * sequence from its running mean and variance (the asymptotic one, normal mixture: Waudby-Smith, Arbour, Sinha,
 * Kennedy & Ramdas, "Time-uniform central limit theory and asymptotic confidence sequences", Annals of Statistics
 * 2024, Theorem 2.2). The upper bound is the lowest edge whose lower bound on the mean is above 0, the lower bound the
 * highest whose upper bound is below 0, as Howard & Ramdas read a quantile from a bound at its true value ("Sequential
 * estimation of quantiles", Bernoulli 2022, §3): each radius taken as the largest on the far side of the edge makes
 * both monotone in b, so either is wrong only when the sequence at the one fixed edge next to the true quantile is.
 * The variance counts two more clients of one view (one below, one above), so no edge looks certain.
 */
export function viewQuantileBounds(sums: ViewSums, p: number, alphas: readonly number[]): QuantileBounds[] {
  const n = sums.clients;
  if (n < boundedClientsNeeded) return alphas.map(() => ({ low: 0, high: Number.POSITIVE_INFINITY }));
  // Each edge with views below it: the mean and deviation of Z there; first, the edge below every view (A = 0).
  // Kept in arrays made once: the site and a simulation take this thousands of times.
  let count = 0;
  const at = (sumA: number, sumAA: number, sumAN: number, high: number) => {
    const sumZ = sumA - p * sums.views;
    const sumZZ = sumAA - 2 * p * sumAN + p * p * sums.viewsSquared;
    const pseudoMean = (sumZ + 1 - 2 * p) / (n + 2);
    const variance = (sumZZ + (1 - p) ** 2 + p ** 2) / (n + 2) - pseudoMean ** 2;
    edgeHigh[count] = high;
    edgeMean[count] = sumZ / n;
    edgeDeviation[count] = Math.sqrt(Math.max(variance, 1e-12));
    count += 1;
  };
  at(0, 0, 0, 0);
  let sumA = 0;
  let sumAA = 0;
  let sumAN = 0;
  // Integer keys come in ascending order.
  for (const key in sums.atBucket) {
    const bucket = Number(key);
    if (!sums.atBucket[bucket]) continue;
    sumA += sums.atBucket[bucket]!;
    sumAA += sums.pairs[bucket] ?? 0;
    sumAN += sums.weighted[bucket] ?? 0;
    at(sumA, sumAA, sumAN, bucketHigh[bucket]!);
  }
  // The largest deviation at or above each edge, and at or below it: the radius grows with the deviation, so the
  // radius taken at an edge is the largest on that side, and both tests below are monotone in the edge.
  above[count - 1] = edgeDeviation[count - 1]!;
  for (let index = count - 2; index >= 0; index -= 1) above[index] = Math.max(edgeDeviation[index]!, above[index + 1]!);
  below[0] = edgeDeviation[0]!;
  for (let index = 1; index < count; index += 1) below[index] = Math.max(edgeDeviation[index]!, below[index - 1]!);
  /** The first index in [0, count) where `holds` (false below it, true from it on), or count. */
  const first = (holds: (index: number) => boolean) => {
    let [low, high] = [0, count];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (holds(middle)) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  return alphas.map((alpha) => {
    const rho = Math.sqrt((2 * Math.log(1 / alpha) + Math.log(2 * Math.log(1 / alpha) + 1)) / tunedClients);
    // The radius is the deviation times a factor of n and α alone (the mixing scale is ρ deviations).
    const perDeviation = normalMixtureRadius(1 / n, rho, alpha);
    const radius = (deviation: number) => deviation * perDeviation;
    const bounds = { low: 0, high: Number.POSITIVE_INFINITY };
    // The upper bound: the lowest edge where the mean less the radius is above 0.
    const upper = first((index) => edgeMean[index]! - radius(above[index]!) > 0);
    if (upper < count) bounds.high = edgeHigh[upper]!;
    // The lower bound: the highest edge where the mean plus the radius is below 0.
    const lower = first((index) => edgeMean[index]! + radius(below[index]!) >= 0) - 1;
    if (lower >= 0) bounds.low = edgeHigh[lower]!;
    return bounds;
  });
}
