/**
 * `npm run field -- [area] [--since 24h] [--json]`: the field report (fieldReport.ts) of the running site (found as
 * `npm run release` finds it: releases/siteOrigin.ts; with none running, served in this process for the command),
 * read from its `/_site/field/data` with the service key. A mistyped option prints the usage and exits 2.
 */
import { defaultKeys } from 'supabase-backend/server';
import { siteForRelease } from '../releases/siteOrigin';
import { fieldUsage, formatFieldReport, parseFieldArgs, UsageError, type FieldArgs, type FieldReport } from './fieldReport';

export async function runFieldCommand(argv: readonly string[], out: (text: string) => void = console.log, err: (text: string) => void = console.error): Promise<number> {
  let args: FieldArgs;
  try {
    args = parseFieldArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    err(`${error.message}\n\n${fieldUsage}`);
    return 2;
  }
  if (args.help) {
    out(fieldUsage);
    return 0;
  }
  const site = await siteForRelease((line) => err(line));
  try {
    const query = new URLSearchParams({ since: `${Math.round(args.sinceMs / 60_000)}m`, ...(args.area ? { area: args.area } : {}) });
    const response = await fetch(`${site.origin}/_site/field/data?${query}`, { headers: { apikey: defaultKeys.serviceKey } });
    if (!response.ok) {
      err(`The site on ${site.origin} did not give the field figures: ${response.status} ${await response.text()}`);
      return 1;
    }
    const report = (await response.json()) as FieldReport;
    out(args.json ? JSON.stringify(report, null, 2) : formatFieldReport(report));
    return 0;
  } finally {
    await site.close();
  }
}
