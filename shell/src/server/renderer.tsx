/**
 * Renders pages of the composed site to HTML in Node, the way the browser composes them: the remotes
 * named by the settings document are loaded through the federation runtime (their Node containers, found
 * from the same manifests), then the page is rendered with React's static prerender, which waits for
 * every lazy module. Data reads run until settled and travel with the page for the hydration.
 */
import { createMemoryRouter } from 'react-router';
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { areas } from 'shared/areas';
import { parseSettings, type SiteSettings } from 'shared/settings';
import { App } from '../App';
import { routes } from '../routes';
import type { PageStatus } from '../pages/pageStatus';
import { loadAreaRoutes, loadPageModules, registerAreaRemotes } from '../remotes/federation';
import { loadQueryModule, setDataClient } from '../remotes/dataClient';
import { collectPaths } from './collectPaths';
import { pageModulesOf, type PageModule } from '../remotes/pageModules';

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
  /** Remote modules the page rendered, for stylesheet links and preload hints. */
  modules: PageModule[];
}

export interface PageRenderer {
  settings: SiteSettings;
  /** Static paths of every area's routes (areas that failed to load are reported, not skipped). */
  listPaths(): Promise<{ static: string[]; dynamic: string[] }>;
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
  registerAreaRemotes(settings);
  await loadQueryModule();

  return {
    settings,
    async listPaths() {
      return collectPaths(await Promise.all(areas.map((area) => loadAreaRoutes(area))));
    },
    async render(url) {
      const { pathname } = new URL(url, settings.siteUrl || 'http://localhost');
      await Promise.all(loadPageModules(pathname).map(({ load }) => load));

      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      setDataClient(client);
      const status: PageStatus = { code: 200 };
      let html = '';
      for (let pass = 1; ; pass += 1) {
        const router = createMemoryRouter(routes, { initialEntries: [url] });
        html = await renderOnce(<App settings={settings} router={router} status={status} />);
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
      return { status: status.code, ...splitHoisted(html), data: dehydrate(client), modules: pageModulesOf(pathname) };
    },
  };
}
