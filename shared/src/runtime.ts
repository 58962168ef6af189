/**
 * The runtime of one browser tab or one page render: the parts every app's code reaches (the site's data, the
 * hydration run), created together and provided through React context. The shell's runtime extends it with its
 * own parts (shell/src/runtime.tsx). Nothing here is a module singleton: two renders in one process, or two tabs'
 * worth of tests, never share one.
 */
import { createElement, type Context, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createHydrationRun, HydrationContext, type HydrationRun } from 'shared/loading';
import { createSiteData, SiteDataContext, type SiteData } from 'shared/siteData';

export interface SiteRuntime {
  data: SiteData;
  hydration: HydrationRun;
}

export interface SiteRuntimeOptions {
  /** Contexts held above blocks still waiting to be hydrated (shared/loading's hydrationRun.ts). */
  heldContexts?: readonly Context<any>[];
  /** The data client to read through (the renderer's, per page); created on first use otherwise. */
  dataClient?: QueryClient;
}

export function createSiteRuntime({ heldContexts, dataClient }: SiteRuntimeOptions = {}): SiteRuntime {
  return { data: createSiteData({ client: dataClient }), hydration: createHydrationRun({ heldContexts }) };
}

/** Provides the runtime's parts to everything below (the shell's pages and the areas' blocks inside them). */
export function SiteRuntimeProvider({ runtime, children }: { runtime: SiteRuntime; children: ReactNode }) {
  return createElement(SiteDataContext, { value: runtime.data }, createElement(HydrationContext, { value: runtime.hydration }, children));
}
