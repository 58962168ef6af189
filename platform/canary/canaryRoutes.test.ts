/**
 * A route only the canary's release has (a page its area adds): the canary cohort gets its prerendered page, from
 * the overlay, rendered by the canary's start and again by every later run that reaches it (a content sync showing
 * posts on it), kept by the runs that do not; the stable cohort gets what it got before the canary (a 404 for a
 * path no route of its releases has). Served by the real site server; the fake job (site.testkit.ts) renders the
 * routes a build's manifest declares.
 */
import fs from 'node:fs';
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
import { publishWithCohort } from './cohortPages';
import { startCanary } from './lifecycle';
import { overlayDir, readCanaries } from './state';
import { articlePath, canarySite, fakeJob, manifestAdding, newsList, servedSite, siteRun, versions, type Content, type JobCall } from './site.testkit';

const tempDir = tempDirs();

/** A canary of `area` started with a build whose routes add `route`, on a site showing `content`. */
async function canaryAdding(area: 'legal' | 'news', route: string, content: Content) {
  const site = canarySite(tempDir, area);
  await servedSite(site, content);
  const calls: JobCall[] = [];
  const context: ReleaseContext = { store: site.store, origin: 'http://127.0.0.1:9', pagesDir: site.pagesDir, runJob: fakeJob(calls, undefined, content) };
  const build = tempDir('build');
  fs.writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify(manifestAdding([route])));
  const canary = await startCanary(context, area, build, { percent: 50, minViews: 5, minClients: 3 });
  const file = (dir: string, sitePath: string) => path.join(dir, pageFile(sitePath));
  return {
    ...site,
    canary,
    context,
    calls,
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

    // The live shell, whose page answers a path no route has.
    const shell = 'ddddddddddd1';
    fs.mkdirSync(versionDir(site.store, 'shell', shell), { recursive: true });
    fs.writeFileSync(path.join(versionDir(site.store, 'shell', shell), 'index.html'), '<!doctype html><title>the shell</title>');
    fs.writeFileSync(site.store.settingsFile, JSON.stringify({ ...(await readLiveDocument(site.store)), shell: { version: shell } }));
    const server = createSiteServer({ store: site.store, settingsFile: site.store.settingsFile, pagesDir: site.pagesDir });
    try {
      server.markReady();
      const { db } = await server.backend.get();
      await new Promise<void>((resolve) => server.server.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
      const get = async (cohort: string) => {
        const response = await fetch(`${origin}${route}`, { headers: { Cookie: `cohort=${canary.id}.${cohort}` } });
        return { status: response.status, body: await response.text(), cacheControl: response.headers.get('cache-control') };
      };
      // The answer differs by cohort: kept out of shared caches for both.
      expect(await get('stable')).toMatchObject({ status: 404, body: expect.stringContaining('the shell'), cacheControl: 'private, no-cache' });
      expect(await get('canary')).toMatchObject({ status: 200, body: expect.stringContaining(canaryPage), cacheControl: 'private, no-cache' });
      // A view of the canary cohort's page; the stable cohort's 404 is no view.
      const votes = () => db.query<{ cohort: string; views: number }>('select cohort, views from public.canary_votes');
      await expect.poll(async () => (await votes()).rows).toEqual([{ cohort: 'canary', views: 1 }]);
    } finally {
      await new Promise<void>((resolve) => server.server.close(() => resolve()));
      server.jobServer.close();
      await server.backend.close();
    }
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
