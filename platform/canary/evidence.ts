/**
 * The evidence a canary's verdict is taken on, as the site's database holds it (signals.ts gathers it) and the
 * judge reads it (verdict.ts decides on it): the one shape between the two.
 *
 * The unit of evidence is a client: the site draws each client into one cohort once per canary, and a client's
 * many views count as one outcome (errored or not, silent or not), so a busy visitor weighs as much as a quiet one.
 * A vital's p75 is per page view, as shown everywhere, and the judge reads it from sums per client (ViewSums): a
 * client's views are one draw, so its many views are not taken for independent ones. Clients are grouped by the step they were drawn in: the canary's share of new clients was fixed within a
 * step, and that share is what a healthy canary's cohort of an errored client is drawn with.
 */

export type Cohort = 'stable' | 'canary';
export const cohorts: readonly Cohort[] = ['stable', 'canary'];

export type VitalName = 'lcp' | 'inp' | 'cls';
export const vitalNames: readonly VitalName[] = ['lcp', 'inp', 'cls'];

/** A vital's value in the unit it is judged and shown in: milliseconds for LCP and INP, thousandths for CLS. */
export const vitalUnits: Record<VitalName, { perReported: number; unit: string }> = {
  lcp: { perReported: 1, unit: 'ms' },
  inp: { perReported: 1, unit: 'ms' },
  cls: { perReported: 1000, unit: '‰' },
};

/**
 * Vital values are judged as counts on a fixed logarithmic scale, so quantile bounds need no list of values: bucket 0 holds [0, 1), bucket i ≥ 1 holds [growth^(i-1), growth^i) in the vital's unit. At 2 % per bucket
 * a quantile read from the buckets is within 2 % of the value's, and the judge reads a bound from the bucket edge
 * on the safe side.
 */
export const bucketGrowth = 1.02;
export const lastBucket = 1200;

export function bucketOf(value: number): number {
  if (!(value >= 1)) return 0;
  return Math.min(lastBucket, 1 + Math.floor(Math.log(value) / Math.log(bucketGrowth)));
}

/** The values bucket `index` holds: [low, high). */
export function bucketRange(index: number): { low: number; high: number } {
  if (index <= 0) return { low: 0, high: 1 };
  return { low: bucketGrowth ** (index - 1), high: index >= lastBucket ? Number.POSITIVE_INFINITY : bucketGrowth ** index };
}

/** The views of a client a vital is judged on at most: its first ones (the p75 judged is over them; see ViewSums). */
export const judgedViewsPerClient = 10;

/**
 * A vital's views as the judge reads them (sequential.ts viewQuantileBounds), each client's first
 * `judgedViewsPerClient` views that reported it (N_i of them, A_i(b) in buckets up to b): sums over clients from which
 * the mean and variance of the per-client A_i(b) − p N_i follow at every bucket b (absent buckets hold none).
 */
export interface ViewSums {
  /** Clients with a view that reported the vital. */
  clients: number;
  /** Σ N_i and Σ N_i². */
  views: number;
  viewsSquared: number;
  /** Per bucket, its views (Σ A_i(b) is their running sum). */
  atBucket: Record<number, number>;
  /** Per bucket, its views each weighted by its client's N_i (Σ A_i(b) N_i). */
  weighted: Record<number, number>;
  /** Per bucket, the ordered pairs of one client's views (a view with itself too) whose larger value is in it (Σ A_i(b)²). */
  pairs: Record<number, number>;
}

export const emptyViewSums = (): ViewSums => ({ clients: 0, views: 0, viewsSquared: 0, atBucket: {}, weighted: {}, pairs: {} });

const bump = (record: Record<number, number>, bucket: number, by: number) => {
  record[bucket] = (record[bucket] ?? 0) + by;
};

/**
 * Adds a client's next view, in bucket `bucket`, to `sums`; `client` holds the buckets of its views taken so far (the
 * view is added to it). A view past the client's first `judgedViewsPerClient` is left out. The one way sums are
 * made, from the database (signals.ts) and in the simulation.
 */
export function addView(sums: ViewSums, client: number[], bucket: number): void {
  const before = client.length;
  if (before >= judgedViewsPerClient) return;
  if (before === 0) sums.clients += 1;
  sums.views += 1;
  sums.viewsSquared += 2 * before + 1;
  bump(sums.atBucket, bucket, 1);
  bump(sums.weighted, bucket, before + 1);
  bump(sums.pairs, bucket, 1);
  for (const other of client) {
    bump(sums.weighted, other, 1);
    bump(sums.pairs, Math.max(other, bucket), 2);
  }
  client.push(bucket);
}

export interface VitalEvidence {
  /** Views that reported the vital. */
  views: number;
  /**
   * The p75 shown (figures.ts), in the vital's unit: nearest rank over each view's last value, the one definition of
   * `npm run field` and `/_site/field` (supabase-backend's fieldStats.ts p75Of); null without views.
   */
  p75: number | null;
  /** What the judge tests: the same per-view p75, from sums per client. */
  judged: ViewSums;
}

export interface CohortCounts {
  /** Clients with at least one settled view served in the cohort on the canary's pages. */
  clients: number;
  /** Of them, clients with an error signal on any of those views. */
  erroredClients: number;
  /** Of them, clients with a settled view whose beacon never came (no data, but a signal: a tab killed, a reporter broken). */
  silentClients: number;
}

/** Clients drawn while one share was in force (one step of the canary). */
export interface StepEvidence {
  /** The share of new clients drawn into the canary during the step, from 0 to 1. */
  share: number;
  cohorts: Record<Cohort, CohortCounts>;
}

export interface CohortEvidence extends CohortCounts {
  /** Settled views served in the cohort on the canary's pages. */
  views: number;
  /** Of them, views whose beacon came. */
  reportedViews: number;
  /** Of those, views with an error signal. */
  erroredViews: number;
  vitals: Record<VitalName, VitalEvidence>;
}

export interface CanaryEvidence {
  /** Per step, in order: the randomization's strata. */
  steps: StepEvidence[];
  /** Both cohorts over the whole canary. */
  cohorts: Record<Cohort, CohortEvidence>;
}

const emptyVital = (): VitalEvidence => ({ views: 0, p75: null, judged: emptyViewSums() });

export const emptyCohortEvidence = (): CohortEvidence => ({
  clients: 0,
  erroredClients: 0,
  silentClients: 0,
  views: 0,
  reportedViews: 0,
  erroredViews: 0,
  vitals: { lcp: emptyVital(), inp: emptyVital(), cls: emptyVital() },
});
