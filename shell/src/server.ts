// Node entry of the shell (its Node build is the prerender job's renderer). The dynamic import is the
// async boundary that lets the federation runtime set up the shared singletons before any is imported.
import type { PageRenderer, RendererOptions } from './server/renderer';

export async function createRenderer(options: RendererOptions): Promise<PageRenderer> {
  const { createPageRenderer } = await import('./server/renderer');
  return createPageRenderer(options);
}

export type { PageRenderer, RendererOptions, RenderedPage } from './server/renderer';
