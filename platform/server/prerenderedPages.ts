/**
 * The prerender job's output as the site server sends it: a page the job wrote is sent as HTML (200);
 * a path matching a dynamic route (an article published since the last run) gets the plain shell page,
 * which renders it in the browser; any other path is a 404, sent with the plain shell page, which shows
 * the 404 screen. Without a job's output every path gets the shell page, as before prerendering existed.
 * A damaged index (truncated, not JSON, not an index) is reported (lastGoodFiles.ts) and the last good one
 * this process read is used; without one, every path gets the shell page. The job's next run rewrites it.
 */
import path from 'node:path';
import { withoutTrailingSlashes } from 'shared/paths';
import { cacheControl } from './http/servingPolicy';
import { staticFolder } from './http/staticFiles';
import { damageReport, isPlainObject, lastGoodJson, type DamageReport } from './lastGoodFiles';
import { manifestFile, pageFile, routePattern, type PagesManifest } from '../prerender/publish';

/** The file of the page at `pathname` (as requested; a path the index lists) in a pages folder or an overlay, as a URL path. */
export const pageFileOf = (pathname: string) => `/${pageFile(withoutTrailingSlashes(pathname)).split(path.sep).join('/')}`;

export type PageLookup =
  | { kind: 'page'; file: string }
  | { kind: 'client' }
  | { kind: 'not-found' };

/** Why a parsed `pages.json` is no page index, or undefined. */
export function indexProblem(value: unknown): string | undefined {
  if (!isPlainObject(value)) return 'not a JSON object';
  if (!isPlainObject(value.pages)) return '"pages" is not an object of pages';
  if (!Array.isArray(value.dynamic) || value.dynamic.some((route) => typeof route !== 'string' || !route.startsWith('/'))) {
    return '"dynamic" is not a list of route paths';
  }
  return undefined;
}

export function prerenderedPages(dir: string, report: DamageReport = damageReport()) {
  let cached: { manifest: PagesManifest; pages: Set<string>; dynamic: RegExp[]; loaders: string[] } | undefined;
  const index = lastGoodJson<PagesManifest>(path.join(dir, manifestFile), {
    check: indexProblem,
    report,
    instead: 'pages are served by the last good index (without one, as the shell page) until the prerender job writes it again',
  });

  /** The job's manifest, re-read when a new run has replaced it. */
  function current() {
    const good = index();
    if (!good) return undefined;
    if (cached?.manifest !== good.value) {
      const manifest = good.value;
      const loaders = [...new Set(Object.values(manifest.pages).flatMap((entry) => (entry?.loader ? [entry.loader] : [])))];
      cached = { manifest, pages: new Set(Object.keys(manifest.pages)), dynamic: manifest.dynamic.map(routePattern), loaders };
    }
    return cached;
  }

  const files = staticFolder(dir, { extensions: [], setHeaders: (res) => res.setHeader('Cache-Control', cacheControl.revalidate) });

  return {
    files,
    /** Reads the index if it changed (for `/health`, which must see a damaged or mended index without a page request). */
    check: () => void current(),
    /** The dynamic routes of the published index (a path matching one without a page gets the shell page). */
    dynamicRoutes: (): string[] => current()?.manifest.dynamic ?? [],
    /** The CSP sources of the published pages' inline loaders (one per shell build that rendered them). */
    loaderSources: (): string[] => current()?.loaders ?? [],
    /** How the page at `pathname` (as requested, percent-encoded) is answered; undefined without any output. */
    lookup(pathname: string): PageLookup | undefined {
      const site = current();
      if (!site) return undefined;
      const normalized = withoutTrailingSlashes(pathname);
      if (site.pages.has(normalized)) return { kind: 'page', file: pageFileOf(normalized) };
      return site.dynamic.some((pattern) => pattern.test(normalized)) ? { kind: 'client' } : { kind: 'not-found' };
    },
  };
}

export type PrerenderedPages = ReturnType<typeof prerenderedPages>;
