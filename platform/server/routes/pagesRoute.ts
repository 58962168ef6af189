/**
 * Everything else: the prerendered pages, else the live shell release's files and its page (history fallback).
 * - The sitemap, robots.txt and the news feed are the prerender job's files.
 * - A missing asset (a path with an extension) is a 404, not the app's HTML. Content-hashed shell files of earlier
 *   releases stay reachable, for pages rendered before a shell release.
 * - A page a running canary reaches is a view in the client's vote, and the canary cohort's copy is its overlay's
 *   (a route only the canary's release has too: the stable cohort gets what the stable index says). Where the
 *   canary's release removed a page or a route pattern, its cohort gets the 404 answer below; on a route pattern only
 *   its release has, the shell's page.
 * - A route the index knows is missing gets the shell's page (which renders the 404 screen) with status 404.
 * - A tab with no area override cookie, or a malformed one, is given the server's (`areaOverride`).
 */
import path from 'node:path';
import { overrideCookie, overrideFromCookies } from 'shared/areaOverrides';
import { distOf, type AppName } from '../../apps';
import type { CanaryServing } from '../cohortServing';
import { storedVersions, versionDir, type ReleaseStore } from '../../releases/store';
import { hashedFile, jobFile } from '../http/servingPolicy';
import type { LiveSettings } from '../liveSettings';
import { pageFileOf, type PrerenderedPages } from '../prerenderedPages';
import { buildFolder } from './buildFolder';
import type { Route, Visit } from './route';

export interface PagesRouteOptions {
  store: ReleaseStore;
  settings: () => LiveSettings | undefined;
  prerendered: PrerenderedPages;
  canaries: CanaryServing;
  areaOverride?: string;
}

export function pagesRoute({ store, settings, prerendered, canaries, areaOverride }: PagesRouteOptions): Route {
  const folders = new Map<string, ReturnType<typeof buildFolder>>();
  const shellFiles = (dir: string) => {
    if (!folders.has(dir)) folders.set(dir, buildFolder(dir, false));
    return folders.get(dir)!;
  };
  /** The live shell: its release in the store, or its dist when the document names none (development). */
  const shellDir = () => {
    const version = settings()?.document?.shell?.version;
    return version ? versionDir(store, 'shell', version) : distOf('shell' satisfies AppName);
  };
  /** The shell releases before the live one, newest first: their content-hashed files serve pages rendered before it. */
  const earlierShells = async (pathname: string): Promise<string[]> =>
    hashedFile.test(pathname) ? (await storedVersions(store, 'shell')).reverse().map((version) => versionDir(store, 'shell', version)) : [];
  type ShellFolder = ReturnType<typeof buildFolder>;
  const assetOrEarlier = ({ req, res, url, notFound }: Visit, shellFolder: ShellFolder) =>
    shellFolder(req, res, url.pathname, () => {
      earlierShells(url.pathname).then((dirs) => {
        const tryFrom = (i: number): void => (i < dirs.length ? shellFiles(dirs[i])(req, res, url.pathname, () => tryFrom(i + 1)) : notFound());
        tryFrom(0);
      }, notFound);
    });

  const servePage = ({ req, res, url, notFound }: Visit, shellFolder: ShellFolder) => {
    /** The shell's page, which renders any route in the browser (history fallback). */
    const shellPage = () => shellFolder(req, res, '/index.html', notFound);
    if (areaOverride && overrideFromCookies(req.headers.cookie) === undefined) res.setHeader('Set-Cookie', overrideCookie(areaOverride));
    const page = prerendered.lookup(url.pathname);
    const cohort = canaries.cohortOf(req, res, url.pathname);
    const notFoundPage = () => shellFolder(req, res, '/index.html', notFound, 404);
    // Where the canary cohort's site differs: its copy of a page the canary reaches (one the stable pages have too,
    // or one only its release has), a page or route its release removed, a route pattern only its release has.
    const own = canaries.cohortPage(cohort, url.pathname);
    if (own?.kind === 'not-found') return notFoundPage();
    if (own?.kind === 'client') return shellPage();
    const shared = () => {
      if (page?.kind === 'not-found') return notFoundPage();
      if (page?.kind !== 'page') return shellPage();
      return prerendered.files(req, res, page.file, shellPage);
    };
    if (page?.kind !== 'page' && !own) return shared();
    canaries.recordPageView(req, res, url.pathname);
    return own ? own.files(req, res, pageFileOf(url.pathname), shared) : shared();
  };

  return (visit) => {
    const shellFolder = shellFiles(shellDir());
    const { pathname } = visit.url;
    if (jobFile.test(pathname)) prerendered.files(visit.req, visit.res, pathname, () => assetOrEarlier(visit, shellFolder));
    else if (path.extname(pathname)) assetOrEarlier(visit, shellFolder);
    else servePage(visit, shellFolder);
    return true;
  };
}
