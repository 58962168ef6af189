/**
 * Renders pages of the composed site to HTML in Node, the way the browser composes them: the remotes
 * named by the settings document are loaded through the federation runtime (their Node containers, found
 * from the same manifests), then the page is rendered with React's static prerender, which waits for
 * every lazy module. Data reads run until settled and travel with the page for the hydration.
 */
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { parseSettings, type SiteSettings } from 'shared/settings';
import type { AreaId } from 'shared/areas';
import { App } from '../App';
import type { PageStatus } from '../pages/pageStatus';
import { loadAreaComponent, loadAreaRoutes, loadPageModules, registerAreaRemotes } from '../remotes/federation';
import { startAt } from '../remotes/liveAreas';
import { loadQueryModule, setDataClient } from 'shared/siteData';
import { collectPaths } from './collectPaths';
import { embeddedOnPage, pageModulesOf } from '../remotes/pageModules';

export interface RendererOptions {
  /** The settings document, as served to the browser. */
  settingsDocument: unknown;
  /** Its URL: relative URLs in it resolve against this, as in the browser. */
  settingsUrl: string;
}

export interface RenderedPage {
  /** 200, or 404 for the not-found page. */
  status: number;
  /** Tags React hoisted out of the page (title, description, canonical, social tags). */
  head: string;
  /** The markup of the app root. */
  body: string;
  /** The data the page was rendered with, for the browser's QueryClient. */
  data: DehydratedState;
  /** Remote modules the page rendered (area id and exposed module), for its assets and its dependencies. */
  modules: { area: AreaId; expose: string }[];
  /** Areas the page embeds that the settings document names no release of (their block is unavailable). */
  missingAreas: AreaId[];
}

/** The paths of one area's `./routes`: static ones, and patterns such as `/hospitality-industry-news/:slug`. */
export interface AreaPaths {
  area: AreaId;
  static: string[];
  dynamic: string[];
}

export interface PageRenderer {
  settings: SiteSettings;
  /** The paths of each area's routes (an area that fails to load fails the call, naming it). */
  listPaths(): Promise<AreaPaths[]>;
  /**
   * Loads each module an area must expose and checks its shape (`./routes`: a list of route objects with
   * absolute paths; any other: a component). Throws naming the first that is missing or wrong.
   */
  checkExposes(area: AreaId, exposes: string[]): Promise<void>;
  render(url: string): Promise<RenderedPage>;
}

/** Renders a data-reading page until no query is left unstarted (reads may depend on earlier ones). */
const maxPasses = 4;

async function renderOnce(element: React.ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
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

/** React writes hoisted tags (title, meta, link) before the app's own markup in a non-document render. */
function splitHoisted(html: string): { head: string; body: string } {
  const start = html.search(/<(?!title|meta|link)[a-z]/);
  return start <= 0 ? { head: '', body: html } : { head: html.slice(0, start), body: html.slice(start) };
}

export async function createPageRenderer({ settingsDocument, settingsUrl }: RendererOptions): Promise<PageRenderer> {
  const settings = parseSettings(settingsDocument, settingsUrl);
  registerAreaRemotes(settings.areas);
  await loadQueryModule();
  const areaOf = (id: AreaId) => {
    const area = settings.areas.find((candidate) => candidate.id === id);
    if (!area) throw new Error(`The settings document names no release of the ${id} area.`);
    return area;
  };

  return {
    settings,
    async listPaths() {
      return Promise.all(
        settings.areas.map(async (area) => {
          const routes = await loadAreaRoutes(area).catch((error: unknown) => {
            throw new Error(`The ${area.id} area's routes could not be loaded: ${String((error as Error).cause ?? error)}`, { cause: error });
          });
          return { area: area.id, ...collectPaths([routes]) };
        }),
      );
    },
    async checkExposes(id, exposes) {
      const area = areaOf(id);
      for (const expose of exposes) {
        const name = expose.replace(/^\.\//, '');
        try {
          if (name === 'routes') {
            const { static: paths, dynamic } = collectPaths([await loadAreaRoutes(area)]);
            const relative = [...paths, ...dynamic].filter((path) => !path.startsWith('/'));
            if (relative.length) throw new Error(`route paths must be absolute: ${relative.join(', ')}`);
          } else {
            await loadAreaComponent(area, name);
          }
        } catch (error) {
          const cause = (error as Error).cause ?? error;
          throw new Error(`${area.remote} does not expose "./${name}" as the site needs: ${cause instanceof Error ? cause.message : String(cause)}`, { cause: error });
        }
      }
    },
    async render(url) {
      const { pathname } = new URL(url, settings.siteUrl || 'http://localhost');
      startAt(pathname);
      await Promise.all(loadPageModules(pathname).map(({ load }) => load));

      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      setDataClient(client);
      const status: PageStatus = { code: 200 };
      let html = '';
      for (let pass = 1; ; pass += 1) {
        html = await renderOnce(<App settings={settings} url={url} status={status} />);
        const queries = client.getQueryCache().getAll();
        const failed = queries.find((query) => query.state.status === 'error');
        if (failed) throw new Error(`A data read failed (${JSON.stringify(failed.queryKey)}): ${String(failed.state.error)}`);
        const unstarted = queries.filter(
          (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
        );
        if (!unstarted.length) break;
        if (pass === maxPasses) throw new Error(`Data reads still pending after ${maxPasses} renders.`);
        await Promise.all(unstarted.map((query) => query.fetch()));
      }
      const modules = pageModulesOf(settings.areas, pathname).map(({ area, expose }) => ({ area: area.id, expose }));
      const missingAreas = (embeddedOnPage[pathname] ?? []).map(({ area }) => area).filter((id) => !settings.areas.some((area) => area.id === id));
      return { status: status.code, ...splitHoisted(html), data: dehydrate(client), modules, missingAreas };
    },
  };
}
