/**
 * `npm run canary:simulate -- [--stable-error-rate <p>] [--canary-error-rate <p>] [--share <percent>]
 * [--lcp-shift <percent>] [--views-per-hour <n>] [--runs <n>] [--seed <n>] [--json]`: the canary verdict's operating
 * characteristics, measured by driving the production judge with synthetic visitors (platform/canary/simulation.ts).
 */
import { commandArguments, integerArgument, UsageError } from 'platform/cli/command';
import { defaultSimulation, formatSimulation, simulate } from 'platform/canary/simulation';

const spec = {
  usage:
    'npm run canary:simulate -- [--stable-error-rate <p>] [--canary-error-rate <p>] [--share <percent>] [--lcp-shift <percent>] [--views-per-hour <n>] [--runs <n>] [--seed <n>] [--json]',
  help: `Runs canaries of synthetic visitors (each drawn into a cohort once, viewing a few pages) through the site's own
verdict, taken every 5 s of simulated time until it decides or the maximum duration (24 h) passes, and prints the
share of runs rolled back on evidence, promoted and undecided, with the median time and canary views to a verdict.

  --stable-error-rate <p>  the share of stable views with an error, 0 to 1 (default ${defaultSimulation.stableErrorRate})
  --canary-error-rate <p>  the same on the canary (default: the stable rate: a healthy canary)
  --share <percent>        the canary's share of visitors, above 0 and below 100 (default ${defaultSimulation.share * 100})
  --lcp-shift <percent>    how much slower the canary's LCP is, e.g. 30 (default 0)
  --views-per-hour <n>     views an hour, both cohorts (default ${defaultSimulation.viewsPerHour})
  --runs <n>               canaries simulated (default ${defaultSimulation.runs})
  --seed <n>               the seed of the visitors (default ${defaultSimulation.seed}): the same seed, the same figures
  --json                   {"runs", "rolledBack", "promoted", "undecided", "medianViewsToVerdict", "medianCountedViewsToVerdict",
                           "medianHoursToVerdict"}: shares from 0 to 1; views served to the canary, and of them counted`,
  options: {
    'stable-error-rate': { type: 'string' },
    'canary-error-rate': { type: 'string' },
    share: { type: 'string' },
    'lcp-shift': { type: 'string' },
    'views-per-hour': { type: 'string' },
    runs: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean' },
  },
  positionals: { min: 0, max: 0 },
} as const;

/** A decimal number in [min, max] (above min when `above`), or a UsageError naming the option. */
function numberArgument(name: string, value: string | undefined, min: number, max: number, above = false): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || number < min || number > max || (above && number === min)) {
    throw new UsageError(`--${name} takes a number ${above ? 'above' : 'from'} ${min} ${above ? 'and at most' : 'to'} ${max}, not ${JSON.stringify(value)}.`);
  }
  return number;
}

const { options, json } = commandArguments(spec, ({ values }) => {
  const stableErrorRate = numberArgument('stable-error-rate', values['stable-error-rate'], 0, 1) ?? defaultSimulation.stableErrorRate;
  const share = numberArgument('share', values.share, 0, 99, true);
  return {
    options: {
      ...defaultSimulation,
      stableErrorRate,
      canaryErrorRate: numberArgument('canary-error-rate', values['canary-error-rate'], 0, 1) ?? stableErrorRate,
      share: share === undefined ? defaultSimulation.share : share / 100,
      lcpShift: (numberArgument('lcp-shift', values['lcp-shift'], 0, 1000) ?? 0) / 100,
      viewsPerHour: integerArgument('views-per-hour', values['views-per-hour'], { min: 1, max: 1_000_000 }) ?? defaultSimulation.viewsPerHour,
      runs: integerArgument('runs', values.runs, { min: 1, max: 100_000 }) ?? defaultSimulation.runs,
      seed: integerArgument('seed', values.seed, { min: 0, max: 2 ** 32 - 1 }) ?? defaultSimulation.seed,
    },
    json: values.json === true,
  };
});
const { summary } = simulate(options);
console.log(json ? JSON.stringify(summary) : formatSimulation(options, summary));
