/**
 * A canary's views and their beacons on the embedded database, and on PostgreSQL when DATABASE_URL names one (vitest.postgres.config.ts runs
 * this file there too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from 'supabase-backend/server/database/openDatabase';
import { openPgDatabase } from 'supabase-backend/server/database/pgDatabase';
import { databaseUrlFromEnv, type FieldSignal } from 'supabase-backend/server';
import { beaconVote, evidenceOf, recordServedView, recordViewBeacon, type BeaconVote, type Queryable } from './signals';
import { addView, bucketOf, emptyCohortEvidence, emptyViewSums, type Cohort } from './evidence';

let db: Queryable & { close(): Promise<void> };
beforeAll(async () => {
  const url = databaseUrlFromEnv();
  db = url ? await openPgDatabase({ url, seed: false }) : await openDatabase({ seed: false });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const page = '/gdpr';

describe('views and their beacons', { timeout: 60_000 }, () => {
  const canaryOf = (id: string, pages = [page], percent = 10) => ({ id, pages, percent, startedAt: '2026-01-01T00:00:00.000Z' });
  let views = 0;
  /** A page served to `client`: its view token. */
  const serve = async (id: string, cohort: Cohort, client: string, sitePath = page) => {
    const view = `view-${String(++views).padStart(11, '0')}`;
    await recordServedView(db, id, cohort, client, sitePath, view);
    return view;
  };
  const beacon = (id: string, cohort: Cohort, client: string, view: string, seq: number, vote: BeaconVote, sitePath = page, navigation = false) =>
    recordViewBeacon(db, id, cohort, client, sitePath, { id: view, navigation, seq }, vote);
  const rowsOf = async (id: string) =>
    (await db.query<{ client_id: string; navigation: boolean; beacons: number; errored: boolean; lcp_ms: number | null; inp_ms: number | null; cls: number | null }>(
      'select client_id, navigation, beacons, errored, lcp_ms, inp_ms, cls from public.canary_views where canary_id = $1 order by served_at, view_id',
      [id],
    )).rows;

  it('a beacon counts for its view once per number: a replay, an older one, and one of another client, cohort or page are refused', async () => {
    const id = 'views-replay';
    const view = await serve(id, 'canary', 'reader');
    expect(await beacon(id, 'canary', 'reader', view, 1, { errored: false, lcp: 900, cls: 0.05 })).toBe(true);
    // The same beacon again, or an earlier number: a replay.
    expect(await beacon(id, 'canary', 'reader', view, 1, { errored: true })).toBe(false);
    // Another client, the other cohort, another page: not its view.
    expect(await beacon(id, 'canary', 'forger', view, 2, { errored: true })).toBe(false);
    expect(await beacon(id, 'stable', 'reader', view, 2, { errored: true })).toBe(false);
    expect(await beacon(id, 'canary', 'reader', view, 2, { errored: true }, '/privacy')).toBe(false);
    // A token the server never gave (errors without a view), and a served view claimed as a navigation of another client.
    expect(await beacon(id, 'canary', 'reader', 'AAAAAAAAAAAAAAAA', 1, { errored: true })).toBe(false);
    expect(await rowsOf(id)).toEqual([{ client_id: 'reader', navigation: false, beacons: 1, errored: false, lcp_ms: 900, inp_ms: null, cls: 0.05 }]);
    // Its next report: the last value of each vital wins, an error stays.
    expect(await beacon(id, 'canary', 'reader', view, 3, { errored: true, cls: 0.2, inp: 300 })).toBe(true);
    expect(await beacon(id, 'canary', 'reader', view, 4, { errored: false, inp: 120 })).toBe(true);
    expect(await rowsOf(id)).toEqual([{ client_id: 'reader', navigation: false, beacons: 4, errored: true, lcp_ms: 900, inp_ms: 120, cls: 0.2 }]);
  });

  it("an in-app navigation's view is made by its first beacon, the client's own: another client's beacon with its id makes another view", async () => {
    const id = 'views-navigation';
    const nav = 'NavigationView01';
    expect(await beacon(id, 'canary', 'reader', nav, 1, { errored: true, inp: 80 }, page, true)).toBe(true);
    expect(await beacon(id, 'canary', 'reader', nav, 1, { errored: false }, page, true)).toBe(false);
    expect(await beacon(id, 'canary', 'other', nav, 1, { errored: false }, page, true)).toBe(true);
    // Its own cohort and page only.
    expect(await beacon(id, 'stable', 'reader', nav, 2, { errored: false }, page, true)).toBe(false);
    expect(await beacon(id, 'canary', 'reader', nav, 2, { errored: false }, '/privacy', true)).toBe(false);
    expect(await rowsOf(id)).toEqual([
      { client_id: 'reader', navigation: true, beacons: 1, errored: true, lcp_ms: null, inp_ms: 80, cls: null },
      { client_id: 'other', navigation: true, beacons: 1, errored: false, lcp_ms: null, inp_ms: null, cls: null },
    ]);
  });

  it('evidenceOf: a client counts once however many views; errored, silent and awaiting views each as they are; the pages listed now', async () => {
    const id = 'evidence-counts';
    // A reader served /gdpr three times and /privacy once: reports on two, errors on one, silent on two.
    const [first, second] = [await serve(id, 'canary', 'reader'), await serve(id, 'canary', 'reader')];
    await serve(id, 'canary', 'reader');
    await serve(id, 'canary', 'reader', '/privacy');
    await beacon(id, 'canary', 'reader', first, 1, { errored: false, lcp: 900 });
    await beacon(id, 'canary', 'reader', second, 1, { errored: true, lcp: 1100 });
    // A healthy client, a silent one, one navigating in-app (no served view), and beacons of no view.
    await beacon(id, 'canary', 'healthy', await serve(id, 'canary', 'healthy'), 1, { errored: false, inp: 40 });
    await serve(id, 'canary', 'silent');
    await beacon(id, 'canary', 'navigator', 'NavigationView01', 1, { errored: true }, page, true);
    await beacon(id, 'canary', 'forger', 'AAAAAAAAAAAAAAAA', 1, { errored: true });
    for (let i = 0; i < 3; i++) await serve(id, 'stable', `stable-${i}`);
    await db.query(`update public.canary_views set served_at = now() - interval '2 minutes' where canary_id = $1`, [id]);
    // Served just now, awaiting its beacon: left out until it is settled.
    await serve(id, 'canary', 'awaiting');

    const evidence = await evidenceOf(db, canaryOf(id, [page, '/privacy'], 25), 60_000);
    expect(evidence.cohorts.canary).toMatchObject({ clients: 4, erroredClients: 2, silentClients: 2, views: 7, reportedViews: 4, erroredViews: 2 });
    expect(evidence.cohorts.stable).toMatchObject({ clients: 3, erroredClients: 0, silentClients: 3, views: 3, reportedViews: 0, erroredViews: 0 });
    expect(evidence.steps).toEqual([
      { share: 0.25, cohorts: { canary: { clients: 4, erroredClients: 2, silentClients: 2 }, stable: { clients: 3, erroredClients: 0, silentClients: 3 } } },
    ]);
    // Off the list, /privacy's silent view is gone; the view awaiting its beacon counts once settled.
    expect((await evidenceOf(db, canaryOf(id), 60_000)).cohorts.canary).toMatchObject({ clients: 4, silentClients: 2, views: 6 });
    expect((await evidenceOf(db, canaryOf(id), 0)).cohorts.canary).toMatchObject({ clients: 5, silentClients: 3, views: 7 });
  });

  it("evidenceOf: vitals — the p75 by nearest rank over each reported view's last value, and each client's views summed for the judge, bucketed by bucketOf (CLS in thousandths)", async () => {
    const id = 'evidence-vitals';
    // One client with three views (LCP 1000, 2000, 9000: median 2000), one with one (LCP 1500, INP 64, CLS 0.1).
    for (const lcp of [1000, 2000, 9000]) await beacon(id, 'canary', 'busy', await serve(id, 'canary', 'busy'), 1, { errored: false, lcp });
    const quiet = await serve(id, 'canary', 'quiet');
    await beacon(id, 'canary', 'quiet', quiet, 1, { errored: false, lcp: 3000, cls: 0.3 });
    await beacon(id, 'canary', 'quiet', quiet, 2, { errored: false, lcp: 1500, inp: 64, cls: 0.1 });
    const { vitals } = (await evidenceOf(db, canaryOf(id), 0)).cohorts.canary;
    // The judge's sums: each client's views in the order they were served.
    const sums = (...clients: number[][]) => {
      const judged = emptyViewSums();
      for (const values of clients) {
        const client: number[] = [];
        for (const value of values) addView(judged, client, bucketOf(value));
      }
      return judged;
    };
    // Views' last LCPs 1000, 1500, 2000, 9000: the third of four is the p75 (the quiet view's 3000 was overtaken).
    expect(vitals.lcp).toEqual({ views: 4, p75: 2000, judged: sums([1000, 2000, 9000], [1500]) });
    expect(vitals.inp).toEqual({ views: 1, p75: 64, judged: sums([64]) });
    expect(vitals.cls).toEqual({ views: 1, p75: 100, judged: sums([100]) });
  });

  it('evidenceOf: each client counts in the step in force at its first view, with that step’s share', async () => {
    const id = 'evidence-steps';
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const canary = { ...canaryOf(id), percent: 50, steps: [{ percent: 5, startedAt: at(60) }, { percent: 50, startedAt: at(30) }] };
    // Drawn in the first step: an errored canary client (seen again in the second), and two stable clients.
    await beacon(id, 'canary', 'early', await serve(id, 'canary', 'early'), 1, { errored: true });
    for (const client of ['early-stable-1', 'early-stable-2']) await beacon(id, 'stable', client, await serve(id, 'stable', client), 1, { errored: false });
    await db.query(`update public.canary_views set served_at = $2 where canary_id = $1`, [id, at(45)]);
    await beacon(id, 'canary', 'early', await serve(id, 'canary', 'early'), 1, { errored: false });
    // Drawn in the second: a healthy canary client and a silent stable one.
    await beacon(id, 'canary', 'late', await serve(id, 'canary', 'late'), 1, { errored: false });
    await serve(id, 'stable', 'late-stable');
    await db.query(`update public.canary_views set served_at = $2 where canary_id = $1 and served_at > $3`, [id, at(10), at(40)]);

    const evidence = await evidenceOf(db, canary, 60_000);
    expect(evidence.steps).toEqual([
      { share: 0.05, cohorts: { canary: { clients: 1, erroredClients: 1, silentClients: 0 }, stable: { clients: 2, erroredClients: 0, silentClients: 0 } } },
      { share: 0.5, cohorts: { canary: { clients: 1, erroredClients: 0, silentClients: 0 }, stable: { clients: 1, erroredClients: 0, silentClients: 1 } } },
    ]);
    expect(evidence.cohorts.canary).toMatchObject({ clients: 2, erroredClients: 1, views: 3 });
  });

  it("evidenceOf: a beacon that comes while it reads counts in the cohorts' clients as in the steps the verdict tests", async () => {
    const id = 'evidence-racing';
    const canary = canaryOf(id, [page], 50);
    for (const client of ['early-1', 'early-2']) await beacon(id, 'canary', client, await serve(id, 'canary', client), 1, { errored: true });
    const late = await serve(id, 'canary', 'late');
    // The late client's error comes after the first of evidenceOf's queries, before the last.
    let queries = 0;
    const racing: Queryable = {
      query: async (sql, params) => {
        if (++queries === 2) await beacon(id, 'canary', 'late', late, 1, { errored: true });
        return db.query(sql, params);
      },
    };
    const evidence = await evidenceOf(racing, canary, 60_000);
    expect(evidence.steps[0]!.cohorts.canary).toEqual({ clients: 3, erroredClients: 3, silentClients: 0 });
    expect(evidence.cohorts.canary).toMatchObject({ clients: 3, erroredClients: 3, silentClients: 0 });
  });

  it('evidenceOf: a canary with no views has empty evidence in one step', async () => {
    expect(await evidenceOf(db, canaryOf('evidence-none', [page], 5), 0)).toEqual({
      steps: [{ share: 0.05, cohorts: { stable: { clients: 0, erroredClients: 0, silentClients: 0 }, canary: { clients: 0, erroredClients: 0, silentClients: 0 } } }],
      cohorts: { stable: emptyCohortEvidence(), canary: emptyCohortEvidence() },
    });
  });
});

describe('beaconVote', () => {
  const signal = (kind: 'view' | 'vital' | 'error', name?: string, value?: number) => ({ kind, ...(name ? { name, value } : {}), area: 'legal', release: '0123456789ab' }) as FieldSignal;
  it('takes an error of any kind and the last INP, LCP and CLS of the checked beacon; nothing else', () => {
    expect(beaconVote({ route: '/gdpr', signals: [signal('vital', 'INP', 120), signal('vital', 'INP', 80), signal('vital', 'LCP', 900), signal('view')] })).toEqual({ errored: false, inp: 80, lcp: 900 });
    for (const name of ['uncaught', 'rejection', 'render', 'remote-load']) expect(beaconVote({ route: '/gdpr', signals: [signal('error', name, 1)] })).toEqual({ errored: true });
    expect(beaconVote({ route: '/gdpr', signals: [signal('vital', 'CLS', 0.1), signal('vital', 'TTFB', 300), signal('view')] })).toEqual({ errored: false, cls: 0.1 });
    expect(beaconVote({ route: '/gdpr', signals: [signal('vital', 'FCP', 100), signal('vital', 'TTFB', 300), signal('view')] })).toBeUndefined();
  });
});
