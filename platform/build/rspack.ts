/**
 * The one Rspack + Module Federation 2 config factory. The shell and every remote call it, so the
 * shared singletons, CSS pipeline and output naming cannot drift apart between apps.
 */
import type { Configuration } from '@rspack/core';
import { resolveApp, type AppConfigOptions } from './appOptions';
import { usesExternalRuntime } from './federationRuntime';
import { browserConfig } from './targets/browser';
import { serverConfig } from './targets/server';
import { standaloneRuntimeConfig } from './targets/standaloneRuntime';
import { pageLoaderConfig } from './targets/pageLoader';

export type { AppConfigOptions };

/**
 * The browser build and the Node build of an app (Rspack builds both from this one config). A dev server
 * (`rspack serve`, NODE_ENV=development) builds the browser side alone; `npm run dev -- <area>` builds the
 * area's Node side beside it in watch mode (platform/dev/nodeContainerWatch.ts), for the prerender job.
 */
export function createAppConfig(options: AppConfigOptions): Configuration[] {
  const production = process.env.NODE_ENV !== 'development';
  const app = resolveApp(options);
  // `rspack serve` (the CLI passes its command only to config functions; these configs are arrays).
  const serving = process.argv.slice(2).includes('serve');
  if (!production && serving) return [browserConfig(app, production)];
  return [
    browserConfig(app, production),
    serverConfig(app, production),
    ...(app.pageLoader ? [pageLoaderConfig(app, production)] : []),
    ...(usesExternalRuntime(Boolean(app.exposes), production) ? [standaloneRuntimeConfig(app)] : []),
  ];
}
