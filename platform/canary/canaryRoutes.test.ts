/**
 * A route only the canary's release has (a page its area adds): the canary cohort gets its prerendered page, from
 * the overlay, rendered by the canary's start and again by every later run that reaches it (a content sync showing
 * posts on it), kept by the runs that do not; the stable cohort gets what it got before the canary (a 404 for a
 * path no route of its releases has). A route or route pattern the canary's release removes is the 404 page for its
 * cohort, and a route pattern it adds the shell page (rendered in the browser); the stable cohort's answers stay.
 * Served by the real site server; the fake job (site.testkit.ts) renders the routes a build's manifest declares.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { contentReaches, contentChange } from '../prerender/dependencies';
import { pageFile } from '../prerender/publish';
import { tempDirs } from '../releases/tempDirs.testkit';
import { switchTo, type ReleaseContext } from '../releases/release';
import { readLiveDocument } from '../releases/settingsDocument';
import { versionDir } from '../releases/store';
import { createSiteServer } from '../server/siteServer';
import { publishWithCohort } from './publishRun';
import { startCanary } from './lifecycle';
import { overlayDir, readCanaries } from './state';
import { articlePath, canarySite, fakeJob, manifestAdding, newsList, servedSite, siteRun, versions, type Content, type DeclaredRoutes, type JobCall } from './site.testkit';
import { drawnCookie, pinnedCanaryCookie } from './cohort.testkit';
import { releaseCanary } from './endItFirst';

const tempDir = tempDirs();

const shellPage = '<!doctype html><title>the shell</title>';

/** Runs `use` against the real site server on `site`, its live shell's page being `shellPage`. */
async function serving(
  site: { store: ReleaseContext['store']; pagesDir: string; canary: { id: string } },
  use: (served: {
    get: (pathname: string, cohort: 'canary' | 'stable' | 'pinned') => Promise<{ status: number; body: string; cacheControl: string | null; serverTiming: string | null }>;
    votes: () => Promise<{ cohort: string; views: number }[]>;
    /** POSTs a field beacon with the cookie of `cohort` (as get sends it) from the local address `from`: its status. */
    beacon: (body: object, cohort: 'canary' | 'stable', from: string) => Promise<number>;
    views: () => Promise<{ view_id: string; cohort: string; beacons: number; errored: boolean; lcp_ms: number | null }[]>;
  }) => Promise<void>,
) {
  const shell = 'ddddddddddd1';
  fs.mkdirSync(versionDir(site.store, 'shell', shell), { recursive: true });
  fs.writeFileSync(path.join(versionDir(site.store, 'shell', shell), 'index.html'), shellPage);
  fs.writeFileSync(site.store.settingsFile, JSON.stringify({ ...(await readLiveDocument(site.store)), shell: { version: shell } }));
  const server = createSiteServer({ store: site.store, settingsFile: site.store.settingsFile, pagesDir: site.pagesDir });
  try {
    server.markReady();
    const { db } = await server.backend.get();
    await new Promise<void>((resolve) => server.server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    await use({
      async get(pathname, cohort) {
        const response = await fetch(`${origin}${pathname}`, { headers: { Cookie: cohort === 'pinned' ? pinnedCanaryCookie(site.store) : drawnCookie(site.store, site.canary.id, cohort) } });
        return { status: response.status, body: await response.text(), cacheControl: response.headers.get('cache-control'), serverTiming: response.headers.get('server-timing') };
      },
      votes: async () => (await db.query<{ cohort: string; views: number }>('select cohort, count(*)::int as views from public.canary_views group by cohort order by cohort')).rows,
      beacon: (body, cohort, from) =>
        new Promise<number>((resolve, reject) => {
          const request = http.request(`${origin}/api/field`, { method: 'POST', localAddress: from, headers: { 'content-type': 'text/plain', cookie: drawnCookie(site.store, site.canary.id, cohort) } }, (response) => {
            response.resume();
            resolve(response.statusCode!);
          });
          request.on('error', reject);
          request.end(JSON.stringify(body));
        }),
      views: async () => (await db.query<{ view_id: string; cohort: string; beacons: number; errored: boolean; lcp_ms: number | null }>('select view_id, cohort, beacons, errored, lcp_ms from public.canary_views order by served_at')).rows,
    });
  } finally {
    await new Promise<void>((resolve) => server.server.close(() => resolve()));
    server.jobServer.close();
    await server.backend.close();
  }
}

/** A canary of `area` started with a build whose routes add `route` (and remove or add `more`), on a site showing `content`. */
async function canaryAdding(area: 'legal' | 'news', route: string, content: Content, more: Omit<DeclaredRoutes, 'routes'> = {}, fault?: Parameters<typeof fakeJob>[1]) {
  const site = canarySite(tempDir, area);
  await servedSite(site, content);
  const calls: JobCall[] = [];
  const context: ReleaseContext = { store: site.store, origin: 'http://127.0.0.1:9', pagesDir: site.pagesDir, runJob: fakeJob(calls, fault, content), canary: releaseCanary };
  const build = tempDir('build');
  fs.writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify(manifestAdding([route], more)));
  const canary = await startCanary(context, area, build, { percent: 50, maxDurationMs: 3_600_000 });
  const file = (dir: string, sitePath: string) => path.join(dir, pageFile(sitePath));
  return {
    ...site,
    canary,
    context,
    calls,
    canaryNow: async () => (await readCanaries(site.store)).canaries[area]!,
    copy: (sitePath: string) => fs.readFileSync(file(overlayDir(site.pagesDir, canary.id), sitePath), 'utf8'),
    hasStable: (sitePath: string) => fs.existsSync(file(site.pagesDir, sitePath)),
    pages: async () => (await readCanaries(site.store)).canaries[area]!.pages,
    /** A content sync: the stable pages a change of the posts reaches rendered and published, with the cohort's copies. */
    async sync() {
      const { output, previous } = await siteRun(site.pagesDir, site.live, content, (_, entry) => !entry || entry.listsPosts, site.store);
      const change = contentChange(new Map(content.posts.map((slug) => [slug, ''])), previous);
      await publishWithCohort(context, output, { index: previous }, { document: site.live, cause: 'content sync', reaches: (_, entry) => contentReaches(entry, change) });
    },
  };
}

describe('a route only the canary’s release has', () => {
  it('is served from its overlay to the canary cohort, and counted in its views; the stable cohort gets the 404 it got', { timeout: 120_000 }, async () => {
    const route = '/gdpr/cookies';
    const site = await canaryAdding('legal', route, { posts: ['a'] });
    const { canary } = site;
    const canaryPage = `${route}: legal ${canary.version}`;
    // Rendered by the canary's start, for its cohort only.
    expect(canary.pages).toEqual(['/gdpr', route]);
    expect(site.copy(route)).toContain(canaryPage);
    expect(site.hasStable(route)).toBe(false);

    // Runs that do not reach it keep its copy: a release of another area, a content sync.
    await switchTo(site.context, 'support', versions.support[1], 'release', { removeOnRefusal: false });
    expect(await site.pages()).toEqual(['/gdpr', '/support', route]);
    await site.sync();
    expect(site.calls.filter((call) => call.pages?.includes(route))).toEqual([]);
    expect(await site.pages()).toEqual(['/gdpr', '/support', route]);
    expect(site.copy(route)).toContain(canaryPage);

    await serving(site, async ({ get, votes, beacon, views }) => {
      // The answer differs by cohort: kept out of shared caches for both.
      expect(await get(route, 'stable')).toMatchObject({ status: 404, body: expect.stringContaining('the shell'), cacheControl: 'private, no-cache', serverTiming: null });
      expect(await get(route, 'canary')).toMatchObject({ status: 200, body: expect.stringContaining(canaryPage), cacheControl: 'private, no-cache', serverTiming: expect.stringMatching(/^canary-view;desc=/) });
      // A view of the canary cohort's page; the stable cohort's 404 is no view.
      await expect.poll(votes).toEqual([{ cohort: 'canary', views: 1 }]);
      // QA pinned to the canary cohort with its credential is served its page, and never votes (no view token):
      // only the drawn client's next view, recorded after it, counts.
      expect(await get(route, 'pinned')).toMatchObject({ status: 200, body: expect.stringContaining(canaryPage), serverTiming: null });
      const served = await get(route, 'canary');
      await expect.poll(votes).toEqual([{ cohort: 'canary', views: 2 }]);

      // The page carries its view token; its beacon finds the view by it and the cookie, from whatever address.
      const token = /^canary-view;desc=([\w-]{16})$/.exec(served.serverTiming ?? '')?.[1];
      expect(token, served.serverTiming ?? 'no Server-Timing').toBeDefined();
      const error = { kind: 'error', name: 'uncaught', value: 1, area: 'legal', release: 'none' };
      const lcp = (value: number) => ({ kind: 'vital', name: 'LCP', value, area: 'legal', release: 'none' });
      expect(await beacon({ route, view: token, seq: 1, signals: [{ kind: 'view', area: 'legal', release: 'none' }, lcp(700)] }, 'canary', '127.0.0.2')).toBe(204);
      await expect.poll(views).toContainEqual({ view_id: token, cohort: 'canary', beacons: 1, errored: false, lcp_ms: 700 });
      // A replay (its number taken already), the token with the other cohort's cookie, and errors with a token of no
      // view are refused; the page's next report counts.
      expect(await beacon({ route, view: token, seq: 1, signals: [error] }, 'canary', '127.0.0.3')).toBe(204);
      expect(await beacon({ route, view: token, seq: 5, signals: [error] }, 'stable', '127.0.0.2')).toBe(204);
      expect(await beacon({ route, view: 'AAAAAAAAAAAAAAAA', seq: 1, signals: [error] }, 'canary', '127.0.0.2')).toBe(204);
      expect(await beacon({ route, view: token, seq: 2, signals: [lcp(900)] }, 'canary', '127.0.0.1')).toBe(204);
      await expect.poll(views).toContainEqual({ view_id: token, cohort: 'canary', beacons: 2, errored: false, lcp_ms: 900 });
      expect((await views()).map((view) => view.view_id)).not.toContain('AAAAAAAAAAAAAAAA');
      expect(await views()).toHaveLength(2);
    });
  });

  it('is rendered again for the canary cohort by a content sync that reaches it', async () => {
    const content: Content = { posts: ['a'] };
    const route = `${newsList}/archive`;
    const site = await canaryAdding('news', route, content);
    expect(site.canary.pages).toEqual(['/', newsList, articlePath('a'), route]);
    expect(site.copy(route)).toContain(`news ${site.canary.version} posts a<`);

    content.posts = ['a', 'b'];
    await site.sync();
    expect(site.copy(route)).toContain(`news ${site.canary.version} posts a,b<`);
    expect(site.hasStable(route)).toBe(false);
    expect(await site.pages()).toEqual(['/', newsList, articlePath('a'), articlePath('b'), route]);
  });
});

describe('what the canary’s release removes, and a route pattern it adds', () => {
  it('a removed route is the 404 page for the canary cohort, never rendered for it again; a new route pattern is the shell page for it', { timeout: 120_000 }, async () => {
    const route = '/gdpr/cookies';
    const topics = '/gdpr/topics/:topic';
    const site = await canaryAdding('legal', route, { posts: ['a'] }, { removes: ['/gdpr'], patterns: [topics] });
    expect(site.canary).toMatchObject({ pages: [route], absent: ['/gdpr'], patterns: { added: [topics], removed: [] } });
    expect(site.hasStable('/gdpr')).toBe(true);

    // Runs after it keep it absent, and do not render it for the cohort: a release of another area, a content sync.
    await switchTo(site.context, 'support', versions.support[1], 'release', { removeOnRefusal: false });
    await site.sync();
    expect(await site.canaryNow()).toMatchObject({ pages: ['/support', route], absent: ['/gdpr'] });
    expect(site.calls.filter((call) => call.pages?.includes('/gdpr'))).toEqual([]);

    await serving(site, async ({ get, votes }) => {
      const both = async (pathname: string) => ({ canary: await get(pathname, 'canary'), stable: await get(pathname, 'stable') });
      // Each answer differs by cohort: kept out of shared caches for both.
      const removed = await both('/gdpr');
      expect(removed.canary).toEqual({ status: 404, body: shellPage, cacheControl: 'private, no-cache', serverTiming: null });
      expect(removed.stable).toMatchObject({ status: 200, body: expect.stringContaining(`/gdpr: legal ${versions.legal[0]}`), cacheControl: 'private, no-cache', serverTiming: null });
      expect((await get('/gdpr/', 'canary')).status).toBe(404);
      const topic = await both('/gdpr/topics/retention');
      expect(topic.canary).toEqual({ status: 200, body: shellPage, cacheControl: 'private, no-cache', serverTiming: null });
      expect(topic.stable).toEqual({ status: 404, body: shellPage, cacheControl: 'private, no-cache', serverTiming: null });
      // Beyond the pattern, the site's answers are the same for both.
      expect((await both('/gdpr/topics/a/b')).canary.status).toBe(404);
      expect((await both('/support')).canary).toMatchObject({ status: 200, body: expect.stringContaining(`legal ${site.canary.version}`) });
      // Views of the canary's pages only: neither cohort's answer on /gdpr is one (the canary no longer lists it).
      await expect.poll(votes).toEqual([
        { cohort: 'canary', views: 1 },
        { cohort: 'stable', views: 1 },
      ]);
    });
  });

  it('a removed route pattern is the 404 page for the canary cohort, the pages it matched and those published since included', { timeout: 120_000 }, async () => {
    const content: Content = { posts: ['a'] };
    const articles = `${newsList}/:slug`;
    const site = await canaryAdding('news', `${newsList}/archive`, content, { removes: [articles] });
    expect(site.canary).toMatchObject({ absent: [articlePath('a')], patterns: { added: [], removed: [articles] } });

    content.posts = ['a', 'b'];
    await site.sync();
    expect(site.hasStable(articlePath('b'))).toBe(true);
    expect(await site.canaryNow()).toMatchObject({ absent: [articlePath('a'), articlePath('b')] });
    expect((await site.canaryNow()).pages).not.toContain(articlePath('b'));

    await serving(site, async ({ get }) => {
      for (const pathname of [articlePath('a'), articlePath('b')]) {
        expect(await get(pathname, 'canary'), pathname).toEqual({ status: 404, body: shellPage, cacheControl: 'private, no-cache', serverTiming: null });
        expect(await get(pathname, 'stable'), pathname).toMatchObject({ status: 200, body: expect.stringContaining(`article ${pathname.split('/').pop()}`) });
      }
      // An article published after the last run: the stable cohort's shell page renders it; the canary's site has no such route.
      expect(await get(articlePath('c'), 'stable')).toEqual({ status: 200, body: shellPage, cacheControl: 'private, no-cache', serverTiming: null });
      expect(await get(articlePath('c'), 'canary')).toEqual({ status: 404, body: shellPage, cacheControl: 'private, no-cache', serverTiming: null });
    });
  });
});

describe('a canary whose copies do not render with a content sync', () => {
  it('is rolled back: both cohorts are served the stable pages, the sync’s content included, and the stable answer on its own route', { timeout: 120_000 }, async () => {
    const content: Content = { posts: ['a'] };
    const route = `${newsList}/archive`;
    // Its cohort's copies (a run with `--scope pages`) fail; its start and other runs render.
    const fault: Parameters<typeof fakeJob>[1] = (call) =>
      call.args!.includes('pages') ? Promise.resolve({ code: 1, output: `[prerender] ${route} failed to render: boom` }) : undefined;
    const site = await canaryAdding('news', route, content, {}, fault);
    content.posts = ['a', 'b'];
    await site.sync();
    expect(await site.canaryNow()).toMatchObject({ status: 'rolled back', reason: `its cohort's pages do not render with the content sync: ${route} failed to render: boom` });

    await serving(site, async ({ get }) => {
      for (const cohort of ['canary', 'stable'] as const) {
        expect(await get(newsList, cohort), cohort).toMatchObject({ status: 200, body: expect.stringContaining(`news ${versions.news[0]} posts a,b<`), cacheControl: 'no-cache' });
        expect(await get(articlePath('b'), cohort), cohort).toMatchObject({ status: 200, body: expect.stringContaining(`news ${versions.news[0]} article b`) });
      }
      // Its own route: the stable site's answer (here the shell's page, under the articles' pattern) for both.
      expect(await get(route, 'canary')).toEqual(await get(route, 'stable'));
      expect((await get(route, 'canary')).body).not.toContain(`news ${versions.news[1]}`);
    });
  });
});
