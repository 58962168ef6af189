/**
 * A canary's figures: the one shape in which its evidence is shown and kept — in `canary-figures.json` while it runs,
 * in canary.json and the release log once a verdict ended it, and in `npm run canary`. Made from the evidence
 * (evidence.ts) the verdict is taken on, with the pages it covers.
 */
import { cohorts, vitalNames, type CanaryEvidence, type Cohort, type VitalName } from './evidence';

/**
 * A vital's 75th percentile over the views that reported it, each view's last value by nearest rank as `npm run field`
 * and `/_site/field` read it (in its unit: ms, or ‰ for CLS), and how many did.
 */
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
      vitals: Object.fromEntries(vitalNames.map((name) => [name, { p75: vitals[name].p75, count: vitals[name].views }])) as Record<VitalName, VitalFigure>,
    };
  };
  return { cohorts: Object.fromEntries(cohorts.map((cohort) => [cohort, cohortFigures(cohort)])) as Record<Cohort, CohortFigures>, pages };
}
