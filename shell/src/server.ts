// Node entry of the shell (its Node build is the prerender job's renderer: platform/prerender/rendererContract.ts).
// The dynamic import is the async boundary that lets the federation runtime set up the shared singletons before
// any is imported.
import type { PageRenderer, RendererOptions } from 'platform/prerender/rendererContract';

export async function createRenderer(options: RendererOptions): Promise<PageRenderer> {
  const { createPageRenderer } = await import('./server/renderer');
  return createPageRenderer(options);
}
