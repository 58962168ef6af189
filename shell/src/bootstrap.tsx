import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { nextTask, onReached } from 'shared/loading';
import { readSettings } from 'shared/settings';
import { App } from './App';
import { preloadAreaFor, registerAreaRemotes } from './remotes/federation';
import { createShellRuntime } from './runtime';
import { settingsUrl } from './settingsDocument';
import { keyEntriesTheBrowserAdds, keyLoadedHistoryEntry } from './historyEntry';
import { isPrerendered, pageReleases, prepareHydration, withPageReleases } from './hydration';
import type { ErrorCapture } from './field/errorCapture';
import { adoptOverrideParameter, overriddenOnPage, withAreaOverrides } from './remotes/areaOverrides';

export async function start(document: Promise<unknown>, errors: ErrorCapture) {
  // Parsed through the settings schema: a document that does not parse is logged and read as none.
  const url = settingsUrl();
  const { document: settingsDocument, settings } = readSettings(await document, url);
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
  // The settings read and checked, then the areas registered and the page's module asked for, each in a task of
  // its own: together they were one 8–10 ms task on a quiet machine (Lighthouse counts one of 12.5 ms as long).
  await nextTask();
  registerAreaRemotes(areas, url);
  // The tab's runtime: its areas, loaded modules, data and hydration (runtime.tsx).
  const runtime = createShellRuntime({ areas, pathname, settingsUrl: url, loadedIntoKnownEntry, errors });
  // The field reporter, in a chunk of its own, once the page is idle: it delays nothing (field/reporter.ts).
  onReached('idle', () => {
    import(/* webpackChunkName: "field" */ './field/reporter').then(
      ({ startFieldReporter }) => startFieldReporter({ document: settingsDocument, settingsUrl: url, areas: () => runtime.areas.list(), errors, backendUrl: settings.backend.url }),
      () => undefined,
    );
  });
  if (prerendered) {
    await nextTask();
    await prepareHydration(runtime, pathname, root);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page; the prerendered page is visible and its links work meanwhile.
    startTransition(() => {
      hydrateRoot(root, <App settings={settings} runtime={runtime} />);
    });
    return;
  }
  // Start fetching the current page's remote now, in parallel with the first render.
  preloadAreaFor(runtime.modules, areas, pathname);
  // Remote blocks below a shell page's content (the home page's latest news) fetch their code at the first idle
  // moment after the paint (`<Embed>`'s RemoteWidget).
  // Each page renders its own title and description (React hoists them into <head>); drop the
  // document's fallbacks so there is exactly one of each.
  window.document.querySelectorAll('[data-fallback-head]').forEach((element) => element.remove());
  createRoot(root).render(<App settings={settings} runtime={runtime} />);
}
