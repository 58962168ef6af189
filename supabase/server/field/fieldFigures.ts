/**
 * The figures of field signals (`public.field_signals`) per area, release and cohort over a time window, read
 * with a few aggregate statements (the database does the counting, however many rows): page views, the share of
 * views with an error counted to the area and its Wilson 95 % interval (fieldStats.ts), distinct clients, and
 * the p75 of each Web Vital (fieldStats.ts p75Of) with the number of page views behind it. A page sends a vital again
 * as it grows, so a view may have several rows of one vital: each view counts once, with its last value (a row of a
 * beacon that named no view, from an earlier shell release, is a view of its own). `npm run field` and the
 * `/_site/field` page read them here.
 */
import type { Queryable } from '../database/workerDatabase';
import { vitalNames, type Cohort, type VitalName } from './fieldBeacon';
import { p75Of, wilsonInterval, type Proportion } from './fieldStats';

export interface FieldWindow {
  since: Date;
  /** Default: now. */
  until?: Date;
  /** One area only. */
  area?: string;
  /** One cohort only. */
  cohort?: Cohort;
}

export interface VitalFigure {
  /** Nearest-rank p75 over each view's last value (ms; CLS unitless), null without measurements. */
  p75: number | null;
  /** Views that reported the vital. */
  count: number;
}

export interface ReleaseFigures {
  area: string;
  release: string;
  cohort: Cohort;
  views: number;
  /** Views during which an error was counted to this area (its first error of the view). */
  erroredViews: number;
  /** Errors counted to this area, all kinds. */
  errors: number;
  /** `erroredViews / views` with its Wilson 95 % interval. */
  errorRate: Proportion;
  /** Distinct client hashes (a client is counted once per day: its salt rotates). */
  clients: number;
  vitals: Record<VitalName, VitalFigure>;
  firstSeen: string;
  lastSeen: string;
}

/** The `where` of a window: $1 since, $2 until, $3 area or null, $4 cohort or null. */
const inWindow = `received_at >= $1::timestamptz and received_at < $2::timestamptz and ($3::text is null or area = $3) and ($4::text is null or cohort = $4)`;

/**
 * `last_vitals`: the window's vital rows, one per view and vital, the view's last (its latest row; rows of one write
 * by their order in the beacon).
 */
const lastVitals = `last_vitals as (
  select distinct on (coalesce('v' || view_id, 'r' || id), name) area, release, cohort, name, value, received_at
    from public.field_signals where kind = 'vital' and ${inWindow}
   order by coalesce('v' || view_id, 'r' || id), name, received_at desc, id desc
)`;

const windowParams = ({ since, until = new Date(), area, cohort }: FieldWindow) => [since.toISOString(), until.toISOString(), area ?? null, cohort ?? null];

const emptyVitals = (): Record<VitalName, VitalFigure> => Object.fromEntries(vitalNames.map((name) => [name, { p75: null, count: 0 }])) as Record<VitalName, VitalFigure>;

const key = (row: { area: string; release: string; cohort: string }) => `${row.area}\u0000${row.release}\u0000${row.cohort}`;

/** Figures of every area, release and cohort with signals in the window, newest release of each area first. */
export async function readFieldFigures(db: Queryable, window: FieldWindow): Promise<ReleaseFigures[]> {
  const params = windowParams(window);
  const counts = await db.query<{ area: string; release: string; cohort: Cohort; views: string; errors: string; errored_views: string; clients: string; first_seen: Date | string; last_seen: Date | string }>(
    `select area, release, cohort,
       count(*) filter (where kind = 'view') as views,
       count(*) filter (where kind = 'error') as errors,
       count(*) filter (where kind = 'error' and value = 1) as errored_views,
       count(distinct client_hash) as clients,
       min(received_at) as first_seen, max(received_at) as last_seen
     from public.field_signals where ${inWindow}
     group by area, release, cohort`,
    params,
  );
  const vitals = await db.query<{ area: string; release: string; cohort: string; name: VitalName; count: string; p75: number | null }>(
    `with ${lastVitals}
     select area, release, cohort, name, count(*) as count, ${p75Of('value')} as p75
     from last_vitals group by area, release, cohort, name`,
    params,
  );
  const byKey = new Map<string, ReleaseFigures>();
  for (const row of counts.rows) {
    const views = Number(row.views);
    const erroredViews = Number(row.errored_views);
    byKey.set(key(row), {
      area: row.area,
      release: row.release,
      cohort: row.cohort,
      views,
      erroredViews,
      errors: Number(row.errors),
      errorRate: wilsonInterval(erroredViews, views),
      clients: Number(row.clients),
      vitals: emptyVitals(),
      firstSeen: new Date(row.first_seen).toISOString(),
      lastSeen: new Date(row.last_seen).toISOString(),
    });
  }
  for (const row of vitals.rows) {
    const figures = byKey.get(key(row));
    if (figures && row.name in figures.vitals) figures.vitals[row.name] = { p75: row.p75 === null ? null : Number(row.p75), count: Number(row.count) };
  }
  return [...byKey.values()].sort((a, b) => a.area.localeCompare(b.area) || b.firstSeen.localeCompare(a.firstSeen) || a.cohort.localeCompare(b.cohort));
}

export interface SeriesPoint {
  /** The bucket's start. */
  at: string;
  views: number;
  erroredViews: number;
  /** erroredViews / views, null without views. */
  errorRate: number | null;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

/** Per area, its figures in buckets of `bucketMinutes` over the window (all releases and cohorts together), oldest first. */
export async function readFieldSeries(db: Queryable, window: FieldWindow & { bucketMinutes: number }): Promise<Record<string, SeriesPoint[]>> {
  const params = [...windowParams(window), `${Math.max(1, Math.round(window.bucketMinutes))} minutes`];
  const { rows } = await db.query<{ area: string; at: Date | string; views: string; errored_views: string; lcp: number | null; inp: number | null; cls: number | null }>(
    `with ${lastVitals},
     counts as (
       select area, date_bin($5::interval, received_at, timestamptz '2000-01-01 00:00:00+00') as at,
         count(*) filter (where kind = 'view') as views,
         count(*) filter (where kind = 'error' and value = 1) as errored_views
       from public.field_signals where ${inWindow} group by 1, 2
     ),
     vitals as (
       select area, date_bin($5::interval, received_at, timestamptz '2000-01-01 00:00:00+00') as at,
         ${p75Of('value')} filter (where name = 'LCP') as lcp,
         ${p75Of('value')} filter (where name = 'INP') as inp,
         ${p75Of('value')} filter (where name = 'CLS') as cls
       from last_vitals group by 1, 2
     )
     select area, at, coalesce(views, 0) as views, coalesce(errored_views, 0) as errored_views, lcp, inp, cls
       from counts full join vitals using (area, at)
      order by 1, 2`,
    params,
  );
  const series: Record<string, SeriesPoint[]> = {};
  for (const row of rows) {
    const views = Number(row.views);
    const erroredViews = Number(row.errored_views);
    (series[row.area] ??= []).push({
      at: new Date(row.at).toISOString(),
      views,
      erroredViews,
      errorRate: views ? Math.min(1, erroredViews / views) : null,
      lcpP75: row.lcp === null ? null : Number(row.lcp),
      inpP75: row.inp === null ? null : Number(row.inp),
      clsP75: row.cls === null ? null : Number(row.cls),
    });
  }
  return series;
}
