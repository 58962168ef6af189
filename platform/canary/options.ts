/**
 * The command-line options of a canary (`npm run release -- <area> --canary <percent> | --steps <p1,p2,…>
 * [--min-views <n>] [--min-clients <n>] [--by <name>]`), checked: a value out of range is a usage error naming it.
 */
import { integerArgument, UsageError } from '../cli/command';
import { defaultRules } from './verdict';
import type { CanaryOptions } from './lifecycle';
import { decidedBy } from './decidedBy';
import { parseSteps } from './steps';

export function canaryOptions(values: { canary?: string; steps?: string; 'min-views'?: string; 'min-clients'?: string; by?: string }): CanaryOptions | undefined {
  if (values.canary === undefined && values.steps === undefined) {
    if (values['min-views'] !== undefined || values['min-clients'] !== undefined) throw new UsageError('--min-views and --min-clients go with --canary <percent> or --steps <percents>.');
    return undefined;
  }
  if (values.canary !== undefined && values.steps !== undefined) throw new UsageError('--canary <percent> is one step; --steps <percents> names every step: give one of them.');
  const plan = values.steps === undefined ? undefined : parseSteps(values.steps);
  const percent = plan ? plan[0]! : Number(values.canary);
  if (!plan && (!/^\d+(\.\d+)?$/.test(values.canary!) || percent <= 0 || percent >= 100)) throw new UsageError(`--canary takes the percent of visitors who get the release, above 0 and below 100, not "${values.canary}".`);
  return {
    percent,
    ...(plan && plan.length > 1 ? { plan } : {}),
    minViews: integerArgument('min-views', values['min-views'], { min: 1 }) ?? defaultRules.minViews,
    minClients: integerArgument('min-clients', values['min-clients'], { min: 1 }) ?? defaultRules.minClients,
    by: decidedBy(values.by),
  };
}
