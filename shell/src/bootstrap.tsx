/**
 * The page's own steps, run in the order shell/src/index.ts lists them: the settings read and the page found,
 * the tab's runtime started, the page prepared and hydrated (prerendered) or rendered. Each returns what the next one needs.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { nextTask, onReached } from 'shared/loading';
import { readSettings, type SiteSettings } from 'shared/settings';
import type { Area } from 'shared/areas';
import { App } from './App';
import { preloadAreaFor, registerAreaRemotes } from './remotes/federation';
import { createShellRuntime, type ShellRuntime } from './runtime';
import { settingsUrl } from './settingsDocument';
import { keyEntriesTheBrowserAdds, keyLoadedHistoryEntry } from './historyEntry';
import { isPrerendered, pageReleases, prepareHydration, withPageReleases } from './hydration';
import type { ErrorCapture } from './field/errorCapture';
import { adoptOverrideParameter, overriddenOnPage, withAreaOverrides } from './remotes/areaOverrides';

/** The page as its start found it: the settings, the areas it composes and its root. */
export interface FoundPage {
  url: string;
  settingsDocument: ReturnType<typeof readSettings>['document'];
  settings: SiteSettings;
  areas: Area[];
  pathname: string;
  root: HTMLElement;
  prerendered: boolean;
  loadedIntoKnownEntry: ReturnType<typeof keyLoadedHistoryEntry>;
}

/** Reads the settings document (parsed through the settings schema: one that does not parse is logged and read as none) and the page. */
export function findPage(document: unknown): FoundPage {
  const url = settingsUrl();
  const { document: settingsDocument, settings } = readSettings(document, url);
  adoptOverrideParameter();
  const loadedIntoKnownEntry = keyLoadedHistoryEntry();
  keyEntriesTheBrowserAdds();
  const { pathname } = window.location;
  const root = window.document.getElementById('root')!;
  // A page prerendered with another build of an area overridden here is rendered again, not hydrated; one the
  // job rendered with the same override (`npm run dev -- <area>`) hydrates.
  if (overriddenOnPage(pageReleases(), settingsDocument, url)) root.replaceChildren();
  const prerendered = isPrerendered(root);
  const areas = withAreaOverrides(prerendered ? withPageReleases(settings.areas) : settings.areas, settingsDocument);
  return { url, settingsDocument, settings, areas, pathname, root, prerendered, loadedIntoKnownEntry };
}

/** Registers the areas and starts the tab's runtime (runtime.tsx: its areas, loaded modules, data and hydration). */
export function startRuntime(page: FoundPage, errors: ErrorCapture): ShellRuntime {
  const { areas, pathname, url, loadedIntoKnownEntry, settingsDocument, settings } = page;
  registerAreaRemotes(areas, url);
  const runtime = createShellRuntime({ areas, pathname, settingsUrl: url, loadedIntoKnownEntry, errors });
  // The field reporter, in a chunk of its own, once the page is idle: it delays nothing (field/reporter.ts). Started
  // in the task after the one that evaluated its chunk: together they were a long task on a slow phone (16 ms of
  // wall time on the news list under Lighthouse, 65 ms at its 4×), the one that set the page's TTI.
  onReached('idle', () => {
    import(/* webpackChunkName: "field" */ './field/reporter').then(
      async ({ startFieldReporter }) => {
        await nextTask();
        startFieldReporter({ document: settingsDocument, settingsUrl: url, areas: () => runtime.areas.list(), errors, backendUrl: settings.backend.url });
      },
      () => undefined,
    );
  });
  return runtime;
}

/** A prerendered page's modules and data made ready for its hydration. */
export function preparePage({ pathname, root }: FoundPage, runtime: ShellRuntime): Promise<void> {
  return prepareHydration(runtime, pathname, root);
}

/** A prerendered page, once prepared, hydrated as a transition (it yields every few milliseconds; the page is visible and its links work meanwhile). */
export function hydratePage({ root, settings }: FoundPage, runtime: ShellRuntime): void {
  startTransition(() => {
    hydrateRoot(root, <App settings={settings} runtime={runtime} />);
  });
}

/** The plain shell page: the app rendered in its empty root. */
export function renderPage({ areas, pathname, root, settings }: FoundPage, runtime: ShellRuntime): void {
  // Start fetching the current page's remote now, in parallel with the first render. Remote blocks below a shell
  // page's content (the home page's latest news) fetch their code at the first idle moment after the paint
  // (`<Embed>`'s RemoteWidget).
  preloadAreaFor(runtime.modules, areas, pathname);
  // Each page renders its own title and description (React hoists them into <head>); drop the document's
  // fallbacks so there is exactly one of each.
  window.document.querySelectorAll('[data-fallback-head]').forEach((element) => element.remove());
  createRoot(root).render(<App settings={settings} runtime={runtime} />);
}
