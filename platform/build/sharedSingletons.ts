/** What every app shares as one instance, and the exports of the shared packages the apps may use. */
import path from 'node:path';
import { installedDir, installedVersion } from './paths';

/**
 * The react-router exports the apps may use. Shared modules are not tree-shaken by default (a remote
 * might use any export), which made the router the largest file of the shell's first load; with this
 * list every app builds the same reduced router (MF shared tree-shaking). `sharedExports.test.ts`
 * fails when code imports an export missing here, or when none imports one listed.
 */
export const routerExports = [
  // The site's router is the declarative one: it has no loaders or actions, and the data router's code
  // (about 18 KB gzip) bought only scroll restoration and an error screen (shell/src/App.tsx).
  'BrowserRouter',
  'Link',
  'Outlet',
  'StaticRouter',
  // Held above blocks waiting to be hydrated (shell/src/App.tsx).
  'UNSAFE_LocationContext',
  'UNSAFE_NavigationContext',
  'UNSAFE_RouteContext',
  'UNSAFE_createBrowserHistory',
  'matchRoutes',
  'unstable_HistoryRouter',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useRoutes',
];

/**
 * Likewise for TanStack Query: the client, its provider and the hooks the areas read data with. Only what the
 * apps import (`sharedExports.test.ts` checks both ways): an area that needs another export adds it here, and
 * until a shell built with it is live, MF's `runtime-infer` gives that area its own full copy instead.
 */
export const queryExports = ['QueryClient', 'QueryClientProvider', 'hydrate', 'useInfiniteQuery', 'useMutation', 'useQuery', 'useQueryClient'];

/**
 * React, the router, TanStack Query, sonner and `shared` are one instance across the whole site.
 * - A remote asks for the range it was built with (`^` its installed version): the federation runtime checks the
 *   shell's copy against it, and a release whose range the live shell's copy misses is refused
 *   (platform/releases/sharedRanges.ts).
 * - The shell (`host`) asks for none: with `loaded-first` its own copies are the ones registered and loaded
 *   first, so checking them against its own ranges proved nothing, and parsing the ranges took a median 2.6–2.9
 *   ms of the start on a quiet machine (1.4 and 0.4 ms without: the areas' own checks remain), in the task in
 *   which the shell's start resolves its shared modules.
 */
export function sharedSingletons({ treeShake = true, host = false }: { treeShake?: boolean; host?: boolean } = {}) {
  const singleton = (pkg: string) => ({
    singleton: true,
    requiredVersion: host ? (false as const) : `^${installedVersion(pkg)}`,
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': {
      ...singleton('react-router'),
      ...(treeShake && { treeShaking: { mode: 'runtime-infer' as const, usedExports: routerExports } }),
    },
    '@tanstack/react-query': {
      ...singleton('@tanstack/react-query'),
      ...(treeShake && { treeShaking: { mode: 'runtime-infer' as const, usedExports: queryExports } }),
    },
    sonner: singleton('sonner'),
    // No version range for the site's own workspace package: it is never published, so it stays at 1.0.0
    // and a range check proves nothing. The check (a semver parse per module) ran two dozen times at start-up.
    'shared/': { singleton: true, requiredVersion: false as const },
  };
}

/** The share key of lucide-react's icon factory (iconFactory). */
export const iconFactoryKey = 'lucide-react/createLucideIcon';

/**
 * lucide-react's icon factory (`createLucideIcon`, with the component and helpers it imports: 1.5 KB gzip), which
 * every icon imports by relative path, so each area's page loaded its own copy beside the shell's. The browser
 * builds share it by file:
 * - an area (`dir`, its folder) takes every import of that file from the share scope (a consume matched on the
 *   resolved file), its own copy the fallback;
 * - the shell provides it and does not consume it: its own icons import the file as before, so its start is
 *   unchanged. The shell registers first, and with `loaded-first` the first registration of a version is the one
 *   every area gets: the shell's module, in its `shared` start file (targets/browser.ts).
 */
export function iconFactory({ host = false, dir }: { host?: boolean; dir: string }) {
  const file = path.join(installedDir('lucide-react'), 'dist', 'esm', 'createLucideIcon.mjs');
  const version = installedVersion('lucide-react');
  // Relative to the app's folder (the bundle names the fallback's request, which must not name this machine's folders).
  const request = `./${path.relative(dir, file).split(path.sep).join('/')}`;
  // The shell's key is a name no code imports: a provide without a consume.
  return {
    [host ? iconFactoryKey : request]: { import: request, shareKey: iconFactoryKey, version, singleton: true, requiredVersion: host ? (false as const) : `^${version}` },
  };
}
