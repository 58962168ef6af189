/**
 * The command-line options of a canary (`npm run release -- <area> --canary <percent> [--min-views <n>]
 * [--min-clients <n>]`), checked: a value out of range is a usage error naming it.
 */
import { integerArgument, UsageError } from '../cli/command';
import { defaultRules } from './verdict';
import type { CanaryOptions } from './lifecycle';

export function canaryOptions(values: { canary?: string; 'min-views'?: string; 'min-clients'?: string }): CanaryOptions | undefined {
  if (values.canary === undefined) {
    if (values['min-views'] !== undefined || values['min-clients'] !== undefined) throw new UsageError('--min-views and --min-clients go with --canary <percent>.');
    return undefined;
  }
  const percent = Number(values.canary);
  if (!/^\d+(\.\d+)?$/.test(values.canary) || percent <= 0 || percent >= 100) throw new UsageError(`--canary takes the percent of visitors who get the release, above 0 and below 100, not "${values.canary}".`);
  return {
    percent,
    minViews: integerArgument('min-views', values['min-views'], { min: 1 }) ?? defaultRules.minViews,
    minClients: integerArgument('min-clients', values['min-clients'], { min: 1 }) ?? defaultRules.minClients,
  };
}
