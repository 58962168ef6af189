/**
 * The automatic verdict on a canary: a pure function of its evidence (evidence.ts: clients grouped by the step and
 * share they were drawn with; vitals per view, summed per client on a log scale), the rules, and how long it has run.
 * The unit is a client: a busy visitor weighs as much as a quiet one, and its many views are one draw. Every test is always valid (sequential.ts), so the verdict may
 * be taken as often as the site likes: looking again costs nothing.
 *
 * Rolled back, with a healthy canary's chance of it at most 1 % in all (`falseRollback`, split over the tests):
 * - errors: the canary's clients have errors more often than stable's (riskRatio on errored clients reaches 1/α);
 * - silence: the canary's clients send no beacon for a view more often than stable's, a sample ratio mismatch (the
 *   same test on silent clients: a release that kills the tab or its reporter looks healthy otherwise);
 * - vitals: a p75 (LCP, INP, CLS) whose lower bound on the canary is above stable's upper bound by more than the
 *   margin: both the ratio and the floor (ms, or ‰ for CLS). The p75 judged is the one shown (`npm run canary`,
 *   `npm run field`, `/_site/field`): per page view, each view's last value, over each client's first
 *   `judgedViewsPerClient` views (all of nearly every client's), bounded from sums per client (viewQuantileBounds).
 * Promoted when the canary is shown not worse (each bound wrong at most 5 % of the time, `promotionRisk`): the upper
 * bound of (canary − stable) errored-client rate below the tolerance (percentage points), and each judged vital's
 * upper bound on the canary within the margin of stable's lower bound. A vital too few stable clients report (INP on
 * pages without interactions) is not judged, and the reason says so. A canary still undecided at the maximum
 * duration is rolled back for want of evidence.
 */
import type { SettingsDocument } from 'shared/settingsCheck';
import { vitalNames, vitalUnits, type CanaryEvidence, type CohortEvidence, type VitalName } from './evidence';
import { boundedClientsNeeded, differenceBound, riskRatio, viewQuantileBounds, type QuantileBounds } from './sequential';

export interface VitalMargin {
  /** How much worse the canary's p75 may be, as a share of stable's (0.2: 20 %). */
  ratio: number;
  /** And in the vital's unit (ms; ‰ for CLS): only a difference beyond both is a regression. */
  floor: number;
}

export interface VerdictRules {
  /** How much higher the canary's errored-client rate may be than stable's, in percentage points, to be promoted. */
  tolerance: number;
  margins: Record<VitalName, VitalMargin>;
  /** A canary undecided this long is rolled back ("not enough evidence"). */
  maxDurationMs: number;
}

/** The defaults (the settings document's `canary` may set the tolerance and margins; a canary its own tolerance). */
export const defaultRules: VerdictRules = {
  tolerance: 0.5,
  margins: { lcp: { ratio: 0.2, floor: 250 }, inp: { ratio: 0.2, floor: 50 }, cls: { ratio: 0.2, floor: 50 } },
  maxDurationMs: 24 * 60 * 60_000,
};

/** A canary's rules: its own tolerance and maximum duration, else the settings document's defaults, else the built-in ones. */
export function rulesOf(settings: SettingsDocument['canary'], canary: { tolerance?: number; maxDurationMs?: number }): VerdictRules {
  const margins = Object.fromEntries(vitalNames.map((name) => [name, { ...defaultRules.margins[name], ...settings?.margins?.[name] }])) as Record<VitalName, VitalMargin>;
  return {
    tolerance: canary.tolerance ?? settings?.tolerance ?? defaultRules.tolerance,
    margins,
    maxDurationMs: canary.maxDurationMs ?? defaultRules.maxDurationMs,
  };
}

/**
 * A healthy canary's chance of being rolled back, ever, per test; 1 % in all. Errors get most of it (the test that
 * must act within a few clients); each vital's rollback needs one of its two bounds wrong, each at a sixth of `vitals`.
 */
export const falseRollback = { errors: 0.006, silence: 0.002, vitals: 0.002 } as const;
const vitalBoundRisk = falseRollback.vitals / (2 * vitalNames.length);

/** The chance that a bound promotion relies on is wrong: a canary worse than the tolerance or a margin is promoted at most this often. */
export const promotionRisk = 0.05;
/** Each vital's promotion needs both cohorts' bounds: each gets half. */
const promotionBoundRisk = promotionRisk / 2;

/** The quantile judged. */
const judgedQuantile = 0.75;

/**
 * Stable clients a vital needs to be judged: as many as its quantile bounds need to be read at all. Fewer (INP where
 * visitors rarely interact) and the vital is not judged.
 */
export const vitalClientsNeeded = boundedClientsNeeded;

export type Verdict =
  | { verdict: 'wait'; reason: string }
  /** `timedOut`: rolled back for want of evidence at the maximum duration, not on evidence against it. */
  | { verdict: 'rollback'; reason: string; timedOut?: true }
  | { verdict: 'promote'; reason: string };

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(part && (100 * part) / whole < 1 ? 2 : 1)} %`);
const points = (rate: number) => `${(rate * 100).toFixed(2)} pp`;
const ratioText = (ratio: number) => (ratio >= 1e6 ? ratio.toExponential(1) : ratio >= 100 ? String(Math.round(ratio)) : ratio.toFixed(1));
const vitalLabel = (name: VitalName) => `p75 ${name.toUpperCase()}`;
const valueText = (name: VitalName, value: number) => (Number.isFinite(value) ? `${Math.round(value)} ${vitalUnits[name].unit}` : 'unbounded');
const marginText = (name: VitalName, margin: VitalMargin) => `${Math.round(margin.ratio * 100)} % and ${margin.floor} ${vitalUnits[name].unit}`;

/** A sequential test on clients flagged (errored or silent) per step: its ratio, and a rollback's reason when it crossed. */
function flaggedTest(evidence: CanaryEvidence, flag: 'erroredClients' | 'silentClients', alpha: number, what: string): string | undefined {
  const ratio = riskRatio(evidence.steps.map((step) => ({ share: step.share, canary: step.cohorts.canary[flag], stable: step.cohorts.stable[flag] })));
  if (ratio < 1 / alpha) return undefined;
  const { canary, stable } = evidence.cohorts;
  return (
    `${what}: ${canary[flag]} of ${canary.clients} canary clients (${percent(canary[flag], canary.clients)}) against ${stable[flag]} of ${stable.clients} ` +
    `stable clients (${percent(stable[flag], stable.clients)}); the likelihood ratio of a canary worse than stable is ${ratioText(ratio)}, ` +
    `at least ${ratioText(1 / alpha)} (a sequential test a healthy canary fails less than ${alpha * 100} % of the time, however often it is taken)`
  );
}

interface VitalJudgement {
  name: VitalName;
  /** Why it is not judged, when it is not. */
  unjudged?: string;
  rollback?: string;
  /** Its promotion bounds: the canary's upper, stable's lower. */
  canaryHigh?: number;
  stableLow?: number;
  within?: boolean;
}

function judgeVital(name: VitalName, canary: CohortEvidence, stable: CohortEvidence, margin: VitalMargin): VitalJudgement {
  const canaryValues = canary.vitals[name].judged;
  const stableValues = stable.vitals[name].judged;
  if (stableValues.clients < vitalClientsNeeded) {
    return { name, unjudged: `${vitalLabel(name)} not judged: ${stableValues.clients} stable clients reported it (it needs ${vitalClientsNeeded})` };
  }
  const worseBeyond = (canaryValue: number, stableValue: number) => canaryValue > stableValue * (1 + margin.ratio) && canaryValue - stableValue > margin.floor;
  const [canaryRollback, canaryPromotion] = viewQuantileBounds(canaryValues, judgedQuantile, [vitalBoundRisk, promotionBoundRisk]) as [QuantileBounds, QuantileBounds];
  const [stableRollback, stablePromotion] = viewQuantileBounds(stableValues, judgedQuantile, [vitalBoundRisk, promotionBoundRisk]) as [QuantileBounds, QuantileBounds];
  if (Number.isFinite(stableRollback.high) && worseBeyond(canaryRollback.low, stableRollback.high)) {
    return {
      name,
      rollback:
        `${vitalLabel(name)} (per view) is at least ${valueText(name, canaryRollback.low)} on the canary against at most ${valueText(name, stableRollback.high)} on stable ` +
        `(${canaryValues.views} and ${stableValues.views} views of ${canaryValues.clients} and ${stableValues.clients} clients): worse by more than ${marginText(name, margin)}, ` +
        `with bounds a healthy canary breaks less than ${(falseRollback.vitals * 100).toFixed(1)} % of the time`,
    };
  }
  const canaryHigh = canaryPromotion.high;
  const stableLow = stablePromotion.low;
  return { name, canaryHigh, stableLow, within: Number.isFinite(canaryHigh) && !worseBeyond(canaryHigh, stableLow) };
}

const vitalBoundsText = (judgement: VitalJudgement) =>
  `${vitalLabel(judgement.name)} at most ${valueText(judgement.name, judgement.canaryHigh!)} on the canary against at least ${valueText(judgement.name, judgement.stableLow!)} on stable`;

/**
 * The verdict on `evidence` after the canary ran `elapsedMs`, by `rules`. Pure and quick: the site takes it every few
 * seconds, a simulation thousands of times.
 */
export function decide(evidence: CanaryEvidence, rules: VerdictRules, elapsedMs: number): Verdict {
  const { canary, stable } = evidence.cohorts;
  const errors = flaggedTest(evidence, 'erroredClients', falseRollback.errors, 'errors');
  if (errors) return { verdict: 'rollback', reason: errors };
  const silence = flaggedTest(evidence, 'silentClients', falseRollback.silence, 'sample ratio mismatch, views whose beacon never came');
  if (silence) return { verdict: 'rollback', reason: silence };
  const vitals = vitalNames.map((name) => judgeVital(name, canary, stable, rules.margins[name]));
  const vitalRollback = vitals.find((judgement) => judgement.rollback);
  if (vitalRollback) return { verdict: 'rollback', reason: vitalRollback.rollback! };

  const tolerance = rules.tolerance / 100;
  const difference = differenceBound(
    evidence.steps.map((step) => ({
      canary: { clients: step.cohorts.canary.clients, flagged: step.cohorts.canary.erroredClients },
      stable: { clients: step.cohorts.stable.clients, flagged: step.cohorts.stable.erroredClients },
    })),
    tolerance,
    promotionRisk,
  );
  const rates = `errored clients ${percent(canary.erroredClients, canary.clients)} on the canary (${canary.erroredClients} of ${canary.clients}) against ${percent(stable.erroredClients, stable.clients)} on stable (${stable.erroredClients} of ${stable.clients})`;
  const errorsWithin = difference !== undefined && difference.upper < tolerance;
  const errorsText = difference
    ? `${rates}: the canary is at most ${points(difference.upper)} worse, ${errorsWithin ? 'within' : 'not yet shown within'} the tolerance of ${rules.tolerance} pp`
    : `no clients yet in ${canary.clients ? 'the stable cohort' : 'the canary cohort'}`;
  const judged = vitals.filter((judgement) => !judgement.unjudged);
  const vitalsText = judged.map((judgement) => `${vitalBoundsText(judgement)} (${judgement.within ? 'within' : 'not yet shown within'} ${marginText(judgement.name, rules.margins[judgement.name])})`);
  const unjudged = vitals.flatMap((judgement) => (judgement.unjudged ? [judgement.unjudged] : []));
  const summary = [errorsText, ...vitalsText, ...unjudged].join('; ');

  if (errorsWithin && judged.every((judgement) => judgement.within)) return { verdict: 'promote', reason: `not worse than stable: ${summary}` };
  if (elapsedMs >= rules.maxDurationMs) {
    return { verdict: 'rollback', timedOut: true, reason: `not enough evidence within its maximum duration of ${durationText(rules.maxDurationMs)}: ${summary}` };
  }
  return { verdict: 'wait', reason: summary };
}

/** A duration as a person reads it: "24 h", "90 min", "45 s". */
export function durationText(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${Math.round(ms / 1000)} s`;
}
