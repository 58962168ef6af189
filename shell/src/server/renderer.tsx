/**
 * Renders pages of the composed site to HTML in Node, the way the browser composes them: the remotes
 * named by the settings document are loaded through the federation runtime (their Node containers, found
 * from the same manifests), then the page is rendered with React's static prerender, which waits for
 * every lazy module. Data reads run until settled and travel with the page for the hydration. Each render has
 * a runtime of its own (shell/src/runtime.tsx: its data client, live areas, hydration run), so renders run
 * concurrently and nothing is reset between two; the loaded area modules are the renderer's (code). It returns
 * the whole page (shell/src/document/): the document, its status and what it depends on — the contract the
 * prerender job holds it to (platform/prerender/rendererContract.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { siteSettings } from 'shared/settings';
import { manifestUrl, releaseOf, type PageReleases } from 'shared/areas';
import type { AreaPaths, PageRenderer, RenderedDocument, RendererOptions } from 'platform/prerender/rendererContract';
import { fetchJson } from 'platform/prerender/fetchJson';
import { documentTagsFile, pageLoaderDir, pageLoaderFile } from 'platform/build/documentFiles';
import type { DocumentTags } from '../document/buildTags';
import { prerenderedPage, type PageLoader, type PageParts } from '../document/prerenderedPage';
import { appRootId } from '../document/shellDocument';
import { exposeAssets, type RemoteAssets, type RemoteManifest } from '../document/remoteAssets';
import { pagePublicPaths } from './pagePublicPaths';
import { isEmbed } from '../pageData';
import { App } from '../App';
import type { PageStatus } from '../pages/pageStatus';
import { createAreaModules, loadPageModule, registerAreaRemotes } from '../remotes/federation';
import { createShellRuntime } from '../runtime';
import { contentShown, loadQueryModule } from 'shared/siteData';
import { collectPaths } from './collectPaths';
import { newPageRecord, PageRecordContext } from '../remotes/pageRecord';

export type { AreaPaths, PageRenderer, RenderedDocument, RendererOptions };

/** One render of the app: its status, markup, data and the remote modules it used. */
interface RenderedApp extends PageParts {
  status: number;
  data: DehydratedState;
  modules: { area: string; expose: string }[];
  /** Areas the page embeds that the settings document names no release of (their block is unavailable). */
  missingAreas: string[];
  /** What each of the page's data reads declared it shows (shared/siteData's content reads). */
  reads: unknown[];
}

/** Renders a page until no data read is left unstarted and every block it embeds has its module (reads may depend on earlier ones). */
const maxPasses = 6;

/**
 * The app's root, as the document has it: rendered around the app on the server, it puts the app's markup after
 * the tags React hoists out of it (title, meta, link; their text and attributes escaped, so they cannot contain
 * it). A single child, so the app's `useId`s are those of `hydrateRoot(root, <App />)`.
 */
const rootElement = { open: `<div id="${appRootId}">`, close: '</div>' };

/** The page's parts: the hoisted tags before the root, the app's markup inside it. */
function pageParts(html: string): PageParts {
  const start = html.indexOf(rootElement.open);
  if (start < 0 || !html.endsWith(rootElement.close)) throw new Error('The rendered page is not wrapped in its root element.');
  return { head: html.slice(0, start), body: html.slice(start + rootElement.open.length, -rootElement.close.length) };
}

async function renderOnce(element: React.ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<div id={appRootId}>{element}</div>, {
    onError: (error) => void errors.push(error),
    // Every boundary inline: React otherwise writes a large one after its fallback, swapped in by a script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (errors.length) throw errors[0];
  return html;
}

/** A query a component turned off (`enabled: false`) is not read for it. */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

export async function createPageRenderer({ settingsDocument, settingsUrl, origin, shellDir }: RendererOptions): Promise<PageRenderer> {
  // The document comes typed from Node's reader (platform/settings/reader.ts): nothing to check again.
  const settings = siteSettings(settingsDocument, settingsUrl);
  registerAreaRemotes(settings.areas, settingsUrl);
  // The remotes' asset URLs as the page names them (root-relative on the site's origin), made by the remotes themselves.
  registerPlugins([pagePublicPaths(origin)]);
  // The federation runtime's remotes are this realm's; the exposes loaded through them serve every render.
  const modules = createAreaModules(settingsUrl);
  // What the build made for the document: its tags (the template is this build's own code) and the page loader
  // with its hash.
  const tagsFile = path.join(shellDir, documentTagsFile);
  const [tagsText, tagsStat, loaderText] = await Promise.all([
    fs.readFile(tagsFile, 'utf8'),
    fs.stat(tagsFile),
    fs.readFile(path.join(shellDir, pageLoaderDir, pageLoaderFile), 'utf8'),
    loadQueryModule(),
  ]);
  const tags = JSON.parse(tagsText) as DocumentTags;
  const loader = JSON.parse(loaderText) as PageLoader;
  // Each remote's manifest is read once per renderer (with the job's reader: a non-2xx answer is an error naming the URL).
  const manifests = new Map<string, ReturnType<typeof fetchJson>>();
  const manifestOf = (url: string) => {
    if (!manifests.has(url)) manifests.set(url, fetchJson(url));
    return manifests.get(url)!;
  };
  const areaOf = (id: string) => {
    const area = settings.areas.find((candidate) => candidate.id === id);
    if (!area) throw new Error(`The settings document names no release of the ${id} area.`);
    return area;
  };

  return {
    settings,
    async listPaths() {
      return Promise.all(
        settings.areas.map(async (area) => {
          const routes = await modules.routes(area).catch((error: unknown) => {
            throw new Error(`The ${area.id} area's routes could not be loaded: ${String((error as Error).cause ?? error)}`, { cause: error });
          });
          return { area: area.id, ...collectPaths([routes]) };
        }),
      );
    },
    async checkExposes(id, exposes) {
      const area = areaOf(id);
      for (const expose of exposes) {
        const name = expose.startsWith('./') ? expose.slice('./'.length) : expose;
        try {
          if (name === 'routes') {
            const { static: paths, dynamic } = collectPaths([await modules.routes(area)]);
            const relative = [...paths, ...dynamic].filter((path) => !path.startsWith('/'));
            if (relative.length) throw new Error(`route paths must be absolute: ${relative.join(', ')}`);
          } else {
            await modules.component(area, name);
          }
        } catch (error) {
          const cause = (error as Error).cause ?? error;
          throw new Error(`${area.remote} does not expose "./${name}" as the site needs: ${cause instanceof Error ? cause.message : String(cause)}`, { cause: error });
        }
      }
    },
    async renderPage(url) {
      const app = await renderApp(url);
      const assets: RemoteAssets = { css: [], js: [] };
      const releases: PageReleases = {};
      let composedFrom = tagsStat.mtime;
      for (const module of app.modules) {
        const area = areaOf(module.area);
        const url = manifestUrl(area, settingsUrl);
        const { body, lastModified } = await manifestOf(url);
        const manifest = body as RemoteManifest;
        const own = exposeAssets(url, manifest, module.expose, origin);
        // Two modules of one area share its stylesheet: linked once.
        assets.css.push(...own.css.filter((sheet) => !assets.css.some((linked) => linked.href === sheet.href)));
        // The loader preloads the page's own scripts; an embed's block loads its own as it comes near the viewport.
        if (!isEmbed(module)) assets.js.push(...own.js);
        releases[area.id] = releaseOf(area);
        if (lastModified && lastModified > composedFrom) composedFrom = lastModified;
      }
      const data = app.data;
      return {
        status: app.status,
        html: prerenderedPage(tags, app, assets, { data, releases }, loader),
        dependencies: {
          // An embedded area with no release yet counts too (version and manifest ''): its release renders the page again.
          releases: { ...Object.fromEntries(app.missingAreas.map((id) => [id, { version: '', manifest: '' }])), ...releases },
          modules: app.modules.map(({ area, expose }) => `${area}/${expose}`),
          ...contentShown(app.reads),
        },
        composedFrom,
        loaderHash: loader.hash,
      };
    },
  };

  async function renderApp(url: string): Promise<RenderedApp> {
    const { pathname } = new URL(url, settings.siteUrl || 'http://localhost');
    const own = loadPageModule(modules, settings.areas, pathname);
    await own?.load;

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const runtime = createShellRuntime({ areas: settings.areas, pathname, settingsUrl, modules, dataClient: client });
    const status: PageStatus = { code: 200 };
    const record = newPageRecord();
    let html = '';
    for (let pass = 1; ; pass += 1) {
      html = await renderOnce(
        <PageRecordContext value={record}>
          <App settings={settings} runtime={runtime} url={url} status={status} />
        </PageRecordContext>,
      );
      const queries = client.getQueryCache().getAll();
      const failed = queries.find((query) => query.state.status === 'error');
      if (failed) throw new Error(`A data read failed (${JSON.stringify(failed.queryKey)}): ${String(failed.state.error)}`);
      const unstarted = queries.filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
      // The blocks the page embeds, as they recorded themselves: rendered again once their modules have arrived.
      const embedsToLoad = record.embeds.flatMap(({ area: id, expose }) => {
        const area = settings.areas.find((candidate) => candidate.id === id);
        return area && !modules.arrived(area, expose) ? [modules.component(area, expose)] : [];
      });
      if (!unstarted.length && !embedsToLoad.length) break;
      if (pass === maxPasses) throw new Error(`Data reads or embedded blocks still pending after ${maxPasses} renders.`);
      await Promise.all([...unstarted.map((query) => query.fetch()), ...embedsToLoad]);
    }
    const isReleased = (id: string) => settings.areas.some((area) => area.id === id);
    return {
      status: status.code,
      ...pageParts(html),
      data: dehydrate(client),
      modules: [...(own ? [{ area: own.module.area.id, expose: own.module.expose }] : []), ...record.embeds.filter(({ area }) => isReleased(area))],
      missingAreas: record.embeds.map(({ area }) => area).filter((id) => !isReleased(id)),
      reads: client.getQueryCache().getAll().map((query) => query.meta),
    };
  }
}
