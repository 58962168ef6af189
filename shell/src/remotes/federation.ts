/**
 * Runtime composition: the remotes named by the settings document are registered with the federation
 * runtime at start-up; an area's `./routes` module is loaded on first visit and cached. Transient
 * faults (manifest fetch, entry script) are retried before an area fails.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { preloadElement } from 'shared/lazyPage';
import { areaForPath, areas, type Area, type AreaId } from 'shared/areas';
import type { SiteSettings } from 'shared/settings';
import { pageModulesOf, type PageModule } from './pageModules';
import { retryTransientFaults } from './retryPlugin';

const areaById = (id: AreaId) => areas.find((area) => area.id === id)!;

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
/**
 * Loaded exposed modules by `remote/expose`. A failed load stays cached (React re-renders a failed
 * subtree once before its error boundary shows, and must see the same rejection, not start a new load)
 * until `resetArea` clears it for a Retry.
 */
const loaded = new Map<string, Promise<unknown>>();
/** The same modules once they have arrived, so a render can use them without suspending. */
const arrived = new Map<string, unknown>();

export function registerAreaRemotes(settings: SiteSettings) {
  manifests = settings.remotes;
  registerPlugins([retryTransientFaults({ attempts: 3, delayMs: 300 })]);
  registerRemotes(
    areas.filter((area) => manifests[area.id]).map((area) => ({ name: area.remote, entry: manifests[area.id]! })),
  );
}

async function importExpose<T>(area: Area, expose: string, check: (module: unknown) => T): Promise<T> {
  if (!manifests[area.id]) throw new RemoteUnavailableError(area, new Error('No manifest URL in the settings document.'));
  try {
    return check(await loadRemote(`${area.remote}/${expose}`));
  } catch (error) {
    throw new RemoteUnavailableError(area, error);
  }
}

/** An exposed module of an area's remote, loaded once and cached (the same promise for every caller). */
export function loadAreaModule<T>(area: Area, expose: string, check: (module: unknown) => T): Promise<T> {
  const key = `${area.remote}/${expose}`;
  let module = loaded.get(key) as Promise<T> | undefined;
  if (!module) {
    module = importExpose(area, expose, check);
    module.then(
      (value) => loaded.get(key) === module && arrived.set(key, value),
      () => undefined, // handled where the module is used
    );
    loaded.set(key, module);
  }
  return module;
}

/** An exposed module that has already loaded, or undefined. */
export function arrivedAreaModule<T>(area: Area, expose: string): T | undefined {
  return arrived.get(`${area.remote}/${expose}`) as T | undefined;
}

const routesOf = (module: unknown): RouteObject[] => {
  const routes = (module as RoutesModule | undefined)?.default;
  if (!Array.isArray(routes)) throw new Error('The remote did not export a list of routes.');
  return routes;
};

/** The area's `./routes`. */
export const loadAreaRoutes = (area: Area) => loadAreaModule(area, 'routes', routesOf);

const componentOf = (module: unknown): ComponentType => {
  const component = (module as { default?: unknown } | undefined)?.default;
  if (typeof component !== 'function') throw new Error('The remote module has no default component.');
  return component as ComponentType;
};

/** A component a remote exposes for the shell's pages (e.g. mf-news `./LatestNews`). */
export const loadAreaComponent = (area: Area, expose: string) => loadAreaModule(area, expose, componentOf);

/** Forgets a failed remote (its manifest and entry included) so Retry loads it from the network again. */
export function resetArea(area: Area) {
  for (const key of loaded.keys()) {
    if (key.startsWith(`${area.remote}/`)) {
      loaded.delete(key);
      arrived.delete(key);
    }
  }
  const entry = manifests[area.id];
  if (entry) registerRemotes([{ name: area.remote, entry }], { force: true });
}

/** Starts loading the remote that owns the page at `pathname`, in parallel with the shell's first render. */
export function preloadAreaFor(pathname: string) {
  const area = areaForPath(pathname);
  if (area) loadAreaRoutes(area).catch(() => undefined);
}

/** Starts loading the remote components the page at `pathname` embeds (call once the page has painted). */
export function preloadEmbedsFor(pathname: string) {
  for (const module of pageModulesOf(pathname)) {
    if (module.expose !== 'routes') loadAreaComponent(areaById(module.area), module.expose).catch(() => undefined);
  }
}

/**
 * Loads every remote module the page at `pathname` renders: its area's routes and the shell page's
 * embeds. The prerender job awaits them before rendering, and the browser before hydrating.
 */
export function loadPageModules(pathname: string): { module: PageModule; load: Promise<unknown> }[] {
  return pageModulesOf(pathname).map((module) => {
    const area = areaById(module.area);
    const load =
      module.expose === 'routes'
        ? // The page's own code too (remotes make pages with shared/lazyPage), so it renders without suspending.
          loadAreaRoutes(area).then((routes) => Promise.all((matchRoutes(routes, pathname) ?? []).map(({ route }) => preloadElement(route.element))))
        : loadAreaComponent(area, module.expose);
    return { module, load };
  });
}
