/**
 * Errors a team can act on: error signals with their detail, POSTed to a real backend (in memory), checked and
 * cleaned, grouped per area and release by fingerprint, their frames mapped through the release's source map in the
 * store (`mf-legal/src/…:line`); a group new in the running canary's release is marked, and a rollback's reason names
 * its top group.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from 'supabase-backend/server';
import { trustedProxiesFrom } from 'infra/clientAddress';
import { emptyStore } from '../canary/canary.testkit';
import { versionDir, type ReleaseStore } from '../releases/store';
import { sourceMaps, sourceName } from '../releases/sourceMaps';
import { buildErrorReport, formatErrorReport, withTopErrorGroup } from './errorReport';

const stable = 'aaaaaaaaaaa1';
const canary = 'aaaaaaaaaaa2';
const site = 'https://www.stayvia.example';
/** Line 3, column 0 of the canary's chunk is GdprPage.tsx line 12, in GdprPage. */
const map = JSON.stringify({ version: 3, sources: ['webpack://mf-legal/./src/GdprPage.tsx?abc'], names: ['GdprPage'], mappings: ';;AAWAA' });

let dir: string;
let store: ReleaseStore;
let backend: Backend;
beforeAll(async () => {
  ({ dir, store } = await emptyStore('error-report-'));
  for (const version of [stable, canary]) await fs.mkdir(versionDir(store, 'legal', version), { recursive: true });
  await fs.writeFile(path.join(versionDir(store, 'legal', canary), '812.js'), 'a\nb\nthrow new TypeError()');
  await fs.writeFile(path.join(versionDir(store, 'legal', canary), '812.js.map'), map);
  backend = await startBackend({
    port: 0,
    seed: false,
    // Requests come from loopback, a trusted proxy here, so X-Forwarded-For names each simulated visitor.
    trustedProxies: trustedProxiesFrom('127.0.0.1, ::1'),
    field: { rateLimit: false, cohortOf: (req) => (req.headers.cookie === 'cohort=canary' ? 'canary' : 'stable') },
  });
}, 120_000);
afterAll(async () => {
  await backend?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const thrown = (release: string, detail: Record<string, unknown>) => ({ kind: 'error', name: 'uncaught', value: 1, area: 'legal', release, ...detail });
const gdprError = {
  type: 'TypeError',
  message: "Cannot read properties of undefined (reading 'title') at https://api.example/x?email=ana@mail.example",
  frames: [{ file: `${site}/releases/legal/${canary}/812.js`, line: 3, column: 1, fn: 'a' }, { file: `${site}/main.js`, line: 1, column: 5 }],
};
const networkError = (release: string, n: number) => ({ type: 'Error', message: `Request ${n} failed`, frames: [{ file: `${site}/releases/legal/${release}/1.js`, line: 1, column: n }] });

async function post(signals: unknown[], { client, cookie = '' }: { client: string; cookie?: string }) {
  const response = await fetch(`${backend.url}/api/field`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ route: '/gdpr', signals }),
  });
  return { status: response.status, text: await response.text() };
}

describe("an error signal's detail", { timeout: 60_000 }, () => {
  it('is stored cleaned again (no query string, no e-mail address); a hostile detail is refused naming its field', async () => {
    await backend.db.exec('truncate public.field_signals');
    expect((await post([thrown(canary, gdprError)], { client: '203.0.113.1', cookie: 'cohort=canary' })).status).toBe(204);
    for (const [detail, problem] of [
      [{ type: 'Type Error<script>' }, 'signals[0].type must be'],
      [{ message: 'x'.repeat(201) }, 'signals[0].message must be'],
      [{ frames: [{ file: 'javascript:alert(1)', line: 1, column: 1 }] }, 'signals[0].frames[0].file must be'],
      [{ frames: [{ file: `${site}/a.js?token=1`, line: 1, column: 1 }] }, 'signals[0].frames[0].file must be'],
      [{ frames: [{ file: `${site}/a.js`, line: -1, column: 1 }] }, 'signals[0].frames[0].line must be'],
      [{ frames: [{ file: `${site}/a.js`, line: 1, column: 1, source: 'x' }] }, 'signals[0].frames[0] has unknown fields'],
      [{ frames: Array.from({ length: 6 }, () => ({ file: `${site}/a.js`, line: 1, column: 1 })) }, 'signals[0].frames must be'],
    ] as const) {
      const answer = await post([thrown(canary, detail)], { client: '203.0.113.9' });
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(problem);
    }
    // Detail goes with errors only.
    expect((await post([{ kind: 'view', area: 'legal', release: canary, type: 'TypeError' }], { client: '203.0.113.9' })).status).toBe(400);
    await backend.field.flush();
    const { rows } = await backend.db.query<{ detail: { message: string } }>("select detail from public.field_signals where kind = 'error'");
    expect(rows.map((row) => row.detail.message)).toEqual(["Cannot read properties of undefined (reading 'title') at https://api.example/x"]);
  });
});

describe('the error groups', { timeout: 60_000 }, () => {
  it("group by fingerprint per release, map the canary's frames to mf-legal/src, mark what is new in the canary, and name it in a rollback's reason", async () => {
    await backend.db.exec('truncate public.field_signals');
    // The canary's GDPR error: three times from two clients. A failed request on both releases (numbers differ: one group each).
    await post([thrown(canary, gdprError), thrown(canary, networkError(canary, 7))], { client: '203.0.113.1', cookie: 'cohort=canary' });
    await post([thrown(canary, gdprError)], { client: '203.0.113.1', cookie: 'cohort=canary' });
    await post([thrown(canary, gdprError)], { client: '203.0.113.2', cookie: 'cohort=canary' });
    await post([thrown(stable, networkError(stable, 7)), thrown(stable, networkError(stable, 9))], { client: '203.0.113.3' });
    await backend.field.flush();
    const now = Date.now();
    const report = await buildErrorReport({ db: backend.db, store, since: new Date(now - 3_600_000), until: new Date(now + 60_000), area: 'legal', canaries: [{ area: 'legal', version: canary }] });
    const [ofCanary, ofStable] = report.releases;
    expect(ofCanary).toMatchObject({ area: 'legal', release: canary, canary: true, more: 0 });
    expect(ofCanary!.groups.map((group) => [group.type, group.count, group.clients, group.newInCanary, group.cohorts])).toEqual([
      ['TypeError', 3, 2, true, ['canary']],
      ['Error', 1, 1, false, ['canary']],
    ]);
    expect(ofCanary!.groups[0]!.frames).toEqual([
      { at: 'mf-legal/src/GdprPage.tsx:12', fn: 'GdprPage', mapped: true },
      { at: '/main.js:1:5', mapped: false },
    ]);
    expect(ofCanary!.groups[0]!.firstSeen <= ofCanary!.groups[0]!.lastSeen).toBe(true);
    expect(ofStable).toMatchObject({ release: stable, canary: false });
    expect(ofStable!.groups).toHaveLength(1);
    expect(ofStable!.groups[0]).toMatchObject({ type: 'Error', count: 2, clients: 1, newInCanary: false });

    const text = formatErrorReport(report);
    expect(text).toContain(`legal ${canary} (canary)\n  NEW TypeError: Cannot read properties of undefined`);
    expect(text).toContain('    at GdprPage (mf-legal/src/GdprPage.tsx:12)');
    expect(text).toContain('    at /main.js:1:5 (no source map)');

    const reason = await withTopErrorGroup(backend.db, store, { area: 'legal', version: canary, startedAt: new Date(now - 3_600_000).toISOString() }, 'error rate 40 %');
    expect(reason).toBe(
      "error rate 40 %; top error: new in the canary: TypeError: Cannot read properties of undefined (reading 'title') at https://api.example/x at mf-legal/src/GdprPage.tsx:12 (3 errors from 2 clients)",
    );
    // No errors: the reason as it was.
    expect(await withTopErrorGroup(backend.db, store, { area: 'news', version: canary, startedAt: new Date(now).toISOString() }, 'slower')).toBe('slower');
  });

  it("names a source as its workspace's path: mf-legal/src/…, and shared/src/… for the shared package", () => {
    expect(sourceName('webpack://mf-legal/./src/pages/GdprPage.tsx?abc')).toBe('mf-legal/src/pages/GdprPage.tsx');
    expect(sourceName('webpack://mf-legal/../shared/src/ui/PageMeta.tsx')).toBe('shared/src/ui/PageMeta.tsx');
  });

  it("maps only the store's own releases' scripts: another path, another app, a script without a map stay as served", async () => {
    const maps = sourceMaps(store);
    expect(await maps.map({ file: `${site}/releases/legal/${canary}/812.js`, line: 3, column: 1 })).toEqual({ source: 'mf-legal/src/GdprPage.tsx', line: 12, fn: 'GdprPage' });
    for (const file of [`${site}/releases/legal/${stable}/812.js`, `${site}/releases/evil/${canary}/812.js`, `${site}/main.js`, 'not a url']) {
      expect(await maps.map({ file, line: 3, column: 1 }), file).toBeUndefined();
    }
  });
});
