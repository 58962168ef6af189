/**
 * The dev server of an app in development mode (`rspack serve` with NODE_ENV=development): hot module
 * replacement with React Fast Refresh, on the app's registry port, open to every origin (the shell composes the
 * remotes' dev servers from its own). The shell's dev server forwards what the site server answers — the
 * settings document and the embedded backend — to `DEV_SITE_ORIGIN` (set by scripts/dev.ts).
 */
import type { Configuration } from '@rspack/core';
import { isBackendPath } from '../../supabase/server/backendPaths';

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

export function developmentServer({ port, isShell }: { port: number; isShell: boolean }): DevServer {
  const site = process.env.DEV_SITE_ORIGIN;
  return {
    port,
    hot: hotReplacement(),
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
    // The remotes' HMR clients connect back to their own server, whatever page composes them.
    allowedHosts: 'all',
    client: { overlay: { warnings: false, errors: true } },
    ...(isShell && site && { proxy: [{ pathFilter: (pathname: string) => isSitePath(pathname), target: site }] }),
  };
}
