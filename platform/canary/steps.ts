/**
 * A canary's steps (`npm run release -- <area> --steps 1,5,25,50`): its share of new visitors grows step by step,
 * each step judged before the next. A step whose verdict would promote moves the canary to the next share instead
 * (the last step's promotion promotes); a rollback at any step ends it. One step at `--canary <percent>` is the
 * default. Each step's share and start are recorded on the canary (`steps`), so the evidence groups clients by the
 * step they were drawn in (evidence.ts `StepEvidence`), and each step is a line of the release log, with who or what
 * took it.
 */
import { UsageError } from '../usageError';
import type { Canary, CanaryStep } from './state';

/** The shares `--steps` names: increasing percents above 0 and below 100, at most 10 of them. */
export function parseSteps(text: string): number[] {
  const parts = text.split(',').map((part) => part.trim());
  const percents = parts.map(Number);
  const valid = parts.length <= 10 && parts.every((part) => /^\d+(\.\d+)?$/.test(part)) && percents.every((percent) => percent > 0 && percent < 100);
  if (!valid || percents.some((percent, i) => i > 0 && percent <= percents[i - 1]!)) {
    throw new UsageError(`--steps takes up to 10 increasing percents of visitors, each above 0 and below 100, such as 1,5,25,50, not "${text}".`);
  }
  return percents;
}

/** The steps taken so far, the current one last (a canary of one step, or recorded before steps: its percent since its start). */
export const stepsOf = (canary: Pick<Canary, 'percent' | 'startedAt' | 'steps'>): CanaryStep[] => canary.steps ?? [{ percent: canary.percent, startedAt: canary.startedAt }];

/** Every share the canary is to go through (its plan), in order. */
export const planOf = (canary: Pick<Canary, 'percent' | 'plan'>): number[] => canary.plan ?? [canary.percent];

/** The share of the step after the current one, or undefined at the last step. */
export function nextShare(canary: Pick<Canary, 'percent' | 'startedAt' | 'steps' | 'plan'>): number | undefined {
  return planOf(canary)[stepsOf(canary).length];
}

/** The canary moved to its next step (at `at`): its share is that step's from now on. */
export function advanced(canary: Canary, at: string): Canary {
  const percent = nextShare(canary);
  if (percent === undefined) throw new Error(`The canary ${canary.id} is at its last step (${canary.percent} %).`);
  return { ...canary, percent, steps: [...stepsOf(canary), { percent, startedAt: at }] };
}

/** "1 → 5 → 25 → 50 %, step 2 (5 %) since …": what a person reads of a canary's steps. */
export function stepsText(canary: Pick<Canary, 'percent' | 'startedAt' | 'steps' | 'plan'>): string {
  const plan = planOf(canary);
  const steps = stepsOf(canary);
  const current = steps.at(-1)!;
  return `steps ${plan.join(' → ')} %: step ${steps.length} of ${plan.length} (${current.percent} %) since ${current.startedAt}`;
}
