/**
 * The votes on the embedded database, and on PostgreSQL when DATABASE_URL names one (vitest.postgres.config.ts runs
 * this file there too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from 'supabase-backend/server/database/openDatabase';
import { openPgDatabase } from 'supabase-backend/server/database/pgDatabase';
import { databaseUrlFromEnv, type FieldSignal } from 'supabase-backend/server';
import { beaconVote, evidenceOf, figuresOf as figuresOn, recordBeacon, recordView, viewsPerVote, voteWindowMs, type Queryable } from './signals';
import { bucketOf, cohorts, emptyCohortEvidence } from './evidence';

let db: Queryable & { close(): Promise<void> };
beforeAll(async () => {
  const url = databaseUrlFromEnv();
  db = url ? await openPgDatabase({ url, seed: false }) : await openDatabase({ seed: false });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const at = Date.UTC(2026, 10, 27, 12, 0, 0);
const page = '/gdpr';
/** The figures of a canary whose list is `page` alone (the tests before the list's own). */
const figuresOf = (id: string, settle: number) => figuresOn(db, { id, pages: [page] }, settle);

// Hundreds of statements each, on a machine that may be busy.
describe('votes', { timeout: 60_000 }, () => {
  it('one client is one vote per window however many beacons it sends; beacons without a served view do not count', async () => {
    const id = 'votes-1';
    for (let i = 0; i < 5; i++) {
      await recordView(db, id, 'canary', `client-${i}`, page, at);
      await recordView(db, id, 'stable', `stable-${i}`, page, at);
    }
    for (let i = 0; i < 200; i++) await recordBeacon(db, id, 'canary', 'client-0', page, { errored: true, inp: 5000 }, at);
    // A client never served a page: its beacons are no vote.
    for (let i = 0; i < 50; i++) await recordBeacon(db, id, 'canary', `forger-${i}`, page, { errored: true }, at);
    const figures = await figuresOf(id, 0);
    expect(figures.canary).toMatchObject({ views: 5, clients: 5, votes: 5, errorVotes: 1, inp: { p75: 5000, count: 1 } });
    expect(figures.stable).toMatchObject({ views: 5, clients: 5, votes: 5, errorVotes: 0 });
  });

  it('a reload loop counts at most viewsPerVote views per window; the next window is another vote', async () => {
    const id = 'votes-2';
    for (let i = 0; i < viewsPerVote + 30; i++) await recordView(db, id, 'canary', 'looper', page, at);
    await recordView(db, id, 'canary', 'looper', page, at + voteWindowMs);
    expect((await figuresOf(id, 0)).canary).toMatchObject({ views: viewsPerVote + 1, clients: 1, votes: 2 });
  });

  it('a vote counts once its beacon came, or once its last view is older than the settling time', async () => {
    const id = 'votes-settle';
    await recordView(db, id, 'canary', 'reported', page, at);
    await recordBeacon(db, id, 'canary', 'reported', page, { errored: true }, at);
    await recordView(db, id, 'canary', 'silent', page, at);
    expect((await figuresOf(id, 60_000)).canary).toMatchObject({ votes: 1, errorVotes: 1 });
    await db.query(`update public.canary_votes set last_view_at = now() - interval '61 seconds' where client_hash = 'silent'`);
    expect((await figuresOf(id, 60_000)).canary).toMatchObject({ votes: 2, errorVotes: 1 });
  });

  // A window boundary `boundary`; the incident: a failing canary (every page errors) promoted at "error rate 75.0 %, 4
  // votes from 3 clients" because one visitor's first view and the beacon its reload sent fell on either side of it.
  const boundary = (Math.floor(at / voteWindowMs) + 1) * voteWindowMs;

  it("a reload across a window boundary: the first page's beacon, sent after the second view, completes the first view's vote", async () => {
    const id = 'votes-straddle';
    for (let i = 0; i < 3; i++) {
      // Each visitor views the page, reloads it (the first page's beacon comes after the second view) and leaves.
      const [view, reload] = i === 0 ? [boundary - 1000, boundary + 500] : [at, at + 1000];
      for (const cohort of cohorts) {
        const client = `${cohort}-${i}`;
        const vote = { errored: cohort === 'canary', lcp: 900 };
        await recordView(db, id, cohort, client, page, view);
        await recordView(db, id, cohort, client, page, reload);
        await recordBeacon(db, id, cohort, client, page, vote, reload + 100);
        await recordBeacon(db, id, cohort, client, page, vote, reload + 5000);
      }
    }
    // Both of the straddling visitor's votes came with their beacons: nothing is left to settle.
    const figures = await figuresOf(id, 60_000);
    expect(figures.canary).toMatchObject({ clients: 3, votes: 4, errorVotes: 4, lcp: { count: 4 } });
    expect(figures.stable).toMatchObject({ clients: 3, votes: 4, errorVotes: 0 });
    expect(await figuresOf(id, 0)).toEqual(figures);
  });

  it("a beacon from a page left open past the boundary, or sent again, falls on its view's vote; a flood weighs one vote per window the client was served", async () => {
    const id = 'votes-left-open';
    await recordView(db, id, 'canary', 'reader', page, boundary - 1000);
    await recordBeacon(db, id, 'canary', 'reader', page, { errored: false, lcp: 800 }, boundary - 500);
    // Its beacon came; the page, shown again, reports an error after the boundary (and after the settling time).
    await recordBeacon(db, id, 'canary', 'reader', page, { errored: true }, boundary + 2000, 0);
    expect((await figuresOf(id, 60_000)).canary).toMatchObject({ views: 1, clients: 1, votes: 1, errorVotes: 1, lcp: { p75: 800, count: 1 } });

    // A client served the page in two windows, both awaiting their beacons, floods error beacons: two votes at most.
    await recordView(db, id, 'canary', 'flooder', page, boundary - 1000);
    await recordView(db, id, 'canary', 'flooder', page, boundary + 1000);
    for (let i = 0; i < 50; i++) await recordBeacon(db, id, 'canary', 'flooder', page, { errored: true }, boundary + voteWindowMs + i);
    expect((await figuresOf(id, 60_000)).canary).toMatchObject({ clients: 2, votes: 3, errorVotes: 3 });
  });

  it('of several votes awaiting their beacons, a beacon completes the earliest: the pages report in the order they were left', async () => {
    const id = 'votes-earliest';
    // A visitor served the page in three windows, each view still awaiting its page's beacon.
    for (let i = 0; i < 3; i++) await recordView(db, id, 'canary', 'reader', page, boundary - 1000 + i * voteWindowMs);
    const last = boundary + 2 * voteWindowMs;
    await recordBeacon(db, id, 'canary', 'reader', page, { errored: false, lcp: 700 }, last + 100);
    await recordBeacon(db, id, 'canary', 'reader', page, { errored: true, lcp: 1200 }, last + 200);
    const { rows } = await db.query<{ errored: boolean; lcp_ms: number | null; reported: boolean }>(
      'select errored, lcp_ms, reported from public.canary_votes where canary_id = $1 order by window_index',
      [id],
    );
    expect(rows).toEqual([
      { errored: false, lcp_ms: 700, reported: true },
      { errored: true, lcp_ms: 1200, reported: true },
      { errored: false, lcp_ms: null, reported: false },
    ]);
  });

  it('p75 of the worst value of each vote', async () => {
    const id = 'votes-3';
    for (let i = 0; i < 4; i++) {
      await recordView(db, id, 'canary', `c${i}`, page, at);
      await recordBeacon(db, id, 'canary', `c${i}`, page, { errored: false, lcp: 1000 * (i + 1) }, at);
      await recordBeacon(db, id, 'canary', `c${i}`, page, { errored: false, lcp: 10 }, at);
    }
    expect((await figuresOf(id, 0)).canary.lcp).toEqual({ p75: 3250, count: 4 });
  });

  it('forged beacons move no verdict: errors flooded at a healthy canary from one client, health flooded at a failing one', async () => {
    const healthy = 'forged-1';
    const failing = 'forged-2';
    for (let i = 0; i < 10; i++) {
      for (const id of [healthy, failing]) {
        await recordView(db, id, 'canary', `canary-${i}`, page, at);
        await recordView(db, id, 'stable', `stable-${i}`, page, at);
      }
      await recordBeacon(db, failing, 'canary', `canary-${i}`, page, { errored: true }, at);
    }
    for (let i = 0; i < 300; i++) {
      await recordBeacon(db, healthy, 'canary', 'canary-0', page, { errored: true }, at);
      // Healthy beacons cannot unmark an error, nor add votes without served views.
      await recordBeacon(db, failing, 'canary', i < 10 ? `canary-${i}` : `made-up-${i}`, page, { errored: false, inp: 10, lcp: 10 }, at);
    }
  });

  // Ten clients per cohort saw only /gdpr (healthy everywhere), ten only /support, and ten both in one window; on the
  // canary every /support page errored and was slow. Then a release of support stops /support reaching the canary.
  async function twoPages(id: string) {
    for (let i = 0; i < 10; i++) {
      for (const cohort of cohorts) {
        const healthy = { errored: false, lcp: 1000 };
        const onSupport = cohort === 'canary' ? { errored: true, lcp: 9000 } : healthy;
        await recordView(db, id, cohort, `${cohort}-gdpr-${i}`, '/gdpr', at);
        await recordBeacon(db, id, cohort, `${cohort}-gdpr-${i}`, '/gdpr', healthy, at);
        await recordView(db, id, cohort, `${cohort}-support-${i}`, '/support', at);
        await recordBeacon(db, id, cohort, `${cohort}-support-${i}`, '/support', onSupport, at);
        for (const [sitePath, vote] of [['/gdpr', healthy], ['/support', onSupport]] as const) {
          await recordView(db, id, cohort, `${cohort}-both-${i}`, sitePath, at);
          await recordBeacon(db, id, cohort, `${cohort}-both-${i}`, sitePath, vote, at);
        }
      }
    }
  }

  it("a page that leaves the canary's list takes its views, errors and vitals out of both cohorts' figures, and the verdict follows", async () => {
    const id = 'votes-pages';
    await twoPages(id);
    const listed = await figuresOn(db, { id, pages: ['/gdpr', '/support'] }, 0);
    // A client that saw both pages in one window is one vote (its views summed, errored when either was).
    expect(listed.canary).toMatchObject({ views: 40, clients: 30, votes: 30, errorVotes: 20, lcp: { p75: 9000, count: 30 } });
    expect(listed.stable).toMatchObject({ views: 40, clients: 30, votes: 30, errorVotes: 0, lcp: { p75: 1000, count: 30 } });

    const left = await figuresOn(db, { id, pages: ['/gdpr'] }, 0);
    // The clients seen only on /support are no votes; those seen on both count their /gdpr views alone.
    expect(left.canary).toEqual({ views: 20, clients: 20, votes: 20, errorVotes: 0, inp: { p75: null, count: 0 }, lcp: { p75: 1000, count: 20 } });
    expect(left.stable).toEqual(left.canary);
  });

  it('a page that left leaves no vote behind in a cohort that saw only it; one on the list again counts what was recorded while it was listed', async () => {
    const id = 'votes-pages-back';
    await twoPages(id);
    expect(await figuresOn(db, { id, pages: ['/support'] }, 0)).toMatchObject({ canary: { votes: 20, errorVotes: 20 }, stable: { votes: 20, errorVotes: 0 } });
    expect(await figuresOn(db, { id, pages: [] }, 0)).toMatchObject({ canary: { views: 0, clients: 0, votes: 0 }, stable: { views: 0, clients: 0, votes: 0 } });
  });
});

describe('evidenceOf', { timeout: 60_000 }, () => {
  const canaryOf = (id: string, pages = [page], percent = 10) => ({ id, pages, percent });
  /** Ages every view of `id` past `seconds`: their silence is settled. */
  const age = (id: string, seconds: number) => db.query(`update public.canary_votes set last_view_at = now() - make_interval(secs => $2) where canary_id = $1`, [id, seconds]);

  it('a client counts once however many windows and pages it was served; errored, silent and awaiting views each as they are', async () => {
    const id = 'evidence-counts';
    // A reader served /gdpr in three windows and /privacy once: reports in two, errors in one, never reports in one.
    for (let i = 0; i < 3; i++) await recordView(db, id, 'canary', 'reader', page, at + i * voteWindowMs);
    await recordView(db, id, 'canary', 'reader', '/privacy', at);
    await recordBeacon(db, id, 'canary', 'reader', page, { errored: false, lcp: 900 }, at + 100);
    await recordBeacon(db, id, 'canary', 'reader', page, { errored: true, lcp: 1100 }, at + voteWindowMs + 100);
    // A healthy client, a silent one, one whose view awaits its beacon, and one with beacons and no view.
    await recordView(db, id, 'canary', 'healthy', page, at);
    await recordBeacon(db, id, 'canary', 'healthy', page, { errored: false, inp: 40 }, at);
    await recordView(db, id, 'canary', 'silent', page, at);
    await recordBeacon(db, id, 'canary', 'forger', page, { errored: true }, at);
    for (let i = 0; i < 3; i++) await recordView(db, id, 'stable', `stable-${i}`, page, at);
    await age(id, 120);
    await recordView(db, id, 'canary', 'awaiting', page, at);

    const evidence = await evidenceOf(db, canaryOf(id, [page, '/privacy'], 25), 60_000);
    expect(evidence.cohorts.canary).toMatchObject({ clients: 3, erroredClients: 1, silentClients: 2, views: 6, reportedViews: 3, erroredViews: 1 });
    // Stable's views were all silent.
    expect(evidence.cohorts.stable).toMatchObject({ clients: 3, erroredClients: 0, silentClients: 3, views: 3, reportedViews: 0, erroredViews: 0 });
    expect(evidence.steps).toEqual([
      { share: 0.25, cohorts: { canary: { clients: 3, erroredClients: 1, silentClients: 2 }, stable: { clients: 3, erroredClients: 0, silentClients: 3 } } },
    ]);
    // Off the list, /privacy's silent view is gone; the view awaiting its beacon counts once settled.
    expect((await evidenceOf(db, canaryOf(id), 60_000)).cohorts.canary).toMatchObject({ clients: 3, silentClients: 2, views: 5 });
    expect((await evidenceOf(db, canaryOf(id), 0)).cohorts.canary).toMatchObject({ clients: 4, silentClients: 3, views: 6 });
  });

  it('a client served both cohorts counts in the one it was first served; served both in its first window, in neither', async () => {
    const id = 'evidence-both';
    await recordView(db, id, 'stable', 'switcher', page, at);
    await recordBeacon(db, id, 'stable', 'switcher', page, { errored: false }, at);
    await recordView(db, id, 'canary', 'switcher', page, at + voteWindowMs);
    await recordBeacon(db, id, 'canary', 'switcher', page, { errored: true }, at + voteWindowMs);
    await recordView(db, id, 'canary', 'flipper', page, at);
    await recordView(db, id, 'stable', 'flipper', page, at);
    await recordBeacon(db, id, 'canary', 'flipper', page, { errored: true }, at);
    await recordBeacon(db, id, 'stable', 'flipper', page, { errored: false }, at);
    const evidence = await evidenceOf(db, canaryOf(id), 0);
    expect(evidence.cohorts.stable).toMatchObject({ clients: 1, erroredClients: 0, views: 1 });
    expect(evidence.cohorts.canary).toEqual(emptyCohortEvidence());
  });

  it("vitals: every reported view's value per view, each client's median per client, bucketed by bucketOf", async () => {
    const id = 'evidence-vitals';
    // One client with three views (LCP 1000, 2000, 9000: median 2000), one with one (LCP 1500, INP 64).
    for (const [i, lcp] of [1000, 2000, 9000].entries()) {
      await recordView(db, id, 'canary', 'busy', page, at + i * voteWindowMs);
      await recordBeacon(db, id, 'canary', 'busy', page, { errored: false, lcp }, at + i * voteWindowMs);
    }
    await recordView(db, id, 'canary', 'quiet', page, at);
    await recordBeacon(db, id, 'canary', 'quiet', page, { errored: false, lcp: 1500, inp: 64 }, at);
    const { vitals } = (await evidenceOf(db, canaryOf(id), 0)).cohorts.canary;
    const histogram = (...values: number[]) => {
      const buckets: Record<number, number> = {};
      for (const value of values) buckets[bucketOf(value)] = (buckets[bucketOf(value)] ?? 0) + 1;
      return { buckets, count: values.length };
    };
    expect(vitals.lcp.perView).toEqual(histogram(1000, 2000, 9000, 1500));
    expect(vitals.lcp.perClient).toEqual(histogram(2000, 1500));
    expect(vitals.inp).toEqual({ perView: histogram(64), perClient: histogram(64) });
    expect(vitals.cls).toEqual({ perView: { buckets: {}, count: 0 }, perClient: { buckets: {}, count: 0 } });
  });

  it('a canary with no votes has empty evidence in one step', async () => {
    expect(await evidenceOf(db, canaryOf('evidence-none', [page], 5), 0)).toEqual({
      steps: [{ share: 0.05, cohorts: { stable: { clients: 0, erroredClients: 0, silentClients: 0 }, canary: { clients: 0, erroredClients: 0, silentClients: 0 } } }],
      cohorts: { stable: emptyCohortEvidence(), canary: emptyCohortEvidence() },
    });
  });
});

describe('beaconVote', () => {
  const signal = (kind: 'view' | 'vital' | 'error', name?: string, value?: number) => ({ kind, ...(name ? { name, value } : {}), area: 'legal', release: '0123456789ab' }) as FieldSignal;
  it('takes an error of any kind and the worst INP and LCP of the checked beacon; nothing else', () => {
    expect(beaconVote({ route: '/gdpr', signals: [signal('vital', 'INP', 80), signal('vital', 'INP', 120), signal('vital', 'LCP', 900), signal('view')] })).toEqual({ errored: false, inp: 120, lcp: 900 });
    for (const name of ['uncaught', 'rejection', 'render', 'remote-load']) expect(beaconVote({ route: '/gdpr', signals: [signal('error', name, 1)] })).toEqual({ errored: true });
    expect(beaconVote({ route: '/gdpr', signals: [signal('vital', 'CLS', 0.1), signal('vital', 'TTFB', 300), signal('view')] })).toBeUndefined();
  });
});
