/**
 * The dev server of an app in development mode (`rspack serve` with NODE_ENV=development): hot module
 * replacement with React Fast Refresh, on the app's registry port, open to every origin (the shell composes the
 * remotes' dev servers from its own). The shell's dev server forwards what the site server answers — the
 * settings document and the embedded backend — to `DEV_SITE_ORIGIN` (set by platform/dev/session.ts).
 *
 * In `npm run dev -- <area>` the prerender job renders the area from source too (platform/dev/session.ts), and its dev
 * server takes two more settings from there:
 * - DEV_NODE_BUILD_DIR: the output folder of the area's Node build from source (platform/dev/nodeContainerWatch.ts):
 *   its `server/` is served at `/server/…`, where the manifest's `ssrRemoteEntry` points;
 * - DEV_RELOAD_ON: a file platform/dev/session.ts rewrites once the job has rendered the pages again from an edit: the page
 *   reloads then, not when the browser build is done — a reload before that would hydrate the new build against
 *   the old HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { serverDir } from './nodeContainer';
import { isBackendPath } from 'supabase-backend/server/backendPaths';

type DevServer = NonNullable<Configuration['devServer']>;

/**
 * DEV_IN_PRODUCTION_SHELL=1: a development build of one area composed into a production shell
 * (`npm run dev -- <area>`), whose React is React's production build: it has no Fast Refresh and no
 * development JSX runtime, so the area compiles JSX for production React and a change reloads the page.
 */
export const inProductionShell = () => process.env.DEV_IN_PRODUCTION_SHELL === '1';

/** Whether a development build swaps edited modules in (HMR with React Fast Refresh). */
export const hotReplacement = () => !inProductionShell();

/** What the shell's dev server forwards to the site server. */
export const isSitePath = (pathname: string) => pathname === '/settings.json' || isBackendPath(pathname);

/** Calls `changed` each time `file` is written anew (polled: it may not exist yet, and a stat costs nothing). */
function whenRewritten(file: string, changed: () => void): void {
  fs.watchFile(file, { interval: 200 }, (now, before) => {
    // A missing file has mtime 0.
    if (now.mtimeMs !== 0 && now.mtimeMs !== before.mtimeMs) changed();
  });
}

export function developmentServer({ port, isShell }: { port: number; isShell: boolean }): DevServer {
  const site = process.env.DEV_SITE_ORIGIN;
  const nodeBuild = process.env.DEV_NODE_BUILD_DIR;
  const reloadOn = process.env.DEV_RELOAD_ON;
  return {
    port,
    hot: hotReplacement(),
    ...(nodeBuild && { static: { directory: path.join(nodeBuild, serverDir), publicPath: `/${serverDir}`, watch: false } }),
    ...(reloadOn && {
      liveReload: false,
      setupMiddlewares: (middlewares, server) => {
        // The client reloads on this message whatever its live-reload setting.
        whenRewritten(reloadOn, () => server.sendMessage(server.webSocketServer?.clients ?? [], 'static-changed'));
        return middlewares;
      },
    }),
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
    // The remotes' HMR clients connect back to their own server, whatever page composes them.
    allowedHosts: 'all',
    client: { overlay: { warnings: false, errors: true } },
    ...(isShell && site && { proxy: [{ pathFilter: (pathname: string) => isSitePath(pathname), target: site }] }),
  };
}
