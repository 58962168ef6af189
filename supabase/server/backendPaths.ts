/**
 * The paths the embedded backend answers, for a server that mounts it on the site's origin (platform/server/routes/backendRoute.ts)
 * or proxies them to one (the shell's dev server, nginx, a CDN). Dependency-free: the Rspack configs import it.
 */

/** A route: every path below a prefix (ending in `/`), or one exact path. */
export type PathRoute = { prefix: string } | { exact: string };

/** The backend's routes: the REST API, functions, storage, the lead and field sinks, the health check. */
export const backendRoutes: readonly PathRoute[] = [
  { prefix: '/rest/v1/' },
  { prefix: '/functions/v1/' },
  { prefix: '/storage/v1/' },
  { exact: '/api/leads' },
  { exact: '/api/field' },
  { exact: '/health' },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A pattern matching the paths of `routes`. */
export const routesPattern = (routes: readonly PathRoute[]) =>
  new RegExp(`^(?:${routes.map((route) => ('prefix' in route ? escaped(route.prefix) : `${escaped(route.exact)}$`)).join('|')})`);

export const backendPathPattern = routesPattern(backendRoutes);

/** Whether a path belongs to the backend. */
export const isBackendPath = (pathname: string) => backendPathPattern.test(pathname);
