/**
 * While a canary runs, nginx serves each cohort as the site server does (pages and `/settings.json` go to the
 * server, which draws the cohort and serves its page and document); when it ends, nginx serves the files again,
 * without a reload.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {releaseStore } from '../releases/store';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { overlayDir, runningCanary, type Canary, type CanaryFile } from '../canary/state';
import { writeEdgeState } from '../releases/edgeState';
import { drawnCookie, pinnedCanaryCookie } from '../canary/cohort.testkit';
import type { LocalNginx } from './localNginx';
import { startSideBySide, type SideBySide } from './sideBySide.testkit';

const shell = 'aaaaaaaaaaa1';
const [legalV1, legalV2] = ['bbbbbbbbbbb1', 'bbbbbbbbbbb2'];
const entry = (version: string) => ({ container: 'mf_legal', label: 'Legal', version, manifest: `releases/legal/${version}/mf-manifest.json`, owns: ['/gdpr'] });
const canary: Canary = {
  id: `legal-${legalV2}-x`,
  area: 'legal',
  version: legalV2,
  from: legalV1,
  entry: entry(legalV2),
  // `/gdpr/cookies`: a route only the canary's release has (no stable page).
  pages: ['/gdpr', '/gdpr/cookies'],
  percent: 50,
  maxDurationMs: 24 * 3_600_000,
  startedAt: '2026-11-27T12:00:00.000Z',
  status: 'running',
};

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

let dir: string;
let store: ReturnType<typeof releaseStore>;
let sideBySide: SideBySide;
let node: string;
let nginx: LocalNginx;
const loader = "'sha256-K5fq3nB0Yd2GmUdAqD1XZWsAj0ZO3vTqKx4N7rFyb1c='";

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-canary-'));
  fs.chmodSync(dir, 0o755);
  store = releaseStore(path.join(dir, 'releases'));
  const pages = path.join(dir, 'pages');
  write(path.join(store.dir, 'shell', shell, 'index.html'), '<!doctype html><title>shell</title>');
  write(path.join(store.dir, 'shell', shell, 'mf-manifest.json'), '{"metaData":{}}');
  for (const version of [legalV1, legalV2]) write(path.join(store.dir, 'legal', version, 'mf-manifest.json'), '{"metaData":{"name":"mf_legal"}}');
  write(store.settingsFile, JSON.stringify({ site: { url: 'https://www.stayvia.example' }, backend: { url: '/', anonKey: 'local-anon-key' }, revision: 1, shell: { version: shell }, areas: { legal: entry(legalV1) } }));
  const page = { releases: {}, modules: [], posts: [], listsPosts: false, lastModified: '2026-11-26T00:00:00.000Z', loader };
  write(path.join(pages, 'pages.json'), JSON.stringify({ generatedAt: page.lastModified, pages: { '/': page, '/gdpr': page }, dynamic: [] }));
  write(path.join(pages, 'index.html'), '<!doctype html><title>home</title>');
  write(path.join(pages, 'gdpr', 'index.html'), '<!doctype html><title>gdpr stable</title>');
  write(path.join(overlayDir(pages, canary.id), 'gdpr', 'index.html'), '<!doctype html><title>gdpr canary</title>');
  write(path.join(overlayDir(pages, canary.id), 'gdpr', 'cookies', 'index.html'), '<!doctype html><title>cookies canary</title>');
  fs.chmodSync(path.join(pages, '.canary'), 0o755);
  // Its views open the (embedded, in-memory) database in the background.
  sideBySide = await startSideBySide({ storeDir: store.dir, pagesDir: pages });
  ({ node, nginx } = sideBySide);
}, 120_000);

afterAll(async () => {
  await sideBySide?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function answer(origin: string, pathname: string, cookie?: string) {
  const response = await fetch(`${origin}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, body: await response.text(), vary: response.headers.get('vary'), cacheControl: response.headers.get('cache-control'), setCookie: response.headers.get('set-cookie') };
}

// As commitCanary writes it: the canaries, and what the edge is told of them (releases/edgeState.ts).
async function setCanary(file: CanaryFile) {
  await writeFileAtomically(path.join(store.dir, 'canary.json'), JSON.stringify(file));
  await writeEdgeState(store, { perCohort: runningCanary(file) !== undefined });
}

describe('a canary through nginx', () => {
  it('serves each cohort its page and settings, as the site server does; without a canary, the files as before', { timeout: 60_000 }, async () => {
    await setCanary({ revision: 1, canaries: { legal: canary } });
    for (const origin of [node, nginx.origin]) {
      const inCanary = await answer(origin, '/gdpr', drawnCookie(store, canary.id, 'canary'));
      // A page that differs by cohort is kept out of shared caches, for either cohort (platform/server/cohortServing.ts).
      const privatePage = { status: 200, vary: expect.stringContaining('Cookie'), cacheControl: 'private, no-cache' };
      expect(inCanary, origin).toMatchObject({ ...privatePage, body: expect.stringContaining('gdpr canary'), setCookie: null });
      expect(await answer(origin, '/gdpr', 'cohort=stable'), origin).toMatchObject({ ...privatePage, body: expect.stringContaining('gdpr stable') });
      // A route only the canary's release has: its page for the canary cohort, the shell's 404 for the stable one.
      expect(await answer(origin, '/gdpr/cookies', drawnCookie(store, canary.id, 'canary')), origin).toMatchObject({ ...privatePage, body: expect.stringContaining('cookies canary') });
      expect(await answer(origin, '/gdpr/cookies', drawnCookie(store, canary.id, 'stable')), origin).toMatchObject({ ...privatePage, status: 404, body: expect.stringContaining('<title>shell</title>') });
      // Pages the canary does not reach are shared: the same for both cohorts, cacheable as before.
      const shared = await answer(origin, '/', pinnedCanaryCookie(store));
      expect(shared, origin).toMatchObject({ status: 200, body: expect.stringContaining('home'), cacheControl: 'no-cache', setCookie: null });
      expect(shared.vary ?? '', origin).not.toContain('Cookie');
      // Except the answer that draws a new visitor's cohort: no shared cache may hand its cookie to everyone.
      expect(await answer(origin, '/'), origin).toMatchObject({ cacheControl: 'private, no-cache', setCookie: expect.stringMatching(/^cohort=/) });
      const settings = await answer(origin, '/settings.json', pinnedCanaryCookie(store));
      expect(JSON.parse(settings.body).areas.legal.version, origin).toBe(legalV2);
      expect(settings.cacheControl, origin).toBe('private, no-cache');
      expect(JSON.parse((await answer(origin, '/settings.json', 'cohort=stable')).body).areas.legal.version, origin).toBe(legalV1);
      // A new visitor is drawn, and told so by its cookie.
      const drawn = new RegExp(`^cohort=${canary.id}\\.(canary|stable)\\.[\\w-]{16}\\.[\\w-]{22}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax$`);
      expect((await answer(origin, '/gdpr')).setCookie, origin).toMatch(drawn);
      // A cookie the server did not sign as it is, or a bare pin without QA's credential, is drawn again, not honoured.
      const [signature] = drawnCookie(store, canary.id, 'stable').split('.').slice(-1);
      for (const forged of [`cohort=${canary.id}.canary.TestClient000000.${signature}`, `cohort=${canary.id}.canary`, 'cohort=canary']) {
        expect((await answer(origin, '/gdpr', forged)).setCookie, `${origin} ${forged}`).toMatch(drawn);
      }
    }

    await setCanary({ revision: 2, canaries: { legal: { ...canary, status: 'rolled back' } } });
    for (const origin of [node, nginx.origin]) {
      const after = await answer(origin, '/gdpr', drawnCookie(store, canary.id, 'canary'));
      expect(after, origin).toMatchObject({ status: 200, body: expect.stringContaining('gdpr stable'), setCookie: null });
      expect(after.vary ?? '', origin).not.toContain('Cookie');
      expect((await answer(origin, '/gdpr/cookies', drawnCookie(store, canary.id, 'canary'))).status, origin).toBe(404);
      expect(JSON.parse((await answer(origin, '/settings.json', pinnedCanaryCookie(store))).body).areas.legal.version, origin).toBe(legalV1);
    }
  });
});
