/**
 * The shell's runtime: one object per browser tab (bootstrap.tsx) and per page render (server/renderer.tsx),
 * reached through React context. It extends shared's (the site's data, the hydration run: what the areas' code
 * reaches too) with the shell's own parts: the live areas, the loaded area modules and the static islands.
 * Nothing on the render path is a module singleton, so nothing is reset between two renders and one process
 * renders several pages at once.
 */
import { createContext, use, type ReactNode } from 'react';
import { UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { Area } from 'shared/areas';
import type { DialogKind } from 'shared/dialogs';
import { createSiteRuntime, SiteRuntimeProvider, type SiteRuntime } from 'shared/runtime';
import type { Notice } from './content/dialogs';
import { createAreaModules, replaceRemote, type AreaModules } from './remotes/federation';
import { createLiveAreas, useAreasOf, type LiveAreas } from './remotes/liveAreas';
import { createStaticIslands, type StaticIslands } from './remotes/staticIslands';
import { createErrorCapture, type ErrorCapture } from './field/errorCapture';

export interface ShellRuntime extends SiteRuntime {
  areas: LiveAreas;
  /** The area modules loaded so far: the tab's, or (in Node) the renderer's, shared by its renders (code, not state). */
  modules: AreaModules;
  islands: StaticIslands;
  /** Whether the tab loaded the page into a history entry it had been on (historyEntry.ts): saved scroll positions apply. */
  loadedIntoKnownEntry: boolean;
  /**
   * Values of a lead that could not be sent after its dialog was closed (the visitor did not wait), by dialog: the
   * form opens with them again, with the error, so nothing has to be typed again (dialogs/LeadForm.tsx). For the visit.
   */
  unsentLeads: Map<DialogKind, { values: FieldValues; failure: Notice }>;
  /** Errors the tab met, for the field reporter (field/errorCapture.ts); a render's are never read. */
  errors: ErrorCapture;
}

export interface ShellRuntimeOptions {
  /** The areas to compose (the live ones, or the releases a prerendered page names). */
  areas: readonly Area[];
  /** The page the tab (or the render) starts at: nothing to revalidate for it. */
  pathname: string;
  /** The settings document's URL: the areas' manifests are resolved against it. */
  settingsUrl: string;
  /** Area modules already loaded by this realm (the renderer's); the tab starts its own. */
  modules?: AreaModules;
  /** The render's data client (the renderer's options); the tab's is created on first read. */
  dataClient?: QueryClient;
  /** See ShellRuntime; false for a render. */
  loadedIntoKnownEntry?: boolean;
  /** The tab's error capture, listening from the start (index.ts); a render gets one of its own. */
  errors?: ErrorCapture;
}

// A navigation must not wait for a block still waiting to be hydrated: the router's contexts stay as they were
// above such a block until it is (shared/loading/hydrationRun.ts).
const routerContexts = [UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext];

export function createShellRuntime({ areas, pathname, settingsUrl, modules, dataClient, loadedIntoKnownEntry = false, errors = createErrorCapture() }: ShellRuntimeOptions): ShellRuntime {
  const runtime: ShellRuntime = {
    ...createSiteRuntime({ heldContexts: routerContexts, dataClient }),
    areas: createLiveAreas(areas),
    modules: modules ?? createAreaModules(settingsUrl),
    islands: createStaticIslands(),
    loadedIntoKnownEntry,
    unsentLeads: new Map(),
    errors,
  };
  runtime.areas.startAt(pathname);
  // A newer release of an area (found on entering it): its old modules go, the new manifest is registered.
  runtime.areas.onReleased((area) => {
    runtime.modules.forget(area);
    replaceRemote(area, settingsUrl);
  });
  return runtime;
}

const ShellRuntimeContext = createContext<ShellRuntime | null>(null);

export function ShellRuntimeProvider({ runtime, children }: { runtime: ShellRuntime; children: ReactNode }) {
  return (
    <ShellRuntimeContext value={runtime}>
      <SiteRuntimeProvider runtime={runtime}>{children}</SiteRuntimeProvider>
    </ShellRuntimeContext>
  );
}

/** The tab's (or the render's) runtime; the shell's components render only under `ShellRuntimeProvider` (App). */
export function useShellRuntime(): ShellRuntime {
  const runtime = use(ShellRuntimeContext);
  if (!runtime) throw new Error('A shell component rendered outside ShellRuntimeProvider (the App gives every render its runtime).');
  return runtime;
}

/** The areas the tab composes, re-rendering when a release changes them. */
export const useLiveAreas = (): readonly Area[] => useAreasOf(useShellRuntime().areas);
