/**
 * Runtime composition: the remotes named by the settings document are registered with the federation
 * runtime at start-up; an area's `./routes` module is loaded on first visit and cached. Transient
 * faults (manifest fetch, entry script) are retried before an area fails.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { areaForPath, areas, type Area } from 'shared/areas';
import type { SiteSettings } from 'shared/settings';
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

let manifests: SiteSettings['remotes'] = {};
/**
 * Loaded exposed modules by `remote/expose`. A failed load stays cached (React re-renders a failed
 * subtree once before its error boundary shows, and must see the same rejection, not start a new load)
 * until `resetArea` clears it for a Retry.
 */
const loaded = new Map<string, Promise<unknown>>();

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
    module.catch(() => undefined); // handled where the module is used
    loaded.set(key, module);
  }
  return module;
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
  for (const key of loaded.keys()) if (key.startsWith(`${area.remote}/`)) loaded.delete(key);
  const entry = manifests[area.id];
  if (entry) registerRemotes([{ name: area.remote, entry }], { force: true });
}

/** Starts loading the remote that owns the page at `pathname`, in parallel with the shell's first render. */
export function preloadAreaFor(pathname: string) {
  const area = areaForPath(pathname);
  if (area) loadAreaRoutes(area).catch(() => undefined);
}

/** Remote components the shell's own pages embed below their main content, by path. */
const embeddedOnPage: Record<string, [Area['id'], string][]> = { '/': [['news', 'LatestNews']] };

/** Starts loading the remote components the page at `pathname` embeds (call once the page has painted). */
export function preloadEmbedsFor(pathname: string) {
  for (const [id, expose] of embeddedOnPage[pathname] ?? []) {
    const owner = areas.find((candidate) => candidate.id === id);
    if (owner) loadAreaComponent(owner, expose).catch(() => undefined);
  }
}
