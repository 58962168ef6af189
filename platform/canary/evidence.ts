/**
 * The evidence a canary's verdict is taken on, as the site's database holds it (signals.ts gathers it) and the
 * judge reads it (verdict.ts decides on it): the one shape between the two.
 *
 * The unit of evidence is a client: the site draws each client into one cohort once per canary, and a client's
 * many views count as one outcome (errored or not, silent or not), so a busy visitor weighs as much as a quiet one.
 * Views still count on their own for what is shown per view (the p75 of each vital, the share of views with an
 * error). Clients are grouped by the step they were drawn in: the canary's share of new clients was fixed within a
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
 * Vital values are kept as counts on a fixed logarithmic scale, so figures and quantile bounds need no list of
 * values: bucket 0 holds [0, 1), bucket i ≥ 1 holds [growth^(i-1), growth^i) in the vital's unit. At 2 % per bucket
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

/** Counts of values per bucket (absent buckets hold none), and their total. */
export interface Histogram {
  buckets: Record<number, number>;
  count: number;
}

export interface VitalEvidence {
  /** Views that reported the vital. */
  views: number;
  /**
   * The p75 shown (figures.ts), in the vital's unit: nearest rank over each view's last value, the one definition of
   * `npm run field` and `/_site/field` (supabase-backend's fieldStats.ts p75Of); null without views.
   */
  p75: number | null;
  /** One value per client (the median of its views' values): what the judge tests, so a client weighs once. */
  perClient: Histogram;
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

export const emptyHistogram = (): Histogram => ({ buckets: {}, count: 0 });

const emptyVital = (): VitalEvidence => ({ views: 0, p75: null, perClient: emptyHistogram() });

export const emptyCohortEvidence = (): CohortEvidence => ({
  clients: 0,
  erroredClients: 0,
  silentClients: 0,
  views: 0,
  reportedViews: 0,
  erroredViews: 0,
  vitals: { lcp: emptyVital(), inp: emptyVital(), cls: emptyVital() },
});
