/**
 * Where a running canary's site differs from the stable one, as its state describes it (state.ts: a release or a
 * content sync changes its lists): a page it reaches is served to its cohort from its overlay; a page its release
 * removed (`absent`), or a path of a route pattern it removed, is the 404 page for that cohort; a path of a route
 * pattern only its release has is the shell page (rendered in the browser). Views, beacons and the cohort's copies
 * count on the pages it reaches alone. The site server serves the cohorts by it (platform/server/cohortServing.ts).
 */
import { withoutTrailingSlashes } from 'shared/paths';
import { routePattern } from '../prerender/publish';
import type { Canary } from './state';

/** The `Server-Timing` entry a page's view token goes in (shell/src/field/reporter.ts reads it). */
export const viewTiming = 'canary-view';

/** How the canary cohort's answer to a path differs from the stable cohort's. */
export type CohortDifference = 'overlay' | 'not-found' | 'client';

/** Where each canary's site differs, worked out once per state read (a news canary lists every article). */
export function canarySites() {
  const sites = new WeakMap<Canary, { pages: Set<string>; absent: Set<string>; added: RegExp[]; removed: RegExp[] }>();
  const siteOf = (canary: Canary) => {
    let site = sites.get(canary);
    if (!site) {
      const { added = [], removed = [] } = canary.patterns ?? {};
      site = { pages: new Set(canary.pages), absent: new Set(canary.absent), added: added.map(routePattern), removed: removed.map(routePattern) };
      sites.set(canary, site);
    }
    return site;
  };
  const pageOf = (pathname: string) => withoutTrailingSlashes(pathname) || '/';
  /** The page of the canary's list `pathname` is (as the list names it, the page a vote records), or undefined. */
  const listedPage = (canary: Canary, pathname: string) => {
    const page = pageOf(pathname);
    return siteOf(canary).pages.has(page) ? page : undefined;
  };
  /** How the canary cohort's answer to `pathname` differs from the stable cohort's, or undefined. */
  const difference = (canary: Canary, pathname: string): CohortDifference | undefined => {
    const site = siteOf(canary);
    const page = pageOf(pathname);
    if (site.pages.has(page)) return 'overlay';
    if (site.absent.has(page) || site.removed.some((pattern) => pattern.test(page))) return 'not-found';
    return site.added.some((pattern) => pattern.test(page)) ? 'client' : undefined;
  };
  return { difference, listedPage };
}
