/**
 * Runtime composition: the remotes named by the settings document are registered with the federation
 * runtime at start-up; an area's `./routes` module is loaded on first visit and cached. Transient
 * faults (manifest fetch, entry script) are retried by the official retry plugin before an area fails.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RouteObject } from 'react-router';
import { areaForPath, areas, type Area } from 'shared/areas';
import type { SiteSettings } from 'shared/settings';

/** What a remote's `./routes` module exports. */
export interface RoutesModule {
  default: RouteObject[];
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly area: Area,
    cause?: unknown,
  ) {
    super(`The ${area.label} area could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

let manifests: SiteSettings['remotes'] = {};
const loaded = new Map<Area['id'], Promise<RouteObject[]>>();

export function registerAreaRemotes(settings: SiteSettings) {
  manifests = settings.remotes;
  registerPlugins([RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 400 } })]);
  registerRemotes(
    areas.filter((area) => manifests[area.id]).map((area) => ({ name: area.remote, entry: manifests[area.id]! })),
  );
}

async function importRoutes(area: Area): Promise<RouteObject[]> {
  if (!manifests[area.id]) throw new RemoteUnavailableError(area, new Error('No manifest URL in the settings document.'));
  try {
    const module = await loadRemote<RoutesModule>(`${area.remote}/routes`);
    if (!module || !Array.isArray(module.default)) throw new Error('The remote did not export a list of routes.');
    return module.default;
  } catch (error) {
    throw new RemoteUnavailableError(area, error);
  }
}

/** The area's routes, loaded once; a failed load is forgotten so the next attempt starts afresh. */
export function loadAreaRoutes(area: Area): Promise<RouteObject[]> {
  let routes = loaded.get(area.id);
  if (!routes) {
    routes = importRoutes(area);
    routes.catch(() => loaded.delete(area.id));
    loaded.set(area.id, routes);
  }
  return routes;
}

/** Forgets a failed remote (its manifest and entry included) so Retry loads it from the network again. */
export function resetArea(area: Area) {
  loaded.delete(area.id);
  const entry = manifests[area.id];
  if (entry) registerRemotes([{ name: area.remote, entry }], { force: true });
}

/** Starts loading the remote that owns `pathname`, if any, without waiting for it. */
export function preloadAreaFor(pathname: string) {
  const area = areaForPath(pathname);
  if (area) loadAreaRoutes(area).catch(() => undefined);
}
