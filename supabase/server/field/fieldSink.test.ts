/**
 * `POST /api/field` on a real backend (in memory; on PostgreSQL in vitest.postgres.config.ts): what it stores,
 * what it refuses, and the figures read from what it stored.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackend, type Backend, type Database, type FieldBeacon, type SessionOptions } from '../index';
import { createFieldSink, fieldLine } from './fieldSink';
import { trustedProxiesFrom } from 'infra/clientAddress';
import { readFieldFigures, readFieldSeries } from './fieldFigures';
import { wilsonInterval } from './fieldStats';

const legalOld = 'aaaaaaaaaaaa';
const legalNew = 'bbbbbbbbbbbb';
let backend: Backend;
const taken: { beacon: FieldBeacon; clientHash: string }[] = [];

beforeAll(async () => {
  // Requests come from loopback, a trusted proxy here, so X-Forwarded-For names each simulated visitor.
  // The site server's hooks: the cohort from the visitor's cookie, and each beacon taken with its client hash.
  backend = await startBackend({
    port: 0,
    seed: false,
    trustedProxies: trustedProxiesFrom('127.0.0.1, ::1'),
    field: {
      rateLimit: { burst: 5, windowMs: 60_000 },
      cohortOf: (req) => (req.headers.cookie === 'cohort=canary' ? 'canary' : 'stable'),
      onBeacon: (_, beacon, clientHash) => taken.push({ beacon, clientHash }),
    },
  });
}, 120_000);

afterAll(async () => {
  await backend?.close();
});

const post = (body: unknown, { client = '198.51.100.1', type = 'text/plain;charset=UTF-8', cookie = '' } = {}) =>
  fetch(`${backend.url}/api/field`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Answers `work`'s response in full: its status and the time it took. */
async function timed(work: () => Promise<Response>) {
  const started = performance.now();
  const response = await work();
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
/** A page's read: the news list's first nine slugs. */
const read = () => timed(() => fetch(`${backend.url}/rest/v1/blog_posts?select=slug&limit=9`, { headers: { apikey: backend.keys.anonKey } }));

const view = (area: string, release: string) => ({ kind: 'view', area, release });
const vital = (name: string, value: number, area: string, release: string) => ({ kind: 'vital', name, value, area, release });
const error = (value: number, area: string, release: string, name = 'uncaught') => ({ kind: 'error', name, value, area, release });

describe('POST /api/field', { timeout: 60_000 }, () => {
  it('stores each signal with its area, release, route, cohort and a client hash, never the address', async () => {
    await backend.db.exec('truncate public.field_signals');
    // Four views of the new legal release from two visitors (an IPv6 /64 is one client), one with two errors.
    const beacons = [
      { client: '203.0.113.7', signals: [view('legal', legalNew), vital('LCP', 1000, 'legal', legalNew), vital('INP', 80, 'legal', legalNew)] },
      { client: '203.0.113.7', signals: [view('legal', legalNew), vital('LCP', 2000, 'legal', legalNew), error(1, 'legal', legalNew), error(2, 'legal', legalNew, 'render')] },
      { client: '2001:db8:1:2::10', signals: [view('legal', legalNew), vital('LCP', 3000, 'legal', legalNew)] },
      { client: '2001:db8:1:2:ffff::1', signals: [view('legal', legalNew), vital('LCP', 4000, 'legal', legalNew), error(1, 'shell', 'none')] },
      { client: '198.51.100.9', signals: [view('legal', legalOld), vital('LCP', 500, 'legal', legalOld)] },
    ];
    for (const { client, signals } of beacons) expect((await post({ route: '/privacy-policy', signals }, { client })).status).toBe(204);
    // The cohort is the cookie's; a page's own say (earlier shell releases sent one) is left out.
    expect((await post({ route: '/gdpr', signals: [view('legal', legalNew)] }, { client: '198.51.100.10', type: 'application/json', cookie: 'cohort=canary' })).status).toBe(204);
    expect((await post({ route: '/gdpr', cohort: 'canary', signals: [view('news', legalOld)] }, { client: '198.51.100.11' })).status).toBe(204);
    await backend.field.flush();

    const { rows } = await backend.db.query<Record<string, unknown>>('select * from public.field_signals order by id');
    expect(rows).toHaveLength(16);
    expect(rows[0]).toMatchObject({ area: 'legal', release: legalNew, route: '/privacy-policy', cohort: 'stable', kind: 'view', name: 'view', value: null });
    expect(rows[1]).toMatchObject({ kind: 'vital', name: 'LCP', value: 1000 });
    expect(rows.at(-2)).toMatchObject({ route: '/gdpr', release: legalNew, cohort: 'canary' });
    expect(rows.at(-1)).toMatchObject({ route: '/gdpr', area: 'news', cohort: 'stable' });
    const text = JSON.stringify(rows);
    for (const address of ['203.0.113.7', '2001:db8', '198.51.100']) expect(text).not.toContain(address);
    const hashes = new Set(rows.map((row) => row.client_hash));
    expect(hashes.size).toBe(5); // 203.0.113.7, the /64, 198.51.100.9, .10 and .11
    // The site server is told of each beacon, checked, with the hash it is stored under.
    expect(taken.at(-2)).toEqual({ beacon: { route: '/gdpr', signals: [view('legal', legalNew)] }, clientHash: rows.at(-2)!.client_hash });
    expect(taken).toHaveLength(7);
    for (const hash of hashes) expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const figures = await readFieldFigures(backend.db, { since: new Date(Date.now() - 60_000) });
    const stableNew = figures.find((f) => f.release === legalNew && f.cohort === 'stable')!;
    expect(stableNew).toMatchObject({ area: 'legal', views: 4, errors: 2, erroredViews: 1, clients: 2 });
    expect(stableNew.errorRate).toEqual(wilsonInterval(1, 4));
    expect(stableNew.vitals.LCP).toEqual({ p75: 3000, count: 4 });
    expect(stableNew.vitals.INP).toEqual({ p75: 80, count: 1 });
    expect(stableNew.vitals.CLS).toEqual({ p75: null, count: 0 });
    expect(figures.find((f) => f.release === legalOld)).toMatchObject({ views: 1, erroredViews: 0, vitals: { LCP: { p75: 500, count: 1 } } });
    expect(figures.find((f) => f.cohort === 'canary')).toMatchObject({ release: legalNew, views: 1 });
    // The shell's error on a legal page is the shell's, not legal's.
    expect(figures.find((f) => f.area === 'shell')).toMatchObject({ views: 0, errors: 1, erroredViews: 1 });
    expect((await readFieldFigures(backend.db, { since: new Date(Date.now() - 60_000), area: 'shell' })).map((f) => f.area)).toEqual(['shell']);
    expect(await readFieldFigures(backend.db, { since: new Date(Date.now() + 60_000), until: new Date(Date.now() + 120_000) })).toEqual([]);

    const series = await readFieldSeries(backend.db, { since: new Date(Date.now() - 60_000), bucketMinutes: 60 });
    const legal = series.legal.reduce((sum, point) => ({ views: sum.views + point.views, errored: sum.errored + point.erroredViews }), { views: 0, errored: 0 });
    expect(legal).toEqual({ views: 6, errored: 1 });
  });

  it("counts each view's vital once, its last value, in the figures and the series", async () => {
    await backend.db.exec('truncate public.field_signals');
    const client = '198.51.100.20';
    const named = (view: string, seq: number, signals: unknown[], nav?: true) => post({ route: '/gdpr', view, seq, ...(nav ? { nav } : {}), signals }, { client });
    // One view's INP grows from 300 to 400 ms over two beacons (web-vitals reports it again), CLS from 0.1 to 0.25;
    // two other views, one an in-app navigation; a beacon of an earlier shell that names no view is a view of its own.
    expect((await named('viewAAAAAAAAAAAA', 1, [view('legal', legalNew), vital('INP', 300, 'legal', legalNew), vital('CLS', 0.1, 'legal', legalNew)])).status).toBe(204);
    expect((await named('viewBBBBBBBBBBBB', 1, [view('legal', legalNew), vital('INP', 100, 'legal', legalNew)])).status).toBe(204);
    expect((await named('viewAAAAAAAAAAAA', 2, [vital('INP', 400, 'legal', legalNew), vital('CLS', 0.25, 'legal', legalNew)])).status).toBe(204);
    expect((await named('viewCCCCCCCCCCCC', 1, [view('legal', legalNew), vital('INP', 200, 'legal', legalNew)], true)).status).toBe(204);
    expect((await post({ route: '/gdpr', signals: [view('legal', legalNew), vital('INP', 50, 'legal', legalNew)] }, { client })).status).toBe(204);
    await backend.field.flush();
    expect((await backend.db.query('select view_id from public.field_signals where view_id is not null')).rows).toHaveLength(9);

    const [figures] = await readFieldFigures(backend.db, { since: new Date(Date.now() - 60_000) });
    // Last values 400, 100, 200 and 50: the third of four by nearest rank is 200 (the rows, 300 among them, give 300).
    expect(figures).toMatchObject({ views: 4, vitals: { INP: { p75: 200, count: 4 }, CLS: { p75: 0.25, count: 1 } } });
    // One bucket of about two years: no edge falls between the beacons.
    const [point] = (await readFieldSeries(backend.db, { since: new Date(Date.now() - 60_000), bucketMinutes: 1_000_000 })).legal;
    expect(point).toMatchObject({ views: 4, inpP75: 200, clsP75: 0.25 });
  });

  it('refuses a malformed, oversized or mistyped beacon with a clear 4xx, storing nothing', async () => {
    await backend.db.exec('truncate public.field_signals');
    const client = '192.0.2.50';
    const bad = await post({ route: '/gdpr', signals: [{ kind: 'vital', name: 'LCP', value: 'slow', area: 'legal', release: legalNew }] }, { client });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('The beacon was refused: signals[0].value must be a number from 0 to 600000.');
    const notJson = await post('{"route":', { client });
    expect([notJson.status, await notJson.text()]).toEqual([400, 'The beacon is not JSON.']);
    const form = await post('a=1', { client, type: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const huge = await post({ route: '/gdpr', signals: [view('legal', legalNew)], pad: 'x'.repeat(20_000) }, { client: '192.0.2.51' });
    expect([huge.status, await huge.text()]).toEqual([413, 'The beacon is larger than 16384 bytes.']);
    const get = await fetch(`${backend.url}/api/field`);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    await backend.field.flush();
    expect((await backend.db.query('select 1 from public.field_signals')).rows).toHaveLength(0);
  });

  it('limits each client to its burst, leaving other clients alone', async () => {
    const beacon = { route: '/gdpr', signals: [view('legal', legalNew)] };
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(beacon, { client: '192.0.2.99' })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    const limited = await post(beacon, { client: '192.0.2.99' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await post(beacon, { client: '192.0.2.100' })).status).toBe(204);
  });

  it('takes a flood of beacons from many clients without slowing a lead or a read', async () => {
    await backend.db.exec('truncate public.field_signals');
    const beacon = JSON.stringify({ route: '/flood', signals: [view('legal', legalNew), vital('LCP', 1000, 'legal', legalNew)] });
    // The reference: beacons the sink reads and refuses (a kind of signal it does not know), so a flood of them costs
    // the server all the flood's work but the sink's own (hashing, buffering, writing).
    const refusedBeacon = JSON.stringify({ route: '/flood', signals: [{ kind: 'unknown', area: 'legal', release: legalNew }] });
    // Each lead from a visitor of its own (as a trusted proxy names it), within the per-client lead limit.
    let leads = 0;
    const lead = () =>
      timed(() =>
        fetch(`${backend.url}/api/leads`, { method: 'POST', headers: { 'x-forwarded-for': `203.0.113.${(leads += 1)}` }, body: new URLSearchParams({ email: 'flood@example.com' }) }),
      );
    /**
     * 2,000 beacons from 2,000 clients (as a trusted proxy names them: 10.<net>.x.y), 50 in flight at a time, so
     * none is refused by the per-client limit; once it is under way, a lead and a read, three times over.
     */
    const flood = async (body: string, net: number) => {
      const statuses: number[] = [];
      let underWay!: () => void;
      const started = new Promise<void>((resolve) => (underWay = resolve));
      const sent = (async () => {
        for (let wave = 0; wave < 40; wave++) {
          statuses.push(...(await Promise.all(Array.from({ length: 50 }, (_, i) => post(body, { client: `10.${net}.${wave}.${i}` }).then((r) => r.status)))));
          if (wave === 3) underWay();
        }
      })();
      await started;
      const answers: { lead: Awaited<ReturnType<typeof lead>>; read: Awaited<ReturnType<typeof read>> }[] = [];
      for (let i = 0; i < 3; i++) answers.push({ lead: await lead(), read: await read() });
      await sent;
      // Every row of the flood written before the next one starts.
      await backend.field.flush();
      return { statuses, answers };
    };
    // The reference floods and the stored ones alternate, twice, so both sample the machine as it is over the
    // same minutes (the other test files run beside this one).
    const reference: Awaited<ReturnType<typeof flood>>[] = [];
    const during: Awaited<ReturnType<typeof flood>>[] = [];
    for (const net of [0, 2]) {
      reference.push(await flood(refusedBeacon, net + 1));
      during.push(await flood(beacon, net));
    }
    const statuses = (floods: typeof during) => floods.flatMap((one) => one.statuses);
    const answers = (floods: typeof during) => floods.flatMap((one) => one.answers);
    const medianOf = (floods: typeof during, kind: 'lead' | 'read') => median(answers(floods).map((answer) => answer[kind].ms));
    expect(statuses(reference).filter((status) => status !== 400)).toEqual([]);
    // Each beacon is answered without waiting for the database.
    expect(statuses(during)).toHaveLength(4000);
    expect(statuses(during).filter((status) => status !== 204)).toEqual([]);
    expect(answers(during).flatMap(({ lead, read }) => [lead.status, read.status])).toEqual(Array(12).fill(200));
    // Bounds: the lead is stored and the read answered within three times their median times during the reference
    // floods (measured on this machine as it is now, so a busy machine slows both alike).
    expect(medianOf(during, 'lead')).toBeLessThan(3 * medianOf(reference, 'lead'));
    expect(medianOf(during, 'read')).toBeLessThan(3 * medianOf(reference, 'read'));
    expect((await backend.db.query<{ n: number }>(`select count(*)::int as n from public.field_signals where route = '/flood'`)).rows[0].n).toBe(8000);
  });

  it('keeps leads and reads within their bounds, and its backlog bounded, while the database writes field rows slowly', async () => {
    await backend.db.exec('truncate public.field_signals');
    const db = backend.db;
    const maxPending = 400;
    const batchRows = 5;
    /**
     * A slow write of `rows` field rows: the statement, then its session held for `rowMs` a row (idle, taking no CPU
     * from the rest of the test), as every other session of the embedded database sees a slow one.
     */
    const rowMs = 10;
    const slowInsert = <T,>(sql: string, params: unknown[] | undefined, options: SessionOptions | undefined, rows: number) =>
      db.transaction(async (tx) => {
        const result = await tx.query<T>(sql, params);
        await new Promise((resolve) => setTimeout(resolve, rows * rowMs));
        return result;
      }, options);
    // The test's own sink (small bounds, no per-client limit) writes to the backend's database through this: its
    // field inserts slowed, and announced as they are sent, so samples are taken while one is under way.
    let announce: (() => void)[] = [];
    const nextWrite = () => new Promise<void>((resolve) => announce.push(resolve));
    const watched: Database = {
      query: <T,>(sql: string, params?: unknown[], options?: SessionOptions) => {
        if (!sql.startsWith('insert into public.field_signals')) return db.query<T>(sql, params, options);
        const waiters = announce;
        announce = [];
        waiters.forEach((resolve) => resolve());
        return slowInsert<T>(sql, params, options, (JSON.parse(String(params?.[0])) as unknown[]).length);
      },
      exec: (sql, options) => db.exec(sql, options),
      transaction: (work, options) => db.transaction(work, options),
      get restarts() {
        return db.restarts;
      },
      get unavailable() {
        return db.unavailable;
      },
      close: () => db.close(),
    };
    const sink = createFieldSink({ db: watched, rateLimit: false, maxPending, batchRows });
    // Served beside the backend: beacons go to this server, leads and reads to the backend's.
    const server = http.createServer((req, res) => void sink.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const sinkUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/field`;
    try {
      let leads = 0;
      const lead = () => {
        const i = leads++;
        return timed(() =>
          fetch(`${backend.url}/api/leads`, {
            method: 'POST',
            headers: { 'x-forwarded-for': `192.0.2.${200 + i}` },
            body: new URLSearchParams({ email: `slow-field-${i}@example.com`, form: 'slow-field' }),
          }),
        );
      };
      let mostWaiting = 0;
      /**
       * Posts `body` to the sink, ten beacons in flight, until five samples are taken once the flood is under way:
       * each, a lead and a read sent together as soon as `moment` resolves.
       */
      const underFlood = async (body: string, moment: () => Promise<unknown>) => {
        const answers: { status: number; retryAfter: string | null }[] = [];
        let flooding = true;
        let underWay!: () => void;
        const started = new Promise<void>((resolve) => (underWay = resolve));
        const flood = (async () => {
          while (flooding) {
            const wave = Array.from({ length: 10 }, () =>
              fetch(sinkUrl, { method: 'POST', headers: { 'content-type': 'text/plain' }, body }).then(async (response) => {
                await response.arrayBuffer();
                mostWaiting = Math.max(mostWaiting, sink.waiting());
                return { status: response.status, retryAfter: response.headers.get('retry-after') };
              }),
            );
            answers.push(...(await Promise.all(wave)));
            underWay();
          }
        })();
        const samples = [];
        try {
          await started;
          for (let i = 0; i < 5; i++) {
            await moment();
            const [leadTiming, readTiming] = await Promise.all([lead(), read()]);
            samples.push({ lead: leadTiming, read: readTiming });
          }
        } finally {
          flooding = false;
          await flood;
        }
        return {
          answers,
          statuses: samples.flatMap((sample) => [sample.lead.status, sample.read.status]),
          lead: median(samples.map((sample) => sample.lead.ms)),
          read: median(samples.map((sample) => sample.read.ms)),
        };
      };

      // The reference, in this test on this machine as it is now: what a lead and a read may cost at most, landing on
      // one slowed insert of `batchRows` field rows, during a flood of beacons the sink reads and refuses (a kind of
      // signal it does not know: all the flood's work but its rows).
      const refused = JSON.stringify({ route: '/slow-flood', signals: [{ kind: 'unknown', area: 'legal', release: legalNew }] });
      const oneInsert = `insert into public.field_signals (area, release, route, kind, name, client_hash)
        select 'legal', $1, '/slow-reference', 'view', 'view', 'h' from generate_series(1, $2)`;
      const inserts: Promise<unknown>[] = [];
      const reference = await underFlood(refused, async () => {
        inserts.push(slowInsert(oneInsert, [legalNew, batchRows], { client: fieldLine }, batchRows));
      });
      await Promise.all(inserts);
      expect(reference.answers.filter((answer) => answer.status !== 400)).toEqual([]);
      expect(reference.statuses).toEqual(Array(10).fill(200));

      // A flood of beacons faster than the slowed database writes their rows; each sample is sent as the sink starts
      // one of its inserts.
      const beacon = JSON.stringify({ route: '/slow-flood', signals: [view('legal', legalNew), vital('LCP', 1000, 'legal', legalNew)] });
      const during = await underFlood(beacon, nextWrite);
      // Every lead is stored before its answer (200, not 202: journaled, stored later), and every read answered.
      expect(during.statuses).toEqual(Array(10).fill(200));
      const stored = await db.query<{ n: number }>(`select count(*)::int as n from public.leads where fields->>'form' = 'slow-field'`);
      expect(stored.rows[0].n).toBe(leads);
      // Bounds: within three times the reference's medians (a busy machine slows both alike).
      expect(during.lead).toBeLessThan(3 * reference.lead);
      expect(during.read).toBeLessThan(3 * reference.read);
      // The backlog stays within `maxPending` rows: beacons beyond it are refused (503 with Retry-After), never held.
      expect(mostWaiting).toBeLessThanOrEqual(maxPending);
      expect(during.answers.filter(({ status, retryAfter }) => status !== 204 && !(status === 503 && retryAfter === '5'))).toEqual([]);
      // Each beacon taken is stored; none refused is.
      await sink.flush();
      expect(sink.waiting()).toBe(0);
      const taken = during.answers.filter(({ status }) => status === 204).length;
      expect((await db.query<{ n: number }>(`select count(*)::int as n from public.field_signals where route = '/slow-flood'`)).rows[0].n).toBe(2 * taken);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sink.close();
    }
  });

  it('prunes rows older than the retention (30 days), a batch of rows to a statement', async () => {
    await backend.db.exec('truncate public.field_signals');
    const ages = async () => (await backend.db.query<{ age: number }>(`select extract(day from now() - received_at)::int as age from public.field_signals`)).rows.map((row) => row.age);
    const insertAged = (days: number[]) =>
      backend.db.query(
        `insert into public.field_signals (received_at, area, release, route, kind, name, client_hash)
         select now() - make_interval(days => d), 'legal', $1, '/gdpr', 'view', 'view', 'h' from unnest($2::int[]) as d`,
        [legalNew, days],
      );
    await insertAged([31, 29]);
    await backend.field.prune();
    expect(await ages()).toEqual([29]);
    // Seven old rows, two to a statement: the statements go on until every old row is gone.
    await insertAged([31, 32, 33, 40, 60, 90, 365]);
    await createFieldSink({ db: backend.db, rateLimit: false, batchRows: 2 }).prune();
    expect(await ages()).toEqual([29]);
  });

  it("prunes a canary's views once its last view is older than the retention and than the longest canary (30 days), and past days' client salts", async () => {
    await backend.db.exec('truncate public.canary_views');
    const insertViews = (canary: string, days: number[]) =>
      backend.db.query(
        `insert into public.canary_views (canary_id, view_id, cohort, client_id, page, served_at, updated_at)
         select $1, $1 || '-' || i, 'canary', 'c', '/gdpr', now() - make_interval(days => d), now() - make_interval(days => d)
           from unnest($2::int[]) with ordinality as v(d, i)`,
        [canary, days],
      );
    const left = async () => (await backend.db.query<{ canary_id: string; n: number }>('select canary_id, count(*)::int as n from public.canary_views group by 1 order by 1')).rows;
    // Ended long ago (five views, two to a statement); one whose last view was yesterday (its first, 40 days ago,
    // stays with it); one 20 days ago, within the 30 days however short the retention.
    await insertViews('ended', [31, 35, 40, 41, 60]);
    await insertViews('recent', [40, 1]);
    await insertViews('quiet', [20]);
    await createFieldSink({ db: backend.db, rateLimit: false, batchRows: 2, retentionDays: 1 }).prune();
    expect(await left()).toEqual([
      { canary_id: 'quiet', n: 1 },
      { canary_id: 'recent', n: 2 },
    ]);
    await createFieldSink({ db: backend.db, rateLimit: false, retentionDays: 10 }).prune();
    expect(await left()).toEqual([
      { canary_id: 'quiet', n: 1 },
      { canary_id: 'recent', n: 2 },
    ]);

    // Yesterday's salt is gone by the prune though no beacon came today to make today's; tomorrow's (a server past
    // midnight) stays.
    await backend.db.exec('delete from public.client_salts');
    await backend.db.query(`insert into public.client_salts (day, salt) select (now() at time zone 'utc')::date + d, s from (values (-1, 'yesterday'), (-5, 'older'), (1, 'tomorrow')) as v(d, s)`);
    await createFieldSink({ db: backend.db, rateLimit: false }).prune();
    expect((await backend.db.query<{ salt: string }>('select salt from public.client_salts')).rows).toEqual([{ salt: 'tomorrow' }]);
  });

  it('prunes every pruneEveryMs while no beacon comes', async () => {
    await backend.db.exec('truncate public.field_signals');
    await backend.db.query(`insert into public.field_signals (received_at, area, release, route, kind, name, client_hash) values (now() - interval '40 days', 'legal', $1, '/gdpr', 'view', 'view', 'h')`, [legalNew]);
    const sink = createFieldSink({ db: backend.db, rateLimit: false, pruneEveryMs: 50 });
    try {
      await vi.waitFor(async () => expect((await backend.db.query('select 1 from public.field_signals')).rows).toEqual([]), { timeout: 10_000, interval: 50 });
    } finally {
      await sink.close();
    }
  });
});
