/** The live shell's Node renderer, which the job (and each of its render workers) renders pages with. */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PageRenderer, RendererModule, RendererOptions } from './rendererContract';

export function loadRenderer(options: RendererOptions): Promise<PageRenderer> {
  // The shell's Node build (the federation runtime keeps remotes per process: each job is a fresh process,
  // so a re-released area is always loaded anew).
  const { createRenderer } = createRequire(import.meta.url)(path.join(options.shellDir, 'server', 'main.js')) as RendererModule;
  return createRenderer(options);
}
