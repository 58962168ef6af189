/**
 * The automatic verdict on a canary: pure functions of the two cohorts' figures on the pages the canary's area
 * reaches. The unit of evidence is a vote: one client (a salted hash of its address, or of its /64 for IPv6) in
 * one cohort during one vote window, counted only when the site served that client such a page in that window, and
 * taken on the pages the canary's list names now (signals.ts: a page that left the list counts in neither cohort).
 * A vote is errored when any error signal came from that client in that window, however many.
 *
 * - Nothing is decided until each cohort has votes from `minClients` distinct clients.
 * - Roll back when the canary's error rate (errored votes / votes) is worse beyond noise: a one-sided
 *   two-proportion z-test with the pooled proportion, z > 2.326 (99 %).
 * - Roll back when its p75 INP or p75 LCP is worse than the stable cohort's by more than the margin: more than
 *   20 % AND more than 50 ms (INP) or 250 ms (LCP), once each cohort has `minVitalSamples` votes reporting it.
 * - Promote once the canary cohort was served `minViews` views (each client counting at most `viewsPerVote`
 *   views per window) without being worse.
 */

import type { Cohort } from './evidence';

/** A vital's 75th percentile over the votes that reported it (one value per vote: its worst). */
export interface VitalFigure {
  p75: number | null;
  count: number;
}

/** One cohort's figures on the pages the canary reaches. */
export interface CohortFigures {
  /** Page views the site served (each client at most `viewsPerVote` per window). */
  views: number;
  /** Distinct clients it served. */
  clients: number;
  /** Client windows with a served view. */
  votes: number;
  /** Of those, the ones with an error signal. */
  errorVotes: number;
  inp: VitalFigure;
  lcp: VitalFigure;
}

export type Figures = Record<Cohort, CohortFigures>;

/** The pages figures were taken on (the canary's list then): how many, and which when they are few. */
export interface FiguresPages {
  count: number;
  list?: string[];
}

/** Figures as a verdict takes them, with the pages they cover (in the release log, canary.json and `npm run canary`). */
export type TakenFigures = Figures & { pages: FiguresPages };

export interface VerdictRules {
  minViews: number;
  minClients: number;
  /** One-sided critical value of the error test (2.326: 99 %). */
  errorZ: number;
  minVitalSamples: number;
  /** How much worse a p75 may be before the canary is rolled back: both the ratio and the milliseconds exceeded. */
  margins: Record<'inp' | 'lcp', { ratio: number; ms: number }>;
}

/** Real traffic: a thousand views from a hundred clients. A test sets minViews and minClients low. */
export const defaultRules: VerdictRules = {
  minViews: 1000,
  minClients: 100,
  errorZ: 2.326,
  minVitalSamples: 50,
  margins: { inp: { ratio: 0.2, ms: 50 }, lcp: { ratio: 0.2, ms: 250 } },
};

export type Verdict =
  | { verdict: 'wait'; reason: string }
  | { verdict: 'rollback'; reason: string }
  | { verdict: 'promote'; reason: string };

/**
 * The one-sided z statistic of "the canary's proportion is greater than the stable one's", with the pooled
 * proportion; 0 when the pooled proportion is 0 or 1 (no difference can be seen) or a cohort has no votes.
 */
export function errorZ(canary: Pick<CohortFigures, 'votes' | 'errorVotes'>, stable: Pick<CohortFigures, 'votes' | 'errorVotes'>): number {
  if (canary.votes === 0 || stable.votes === 0) return 0;
  const pooled = (canary.errorVotes + stable.errorVotes) / (canary.votes + stable.votes);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / canary.votes + 1 / stable.votes));
  if (standardError === 0) return 0;
  return (canary.errorVotes / canary.votes - stable.errorVotes / stable.votes) / standardError;
}

const percent = (part: number, whole: number) => (whole === 0 ? '0 %' : `${((100 * part) / whole).toFixed(1)} %`);

/** Why a vital of the canary is worse beyond its margin, or undefined. */
export function vitalWorse(name: 'inp' | 'lcp', canary: VitalFigure, stable: VitalFigure, rules: VerdictRules): string | undefined {
  if (canary.count < rules.minVitalSamples || stable.count < rules.minVitalSamples || canary.p75 === null || stable.p75 === null) return undefined;
  const { ratio, ms } = rules.margins[name];
  const difference = canary.p75 - stable.p75;
  if (difference > ms && canary.p75 > stable.p75 * (1 + ratio)) {
    return (
      `p75 ${name.toUpperCase()} ${Math.round(canary.p75)} ms on the canary against ${Math.round(stable.p75)} ms on stable ` +
      `(${canary.count} and ${stable.count} samples): worse by more than ${Math.round(ratio * 100)} % and ${ms} ms`
    );
  }
  return undefined;
}

export function decide(figures: Figures, rules: VerdictRules): Verdict {
  const { canary, stable } = figures;
  if (canary.clients < rules.minClients || stable.clients < rules.minClients) {
    return { verdict: 'wait', reason: `waiting for ${rules.minClients} distinct clients in each cohort (canary ${canary.clients}, stable ${stable.clients})` };
  }
  const z = errorZ(canary, stable);
  if (z > rules.errorZ) {
    return {
      verdict: 'rollback',
      reason:
        `error rate ${percent(canary.errorVotes, canary.votes)} on the canary (${canary.errorVotes} of ${canary.votes} votes) against ` +
        `${percent(stable.errorVotes, stable.votes)} on stable (${stable.errorVotes} of ${stable.votes}): z = ${z.toFixed(2)} > ${rules.errorZ}`,
    };
  }
  for (const name of ['inp', 'lcp'] as const) {
    const worse = vitalWorse(name, canary[name], stable[name], rules);
    if (worse) return { verdict: 'rollback', reason: worse };
  }
  if (canary.views >= rules.minViews) {
    return {
      verdict: 'promote',
      reason: `${canary.views} views from ${canary.clients} clients, not worse than stable (error rate ${percent(canary.errorVotes, canary.votes)} against ${percent(stable.errorVotes, stable.votes)}, z = ${z.toFixed(2)})`,
    };
  }
  return { verdict: 'wait', reason: `${canary.views} of ${rules.minViews} views on the canary, not worse so far` };
}
