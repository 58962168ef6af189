/**
 * The prerender job's output as the site server sends it: a page the job wrote is sent as HTML (200);
 * a path matching a dynamic route (an article published since the last run) gets the plain shell page,
 * which renders it in the browser; any other path is a 404, sent with the plain shell page, which shows
 * the 404 screen. Without a job's output every path gets the shell page, as before prerendering existed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { withoutTrailingSlashes } from 'shared/paths';
import { staticFolder } from './http/staticFiles';
import { manifestFile, pageFile, type PagesManifest } from '../prerender/publish';

export type PageLookup =
  | { kind: 'page'; file: string }
  | { kind: 'client' }
  | { kind: 'not-found' };

const patternOf = (route: string) =>
  new RegExp(`^${route.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);

export function prerenderedPages(dir: string) {
  let cached: { mtimeMs: number; manifest: PagesManifest; pages: Set<string>; dynamic: RegExp[]; loaders: string[] } | undefined;

  /** The job's manifest, re-read when a new run has replaced it. */
  function current() {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(path.join(dir, manifestFile));
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, manifestFile), 'utf8')) as PagesManifest;
      const loaders = [...new Set(Object.values(manifest.pages).flatMap((entry) => (entry.loader ? [entry.loader] : [])))];
      cached = { mtimeMs: stat.mtimeMs, manifest, pages: new Set(Object.keys(manifest.pages)), dynamic: manifest.dynamic.map(patternOf), loaders };
    }
    return cached;
  }

  const files = staticFolder(dir, { extensions: [], setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });

  return {
    files,
    /** The CSP sources of the published pages' inline loaders (one per shell build that rendered them). */
    loaderSources: (): string[] => current()?.loaders ?? [],
    /** How the page at `pathname` (as requested, percent-encoded) is answered; undefined without any output. */
    lookup(pathname: string): PageLookup | undefined {
      const site = current();
      if (!site) return undefined;
      const normalized = withoutTrailingSlashes(pathname);
      if (site.pages.has(normalized)) return { kind: 'page', file: `/${pageFile(normalized).split(path.sep).join('/')}` };
      return site.dynamic.some((pattern) => pattern.test(normalized)) ? { kind: 'client' } : { kind: 'not-found' };
    },
  };
}
