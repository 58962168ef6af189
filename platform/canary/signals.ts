/**
 * The canary's evidence in the site's database (`canary_views`, supabase/migrations): one row per page view of a
 * client drawn into a cohort (its signed cohort cookie's client id, cohort.ts: never an address). The site server
 * records a view when it serves a page on the canary's list (canary.json `pages`) and gives the page the view's token
 * (serving.ts); a field beacon from that page names the token and its number within the view, and folds into it
 * (recordViewBeacon: an error stays, the last value of each vital wins, a replay is refused). An in-app navigation to
 * such a page is a view made by its first beacon. evidenceOf reads the views on the pages on the canary's list NOW: a
 * page that leaves the list (another area's or the shell's release or rollback stops it reaching the canary's area)
 * takes its views out of both cohorts' evidence; one that joins counts from then on.
 */
import type { Queryable as FullQueryable } from 'supabase-backend/server/database/workerDatabase';
import type { FieldBeacon } from 'supabase-backend/server';
import { p75Of } from 'supabase-backend/server/field/fieldStats';

/** What the votes need of a database: its queries (the site's database, or PGlite itself in a test). */
export type Queryable = Pick<FullQueryable, 'query'>;
import { randomBytes } from 'node:crypto';
import { addView, bucketOf, emptyCohortEvidence, judgedViewsPerClient, vitalNames, vitalUnits, type CanaryEvidence, type Cohort, type CohortCounts, type VitalName } from './evidence';
import { settleMs } from './settings';
import type { Canary } from './state';
import { stepsOf } from './steps';

/** What one beacon says about the canary: an error seen, and the last value it reports of each vital. */
export interface BeaconVote {
  errored: boolean;
  inp?: number;
  lcp?: number;
  /** Unitless, as web-vitals reports it. */
  cls?: number;
}

/**
 * What a field beacon (checked by the field sink: supabase-backend's fieldBeacon.ts) says about the canary: an
 * error of any kind seen, the last INP, LCP and CLS it reports (web-vitals reports CLS and INP again as they grow);
 * undefined when it holds nothing the verdict uses.
 */
export function beaconVote(beacon: FieldBeacon): BeaconVote | undefined {
  const vote: BeaconVote = { errored: false };
  const names = { INP: 'inp', LCP: 'lcp', CLS: 'cls' } as const;
  let used = false;
  for (const signal of beacon.signals) {
    if (signal.kind === 'error') vote.errored = used = true;
    else if (signal.kind === 'vital' && signal.name in names) {
      vote[names[signal.name as keyof typeof names]] = signal.value;
      used = true;
    }
  }
  return used ? vote : undefined;
}

/** A view token: the id the server gives a served view (in the page's `Server-Timing`), or a page makes for an in-app navigation. */
export const viewIdPattern = /^[A-Za-z0-9_-]{16}$/;

/** A new view id: 96 random bits. */
export const newViewId = () => randomBytes(12).toString('base64url');

/** The canary's page `page` served to `client` (its cohort cookie's id) in `cohort`, as the view `viewId`. */
export async function recordServedView(db: Queryable, canary: string, cohort: Cohort, client: string, page: string, viewId: string) {
  await db.query(
    `insert into public.canary_views (canary_id, view_id, cohort, client_id, page) values ($1, $2, $3, $4, $5) on conflict (canary_id, view_id) do nothing`,
    [canary, viewId, cohort, client, page],
  );
}

/** Which view a beacon reports on: the served view its page's token names, or an in-app navigation the page numbered. */
export interface BeaconView {
  /** The served view's token, or the page's own id of a navigation view. */
  id: string;
  navigation: boolean;
  /** The beacon's number within its view (1, 2, …): one not above the last taken is a replay. */
  seq: number;
}

/**
 * Folds a beacon into the view it reports on, if it is one of this client's in this cohort on `page` and its number
 * is above the last taken: an error stays, the last value of each vital wins. A served view must have been served
 * (its token is unguessable, and bound to the client); an in-app navigation's view is made by its first beacon, the
 * signed cohort cookie vouching for the client and its cohort, keyed by the client so no one else's can be touched.
 * Returns whether the beacon counted (refused: a replay, a view of another client, cohort or page, or none).
 */
export async function recordViewBeacon(db: Queryable, canary: string, cohort: Cohort, client: string, page: string, view: BeaconView, vote: BeaconVote): Promise<boolean> {
  const params = [canary, view.navigation ? `${client}.${view.id}` : view.id, cohort, client, page, view.seq, vote.errored, vote.lcp ?? null, vote.inp ?? null, vote.cls ?? null];
  const fold = `beacons = $6, errored = public.canary_views.errored or $7, lcp_ms = coalesce($8, public.canary_views.lcp_ms),
       inp_ms = coalesce($9, public.canary_views.inp_ms), cls = coalesce($10, public.canary_views.cls), updated_at = now()`;
  const matches = `public.canary_views.cohort = $3 and public.canary_views.client_id = $4 and public.canary_views.page = $5 and public.canary_views.beacons < $6`;
  const { rows } = view.navigation
    ? await db.query(
        `insert into public.canary_views (canary_id, view_id, cohort, client_id, page, navigation, beacons, errored, lcp_ms, inp_ms, cls)
           values ($1, $2, $3, $4, $5, true, $6, $7, $8, $9, $10)
         on conflict (canary_id, view_id) do update set ${fold} where ${matches}
         returning 1 as counted`,
        params,
      )
    : await db.query(`update public.canary_views set ${fold} where canary_id = $1 and view_id = $2 and not navigation and ${matches} returning 1 as counted`, params);
  return rows.length > 0;
}

/** The views of `canary` on its listed pages that are settled: a beacon came, or it was served `settle` ms ago. */
const settledViews = `
  with settled as (
    select cohort, client_id, view_id, errored, beacons > 0 as reported, lcp_ms, inp_ms, cls, served_at
      from public.canary_views
     where canary_id = $1 and page = any($2::text[])
       and (beacons > 0 or served_at <= now() - make_interval(secs => $3::double precision / 1000))
  )`;

type Count = string | number;

/**
 * The evidence of `canary` (evidence.ts's shape) from its views (`canary_views`): only the pages on the canary's list
 * now count, and only settled views (a beacon came, or it was served `settle` ms ago); a settled view without a
 * beacon is silent, no data. A client is its cohort cookie's id, drawn into one cohort for the whole canary, so it
 * counts once, in the step it was drawn in: the step in force at its first view of the canary's pages (its cohort is
 * drawn on its first page, which is that view unless it came in by another page first, minutes before at most).
 */
export async function evidenceOf(db: Queryable, canary: Pick<Canary, 'id' | 'pages' | 'percent' | 'startedAt' | 'steps'>, settle = settleMs()): Promise<CanaryEvidence> {
  const params = [canary.id, [...canary.pages], settle];
  const evidence: CanaryEvidence = { steps: [], cohorts: { stable: emptyCohortEvidence(), canary: emptyCohortEvidence() } };
  const counts = await db.query<{ cohort: Cohort; views: Count; reported_views: Count; errored_views: Count }>(
    `${settledViews}
     select cohort,
            count(*) as views,
            count(*) filter (where reported) as reported_views,
            count(*) filter (where errored) as errored_views
       from settled group by cohort`,
    params,
  );
  for (const row of counts.rows) {
    Object.assign(evidence.cohorts[row.cohort], {
      views: Number(row.views),
      reportedViews: Number(row.reported_views),
      erroredViews: Number(row.errored_views),
    });
  }
  const columns: Record<VitalName, string> = { lcp: 'lcp_ms', inp: 'inp_ms', cls: 'cls' };
  for (const vital of vitalNames) {
    const column = columns[vital];
    const { perReported } = vitalUnits[vital];
    // A view holds its last value of each vital (recordViewBeacon): the p75 shown is over them, as the field figures'.
    const perView = await db.query<{ cohort: Cohort; p75: number; n: Count }>(
      `${settledViews} select cohort, ${p75Of(column)} as p75, count(*) as n from settled where ${column} is not null group by cohort`,
      params,
    );
    for (const row of perView.rows) Object.assign(evidence.cohorts[row.cohort].vitals[vital], { views: Number(row.n), p75: Number(row.p75) * perReported });
    // What the judge reads: each client's first views that reported the vital, in the order they were served, summed
    // per client (addView; bucketed here by bucketOf, not in SQL, so there is one bucket edge arithmetic).
    const judged = await db.query<{ cohort: Cohort; client_id: string; value: number }>(
      `${settledViews}, firsts as (
         select cohort, client_id, ${column} as value, row_number() over (partition by cohort, client_id order by served_at, view_id) as k
           from settled where ${column} is not null
       )
       select cohort, client_id, value from firsts where k <= $4 order by cohort, client_id, k`,
      [...params, judgedViewsPerClient],
    );
    let client: number[] = [];
    judged.rows.forEach((row, index) => {
      const previous = judged.rows[index - 1];
      if (previous?.cohort !== row.cohort || previous.client_id !== row.client_id) client = [];
      addView(evidence.cohorts[row.cohort].vitals[vital].judged, client, bucketOf(Number(row.value) * perReported));
    });
  }
  // Each client's outcome over its settled views, in the step in force at its first view (a step starts at its
  // startedAt and lasts until the next one's).
  const steps = stepsOf(canary);
  const perStep = await db.query<{ step: Count; cohort: Cohort; clients: Count; errored_clients: Count; silent_clients: Count }>(
    `${settledViews},
     firsts as (select client_id, min(served_at) as first_at from public.canary_views where canary_id = $1 group by client_id),
     outcomes as (
       select settled.cohort, settled.client_id, bool_or(settled.errored) as errored, bool_or(not settled.reported) as silent,
              coalesce((select max(start.i) from unnest($4::timestamptz[]) with ordinality as start(at, i) where start.at <= firsts.first_at), 1) as step
         from settled join firsts using (client_id)
        group by settled.cohort, settled.client_id, firsts.first_at
     )
     select step, cohort, count(*) as clients, count(*) filter (where errored) as errored_clients, count(*) filter (where silent) as silent_clients
       from outcomes group by step, cohort`,
    [...params, steps.map((step) => step.startedAt)],
  );
  const noClients = (): CohortCounts => ({ clients: 0, erroredClients: 0, silentClients: 0 });
  evidence.steps = steps.map((step) => ({ share: step.percent / 100, cohorts: { stable: noClients(), canary: noClients() } }));
  // Each query reads the views as they stand when it runs, and beacons keep coming between them: the cohorts' client
  // counts are the steps' sums, so the figures a verdict shows are the ones its tests were taken on.
  for (const row of perStep.rows) {
    const counts = { clients: Number(row.clients), erroredClients: Number(row.errored_clients), silentClients: Number(row.silent_clients) };
    evidence.steps[Number(row.step) - 1]!.cohorts[row.cohort] = counts;
    const cohort = evidence.cohorts[row.cohort];
    cohort.clients += counts.clients;
    cohort.erroredClients += counts.erroredClients;
    cohort.silentClients += counts.silentClients;
  }
  return evidence;
}
