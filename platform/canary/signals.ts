/**
 * The canary's evidence in the site's database (`canary_votes`, supabase/migrations): one row per client, cohort,
 * vote window and page. The site server counts a view when it serves a page on the canary's list (canary.json
 * `pages`); a field beacon from such a page, the same client and cohort marks the row of the view it reports on
 * errored and keeps its worst INP and LCP (recordBeacon: a beacon comes when its page is left, maybe in a later
 * window). A client is the field signals' client hash (supabase-backend's clientHash.ts: salted, the salt replaced
 * daily, never the address).
 *
 * A vote is one client in one cohort during one window, folded over the pages on the canary's list NOW (figuresOf):
 * a page that leaves the list (another area's or the shell's release or rollback stops it reaching the canary's area)
 * takes its views, errors and vitals out of both cohorts' figures, and a client seen only there is no vote. Nothing
 * is recorded for a page off the list, so a page that joins counts from then on; one that leaves and comes back
 * counts again with what was recorded while it was listed before (the canary's area was on it then too).
 */
import type { Queryable as FullQueryable } from 'supabase-backend/server/database/workerDatabase';
import type { FieldBeacon } from 'supabase-backend/server';

/** What the votes need of a database: its queries (the site's database, or PGlite itself in a test). */
export type Queryable = Pick<FullQueryable, 'query'>;
import { bucketOf, cohorts, emptyCohortEvidence, vitalUnits, type CanaryEvidence, type Cohort, type CohortCounts, type Histogram, type VitalName } from './evidence';
import { settleMs } from './settings';

/** How long one vote lasts: a client weighs at most one vote per cohort per window. */
export const voteWindowMs = 10 * 60_000;
/** Views one client counts per window towards `--min-views` (a reload loop does not promote a canary). */
export const viewsPerVote = 20;

const windowOf = (at: number) => Math.floor(at / voteWindowMs);

/** The canary's page `page` (as its list names it) served to `hash` in `cohort`. */
export async function recordView(db: Queryable, canary: string, cohort: Cohort, hash: string, page: string, at = Date.now()) {
  await db.query(
    `insert into public.canary_votes (canary_id, cohort, client_hash, page, window_index, views, last_view_at) values ($1, $2, $3, $4, $5, 1, now())
     on conflict (canary_id, cohort, client_hash, window_index, page) do update set views = public.canary_votes.views + 1, last_view_at = now(), updated_at = now()`,
    [canary, cohort, hash, page, windowOf(at)],
  );
}

/** What one beacon says about the canary: an error seen, the worst INP and LCP it reports. */
export interface BeaconVote {
  errored: boolean;
  inp?: number;
  lcp?: number;
}

/**
 * Folds a beacon from the canary's page `page` into the client's row of the view it reports on (an error stays, the
 * worst vital stays). A page sends its beacon when it is left, which may be in a later window than its view (a
 * reload across a window boundary sends the first page's beacon after the second page's view), so the beacon goes to
 * the client's earliest row on that page still awaiting one (a view and no beacon yet, its last view less than
 * `settle` ago: the vote figuresOf leaves out until then); else to its latest row with a view (a page left open, or
 * a beacon sent again); else to the window of `at` (no view: no vote). A client's beacons thus weigh on its own
 * votes only, at most one per window it was served the page in.
 */
export async function recordBeacon(db: Queryable, canary: string, cohort: Cohort, hash: string, page: string, vote: BeaconVote, at = Date.now(), settle = settleMs()) {
  // One statement, so the row it completes is chosen and folded into at once: a concurrent beacon for the same row
  // waits on the row (on conflict) and folds into what this one wrote.
  await db.query(
    `with viewed as (
       -- The client's rows on this page with a view, each awaiting its beacon or not.
       select window_index,
              not reported and last_view_at > now() - make_interval(secs => $9::double precision / 1000) as awaiting
         from public.canary_votes
        where canary_id = $1 and cohort = $2 and client_hash = $3 and page = $4 and views > 0
     ),
     earliest_awaiting as (select min(window_index) as window_index from viewed where awaiting),
     latest_viewed as (select max(window_index) as window_index from viewed)
     insert into public.canary_votes (canary_id, cohort, client_hash, page, window_index, errored, inp_ms, lcp_ms, reported) values ($1, $2, $3, $4,
       -- Its earliest row awaiting a beacon, else its latest with a view, else the window it was sent in (no view: no vote).
       coalesce((select window_index from earliest_awaiting), (select window_index from latest_viewed), $5),
       $6, $7, $8, true)
     on conflict (canary_id, cohort, client_hash, window_index, page) do update set
       reported = true,
       errored = public.canary_votes.errored or excluded.errored,
       inp_ms = greatest(public.canary_votes.inp_ms, excluded.inp_ms),
       lcp_ms = greatest(public.canary_votes.lcp_ms, excluded.lcp_ms),
       updated_at = now()`,
    [canary, cohort, hash, page, windowOf(at), vote.errored, vote.inp ?? null, vote.lcp ?? null, settle],
  );
}

/**
 * What a field beacon (checked by the field sink: supabase-backend's fieldBeacon.ts) says about the canary: an
 * error of any kind seen, the worst INP and LCP it reports; undefined when it holds nothing the verdict uses.
 */
export function beaconVote(beacon: FieldBeacon): BeaconVote | undefined {
  const vote: BeaconVote = { errored: false };
  let used = false;
  for (const signal of beacon.signals) {
    if (signal.kind === 'error') vote.errored = used = true;
    else if (signal.kind === 'vital' && (signal.name === 'INP' || signal.name === 'LCP')) {
      const name = signal.name === 'INP' ? 'inp' : 'lcp';
      vote[name] = Math.max(vote[name] ?? 0, signal.value);
      used = true;
    }
  }
  return used ? vote : undefined;
}

/** A vital's 75th percentile over the votes that reported it (one value per vote: its worst). */
interface VoteVital {
  p75: number | null;
  count: number;
}

/** One cohort's votes, as figuresOf counts them (the verdict reads evidenceOf). */
interface CohortVotes {
  views: number;
  clients: number;
  votes: number;
  errorVotes: number;
  inp: VoteVital;
  lcp: VoteVital;
}

interface CohortRow {
  cohort: Cohort;
  views: string | number | null;
  clients: string | number;
  votes: string | number;
  error_votes: string | number;
  inp_p75: number | null;
  inp_count: string | number;
  lcp_p75: number | null;
  lcp_count: string | number;
}

/**
 * Both cohorts' figures for `canary` on the pages its list names (`pages`, canary.json's now): a client window's rows
 * on those pages are its vote (views summed, an error on any, the worst vitals); only windows the site served such a
 * page count, once they are settled (a beacon came, or the last view is `settle` ms old).
 */
export async function figuresOf(db: Queryable, canary: { id: string; pages: readonly string[] }, settle = settleMs()): Promise<Record<Cohort, CohortVotes>> {
  const { rows } = await db.query<CohortRow>(
    `with votes as (
       select cohort, client_hash,
              least(sum(views), $2) as views,
              bool_or(errored) as errored,
              max(inp_ms) as inp_ms,
              max(lcp_ms) as lcp_ms,
              bool_or(reported) as reported,
              max(last_view_at) as last_view_at
         from public.canary_votes
        where canary_id = $1 and page = any($4::text[])
        group by cohort, client_hash, window_index
     )
     select cohort,
            sum(views) as views,
            count(distinct client_hash) as clients,
            count(*) as votes,
            count(*) filter (where errored) as error_votes,
            percentile_cont(0.75) within group (order by inp_ms) filter (where inp_ms is not null) as inp_p75,
            count(inp_ms) as inp_count,
            percentile_cont(0.75) within group (order by lcp_ms) filter (where lcp_ms is not null) as lcp_p75,
            count(lcp_ms) as lcp_count
       from votes
      where views > 0 and (reported or last_view_at <= now() - make_interval(secs => $3::double precision / 1000))
      group by cohort`,
    [canary.id, viewsPerVote, settle, [...canary.pages]],
  );
  const vital = (p75: number | null, count: string | number): VoteVital => ({ p75: p75 === null ? null : Number(p75), count: Number(count) });
  const empty = { views: 0, clients: 0, votes: 0, errorVotes: 0, inp: { p75: null, count: 0 }, lcp: { p75: null, count: 0 } };
  const figures: Record<Cohort, CohortVotes> = { stable: { ...empty }, canary: { ...empty } };
  for (const row of rows) {
    figures[row.cohort] = {
      views: Number(row.views ?? 0),
      clients: Number(row.clients),
      votes: Number(row.votes),
      errorVotes: Number(row.error_votes),
      inp: vital(row.inp_p75, row.inp_count),
      lcp: vital(row.lcp_p75, row.lcp_count),
    };
  }
  return figures;
}

/** The settled views of `canary` on its listed pages, each counted in its client's one cohort (evidenceOf's SQL). */
const settledViews = `
  with firsts as (
    -- Each client's first window with a view of the canary, on any page.
    select client_hash, min(window_index) as window_index
      from public.canary_votes where canary_id = $1 and views > 0 group by client_hash
  ),
  assigned as (
    -- The cohort it was served in then; a client served both cohorts in its first window counts in neither.
    select v.client_hash, min(v.cohort) as cohort
      from public.canary_votes v join firsts f on f.client_hash = v.client_hash and f.window_index = v.window_index
     where v.canary_id = $1 and v.views > 0
     group by v.client_hash having count(distinct v.cohort) = 1
  ),
  settled as (
    select v.cohort, v.client_hash, v.errored, v.reported, v.inp_ms, v.lcp_ms
      from public.canary_votes v join assigned a on a.client_hash = v.client_hash and a.cohort = v.cohort
     where v.canary_id = $1 and v.page = any($2::text[]) and v.views > 0
       and (v.reported or v.last_view_at <= now() - make_interval(secs => $3::double precision / 1000))
  )`;

type Count = string | number;

/**
 * The evidence of `canary` (evidence.ts's shape) from the votes as `canary_votes` keeps them today: one row per
 * client, cohort, vote window and page, so a row is one view here (its beacons folded: an error on any, the worst
 * INP and LCP; no CLS is kept). Only the pages on the canary's list now count, and only settled rows (a beacon came,
 * or the last view is `settle` ms old); a settled row without a beacon is a silent view, no data. A client counts once,
 * in the cohort of its first window (one served both cohorts then counts in neither). The canary ran one step, at
 * its percent.
 */
export async function evidenceOf(db: Queryable, canary: { id: string; pages: readonly string[]; percent: number }, settle = settleMs()): Promise<CanaryEvidence> {
  const params = [canary.id, [...canary.pages], settle];
  const evidence: CanaryEvidence = { steps: [], cohorts: { stable: emptyCohortEvidence(), canary: emptyCohortEvidence() } };
  const counts = await db.query<{ cohort: Cohort; clients: Count; errored_clients: Count; silent_clients: Count; views: Count; reported_views: Count; errored_views: Count }>(
    `${settledViews}
     select cohort,
            count(distinct client_hash) as clients,
            count(distinct client_hash) filter (where errored) as errored_clients,
            count(distinct client_hash) filter (where not reported) as silent_clients,
            count(*) as views,
            count(*) filter (where reported) as reported_views,
            count(*) filter (where errored) as errored_views
       from settled group by cohort`,
    params,
  );
  for (const row of counts.rows) {
    Object.assign(evidence.cohorts[row.cohort], {
      clients: Number(row.clients),
      erroredClients: Number(row.errored_clients),
      silentClients: Number(row.silent_clients),
      views: Number(row.views),
      reportedViews: Number(row.reported_views),
      erroredViews: Number(row.errored_views),
    });
  }
  // Values are bucketed here (bucketOf), not in SQL, so every histogram uses the one bucket edge arithmetic.
  const add = (histogram: Histogram, value: number, count: number) => {
    const bucket = bucketOf(value);
    histogram.buckets[bucket] = (histogram.buckets[bucket] ?? 0) + count;
    histogram.count += count;
  };
  const stored: Partial<Record<VitalName, string>> = { lcp: 'lcp_ms', inp: 'inp_ms' };
  for (const [vital, column] of Object.entries(stored) as Array<[VitalName, string]>) {
    const { perReported } = vitalUnits[vital];
    const perView = await db.query<{ cohort: Cohort; value: number; n: Count }>(
      `${settledViews} select cohort, ${column} as value, count(*) as n from settled where ${column} is not null group by cohort, ${column}`,
      params,
    );
    for (const row of perView.rows) add(evidence.cohorts[row.cohort].vitals[vital].perView, Number(row.value) * perReported, Number(row.n));
    const perClient = await db.query<{ cohort: Cohort; value: number; n: Count }>(
      `${settledViews}, medians as (
         select cohort, percentile_cont(0.5) within group (order by ${column}) as value
           from settled where ${column} is not null group by cohort, client_hash
       )
       select cohort, value, count(*) as n from medians group by cohort, value`,
      params,
    );
    for (const row of perClient.rows) add(evidence.cohorts[row.cohort].vitals[vital].perClient, Number(row.value) * perReported, Number(row.n));
  }
  const step = (cohort: Cohort): CohortCounts => {
    const { clients, erroredClients, silentClients } = evidence.cohorts[cohort];
    return { clients, erroredClients, silentClients };
  };
  evidence.steps.push({ share: canary.percent / 100, cohorts: Object.fromEntries(cohorts.map((cohort) => [cohort, step(cohort)])) as Record<Cohort, CohortCounts> });
  return evidence;
}
