/**
 * The TTI budget run by run: each page run against the blocked run beside it (they alternate, so each pair saw the
 * same state of the machine), not the medians, so a page that is 1.0 × in two runs and 1.6 × in the third breaks
 * it. A pair is judged when both runs measured a benchmarkIndex of at least `judgedFromIndex`: the budget holds at
 * any such index, and a slower machine is no measure of the pages (measure again). A page none of whose pairs is
 * judged is not shown to meet it.
 */
import type { PerRun } from './resultsFile';

/** TTI ≤ this × the blocked page's TTI, in every run. */
export const ttiFactor = 1.5;
/** The next step: TTI within this × the blocked page's in every run. */
export const ttiNextFactor = 1.25;
/** The lowest benchmarkIndex at which a run is judged. */
export const judgedFromIndex = 1500;

/** One page run and the blocked run beside it. */
export interface TtiPair {
  pageMs: number;
  blockedMs: number;
  /** The lower of the two runs' benchmarkIndex. */
  benchmarkIndex: number;
}

export interface TtiRuns {
  pairs: TtiPair[];
}

/** The run pairs of a route's per-run figures (page run i beside blocked run i). */
export function ttiRunsOf(perRun: { page: Pick<PerRun, 'ttiMs' | 'benchmarkIndex'>; blocked: Pick<PerRun, 'ttiMs' | 'benchmarkIndex'> }): TtiRuns {
  const count = Math.min(perRun.page.ttiMs.length, perRun.blocked.ttiMs.length);
  return {
    pairs: Array.from({ length: count }, (_, run) => ({
      pageMs: perRun.page.ttiMs[run],
      blockedMs: perRun.blocked.ttiMs[run],
      benchmarkIndex: Math.min(perRun.page.benchmarkIndex[run], perRun.blocked.benchmarkIndex[run]),
    })),
  };
}

export const isJudged = (pair: TtiPair) => pair.benchmarkIndex >= judgedFromIndex;

/** A pair's TTI ratio (NaN, never within, when either figure is missing). */
export const ratioOf = (pair: TtiPair) => pair.pageMs / pair.blockedMs;

/** Whether every judged pair is within `factor` × (and at least one pair is judged). */
export function withinInEveryRun({ pairs }: TtiRuns, factor: number): boolean {
  const judged = pairs.filter(isJudged);
  // `!(a > b)` would let NaN through: a figure Lighthouse could not measure breaks the budget.
  return judged.length > 0 && judged.every((pair) => pair.pageMs <= factor * pair.blockedMs);
}

/** Whether any pair is judged. */
export const anyJudged = ({ pairs }: TtiRuns) => pairs.some(isJudged);

/** `1.00 × 1.49 × (1.62 × at 1,320: not judged)`: each run's ratio, in run order. */
export function describeTtiRuns({ pairs }: TtiRuns): string {
  return pairs.map((pair) => (isJudged(pair) ? `${ratioOf(pair).toFixed(2)} ×` : `(${ratioOf(pair).toFixed(2)} × at ${pair.benchmarkIndex}: not judged)`)).join(' ');
}
