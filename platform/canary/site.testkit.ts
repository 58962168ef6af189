/**
 * A site for the canary's lifecycle tests: a store whose live document has legal, support and news releases, a pages
 * folder, and a fake prerender job that renders a page as the versions of the document it was given and the posts
 * it shows (so a test reads which releases and which content a page was rendered with), choosing its pages from the
 * folder's index and staging them as the real job does.
 * Its pages: `/` (the shell's home page, embedding the latest news), `/gdpr` (legal), `/support` (support; its
 * second release embeds a legal notice there), the news list and an article per post (news), and the routes a
 * release's build declares beyond those (`routes` in its manifest: a release adding a page of its area), less those
 * it removes (`removes`: a route, or a route pattern with its pages); its route patterns are the articles' and those a
 * build declares (`patterns`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { releaseReaches } from '../prerender/dependencies';
import { publish, readIndexFile, stage, type PageEntry, type SiteOutput } from '../prerender/publish';
import type { ReleaseContext } from '../releases/release';
import { versionDir, releaseStore, type ReleaseStore } from '../releases/store';
import { routePattern } from '../prerender/publish';
import { withRelease } from '../releases/settingsDocument';
import type { SettingsDocument } from '../settings/reader';
import { cohortPagesOf, writeOverlay } from './cohortPages';
import { canaryDocument, commitCanary, type Canary } from './state';

export const versions = { legal: ['aaaaaaaaaaa1', 'aaaaaaaaaaa2'], support: ['bbbbbbbbbbb1', 'bbbbbbbbbbb2'], news: ['ccccccccccc1', 'ccccccccccc2'] } as const;
type Area = keyof typeof versions;

/** Releases whose pages embed another area: support's second shows a legal notice on /support. */
const embeds: Record<string, Area[]> = { [versions.support[1]]: ['legal'] };

export const newsList = '/hospitality-industry-news';
export const articlePath = (slug: string) => `${newsList}/${slug}`;

/** The site's content: its published posts' slugs (a test publishes and unpublishes). */
export interface Content {
  posts: string[];
}

/** A build's routes beyond the site's, as its manifest declares them (the fake job reads them). */
export interface DeclaredRoutes {
  routes?: string[];
  removes?: string[];
  patterns?: string[];
}

/** What the document's releases declare (their manifests' `routes`, each with its area, `removes` and `patterns`). */
function declaredRoutes(store: ReleaseStore | undefined, document: SettingsDocument) {
  const declared = { routes: {} as Record<string, Area>, removes: new Set<string>(), patterns: [] as string[] };
  for (const area of Object.keys(versions) as Area[]) {
    const version = document.areas?.[area]?.version;
    const file = store && version ? path.join(versionDir(store, area, version), 'mf-manifest.json') : undefined;
    if (!file || !fs.existsSync(file)) continue;
    const { routes = [], removes = [], patterns = [] } = JSON.parse(fs.readFileSync(file, 'utf8')) as DeclaredRoutes;
    for (const route of routes) declared.routes[route] = area;
    for (const route of removes) declared.removes.add(route);
    declared.patterns.push(...patterns);
  }
  return declared;
}

/**
 * The site with `document` (its releases' routes read from `store`): its pages, each with the area whose routes
 * render it (none: the shell's home page), and its route patterns.
 */
function siteOf(content: Content, document: SettingsDocument, store?: ReleaseStore) {
  const declared = declaredRoutes(store, document);
  const pages: Record<string, Area | undefined> = {
    '/': undefined,
    '/gdpr': 'legal',
    '/support': 'support',
    [newsList]: 'news',
    ...Object.fromEntries(content.posts.map((slug) => [articlePath(slug), 'news' as const])),
    ...declared.routes,
  };
  // A removed route pattern takes the pages it matches with it.
  const removedPatterns = [...declared.removes].filter((route) => route.includes('/:')).map(routePattern);
  for (const sitePath of Object.keys(pages)) {
    if (declared.removes.has(sitePath) || removedPatterns.some((pattern) => pattern.test(sitePath))) delete pages[sitePath];
  }
  return { pages, dynamic: [`${newsList}/:slug`, ...declared.patterns].filter((route) => !declared.removes.has(route)) };
}

/** A call of the fake job, with the pages its `--pages-file` listed (read while it ran: the file goes with the run). */
export type JobCall = Parameters<NonNullable<ReleaseContext['runJob']>>[0] & { pages?: string[] };
const argument = (call: JobCall, name: string) => call.args![call.args!.indexOf(name) + 1]!;

/** What the fake job renders for a page: the versions of the document it was given. */
export const pageText = (document: SettingsDocument) => `legal ${document.areas?.legal?.version} support ${document.areas?.support?.version} news ${document.areas?.news?.version}`;

/** A page rendered with `document`: its HTML (the releases and the posts it shows) and its index entry (what it used). */
function renderPage(sitePath: string, owner: Area | undefined, document: SettingsDocument, content: Content): { html: string; entry: PageEntry } {
  const used: Area[] = owner ? [owner, ...(embeds[document.areas![owner]!.version] ?? [])] : ['news'];
  const slug = content.posts.find((post) => articlePath(post) === sitePath);
  // The home page, and every page of the news area but its articles (the list, any other a release adds).
  const listsPosts = sitePath === '/' || (owner === 'news' && !slug);
  const shows = slug ? ` article ${slug}` : listsPosts ? ` posts ${content.posts.join(',')}` : '';
  const releases = Object.fromEntries(used.map((area) => [area, { version: document.areas![area]!.version, manifest: document.areas![area]!.manifest }]));
  return {
    html: `<p>${sitePath}: ${pageText(document)}${shows}</p>`,
    entry: { releases, modules: used.map((area) => `${area}/routes`), posts: slug ? [slug] : [], listsPosts, lastModified: '2026-11-27T00:00:00.000Z' },
  };
}

/**
 * A run of the job as it renders: the pages of the site `chosen` (from their entries in the folder's index) rendered
 * with `document`, and the index after it (the earlier entries of pages still on the site, and the new ones). The
 * routes the releases declare are read from `store` (none without one).
 */
export async function siteRun(
  pagesDir: string,
  document: SettingsDocument,
  content: Content,
  chosen: (sitePath: string, entry: PageEntry | undefined) => boolean,
  store?: ReleaseStore,
) {
  const { index: previous } = await readIndexFile(pagesDir);
  const { pages, dynamic } = siteOf(content, document, store);
  const output: SiteOutput = { pages: new Map(), files: new Map(), index: { pages: {}, dynamic, articles: {} } };
  for (const [sitePath, entry] of Object.entries(previous?.pages ?? {})) if (sitePath in pages) output.index.pages[sitePath] = entry;
  for (const [sitePath, owner] of Object.entries(pages)) {
    if (!chosen(sitePath, previous?.pages[sitePath])) continue;
    const { html, entry } = renderPage(sitePath, owner, document, content);
    output.pages.set(sitePath, html);
    output.index.pages[sitePath] = entry;
  }
  return { output, previous, removed: Object.keys(previous?.pages ?? {}).filter((sitePath) => !(sitePath in pages)) };
}

/**
 * The fake job: stages the pages its scope chooses (`release:<area>`: those the area reaches and those the index
 * lacks; `pages`: those its file lists; `full`: all), or does what `fault` returns instead.
 */
export function fakeJob(calls: JobCall[], fault?: (call: JobCall, document: SettingsDocument) => Promise<{ code: number; output: string }> | undefined, content: Content = { posts: [] }) {
  return async (given: JobCall) => {
    const call: JobCall = { ...given };
    calls.push(call);
    const document = JSON.parse(fs.readFileSync(argument(call, '--settings-file'), 'utf8')) as SettingsDocument;
    const faulted = fault?.(call, document);
    if (faulted) return faulted;
    const scope = argument(call, '--scope');
    const area = scope.startsWith('release:') ? scope.slice('release:'.length) : undefined;
    if (scope === 'pages') call.pages = JSON.parse(fs.readFileSync(argument(call, '--pages-file'), 'utf8')) as string[];
    const listed = call.pages && new Set(call.pages);
    const { output, removed } = await siteRun(
      call.outDir,
      document,
      content,
      (sitePath, entry) => {
        if (listed) return listed.has(sitePath);
        return !area || !entry || releaseReaches(sitePath, entry, { id: area, owns: document.areas![area]!.owns });
      },
      call.releasesDir ? releaseStore(call.releasesDir) : undefined,
    );
    await stage(argument(call, '--staging'), output);
    const owns = area ? [...document.areas![area]!.owns] : undefined;
    fs.writeFileSync(argument(call, '--result'), JSON.stringify({ rendered: [...output.pages.keys()], removed, owns }));
    return { code: 0, output: `[prerender] staged ${output.pages.size} pages` };
  };
}

/** The site served: every page published with the live document (a first start). */
export const servedSite = async (site: Pick<ReturnType<typeof canarySite>, 'pagesDir' | 'live' | 'store'>, content: Content) =>
  publish(site.pagesDir, (await siteRun(site.pagesDir, site.live, content, () => true, site.store)).output);

/**
 * The site served, its canary started as startCanary starts it: every page published with the live document, the
 * canary's copies of the pages its area reaches rendered with the canary's document into its overlay, the canary
 * recorded as running with those pages.
 */
export async function startedCanary(site: ReturnType<typeof canarySite>, content: Content): Promise<Canary> {
  await servedSite(site, content);
  const reached = (sitePath: string, entry: PageEntry | undefined) => releaseReaches(sitePath, entry, { id: site.canary.area, owns: site.canary.entry.owns });
  const { output } = await siteRun(site.pagesDir, canaryDocument(site.live, site.canary), content, reached, site.store);
  const pages = await writeOverlay(site.pagesDir, site.canary.id, output, cohortPagesOf(output.index, site.canary));
  const canary = { ...site.canary, pages };
  await commitCanary(site.store, 0, canary, { event: 'started' });
  return canary;
}

/** An area's manifest as the release checks read it: what every area exposes (news its latest news too). */
export const manifest = { metaData: {}, shared: [], exposes: [{ name: 'routes' }, { name: 'LatestNews' }] };

/** The manifest of a build whose routes add `routes` to the site (the fake job lists them), and remove or add more. */
export const manifestAdding = (routes: string[], more: Omit<DeclaredRoutes, 'routes'> = {}) => ({ ...manifest, routes, ...more });

export function canarySite(tempDir: (name: string) => string, area: Area = 'legal') {
  const store: ReleaseStore = releaseStore(tempDir('store'));
  for (const [app, list] of Object.entries(versions)) {
    for (const version of list) {
      fs.mkdirSync(versionDir(store, app as Area, version), { recursive: true });
      fs.writeFileSync(path.join(versionDir(store, app as Area, version), 'mf-manifest.json'), JSON.stringify(manifest));
    }
  }
  const owns: Record<Area, string[]> = { legal: ['/gdpr'], support: ['/support'], news: [newsList] };
  const live = (Object.keys(versions) as Area[]).reduce<SettingsDocument>((document, app) => withRelease(document, app, versions[app][0], owns[app]), { site: { url: 'https://www.stayvia.com' } });
  fs.writeFileSync(store.settingsFile, JSON.stringify(live));
  const pagesDir = tempDir('pages');
  const canary: Canary = {
    id: `${area}-${versions[area][1]}-x`,
    area,
    version: versions[area][1],
    from: versions[area][0],
    entry: withRelease(live, area, versions[area][1], owns[area]).areas![area]!,
    pages: owns[area],
    percent: 50,
    maxDurationMs: 3_600_000,
    startedAt: '2026-11-27T12:00:00.000Z',
    status: 'running',
  };
  return { store, pagesDir, live, canary };
}
