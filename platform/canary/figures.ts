/**
 * A canary's figures: the one shape in which its evidence is shown and kept — in `canary-figures.json` while it runs,
 * in canary.json and the release log once a verdict ended it, and in `npm run canary`. Made from the evidence
 * (evidence.ts) the verdict is taken on, with the pages it covers.
 */
import { bucketRange, cohorts, lastBucket, vitalNames, type CanaryEvidence, type Cohort, type Histogram, type VitalName } from './evidence';

/** A vital's 75th percentile over the views that reported it (in its unit: ms, or ‰ for CLS), and how many did. */
export interface VitalFigure {
  p75: number | null;
  count: number;
}

export interface CohortFigures {
  clients: number;
  erroredClients: number;
  silentClients: number;
  views: number;
  reportedViews: number;
  erroredViews: number;
  vitals: Record<VitalName, VitalFigure>;
}

/** The pages figures were taken on (the canary's list then): how many, and which when they are few. */
export interface FiguresPages {
  count: number;
  list?: string[];
}

export interface CanaryFigures {
  cohorts: Record<Cohort, CohortFigures>;
  pages: FiguresPages;
}

/**
 * The `p` quantile of the values a histogram counts: the empirical quantile (the smallest value with at least a share
 * `p` at or below it), read as the middle of its bucket (the geometric middle: within 1 % of the value). Null when empty.
 */
export function histogramQuantile(histogram: Histogram, p: number): number | null {
  if (histogram.count === 0) return null;
  const rank = Math.max(1, Math.ceil(p * histogram.count));
  let seen = 0;
  const top = lastBucket;
  for (let bucket = 0; bucket <= top; bucket += 1) {
    seen += histogram.buckets[bucket] ?? 0;
    if (seen >= rank) {
      const { low, high } = bucketRange(bucket);
      if (low === 0) return high / 2;
      return Number.isFinite(high) ? Math.sqrt(low * high) : low;
    }
  }
  return null;
}

/** The figures of `evidence`, taken on `pages`. */
export function figuresOf(evidence: CanaryEvidence, pages: FiguresPages): CanaryFigures {
  const cohortFigures = (cohort: Cohort): CohortFigures => {
    const { clients, erroredClients, silentClients, views, reportedViews, erroredViews, vitals } = evidence.cohorts[cohort];
    return {
      clients,
      erroredClients,
      silentClients,
      views,
      reportedViews,
      erroredViews,
      vitals: Object.fromEntries(vitalNames.map((name) => [name, { p75: histogramQuantile(vitals[name].perView, 0.75), count: vitals[name].perView.count }])) as Record<VitalName, VitalFigure>,
    };
  };
  return { cohorts: Object.fromEntries(cohorts.map((cohort) => [cohort, cohortFigures(cohort)])) as Record<Cohort, CohortFigures>, pages };
}
