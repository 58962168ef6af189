/**
 * The team's view of the field signals: per area, each release's figures (supabase-backend's fieldFigures.ts:
 * views, error rate with its Wilson 95 % interval, p75 of each Web Vital with its count) beside the release it
 * replaced, the figures over time and the release log's releases and rollbacks. Built by the site server for
 * `/_site/field` and its data (`/_site/field/data`), which `npm run field` reads.
 */
import { readFieldFigures, readFieldSeries, vitalNames, type Database, type ReleaseFigures, type SeriesPoint } from 'supabase-backend/server';
import type { ReleaseLogEntry } from '../releases/store';
import { releaseTargets } from '../registry/apps';

export interface ReleaseColumn {
  /** live: the release the settings document names; previous: the one it replaced (the release log's `from`). */
  role: 'live' | 'previous' | 'other';
  figures: ReleaseFigures;
}

export interface AreaReport {
  area: string;
  live: string | null;
  previous: string | null;
  /** Live first, then previous, then any other release seen in the window (newest first); each cohort apart. */
  releases: ReleaseColumn[];
}

export interface FieldReport {
  since: string;
  until: string;
  areas: AreaReport[];
  series: Record<string, SeriesPoint[]>;
  /** The release log's entries in the window (releases and rollbacks). */
  marks: ReleaseLogEntry[];
  bucketMinutes: number;
}

export interface FieldReportInput {
  db: Database;
  since: Date;
  until?: Date;
  area?: string;
  /** Area id (and `shell`) → its live version. */
  live: Record<string, string | undefined>;
  log: ReleaseLogEntry[];
}

/** About 48 points over the window, in whole minutes. */
const bucketFor = (windowMs: number) => Math.max(1, Math.round(windowMs / 48 / 60_000));

export async function buildFieldReport({ db, since, until = new Date(), area, live, log }: FieldReportInput): Promise<FieldReport> {
  const [figures, series] = await Promise.all([
    readFieldFigures(db, { since, until, area }),
    readFieldSeries(db, { since, until, area, bucketMinutes: bucketFor(until.getTime() - since.getTime()) }),
  ]);
  const areaIds = [...new Set([...figures.map((f) => f.area), ...(area ? [area] : [])])].sort();
  const areas = areaIds.map((id): AreaReport => {
    const liveVersion = live[id] ?? null;
    const previous = liveVersion ? (log.findLast((entry) => entry.target === id && entry.to === liveVersion)?.from ?? null) : null;
    const role = (release: string): ReleaseColumn['role'] => (release === liveVersion ? 'live' : release === previous ? 'previous' : 'other');
    const order = { live: 0, previous: 1, other: 2 };
    const releases = figures
      .filter((f) => f.area === id)
      .map((f) => ({ role: role(f.release), figures: f }))
      .sort((a, b) => order[a.role] - order[b.role] || b.figures.firstSeen.localeCompare(a.figures.firstSeen) || a.figures.cohort.localeCompare(b.figures.cohort));
    return { area: id, live: liveVersion, previous, releases };
  });
  const marks = log.filter((entry) => entry.at >= since.toISOString() && entry.at <= until.toISOString() && (!area || entry.target === area));
  return { since: since.toISOString(), until: until.toISOString(), areas, series, marks, bucketMinutes: bucketFor(until.getTime() - since.getTime()) };
}

const percent = (value: number) => `${(value * 100).toFixed(value < 0.1 ? 1 : 0)} %`;
const vitalText = (name: string, p75: number | null, count: number) =>
  p75 === null ? '—' : `${name === 'CLS' ? p75.toFixed(3) : `${Math.round(p75).toLocaleString('en')} ms`} (n=${count})`;

/** The report as a table per area: the live release beside the previous one (and any other seen), a column each. */
export function formatFieldReport(report: FieldReport): string {
  const lines = [`Field signals from ${report.since} to ${report.until}`];
  if (!report.areas.length) lines.push('', 'No field signals in this window.');
  for (const area of report.areas) {
    const columns = area.releases.filter((column) => column.role !== 'other').length ? area.releases.filter((column) => column.role !== 'other') : area.releases.slice(0, 2);
    lines.push('', `${area.area}${area.live ? ` (live: ${area.live}${area.previous ? `, previous: ${area.previous}` : ''})` : ''}`);
    if (!columns.length) {
      lines.push('  no signals');
      continue;
    }
    const rows: string[][] = [
      ['', ...columns.map(({ role, figures }) => `${figures.release}${role === 'other' ? '' : ` ${role}`}${figures.cohort === 'stable' ? '' : ` (${figures.cohort})`}`)],
      ['views', ...columns.map(({ figures }) => figures.views.toLocaleString('en'))],
      ['views with an error', ...columns.map(({ figures: { errorRate, erroredViews, views } }) => `${percent(errorRate.rate)} (95 %: ${percent(errorRate.low)}–${percent(errorRate.high)}; ${erroredViews} of ${views})`)],
      ...vitalNames.map((name) => [`${name} p75`, ...columns.map(({ figures }) => vitalText(name, figures.vitals[name].p75, figures.vitals[name].count))]),
      ['clients', ...columns.map(({ figures }) => figures.clients.toLocaleString('en'))],
    ];
    const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
    for (const row of rows) lines.push(`  ${row.map((cell, i) => cell.padEnd(widths[i])).join('   ').trimEnd()}`);
  }
  return lines.join('\n');
}

export const fieldUsage = `Usage: npm run field -- [area] [--since <n>m|h|d] [--json]

Prints, per area and release, the field signals of visitors' pages: page views, the error rate with its 95 %
interval, and the p75 of each Web Vital with the count behind it, beside the previous release. Read from the
running site (the one on BACKEND_DATA_DIR or PRERENDER_DIR, as npm run release finds it, or SITE_ORIGIN).

  area          one area (${releaseTargets.join(', ')}); default every area
  --since 24h   the window: minutes (m), hours (h) or days (d) back from now (default 24h)
  --json        the report as JSON
  --help        this text`;

export class UsageError extends Error {}

export interface FieldArgs {
  area?: string;
  sinceMs: number;
  json: boolean;
  help: boolean;
}

const units = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** The command's arguments, or a UsageError naming the first that is wrong. */
export function parseFieldArgs(argv: readonly string[]): FieldArgs {
  const args: FieldArgs = { sinceMs: 24 * units.h, json: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--json') args.json = true;
    else if (arg === '--since' || arg.startsWith('--since=')) {
      const value = arg === '--since' ? argv[++i] : arg.slice('--since='.length);
      const match = /^(\d{1,6})([mhd])$/.exec(value ?? '');
      if (!match || Number(match[1]) === 0) throw new UsageError(`--since takes a time back from now such as 30m, 24h or 7d, not ${value === undefined ? 'nothing' : JSON.stringify(value)}.`);
      args.sinceMs = Number(match[1]) * units[match[2] as keyof typeof units];
    } else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}.`);
    else if (args.area) throw new UsageError(`One area at most: ${args.area} and ${arg}.`);
    else if (!(releaseTargets as readonly string[]).includes(arg)) throw new UsageError(`${JSON.stringify(arg)} is no area: ${releaseTargets.join(', ')}.`);
    else args.area = arg;
  }
  return args;
}
