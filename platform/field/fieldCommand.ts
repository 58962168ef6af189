/**
 * `npm run field -- [area] [--since 24h] [--json]`: the field report (fieldReport.ts) of the running site (found as
 * `npm run release` finds it: cli/releaseSite.ts; with none running, served in this process for the command),
 * read from its `/_site/field/data` with the service key. Its arguments are read as every command's
 * (platform/cli/command.ts).
 */
import { defaultKeys } from 'supabase-backend/server';
import { UsageError } from '../usageError';
import { namesOf, releaseTargetNamed, releaseTargets } from '../registry/apps';
import { formatFieldReport, windowMs, type FieldReport } from './fieldReport';
import { formatErrorReport, type ErrorReport } from './errorReport';

export const fieldCommand = {
  usage: 'npm run field -- [area] [--since 24h] [--errors] [--json]',
  help: `Prints, per area and release, the field signals of visitors' pages: page views, the share of views with an
error and its 95 % interval, and the p75 of each Web Vital with the count behind it, beside the previous release.
Read from the running site (the one on BACKEND_DATA_DIR or PRERENDER_DIR, as npm run release finds it, or SITE_ORIGIN).

  [area]        one area: ${namesOf(releaseTargets)}; default every area
  --since 24h   the window: minutes (m), hours (h) or days (d) back from now, 30 days at most (default 24h)
  --errors      the top error groups per release instead: count, clients, first and last seen, the frames
                mapped through the release's source maps (mf-legal/src/…:line); NEW marks one new in a canary
  --json        the report as JSON`,
  options: { since: { type: 'string' }, json: { type: 'boolean' }, errors: { type: 'boolean' } },
  positionals: { max: 1 },
} as const;

export interface FieldArgs {
  area?: string;
  /** The window as `/_site/field/data` takes it (`24h`). */
  since: string;
  json: boolean;
  /** The error groups instead of the figures. */
  errors: boolean;
}

/** The command's arguments checked, or a UsageError naming what is wrong. */
export function fieldArgs({ values, positionals }: { values: { since?: string; json?: boolean; errors?: boolean }; positionals: string[] }): FieldArgs {
  const [name] = positionals;
  const area = releaseTargetNamed(name);
  if (name !== undefined && !area) throw new UsageError(`"${name}" is no area: ${releaseTargets.join(', ')}.`);
  const since = values.since ?? '24h';
  if (windowMs(since) === undefined) throw new UsageError(`--since takes a time back from now such as 30m, 24h or 7d (30 days at most), not ${JSON.stringify(since)}.`);
  return { area, since, json: values.json === true, errors: values.errors === true };
}

/** Prints the site's report (the figures, or the error groups with `--errors`) as the arguments ask. */
export function printFieldReport(args: FieldArgs, report: unknown, out: (text: string) => void = console.log): void {
  out(args.json ? JSON.stringify(report, null, 2) : args.errors ? formatErrorReport(report as ErrorReport) : formatFieldReport(report as FieldReport));
}

/** Prints the report of `site` (the running site, or one served for the command: cli/releaseSite.ts), and closes it. */
export async function runFieldCommand(args: FieldArgs, site: { origin: string; close(): Promise<void> }, out: (text: string) => void = console.log): Promise<void> {
  try {
    const query = new URLSearchParams({ since: args.since, ...(args.area ? { area: args.area } : {}) });
    const response = await fetch(`${site.origin}/_site/field/${args.errors ? 'errors' : 'data'}?${query}`, { headers: { apikey: defaultKeys.serviceKey } });
    if (!response.ok) throw new Error(`The site on ${site.origin} did not give the field ${args.errors ? 'errors' : 'figures'}: ${response.status} ${await response.text()}`);
    printFieldReport(args, await response.json(), out);
  } finally {
    await site.close();
  }
}
