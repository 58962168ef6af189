/**
 * The prerender job: the site's pages rendered through a settings document (remotes loaded through the
 * federation runtime in Node), then the sitemap, robots.txt and the news feed. It renders only what its
 * scope asks for — every page, the pages a release of one area reaches, the pages a content sync
 * changed, or pages named one by one — and keeps the rest of the page index. While a canary runs, a run that
 * publishes renders its cohort's copies of the pages it rendered that the canary reaches too; a canary whose copies
 * do not render is rolled back and the run's pages published without them (platform/canary/publishRun.ts).
 * Nothing is published unless every page of the run rendered.
 */
import { newsFeed } from 'shared/newsFeed';
import { parseAreaOverrides } from 'shared/areaOverrides';
import { areaDefinition, areaIds, type AreaId } from '../registry/apps';
import { InvalidSettingsDocument, settingsDocumentOf, type SettingsDocument } from '../settings/reader';
import { ownedPaths, ownershipProblems } from './ownership';
import { articlePath, articlePattern, feedPath, robotsPath } from './discovery/paths';
import { buildRobots } from './discovery/robots';
import { buildRssFeed, defaultFeedLimit } from './discovery/rssFeed';
import { buildSitemaps } from './discovery/sitemap';
import { changeReaches, contentChange, type RunChange } from './dependencies';
import { fetchNewestPosts, fetchPostVersions, type PublishedPost } from './publishedPosts';
import { pageRenderer, type PageContext } from './renderPage';
import { renderPages } from './renderPool';
import { publishIndex, readIndex, stage, writePages, type PagesManifest, type SiteOutput } from './publish';
import { remotesToRender } from './trustedRemotes';
import { withPagesLock } from './pagesLock';
import { errorMessage } from './errorMessage';
import { fetchJson } from './fetchJson';
import { loadRenderer } from './shellRenderer';
import type { JobContext } from './jobContext';

/** What a run renders. */
export type PrerenderScope =
  | { kind: 'full' }
  /** A release of `area` (the candidate named by the document): its checks, then the pages it reaches. */
  | { kind: 'release'; area: AreaId }
  /** The pages a content change reaches (the articles changed or deleted, lists of posts). */
  | { kind: 'content' }
  /** These pages (those still on the site): a canary cohort's copies of pages another run rendered. */
  | { kind: 'pages'; paths: string[] };

export interface PrerenderOptions {
  /** The site whose remotes and backend are rendered (read over HTTP). */
  origin: string;
  /** Where the pages are published (the site server reads them from there). */
  outDir: string;
  /** The settings document to render with (a release's candidate); the origin's `/settings.json` when left out. */
  document?: SettingsDocument;
  scope?: PrerenderScope;
  /** Render only the i-th of n shares of the pages (1-based), for a CI matrix; see README. */
  shard?: { index: number; count: number };
  /** Leave the output in this folder (publishStaged) instead of publishing it: a release publishes once live. */
  stagingDir?: string;
  /** Progress lines; silent when left out. */
  log?: (line: string) => void;
  /** The live shell's folder and a running canary, as the job's entry gives them. */
  context: JobContext;
}

export interface PrerenderResult {
  manifest: Omit<PagesManifest, 'generatedAt'>;
  rendered: string[];
  removed: string[];
  /** For a release: the top-level paths the candidate's routes use (the settings document's `owns`). */
  owns?: string[];
}

export async function runPrerender(options: PrerenderOptions): Promise<PrerenderResult> {
  // Shards of one render run at the same time on the same folder (a CI matrix), each writing pages no other shard
  // writes: a shard takes the lock only to merge its pages into the index (render below). Any other run holds it
  // throughout: it reads the index, renders what changed since, and writes the index back.
  if (options.shard && !options.stagingDir) {
    const canary = await options.context.canary.running();
    if (canary) {
      throw new Error(
        `A canary of ${canary.area} ${canary.version} is running: a shard publishes its pages alone, without its cohort's copies of them. ` +
          `Run the job without --shard, or end the canary first (${canary.endCommand}).`,
      );
    }
    return render(options);
  }
  return withPagesLock(options.outDir, () => render(options));
}

async function render({ origin, outDir, document: given, scope = { kind: 'full' }, shard, stagingDir, log = () => undefined, context: { shellDir: shellDirOf, canary } }: PrerenderOptions): Promise<PrerenderResult> {
  const started = Date.now();
  const settingsUrl = new URL('/settings.json', origin).href;
  // A given document is typed already (read through the reader, or made from one); a fetched one is read now.
  const live = given ?? (await renderableDocument(settingsUrl, canary.stableCohortCookie));
  // The document's remotes must come from trusted origins; an area override (AREA_OVERRIDE, when the document
  // allows overrides) is named by whoever runs the job, and trusted as such (trustedRemotes.ts).
  const { document, refused } = remotesToRender(live, parseAreaOverrides(process.env.AREA_OVERRIDE, areaIds), settingsUrl);
  if (document !== live) log(`area override: ${process.env.AREA_OVERRIDE}`);
  if (refused.length) {
    throw new Error(
      `Refusing to run remote code from untrusted origins (add them to the settings' prerender.trustedOrigins): ${refused
        .map(({ area, url }) => `${area} → ${url}`)
        .join(', ')}`,
    );
  }

  const shellDir = shellDirOf(document);
  const renderer = await loadRenderer({ settingsDocument: document, settingsUrl, origin, shellDir });
  const { settings } = renderer;
  const previous = await readIndex(outDir);
  const [areaPaths, posts, newestPosts] = await Promise.all([
    renderer.listPaths().catch((error: unknown) => {
      throw new Error(`Listing the routes failed: ${errorMessage(error)}`, { cause: error });
    }),
    fetchPostVersions(settings.backend),
    // The newest posts only (defaultFeedLimit), however many the site has.
    fetchNewestPosts(settings.backend, defaultFeedLimit),
  ]);

  let owns: string[] | undefined;
  if (scope.kind === 'release') {
    const own = areaPaths.find((paths) => paths.area === scope.area);
    if (!own) throw new Error(`The settings document names no release of the ${scope.area} area.`);
    await renderer.checkExposes(scope.area, Object.keys(areaDefinition(scope.area).exposes));
    const routePaths = [...own.static, ...own.dynamic];
    const wrong = ownershipProblems(scope.area, routePaths, document);
    if (wrong.length) throw new Error(`Its routes cannot go live: ${wrong.join('; ')}`);
    owns = ownedPaths(routePaths);
  }

  const dynamic = [...new Set(areaPaths.flatMap((paths) => paths.dynamic))];
  const unknownPatterns = dynamic.filter((pattern) => pattern !== articlePattern);
  if (unknownPatterns.length) log(`left to the browser (no data to expand them): ${unknownPatterns.join(', ')}`);
  const postsByPath = new Map(dynamic.includes(articlePattern) ? posts.map((post) => [articlePath(post.slug), post]) : []);
  const allPaths = [...new Set(['/', ...areaPaths.flatMap((paths) => paths.static), ...postsByPath.keys()])];

  // What this run renders: pages the index lacks, and those the scope's change reaches.
  const change = contentChange(new Map(posts.map((post) => [post.slug, post.updatedAt])), previous);
  // Whether the run's change reaches a page rendered before (a canary's own pages too: cohortPages.ts).
  const runChange = (): RunChange => {
    switch (scope.kind) {
      case 'pages':
        return { kind: 'pages', paths: new Set(scope.paths) };
      case 'release':
        return { kind: 'release', area: { id: scope.area, owns: settings.areas.find((area) => area.id === scope.area)?.owns ?? [] } };
      case 'content':
        return { kind: 'content', change };
      case 'full':
        return { kind: 'full' };
    }
  };
  const reaches = changeReaches(runChange());
  let targets = allPaths.filter((sitePath) => reaches(sitePath, previous?.pages[sitePath]));
  if (shard) targets = targets.filter((_, i) => i % shard.count === shard.index - 1);

  const newestPost = posts.reduce<Date | undefined>((newest, post) => (!newest || post.lastModified > newest ? post.lastModified : newest), undefined);
  const context: PageContext = { newestPost, postsByPath };
  const { pages, entries } = await renderPages(targets, {
    inProcess: () => pageRenderer(renderer, context),
    workerInit: {
      shellDir,
      document,
      settingsUrl,
      origin,
      newestPost: newestPost?.toISOString(),
      articleDates: [...postsByPath].map(([sitePath, post]) => [sitePath, post.lastModified.toISOString()]),
    },
    log,
  });

  // The index after this run: this run's pages, the earlier ones still on the site, none that left it.
  // Pages rendered by other shards keep their entries; pages no longer on the site leave the index.
  const kept = new Set(allPaths);
  const indexAfter = (earlier: PagesManifest | undefined): SiteOutput['index'] => ({
    pages: {
      ...Object.fromEntries(Object.entries(earlier?.pages ?? {}).filter(([sitePath]) => kept.has(sitePath))),
      ...entries,
    },
    dynamic,
    // An article counts as rendered at its post's version only once its page is (another shard may render it).
    articles: {
      ...Object.fromEntries(Object.entries(earlier?.articles ?? {}).filter(([slug]) => kept.has(articlePath(slug)))),
      ...Object.fromEntries(posts.filter((post) => pages.has(articlePath(post.slug))).map((post) => [post.slug, post.updatedAt])),
    },
  });
  const removedFrom = (earlier: PagesManifest | undefined) => Object.keys(earlier?.pages ?? {}).filter((sitePath) => !kept.has(sitePath));
  const filesOf = (index: SiteOutput['index']) => discoveryFiles(settings.siteUrl, index, newestPosts, log);
  let index: SiteOutput['index'];
  let removed: string[];
  if (shard && !stagingDir) {
    // Without the lock until here (runPrerender): the pages first, then the index as it is now, other shards'
    // pages included, with this shard's merged in.
    await writePages(outDir, pages);
    ({ index, removed } = await withPagesLock(outDir, async () => {
      const latest = await readIndex(outDir);
      const merged = indexAfter(latest);
      await publishIndex(outDir, { files: filesOf(merged), index: merged }, { index: latest });
      return { index: merged, removed: removedFrom(latest) };
    }));
  } else {
    index = indexAfter(previous);
    removed = removedFrom(previous);
    const output: SiteOutput = { pages, files: filesOf(index), index };
    if (stagingDir) await stage(stagingDir, output);
    // The index read at the start is still the folder's: the lock has been held since (runPrerender).
    else {
      const site = { origin, pagesDir: outDir, areaOverride: process.env.AREA_OVERRIDE, log };
      const cause = scope.kind === 'content' ? 'content sync' : `${scope.kind} prerender`;
      await canary.publish(site, output, { index: previous }, { document: live, cause, reaches });
    }
  }
  log(
    `${stagingDir ? 'staged' : 'published'} ${pages.size} of ${allPaths.length} pages (${scope.kind}${scope.kind === 'release' ? ` ${scope.area}` : ''}` +
      `${shard ? `, shard ${shard.index}/${shard.count}` : ''}; ${removed.length} removed) in ${Date.now() - started} ms → ${stagingDir ?? outDir}`,
  );
  return { manifest: index, rendered: [...pages.keys()], removed, owns };
}

/**
 * The site's document at `settingsUrl`, the stable cohort's (pinned: while a canary runs, a request without a cohort
 * is drawn into one); one that does not parse cannot be rendered, each bad field named.
 */
async function renderableDocument(settingsUrl: string, stableCohortCookie: string): Promise<SettingsDocument> {
  try {
    return settingsDocumentOf((await fetchJson(settingsUrl, { Cookie: stableCohortCookie })).body, settingsUrl);
  } catch (error) {
    if (error instanceof InvalidSettingsDocument) throw new Error(`The settings document cannot be rendered: ${error.message}`, { cause: error });
    throw error;
  }
}

/** The sitemap (or sitemap index and its sitemaps) of every page of the index, robots.txt and the news feed of the newest posts. */
function discoveryFiles(siteUrl: string, index: SiteOutput['index'], newestPosts: PublishedPost[], log: (line: string) => void): Map<string, string> {
  const pages = Object.entries(index.pages).map(([sitePath, entry]) => ({ path: sitePath, lastModified: new Date(entry.lastModified) }));
  const sitemaps = buildSitemaps({ siteUrl, pages });
  if (sitemaps.leftOut.length) log(`left out of the sitemap (a URL of 2,048 characters or more): ${sitemaps.leftOut.join(', ')}`);
  return new Map([
    ...sitemaps.files,
    [robotsPath, buildRobots({ siteUrl })],
    [feedPath, buildRssFeed({ siteUrl, title: newsFeed.title, description: newsFeed.description, posts: newestPosts })],
  ]);
}
