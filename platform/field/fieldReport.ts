/**
 * The team's view of the field signals: per area, each release's figures (supabase-backend's fieldFigures.ts:
 * views, error rate with its Wilson 95 % interval, p75 of each Web Vital with its count) beside the release it
 * replaced, the figures over time and the release log's releases and rollbacks. Built by the site server for
 * `/_site/field` and its data (`/_site/field/data`), which `npm run field` reads.
 */
import { readFieldFigures, readFieldSeries, vitalNames, type Database, type ReleaseFigures, type SeriesPoint } from 'supabase-backend/server';
import type { ReleaseLogEntry } from '../releases/store';

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

/** A window such as `24h`, `30m` or `7d` (30 days at most), in ms; undefined when it is none. */
export function windowMs(value: string | null): number | undefined {
  const match = /^(\d{1,5})([mhd])$/.exec(value ?? '');
  if (!match) return undefined;
  const ms = Number(match[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'm' | 'h' | 'd'];
  return ms > 0 && ms <= 30 * 86_400_000 ? ms : undefined;
}
