/**
 * The command-line options of a canary (`npm run release -- <area> --canary <percent> | --steps <p1,p2,…>
 * [--tolerance <percentage points>] [--max-duration <n>h|m|s] [--by <name>]`), checked: a value out of range is a
 * usage error naming it.
 */
import { longestCanaryDays } from 'supabase-backend/server/field/fieldSink';
import { UsageError } from '../usageError';
import { defaultRules, durationText } from './verdict';
import type { CanaryOptions } from './lifecycle';
import { decidedBy } from './decidedBy';
import { parseSteps } from './steps';

const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000 };

/**
 * `24h`, `90m`, `45s` in milliseconds, at most the longest a canary may run (its views are kept at least that long
 * after its last: the field sink's retention); a usage error naming the option otherwise.
 */
export function durationArgument(name: string, value: string): number {
  const match = /^(\d+(?:\.\d+)?)(h|m|s)$/.exec(value.trim());
  const ms = match ? Math.round(Number(match[1]) * units[match[2]!]!) : 0;
  if (!match || ms < 1000 || ms > longestCanaryDays * 86_400_000) {
    throw new UsageError(`--${name} takes a duration such as 24h, 90m or 45s (1 s to ${longestCanaryDays} days), not ${JSON.stringify(value)}.`);
  }
  return ms;
}

/** A tolerance in percentage points, from 0.01 to 100; a usage error otherwise. */
function toleranceArgument(value: string): number {
  const tolerance = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || tolerance < 0.01 || tolerance > 100) {
    throw new UsageError(`--tolerance takes the percentage points of clients with errors the canary may have beyond stable's, from 0.01 to 100, not ${JSON.stringify(value)}.`);
  }
  return tolerance;
}

export function canaryOptions(values: { canary?: string; steps?: string; tolerance?: string; 'max-duration'?: string; by?: string }): CanaryOptions | undefined {
  if (values.canary === undefined && values.steps === undefined) {
    if (values.tolerance !== undefined || values['max-duration'] !== undefined) throw new UsageError('--tolerance and --max-duration go with --canary <percent> or --steps <percents>.');
    return undefined;
  }
  if (values.canary !== undefined && values.steps !== undefined) throw new UsageError('--canary <percent> is one step; --steps <percents> names every step: give one of them.');
  const plan = values.steps === undefined ? undefined : parseSteps(values.steps);
  const percent = plan ? plan[0]! : Number(values.canary);
  if (!plan && (!/^\d+(\.\d+)?$/.test(values.canary!) || percent <= 0 || percent >= 100)) throw new UsageError(`--canary takes the percent of visitors who get the release, above 0 and below 100, not "${values.canary}".`);
  return {
    percent,
    ...(plan && plan.length > 1 ? { plan } : {}),
    ...(values.tolerance === undefined ? {} : { tolerance: toleranceArgument(values.tolerance) }),
    maxDurationMs: values['max-duration'] === undefined ? defaultRules.maxDurationMs : durationArgument('max-duration', values['max-duration']),
    by: decidedBy(values.by),
  };
}

/** The help lines of the canary's options (npm run release -- --help). */
export const canaryOptionsHelp = `  --tolerance <pp>   how many percentage points more of its clients may have errors than stable's for it to be
                     promoted (default: the settings document's canary.tolerance, else ${defaultRules.tolerance})
  --max-duration <d> rolled back as "not enough evidence" if no verdict within it: 24h, 90m, 45s (default ${durationText(defaultRules.maxDurationMs)})`;
