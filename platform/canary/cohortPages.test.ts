/**
 * While a canary runs, every run that publishes stable pages renders the canary cohort's copies of the pages it
 * renders that the canary's area reaches, and the canary's pages follow the page index: a release or rollback of
 * another area (or the shell), and a content sync (the job's publishing run, `publishWithCohort`). Copies that do not
 * render refuse a release, and roll the canary back on a content sync. The fake job renders a page as the versions of
 * the document it was given and the posts it shows (site.testkit.ts).
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { drawnCookieValue } from './cohort';
import { canarySecret } from './cohortSecret';
import { pageFile } from '../prerender/publish';
import { withPagesLock } from '../prerender/pagesLock';
import { tempDirs } from '../releases/tempDirs.testkit';
import { ReleaseRefused, rollback, switchTo, type ReleaseContext } from '../releases/release';
import { readLiveDocument } from '../releases/settingsDocument';
import { readLogLines, type CanaryLogEntry } from '../releases/store';
import { damageReport } from '../server/lastGoodFiles';
import { publishWithCohort } from './publishRun';
import { endCanary, resumeCanary, startCanary } from './lifecycle';
import { canaryServing } from '../server/cohortServing';
import type { Queryable } from './signals';
import { commitCanary, overlayDir, readCanaries } from './state';
import { articlePath, canarySite, fakeJob, manifest, newsList, servedSite, siteRun, startedCanary, versions, type Content, type JobCall } from './site.testkit';
import type { Cohort } from './evidence';
import { releaseCanary } from './endItFirst';

const tempDir = tempDirs();

async function running(area: 'legal' | 'news', content: Content = { posts: [] }, fault?: Parameters<typeof fakeJob>[1]) {
  const site = canarySite(tempDir, area);
  const calls: JobCall[] = [];
  const context: ReleaseContext = { store: site.store, origin: 'http://127.0.0.1:9', pagesDir: site.pagesDir, runJob: fakeJob(calls, fault, content), canary: releaseCanary };
  const canary = await startedCanary(site, content);
  const stable = (sitePath: string) => fs.readFileSync(path.join(site.pagesDir, pageFile(sitePath)), 'utf8');
  const copy = (sitePath: string) => fs.readFileSync(path.join(overlayDir(site.pagesDir, canary.id), pageFile(sitePath)), 'utf8');
  const hasCopy = (sitePath: string) => fs.existsSync(path.join(overlayDir(site.pagesDir, canary.id), pageFile(sitePath)));
  const pages = async () => (await readCanaries(site.store)).canaries[area]!.pages;
  const lastCanaryEvent = async () => (await readLogLines(site.store)).findLast((entry): entry is CanaryLogEntry => entry.action === 'canary');
  return { ...site, canary, context, calls, stable, copy, hasCopy, pages, lastCanaryEvent };
}

const scopes = (calls: JobCall[]) => calls.map((call) => call.args![call.args!.indexOf('--scope') + 1]);

/** The site server's canary serving on the site's store and pages, with a database that keeps the votes recorded (a view or a beacon, on a page). */
function served(site: { store: ReleaseContext['store']; pagesDir: string }) {
  const views: Array<{ cohort: Cohort; page: string; beacon?: true }> = [];
  const db: Queryable = {
    query: (async (sql: string, params: unknown[] = []) => {
      // A view served (its insert), or a beacon folded into one (an update, or a navigation's insert with its number).
      if (/public\.canary_views/.test(sql)) views.push({ cohort: params[2] as Cohort, page: params[4] as string, ...(/beacons/.test(sql) ? { beacon: true as const } : {}) });
      return { rows: [], fields: [] };
    }) as Queryable['query'],
  };
  const serving = canaryServing({
    store: site.store,
    pagesDir: site.pagesDir,
    report: damageReport(() => undefined),
    db: async () => db,
  });
  /** A request of a client drawn into `cohort` of the running canary. */
  const request = (cohort: Cohort) => {
    const cookie = `cohort=${drawnCookieValue(canarySecret(site.store), serving.running()?.id ?? 'none', cohort, 'AAAAAAAAAAAAAAAA')}`;
    return { method: 'GET', headers: { cookie }, socket: { remoteAddress: '203.0.113.7' } } as unknown as http.IncomingMessage;
  };
  const response = () => {
    const headers = new Map<string, string>();
    return { headers, res: { setHeader: (name: string, value: string) => headers.set(name, value), appendHeader: () => undefined } as unknown as http.ServerResponse };
  };
  return {
    views,
    /** Whether the page differs by cohort (kept out of shared caches) as served now. */
    differs(pathname: string) {
      const { headers, res } = response();
      serving.cohortOf(request('stable'), res, pathname);
      return headers.get('Vary') === 'Cookie';
    },
    servesCopy: (pathname: string) => serving.cohortPage('canary', pathname)?.kind === 'overlay',
    view: (pathname: string, cohort: Cohort) => {
      const req = request(cohort);
      const { res } = response();
      serving.cohortOf(req, res, pathname);
      serving.recordPageView(req, res, pathname);
    },
    errorBeacon: (route: string, cohort: Cohort) =>
      // From an in-app navigation to the page (a view its first beacon makes).
      serving.field.onBeacon(request(cohort), { route, view: { id: 'NavigationView01', navigation: true, seq: 1 }, signals: [{ kind: 'error', name: 'uncaught', value: 1, area: 'legal', release: versions.legal[1] }] } as never, 'unused'),
  };
}

describe("the canary cohort's copies when a canary starts", () => {
  it('are of the pages its area reaches, each rendered with its release, and no others', async () => {
    const content: Content = { posts: ['a'] };
    const site = canarySite(tempDir, 'news');
    await servedSite(site, content);
    const build = tempDir('build');
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ ...manifest, id: 'another news build' }));
    const context: ReleaseContext = { store: site.store, origin: 'http://127.0.0.1:9', pagesDir: site.pagesDir, runJob: fakeJob([], undefined, content), canary: releaseCanary };
    const canary = await startCanary(context, 'news', build, { percent: 50, maxDurationMs: 3_600_000 });
    const reached = ['/', newsList, articlePath('a')];
    expect(canary.pages).toEqual(reached);
    expect((await readCanaries(site.store)).canaries.news?.pages).toEqual(reached);
    const overlay = JSON.parse(fs.readFileSync(path.join(overlayDir(site.pagesDir, canary.id), 'pages.json'), 'utf8'));
    expect(Object.keys(overlay.pages)).toEqual(reached);
    expect(overlay.files).toEqual([]);
    for (const sitePath of reached) expect(fs.readFileSync(path.join(overlayDir(site.pagesDir, canary.id), pageFile(sitePath)), 'utf8')).toContain(`news ${canary.version}`);
    expect(fs.existsSync(path.join(overlayDir(site.pagesDir, canary.id), pageFile('/gdpr')))).toBe(false);
    expect((await readLogLines(site.store)).at(-1)).toMatchObject({ event: 'started', pages: 3 });
  });
});

describe("the canary cohort's copies on a release or rollback of another area", () => {
  it('a release renders the copies of the pages it renders that the canary reaches: a page it makes reach the canary gets one, and its views count', async () => {
    const { context, calls, store, stable, copy, pages, lastCanaryEvent, ...site } = await running('legal');
    expect(await pages()).toEqual(['/gdpr']);
    const before = served({ store, pagesDir: site.pagesDir });
    expect([before.differs('/support'), before.servesCopy('/support')]).toEqual([false, false]);

    // The second support release embeds a legal notice on /support: the page now reaches the legal canary.
    await switchTo(context, 'support', versions.support[1], 'release', { removeOnRefusal: false });
    expect((await readLiveDocument(store)).areas?.support?.version).toBe(versions.support[1]);
    expect(await pages()).toEqual(['/gdpr', '/support']);
    // The stable page with the live legal release, the canary cohort's copy with the canary's; /gdpr, which the
    // release does not reach, keeps its copy.
    expect(stable('/support')).toContain(`legal ${versions.legal[0]} support ${versions.support[1]}`);
    expect(copy('/support')).toContain(`legal ${versions.legal[1]} support ${versions.support[1]}`);
    expect(copy('/gdpr')).toContain(`legal ${versions.legal[1]} support ${versions.support[0]}`);
    expect(scopes(calls)).toEqual(['release:support', 'pages']);
    expect(calls[1]!.pages).toEqual(['/support']);
    expect(await lastCanaryEvent()).toMatchObject({ event: 'pages', cause: `release of support ${versions.support[1]}`, pages: 2, added: ['/support'], removed: [] });

    // Served to each cohort as its own, and a view of it counts in the verdict.
    const after = served({ store, pagesDir: site.pagesDir });
    expect([after.differs('/support'), after.servesCopy('/support')]).toEqual([true, true]);
    after.view('/support/', 'stable');
    after.view('/support', 'canary');
    await vi.waitFor(() => expect(after.views).toEqual([{ cohort: 'stable', page: '/support' }, { cohort: 'canary', page: '/support' }]));
  });

  it('a rollback that takes the page back loses its copy: it is served shared again and its views no longer count', async () => {
    const { context, calls, store, hasCopy, stable, pages, lastCanaryEvent, ...site } = await running('legal');
    await switchTo(context, 'support', versions.support[1], 'release', { removeOnRefusal: false });
    expect(hasCopy('/support')).toBe(true);

    await rollback(context, 'support');
    expect(stable('/support')).toContain(`support ${versions.support[0]}`);
    expect(hasCopy('/support')).toBe(false);
    expect(await pages()).toEqual(['/gdpr']);
    expect(await lastCanaryEvent()).toMatchObject({ event: 'pages', cause: `rollback of support ${versions.support[0]}`, added: [], removed: ['/support'] });
    // Nothing the canary reaches was rendered: no copy rendered again.
    expect(scopes(calls)).toEqual(['release:support', 'pages', 'release:support']);

    const now = served({ store, pagesDir: site.pagesDir });
    expect([now.differs('/support'), now.servesCopy('/support')]).toEqual([false, false]);
    now.view('/support', 'stable');
    now.errorBeacon('/support', 'canary');
    now.view('/gdpr', 'stable');
    now.errorBeacon('/gdpr/', 'canary');
    await vi.waitFor(() => expect(now.views).toHaveLength(2));
    // Each recorded on its page as the list names it (the votes' order is the database's, not the requests').
    expect(now.views).toEqual(expect.arrayContaining([{ cohort: 'stable', page: '/gdpr' }, { cohort: 'canary', page: '/gdpr', beacon: true }]));
  });

  it('refuse a release their copies do not render with, naming the canary; nothing changes, the canary runs on', async () => {
    const { context, store, pagesDir, stable, copy, hasCopy, pages, canary, lastCanaryEvent } = await running('legal', { posts: [] }, (_, document) =>
      document.areas?.legal?.version === versions.legal[1] ? Promise.resolve({ code: 1, output: '[prerender] /support failed to render: boom' }) : undefined,
    );
    const refused = switchTo(context, 'support', versions.support[1], 'release', { removeOnRefusal: false });
    await expect(refused).rejects.toBeInstanceOf(ReleaseRefused);
    await expect(refused).rejects.toThrow(/the canary cohort's pages \(legal aaaaaaaaaaa2\) do not render with it: \/support failed to render: boom; end the canary first/);
    expect((await readLiveDocument(store)).areas?.support?.version).toBe(versions.support[0]);
    expect(stable('/support')).toContain(`support ${versions.support[0]}`);
    expect(copy('/gdpr')).toContain(`support ${versions.support[0]}`);
    expect(hasCopy('/support')).toBe(false);
    expect(await pages()).toEqual(['/gdpr']);
    expect((await readCanaries(store)).canaries.legal).toMatchObject({ id: canary.id, status: 'running' });
    expect(await lastCanaryEvent()).toMatchObject({ event: 'started' });
    expect(fs.readdirSync(pagesDir).filter((name) => name.startsWith('.staging-'))).toEqual([]);
  });

  it('are not rendered for a release of the canary’s own area (its promotion)', async () => {
    const { context, calls, copy, canary } = await running('legal');
    await switchTo(context, 'legal', versions.legal[1], 'release', { removeOnRefusal: false, promoting: canary.id });
    expect(calls).toHaveLength(1);
    expect(copy('/gdpr')).toContain(`legal ${versions.legal[1]}`);
  });
});

describe("the canary cohort's copies on a content sync", () => {
  /**
   * A content sync's run of the job: a new post's article and the pages listing posts, rendered and published under
   * the pages lock, as the job holds it; its log lines into `lines`.
   */
  async function sync(site: Awaited<ReturnType<typeof running>>, content: Content, lines: string[] = []) {
    const { output, previous } = await siteRun(site.pagesDir, site.live, content, (_, entry) => !entry || entry.listsPosts);
    const cohortSite = { store: site.store, origin: site.context.origin, pagesDir: site.pagesDir, runJob: site.context.runJob, log: (line: string) => lines.push(line) };
    await withPagesLock(site.pagesDir, () =>
      publishWithCohort(cohortSite, output, { index: previous }, { document: site.live, cause: 'content sync', reaches: (_, entry) => entry.listsPosts }),
    );
  }

  it('a post published while a news canary runs reaches both cohorts, and one unpublished leaves both', async () => {
    const content: Content = { posts: ['a'] };
    const site = await running('news', content);
    const { stable, copy, hasCopy, pages, calls, lastCanaryEvent } = site;
    expect(await pages()).toEqual(['/', newsList, articlePath('a')]);
    const [stableNews, canaryNews] = [`news ${versions.news[0]}`, `news ${versions.news[1]}`];

    content.posts = ['a', 'b'];
    await sync(site, content);
    for (const sitePath of ['/', newsList]) {
      expect(stable(sitePath)).toContain(`${stableNews} posts a,b`);
      expect(copy(sitePath)).toContain(`${canaryNews} posts a,b`);
    }
    expect(stable(articlePath('b'))).toContain(`${stableNews} article b`);
    expect(copy(articlePath('b'))).toContain(`${canaryNews} article b`);
    // Only what the sync rendered is rendered again for the cohort.
    expect(calls[0]!.pages).toEqual(['/', newsList, articlePath('b')]);
    expect(await pages()).toEqual(['/', newsList, articlePath('a'), articlePath('b')]);
    expect(await lastCanaryEvent()).toMatchObject({ event: 'pages', cause: 'content sync', added: [articlePath('b')], removed: [] });
    expect(served(site).servesCopy(articlePath('b'))).toBe(true);

    content.posts = ['a'];
    await sync(site, content);
    for (const sitePath of ['/', newsList]) {
      expect(stable(sitePath)).toContain(`${stableNews} posts a<`);
      expect(copy(sitePath)).toContain(`${canaryNews} posts a<`);
    }
    expect(hasCopy(articlePath('b'))).toBe(false);
    expect(await pages()).toEqual(['/', newsList, articlePath('a')]);
    expect(await lastCanaryEvent()).toMatchObject({ event: 'pages', cause: 'content sync', added: [], removed: [articlePath('b')] });
    expect(served(site).servesCopy(articlePath('b'))).toBe(false);
  });

  it('a sync that reaches none of the canary’s pages renders no copy', async () => {
    const content: Content = { posts: ['a'] };
    const site = await running('legal', content);
    content.posts = ['a', 'b'];
    await sync(site, content);
    expect(site.stable(newsList)).toContain('posts a,b');
    expect(site.calls).toEqual([]);
    expect(await site.pages()).toEqual(['/gdpr']);
  });

  const boom = '[prerender] /hospitality-industry-news failed to render: boom';
  const reason = "its cohort's pages do not render with the content sync: /hospitality-industry-news failed to render: boom";
  /** The cohort's copies (a run of the job with `--scope pages`) fail; other runs render. */
  const copiesFail = (call: JobCall) => (scopes([call])[0] === 'pages' ? Promise.resolve({ code: 1, output: boom }) : undefined);
  const canaryEvents = async (store: ReleaseContext['store']) =>
    (await readLogLines(store)).filter((entry): entry is CanaryLogEntry => entry.action === 'canary').map((entry) => entry.event);

  it('rolls the canary back when its copies do not render, saying why, and publishes the sync’s pages as without it', async () => {
    const content: Content = { posts: ['a'] };
    const site = await running('news', content, copiesFail);
    expect(served(site).servesCopy(newsList)).toBe(true);
    content.posts = ['a', 'b'];
    const lines: string[] = [];
    await sync(site, content, lines);

    // The stable pages, with the new post, as without a canary.
    expect(site.stable(newsList)).toContain(`news ${versions.news[0]} posts a,b<`);
    expect(site.stable(articlePath('b'))).toContain(`news ${versions.news[0]} article b`);
    // The canary is rolled back once, saying why, in canary.json and the release log; its overlay is gone.
    expect((await readCanaries(site.store)).canaries.news).toMatchObject({ id: site.canary.id, status: 'rolled back', reason, pages: site.canary.pages });
    expect(await canaryEvents(site.store)).toEqual(['started', 'rolled back']);
    expect(await site.lastCanaryEvent()).toMatchObject({ event: 'rolled back', canary: site.canary.id, reason });
    expect(fs.existsSync(overlayDir(site.pagesDir, site.canary.id))).toBe(false);
    expect(lines).toContain(`canary ${site.canary.id}: rolled back by the prerender job (${reason})`);
    // Both cohorts get the stable pages, shared.
    const now = served(site);
    expect([now.differs(newsList), now.servesCopy(newsList), now.servesCopy(articlePath('b'))]).toEqual([false, false, false]);
    expect(fs.readdirSync(site.pagesDir).filter((name) => name.startsWith('.staging-'))).toEqual([]);
  });

  it('publishes the sync’s pages and goes on when another server ended the canary while its copies rendered', async () => {
    const content: Content = { posts: ['a'] };
    const other: { end?: () => Promise<unknown> } = {};
    const site = await running('news', content, (call) => (scopes([call])[0] === 'pages' ? other.end!().then(() => ({ code: 1, output: boom })) : undefined));
    other.end = async () => {
      const file = await readCanaries(site.store);
      await endCanary(site.context, file.revision, file.canaries.news!, { verdict: 'rollback', reason: 'error rate', by: 'a test' });
    };
    content.posts = ['a', 'b'];
    const lines: string[] = [];
    await sync(site, content, lines);
    expect(site.stable(newsList)).toContain('posts a,b<');
    expect((await readCanaries(site.store)).canaries.news).toMatchObject({ status: 'rolled back', reason: 'error rate' });
    expect(await canaryEvents(site.store)).toEqual(['started', 'rolled back']);
    expect(lines).toContain(`the canary ${site.canary.id} ended meanwhile (rolled back); ${reason}`);
  });

  it('leaves a canary being promoted to its promotion: the sync’s pages are published, its cohort keeps its copies until the switch', async () => {
    const content: Content = { posts: ['a'] };
    const site = await running('news', content, copiesFail);
    const { revision } = await readCanaries(site.store);
    await commitCanary(site.store, revision, { ...site.canary, status: 'promoting', reason: 'promoted by hand' });
    content.posts = ['a', 'b'];
    const lines: string[] = [];
    await sync(site, content, lines);

    expect(site.stable(newsList)).toContain(`news ${versions.news[0]} posts a,b<`);
    expect((await readCanaries(site.store)).canaries.news).toMatchObject({ status: 'promoting', reason: 'promoted by hand' });
    expect(await canaryEvents(site.store)).toEqual(['started']);
    expect(site.copy(newsList)).toContain(`news ${versions.news[1]} posts a<`);
    expect(lines).toContain(`the canary ${site.canary.id} is being promoted, not rolled back; ${reason}; its cohort keeps its earlier copies until the promotion's switch`);
    // Its switch renders the area's pages with the content published now, for everyone.
    await resumeCanary(site.context);
    expect((await readCanaries(site.store)).canaries.news).toMatchObject({ status: 'promoted' });
    expect(site.stable(newsList)).toContain(`news ${versions.news[1]} posts a,b<`);
  });
});
