/**
 * Runtime composition: the areas named by the settings document are registered with the federation
 * runtime at start-up; an area's `./routes` module is loaded on first visit and cached. Transient
 * faults (manifest fetch, entry script) are retried before an area fails. Which release of an area is
 * registered can change while the tab lives (see liveAreas.ts): its cached modules are dropped then.
 * The federation runtime's registration is per JS realm (one per tab, one per renderer in Node); the cache
 * of loaded exposes is an object of the tab's runtime (`createAreaModules`, shell/src/runtime.tsx).
 */
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { preloadElement } from 'shared/loading';
import { trackSettlement } from 'shared/loading';
import { areaForPath, manifestUrl, type Area } from 'shared/areas';
import { keepLinkedStylesheets } from './linkedStylesheets';
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
 * Registers the areas (the live ones of the settings document, or the releases a prerendered page names), each
 * manifest resolved against the settings document (`settingsUrl`): the one place a tab or a render resolves it.
 */
export function registerAreaRemotes(areas: readonly Area[], settingsUrl: string) {
  registerPlugins([retryTransientFaults({ attempts: 3, delayMs: 300 }), keepLinkedStylesheets()]);
  registerRemotes(areas.map((area) => ({ name: area.remote, entry: manifestUrl(area, settingsUrl) })));
}

/** The runtime's own removal, which `registerRemotes(…, { force: true })` runs (typed private, public in JS). */
type RemoteRemoval = { removeRemote(remote: unknown): void };

/**
 * Registers the area's manifest in place of the one registered before: what `force: true` does (the old
 * container, its global and its manifest go) without the warning it prints — here replacing is the point.
 * The releases e2e suite fails on that warning, so a runtime upgrade that changes this shows there.
 */
export function replaceRemote(area: Area, settingsUrl: string) {
  const instance = getInstance();
  const registered = instance?.options.remotes.find((remote) => remote.name === area.remote);
  if (instance && registered) (instance.remoteHandler as unknown as RemoteRemoval).removeRemote(registered);
  registerRemotes([{ name: area.remote, entry: manifestUrl(area, settingsUrl) }]);
}

async function importExpose<T>(area: Area, expose: string, check: (module: unknown) => T): Promise<T> {
  if (!area.manifest) throw new RemoteUnavailableError(area, new Error('No manifest URL in the settings document.'));
  try {
    return check(await loadRemote(`${area.remote}/${expose}`));
  } catch (error) {
    throw new RemoteUnavailableError(area, error);
  }
}

const routesOf = (module: unknown): RouteObject[] => {
  const routes = (module as RoutesModule | undefined)?.default;
  if (!Array.isArray(routes)) throw new Error('The remote did not export a list of routes.');
  return routes;
};

const componentOf = (module: unknown): ComponentType => {
  const component = (module as { default?: unknown } | undefined)?.default;
  if (typeof component !== 'function') throw new Error('The remote module has no default component.');
  return component as ComponentType;
};

/** The exposed modules a tab (or a renderer) has loaded, by `remote/expose`. */
export interface AreaModules {
  /** An exposed module of an area's remote, loaded once and cached (the same promise for every caller). */
  load<T>(area: Area, expose: string, check: (module: unknown) => T): Promise<T>;
  /** An exposed module that has already loaded, or undefined. */
  arrived<T>(area: Area, expose: string): T | undefined;
  /** The area's `./routes`. */
  routes(area: Area): Promise<RouteObject[]>;
  /** A component a remote exposes for the shell's pages (e.g. mf-news `./LatestNews`). */
  component(area: Area, expose: string): Promise<ComponentType>;
  /** Drops the area's modules (a newer release of it is registered). */
  forget(area: Area): void;
  /** Forgets a failed remote (its manifest and entry included) so Retry loads it from the network again. */
  reset(area: Area): void;
}

/** The modules of areas registered against the settings document at `settingsUrl` (registerAreaRemotes). */
export function createAreaModules(settingsUrl: string): AreaModules {
  /**
   * Loaded exposed modules by `remote/expose`. A failed load stays cached (React re-renders a failed
   * subtree once before its error boundary shows, and must see the same rejection, not start a new load)
   * until `reset` clears it for a Retry.
   */
  const loaded = new Map<string, Promise<unknown>>();
  /** The same modules once they have arrived, so a render can use them without suspending. */
  const arrived = new Map<string, unknown>();

  const modules: AreaModules = {
    load<T>(area: Area, expose: string, check: (module: unknown) => T): Promise<T> {
      const key = `${area.remote}/${expose}`;
      let module = loaded.get(key) as Promise<T> | undefined;
      if (!module) {
        // Read by use() without suspending once arrived (shared/src/loading/settled.ts).
        const loading = trackSettlement(importExpose(area, expose, check));
        loading.then(
          (value) => loaded.get(key) === loading && arrived.set(key, value),
          () => undefined, // handled where the module is used
        );
        loaded.set(key, loading);
        module = loading;
      }
      return module;
    },
    arrived: <T>(area: Area, expose: string) => arrived.get(`${area.remote}/${expose}`) as T | undefined,
    routes: (area) => modules.load(area, pageExpose, routesOf),
    component: (area, expose) => modules.load(area, expose, componentOf),
    forget(area) {
      for (const key of loaded.keys()) {
        if (key.startsWith(`${area.remote}/`)) {
          loaded.delete(key);
          arrived.delete(key);
        }
      }
    },
    reset(area) {
      modules.forget(area);
      if (area.manifest) replaceRemote(area, settingsUrl);
    },
  };
  return modules;
}

/** Starts loading the remote that owns the page at `pathname`, in parallel with the shell's first render. */
export function preloadAreaFor(modules: AreaModules, areas: readonly Area[], pathname: string) {
  const area = areaForPath(areas, pathname);
  if (area) modules.routes(area).catch(() => undefined);
}

/**
 * Loads the remote module the page at `pathname` renders as its own: its area's routes, with the page's own code
 * (remotes make pages with shared/lazyPage), so it renders without suspending. The prerender job and the
 * hydration await it; an embed's block loads its own module (`<Embed>`).
 */
export function loadPageModule(modules: AreaModules, areas: readonly Area[], pathname: string): { module: PageModule; load: Promise<unknown> } | undefined {
  const module = ownModuleOf(areas, pathname);
  if (!module) return undefined;
  const load = modules.routes(module.area).then((routes) => Promise.all((matchRoutes(routes, pathname) ?? []).map(({ route }) => preloadElement(route.element))));
  return { module, load };
}
