import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from 'supabase-backend/server/database/openDatabase';
import type { FieldSignal } from 'supabase-backend/server';
import { beaconVote, figuresOf, recordBeacon, recordView, viewsPerVote, voteWindowMs } from './signals';
import { decide, defaultRules } from './verdict';

type Db = Awaited<ReturnType<typeof openDatabase>>;
let db: Db;
beforeAll(async () => {
  db = await openDatabase({ seed: false });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const at = Date.UTC(2026, 10, 27, 12, 0, 0);

// Hundreds of statements each, on a machine that may be busy.
describe('votes', { timeout: 60_000 }, () => {
  it('one client is one vote per window however many beacons it sends; beacons without a served view do not count', async () => {
    const id = 'votes-1';
    for (let i = 0; i < 5; i++) {
      await recordView(db, id, 'canary', `client-${i}`, at);
      await recordView(db, id, 'stable', `stable-${i}`, at);
    }
    for (let i = 0; i < 200; i++) await recordBeacon(db, id, 'canary', 'client-0', { errored: true, inp: 5000 }, at);
    // A client never served a page: its beacons are no vote.
    for (let i = 0; i < 50; i++) await recordBeacon(db, id, 'canary', `forger-${i}`, { errored: true }, at);
    const figures = await figuresOf(db, id, 0);
    expect(figures.canary).toMatchObject({ views: 5, clients: 5, votes: 5, errorVotes: 1, inp: { p75: 5000, count: 1 } });
    expect(figures.stable).toMatchObject({ views: 5, clients: 5, votes: 5, errorVotes: 0 });
  });

  it('a reload loop counts at most viewsPerVote views per window; the next window is another vote', async () => {
    const id = 'votes-2';
    for (let i = 0; i < viewsPerVote + 30; i++) await recordView(db, id, 'canary', 'looper', at);
    await recordView(db, id, 'canary', 'looper', at + voteWindowMs);
    expect((await figuresOf(db, id, 0)).canary).toMatchObject({ views: viewsPerVote + 1, clients: 1, votes: 2 });
  });

  it('a vote counts once its beacon came, or once its last view is older than the settling time', async () => {
    const id = 'votes-settle';
    await recordView(db, id, 'canary', 'reported', at);
    await recordBeacon(db, id, 'canary', 'reported', { errored: true }, at);
    await recordView(db, id, 'canary', 'silent', at);
    expect((await figuresOf(db, id, 60_000)).canary).toMatchObject({ votes: 1, errorVotes: 1 });
    await db.query(`update public.canary_votes set last_view_at = now() - interval '61 seconds' where client_hash = 'silent'`);
    expect((await figuresOf(db, id, 60_000)).canary).toMatchObject({ votes: 2, errorVotes: 1 });
  });

  it('p75 of the worst value of each vote', async () => {
    const id = 'votes-3';
    for (let i = 0; i < 4; i++) {
      await recordView(db, id, 'canary', `c${i}`, at);
      await recordBeacon(db, id, 'canary', `c${i}`, { errored: false, lcp: 1000 * (i + 1) }, at);
      await recordBeacon(db, id, 'canary', `c${i}`, { errored: false, lcp: 10 }, at);
    }
    expect((await figuresOf(db, id, 0)).canary.lcp).toEqual({ p75: 3250, count: 4 });
  });

  it('forged beacons move no verdict: errors flooded at a healthy canary from one client, health flooded at a failing one', async () => {
    const rules = { ...defaultRules, minViews: 10, minClients: 10 };
    const healthy = 'forged-1';
    const failing = 'forged-2';
    for (let i = 0; i < 10; i++) {
      for (const id of [healthy, failing]) {
        await recordView(db, id, 'canary', `canary-${i}`, at);
        await recordView(db, id, 'stable', `stable-${i}`, at);
      }
      await recordBeacon(db, failing, 'canary', `canary-${i}`, { errored: true }, at);
    }
    for (let i = 0; i < 300; i++) {
      await recordBeacon(db, healthy, 'canary', 'canary-0', { errored: true }, at);
      // Healthy beacons cannot unmark an error, nor add votes without served views.
      await recordBeacon(db, failing, 'canary', i < 10 ? `canary-${i}` : `made-up-${i}`, { errored: false, inp: 10, lcp: 10 }, at);
    }
    expect(decide(await figuresOf(db, healthy, 0), rules).verdict).toBe('promote');
    expect(decide(await figuresOf(db, failing, 0), rules)).toMatchObject({ verdict: 'rollback', reason: expect.stringContaining('10 of 10 votes') });
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
