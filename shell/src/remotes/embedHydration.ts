/**
 * Hydrating a remote's block on a prerendered page: an embed below a shell page's content loads its module
 * (and the data library, when the page was rendered with data) before its block is hydrated; a remote that
 * cannot be loaded keeps its prerendered markup as a static island instead of flipping to its panel.
 */
import { loadQueryModule } from 'shared/siteData';
import type { Area } from 'shared/areas';
import type { ShellRuntime } from '../runtime';

export function keepAsIsland(runtime: ShellRuntime, area: Area, pathname: string, root: ParentNode, error: unknown) {
  console.error(`[remote] ${area.remote} could not be loaded; its prerendered content stays as it is.`, error);
  runtime.islands.keep(area.remote, pathname, root);
}

/**
 * What an embed's block (a remote block below a shell page's content) needs before it is hydrated on a
 * prerendered page: the remote's module and, when the page was rendered with data, the data library. A remote
 * that cannot be loaded keeps its prerendered markup as a static island.
 */
export function loadEmbedForHydration(runtime: ShellRuntime, area: Area, expose: string, pathname: string): Promise<unknown> {
  return Promise.all([
    runtime.modules.component(area, expose).catch((error: unknown) => keepAsIsland(runtime, area, pathname, document, error)),
    runtime.data.renderedWithData() ? loadQueryModule() : undefined,
  ]);
}
