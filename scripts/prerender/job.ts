/**
 * The prerender job: every route of the site and every article, rendered through the settings document
 * the browser uses (remotes loaded through the federation runtime in Node), then the sitemap, robots.txt
 * and the news feed. Nothing is published unless every page rendered.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { newsFeed } from '../../shared/src/newsFeed';
import type { PageRenderer, RendererOptions } from '../../shell/src/server';
import { distOf } from '../apps';
import { articlePath, feedPath, newsPath, robotsPath, sitemapPath } from './discovery/paths';
import { buildRobots } from './discovery/robots';
import { buildRssFeed } from './discovery/rssFeed';
import { buildSitemap, type SitemapPage } from './discovery/sitemap';
import { composePage, exposeAssets, type RemoteAssets } from './pageDocument';
import { fetchPublishedPosts } from './publishedPosts';
import { publish, type PagesManifest } from './publish';
import { untrustedRemotes } from './trustedRemotes';

export interface PrerenderOptions {
  /** The site whose settings document, remotes and backend are rendered (the job reads it over HTTP). */
  origin: string;
  /** Where the pages are published (the site server reads them from there). */
  outDir: string;
  /** Progress lines; silent when left out. */
  log?: (line: string) => void;
}

const articlePattern = `${newsPath}/:slug`;

async function fetchJson(url: string): Promise<{ body: unknown; lastModified?: Date }> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
  const header = response.headers.get('last-modified');
  return { body: await response.json(), lastModified: header ? new Date(header) : undefined };
}

function loadRenderer(options: RendererOptions): Promise<PageRenderer> {
  // The shell's Node build, from its dist (the federation runtime keeps remotes per process: each job is
  // a fresh process, so a re-released area is always loaded anew).
  const entry = path.join(distOf('shell'), 'server', 'main.js');
  const { createRenderer } = createRequire(import.meta.url)(entry) as typeof import('../../shell/src/server');
  return createRenderer(options);
}

export async function runPrerender({ origin, outDir, log = () => undefined }: PrerenderOptions): Promise<PagesManifest> {
  const started = Date.now();
  const settingsUrl = new URL('/settings.json', origin).href;
  const { body: document } = await fetchJson(settingsUrl);
  const refused = untrustedRemotes(document, settingsUrl);
  if (refused.length) {
    throw new Error(
      `Refusing to run remote code from untrusted origins (add them to the settings' prerender.trustedOrigins): ${refused
        .map(({ area, url }) => `${area} → ${url}`)
        .join(', ')}`,
    );
  }

  const renderer = await loadRenderer({ settingsDocument: document, settingsUrl });
  const { settings } = renderer;
  const [paths, posts, template, templateStat] = await Promise.all([
    renderer.listPaths().catch((error: unknown) => {
      throw new Error(`Listing the routes failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }),
    fetchPublishedPosts(settings.backend),
    fs.readFile(path.join(distOf('shell'), 'index.html'), 'utf8'),
    fs.stat(path.join(distOf('shell'), 'index.html')),
  ]);
  const unknownPatterns = paths.dynamic.filter((pattern) => pattern !== articlePattern);
  if (unknownPatterns.length) log(`left to the browser (no data to expand them): ${unknownPatterns.join(', ')}`);

  // Each remote's manifest once: its assets for the pages, its release date for the sitemap.
  const manifests = new Map<string, Promise<{ body: unknown; lastModified?: Date }>>();
  const manifestOf = (area: keyof typeof settings.remotes) => {
    const url = settings.remotes[area]!;
    if (!manifests.has(url)) manifests.set(url, fetchJson(url));
    return manifests.get(url)!.then((manifest) => ({ url, ...manifest }));
  };

  const newestPost = posts.reduce<Date | undefined>((newest, post) => (!newest || post.lastModified > newest ? post.lastModified : newest), undefined);
  const pages = new Map<string, string>();
  const sitemap: SitemapPage[] = [];
  const postsByPath = new Map(posts.map((post) => [articlePath(post.slug), post]));
  const targets = [...paths.static, ...postsByPath.keys()];
  for (const sitePath of targets) {
    try {
      const page = await renderer.render(sitePath);
      if (page.status !== 200) throw new Error(`it rendered with status ${page.status}`);
      const assets: RemoteAssets = { css: [], js: [] };
      let released = templateStat.mtime;
      for (const module of page.modules) {
        const manifest = await manifestOf(module.area);
        const own = exposeAssets(manifest.url, manifest.body as Parameters<typeof exposeAssets>[1], module.expose);
        assets.css.push(...own.css);
        assets.js.push(...own.js);
        if (manifest.lastModified && manifest.lastModified > released) released = manifest.lastModified;
      }
      pages.set(sitePath, composePage(template, page, assets));
      const post = postsByPath.get(sitePath);
      const showsPosts = sitePath === '/' || sitePath === newsPath;
      sitemap.push({
        path: sitePath,
        lastModified: post?.lastModified ?? (showsPosts && newestPost && newestPost > released ? newestPost : released),
      });
    } catch (error) {
      throw new Error(`Prerendering ${sitePath} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }

  const files = new Map([
    [sitemapPath, buildSitemap({ siteUrl: settings.siteUrl, pages: sitemap })],
    [robotsPath, buildRobots({ siteUrl: settings.siteUrl })],
    [feedPath, buildRssFeed({ siteUrl: settings.siteUrl, title: newsFeed.title, description: newsFeed.description, posts })],
  ]);
  const manifest = await publish(outDir, { pages, files, dynamic: paths.dynamic });
  log(`prerendered ${pages.size} pages (${posts.length} articles) in ${Date.now() - started} ms → ${outDir}`);
  return manifest;
}
