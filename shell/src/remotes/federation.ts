/**
 * Runtime composition: the areas named by the settings document are registered with the federation
 * runtime at start-up; an area's `./routes` module is loaded on first visit and cached. Transient
 * faults (manifest fetch, entry script) are retried before an area fails. Which release of an area is
 * registered can change while the tab lives (see liveAreas.ts): its cached modules are dropped then.
 */
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { preloadElement } from 'shared/loading';
import { trackSettlement } from 'shared/loading';
import { areaForPath, type Area } from 'shared/areas';
import { keepLinkedStylesheets } from './linkedStylesheets';
import { liveAreas, onAreaReleased, setLiveAreas } from './liveAreas';
import { ownModuleOf, type PageModule } from './pageModules';
import { pageExpose } from '../pageData';
import { retryTransientFaults } from './retryPlugin';

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

/**
 * Loaded exposed modules by `remote/expose`. A failed load stays cached (React re-renders a failed
 * subtree once before its error boundary shows, and must see the same rejection, not start a new load)
 * until `resetArea` clears it for a Retry.
 */
const loaded = new Map<string, Promise<unknown>>();
/** The same modules once they have arrived, so a render can use them without suspending. */
const arrived = new Map<string, unknown>();

/** Registers the areas (the live ones of the settings document, or the releases a prerendered page names). */
export function registerAreaRemotes(areas: readonly Area[]) {
  registerPlugins([retryTransientFaults({ attempts: 3, delayMs: 300 }), keepLinkedStylesheets()]);
  registerRemotes(areas.map((area) => ({ name: area.remote, entry: area.manifest })));
  setLiveAreas(areas);
}

/** The runtime's own removal, which `registerRemotes(…, { force: true })` runs (typed private, public in JS). */
type RemoteRemoval = { removeRemote(remote: unknown): void };

/**
 * Registers the area's manifest in place of the one registered before: what `force: true` does (the old
 * container, its global and its manifest go) without the warning it prints — here replacing is the point.
 * The releases e2e suite fails on that warning, so a runtime upgrade that changes this shows there.
 */
function replaceRemote(area: Area) {
  const instance = getInstance();
  const registered = instance?.options.remotes.find((remote) => remote.name === area.remote);
  if (instance && registered) (instance.remoteHandler as unknown as RemoteRemoval).removeRemote(registered);
  registerRemotes([{ name: area.remote, entry: area.manifest }]);
}

// A newer release of an area (found on entering it): its old modules go, the new manifest is registered.
onAreaReleased((area) => {
  forgetModules(area);
  replaceRemote(area);
});

async function importExpose<T>(area: Area, expose: string, check: (module: unknown) => T): Promise<T> {
  if (!area.manifest) throw new RemoteUnavailableError(area, new Error('No manifest URL in the settings document.'));
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
    // Read by use() without suspending once arrived (shared/settled.ts).
    module = trackSettlement(importExpose(area, expose, check));
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
export const loadAreaRoutes = (area: Area) => loadAreaModule(area, pageExpose, routesOf);

const componentOf = (module: unknown): ComponentType => {
  const component = (module as { default?: unknown } | undefined)?.default;
  if (typeof component !== 'function') throw new Error('The remote module has no default component.');
  return component as ComponentType;
};

/** A component a remote exposes for the shell's pages (e.g. mf-news `./LatestNews`). */
export const loadAreaComponent = (area: Area, expose: string) => loadAreaModule(area, expose, componentOf);

function forgetModules(area: Area) {
  for (const key of loaded.keys()) {
    if (key.startsWith(`${area.remote}/`)) {
      loaded.delete(key);
      arrived.delete(key);
    }
  }
}

/** Forgets a failed remote (its manifest and entry included) so Retry loads it from the network again. */
export function resetArea(area: Area) {
  forgetModules(area);
  if (area.manifest) replaceRemote(area);
}

/** Starts loading the remote that owns the page at `pathname`, in parallel with the shell's first render. */
export function preloadAreaFor(pathname: string) {
  const area = areaForPath(liveAreas(), pathname);
  if (area) loadAreaRoutes(area).catch(() => undefined);
}

/**
 * Loads the remote module the page at `pathname` renders as its own: its area's routes, with the page's own code
 * (remotes make pages with shared/lazyPage), so it renders without suspending. The prerender job and the
 * hydration await it; an embed's block loads its own module (`<Embed>`).
 */
export function loadPageModule(pathname: string): { module: PageModule; load: Promise<unknown> } | undefined {
  const module = ownModuleOf(liveAreas(), pathname);
  if (!module) return undefined;
  const load = loadAreaRoutes(module.area).then((routes) => Promise.all((matchRoutes(routes, pathname) ?? []).map(({ route }) => preloadElement(route.element))));
  return { module, load };
}
