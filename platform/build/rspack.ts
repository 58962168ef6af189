/**
 * The one Rspack + Module Federation 2 config factory. The shell and every remote call it, so the
 * shared singletons, CSS pipeline and output naming cannot drift apart between apps.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Compilation, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { appOfWorkspace, isShell, type AppDefinition } from '../registry/apps';
import { scopeToRemote } from './scopeToRemote';
import { developmentServer, hotReplacement, inProductionShell } from './devServer';
import { serverDir, serverRemoteEntry } from './nodeContainer';
import { bundleBeforeShareScope } from './bundleBeforeShareScope';

const buildDir = import.meta.dirname;
const repoRoot = path.resolve(buildDir, '..', '..');
const require = createRequire(import.meta.url);

export interface AppConfigOptions {
  /** The app's folder (pass `__dirname`); its entry in the registry (platform/registry/apps.ts) is found by it. */
  dir: string;
  /** The registry entry, for a build outside the workspaces (a test fixture standing in for an area). */
  app?: AppDefinition;
  /** Page title of the standalone HTML document. */
  title?: string;
  /** Extra dev-server options. */
  devServer?: Configuration['devServer'];
}

/** Everything a build needs to know about its app, derived from the registry. */
interface ResolvedApp {
  name: string;
  dir: string;
  devPort: number;
  /** Modules a remote exposes (the shell exposes none). */
  exposes?: Record<string, string>;
  title: string;
  template?: string;
  /** The shell's entry for Node (the prerender job's renderer); a remote's Node build is its container alone. */
  serverEntry?: string;
  devServer?: Configuration['devServer'];
}

function resolveApp({ dir, app = appOfWorkspace(path.basename(dir)), title, devServer }: AppConfigOptions): ResolvedApp {
  if (isShell(app)) {
    return { name: app.container, dir, devPort: app.devPort, title: title ?? 'Stayvia', template: path.join(dir, app.template), serverEntry: app.serverEntry, devServer };
  }
  return { name: app.container, dir, devPort: app.devPort, exposes: app.exposes, title: title ?? `${app.workspace} (standalone)`, devServer };
}

/**
 * A digest of what a build is made from (the app's sources, the shared kit's, the lock file). Two releases
 * of one remote can meet in one tab (a tab open across a release enters the area again): their chunk
 * loading globals (`rspackChunk<uniqueName>`) must differ, or the new release's chunks land in the old
 * runtime. Builds of the same sources share it, and are the same build.
 */
function sourceDigest(dir: string): string {
  const hash = crypto.createHash('sha256');
  const roots = [path.join(dir, 'src'), path.join(repoRoot, 'shared', 'src')];
  for (const folder of roots) {
    if (!fs.existsSync(folder)) continue;
    const files = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    for (const file of files.map((entry) => path.join(entry.parentPath, entry.name)).sort()) {
      hash.update(`${path.relative(folder, file)}\0`).update(fs.readFileSync(file));
    }
  }
  const lock = path.join(repoRoot, 'package-lock.json');
  if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
  return hash.digest('hex').slice(0, 8);
}

/** Where a remote's standalone page finds the federation runtime (see standaloneRuntimeConfig). */
const standaloneRuntimeDir = 'runtime';
const standaloneRuntimeFile = 'federation.js';
/** Whether an output file of `dist` lies in one of its `folders` (Rspack passes `keep` absolute paths). */
const isFileUnder = (dist: string, folders: string[]) => (file: string) =>
  folders.includes((path.isAbsolute(file) ? path.relative(dist, file) : file).split(/[\\/]/)[0]);

/** The folder of a dependency as installed (hoisted to the root's node_modules by the workspaces). */
const installedDir = (pkg: string) => path.join(repoRoot, 'node_modules', pkg);

/** A dependency's package.json, read directly: some packages (sonner) do not export it. */
const installedManifest = (pkg: string) => JSON.parse(fs.readFileSync(path.join(installedDir(pkg), 'package.json'), 'utf8'));

/** Version of a dependency as installed, so singletons are checked against what is really shared. */
function installedVersion(pkg: string): string {
  return installedManifest(pkg).version as string;
}

/** The ES-module build of a package that ships both: its `exports['.'].import` file. */
function esModuleEntry(pkg: string): string {
  return path.join(installedDir(pkg), installedManifest(pkg).exports['.'].import.default);
}

/**
 * The federation runtime from its ES-module builds in the browser. The federation plugin imports its runtime
 * by the paths `require.resolve` gives, the CommonJS builds, which cannot be tree-shaken: each remote carried
 * the SDK's Node code, its manifest-to-snapshot conversion and the snapshot and remote loading a remote turns
 * off, and the shell unused parts of the SDK and the bundler runtime. The ES builds drop them: main.js
 * 34.9 → 29.2 KB and a remoteEntry.js 16.4 → 10.0 KB (gzip). Rspack sets its own aliases for the runtime beneath
 * the config's, so these take their place. `federationRuntime.test.ts` checks each still names a file.
 */
export function federationRuntimeAsModules(): Record<string, string> {
  const entries = ['@module-federation/runtime', '@module-federation/runtime-tools'];
  // Imported by absolute path: the bundler runtime by the entry Rspack generates, the plugin that provides the
  // runtime core (the shell's) as one of its runtime plugins.
  const byPath = ['@module-federation/webpack-bundler-runtime', '@module-federation/inject-external-runtime-core-plugin'];
  return {
    ...Object.fromEntries(entries.map((pkg) => [pkg, esModuleEntry(pkg)])),
    ...Object.fromEntries(byPath.map((pkg) => [require.resolve(pkg), esModuleEntry(pkg)])),
  };
}

/**
 * The production browser builds take Module Federation's environment checks from `federationEnv.ts`, which
 * leaves localStorage alone (it says why), in place of the SDK's module: the SDK's modules import it as
 * `./env.js`, replaced before it is resolved (so the wrapper gets the script loader); the wrapper reaches the
 * SDK's own module by a name of its own. `federationEnv.test.ts` checks that the SDK still has that module and
 * imports it so.
 */
export const federationSdkEnv = () => path.join(installedDir('@module-federation/sdk'), 'dist', 'env.js');
const federationEnvWrapper = path.join(buildDir, 'federationEnv.ts');
export const federationEnvAlias = () => ({ 'federation-sdk-env$': federationSdkEnv() });
export function federationEnvInProduction() {
  const sdkEnv = federationSdkEnv();
  return new rspack.NormalModuleReplacementPlugin(/^\.\/env\.js$/, (data) => {
    if (!data.createData && path.resolve(data.context, data.request) === sdkEnv) data.request = federationEnvWrapper;
  });
}

/**
 * The react-router exports the apps may use. Shared modules are not tree-shaken by default (a remote
 * might use any export), which made the router the largest file of the shell's first load; with this
 * list every app builds the same reduced router (MF shared tree-shaking). `routerExports.test.ts`
 * fails when code imports an export missing here.
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

/** Likewise for TanStack Query: the client, its provider and the hooks the areas read data with. */
export const queryExports = [
  'QueryClient',
  'QueryClientProvider',
  'hydrate',
  'keepPreviousData',
  'queryOptions',
  'useInfiniteQuery',
  'useIsFetching',
  'useMutation',
  'useQuery',
  'useQueryClient',
  'useSuspenseQuery',
];

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

/**
 * Adds `<link rel="preload" as="font">` for the Latin variable font to the document, so the text's font
 * is fetched with the stylesheet rather than after it.
 */
class PreloadFontsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadFontsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('PreloadFontsPlugin', async (data) => {
        const fonts = Object.keys(compilation.assets).filter((name) => /latin-wght-normal.*\.woff2$/.test(name));
        data.assetTags.styles.unshift(
          ...fonts.map((name) => ({
            tagName: 'link',
            attributes: { rel: 'preload', href: `${data.publicPath}${name}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            voidTag: true,
          })),
        );
        return data;
      });
    });
  }
}

/**
 * The shell's start files: its framework files (frameworkChunks) and the chunk that starts the app
 * (shell/src/index.ts names it `start`). The entry's script tag names them (`data-start`), and a prerendered
 * page's loader preloads them with the entry (platform/prerender/pageDocument.ts): they download beside main.js
 * instead of after it has run and asked for them, a chain of round trips before the page is interactive.
 */
class StartFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('StartFilesPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('StartFilesPlugin', async (data) => {
        const startChunks = [...Object.keys(frameworkChunks), 'start'];
        const chunks = new Map([...compilation.chunks].map((chunk) => [chunk.name, chunk]));
        const missing = startChunks.filter((name) => !chunks.has(name));
        if (missing.length) throw new Error(`The shell's start chunks ${missing.join(', ')} are missing: see StartFilesPlugin in platform/build/rspack.ts.`);
        // Every chunk the start loads with it: the framework files and the chunks split out of `start` (modules it
        // shares with a page's code, such as the home page's), in the order the group lists them.
        const group = compilation.namedChunkGroups.get('start');
        const startGroup = [...startChunks.map((name) => chunks.get(name)!), ...(group?.chunks ?? [])];
        const files = [...new Set(startGroup.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))];
        const entry = data.assetTags.scripts.find((tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string');
        if (!entry) throw new Error('The shell document has no entry script to name its start files on.');
        entry.attributes['data-start'] = files.map((file) => `${data.publicPath}${file}`).join(' ');
        return data;
      });
    });
  }
}

/**
 * TypeScript and JSX through Rspack's built-in SWC (with React Fast Refresh's transform in a dev server's build).
 * JSX for React's development build unless the build runs on the production React of a production shell.
 */
const scriptRule = (production: boolean, refresh = false) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production && !inProductionShell(), refresh } },
    },
  },
  type: 'javascript/auto',
});

/** A development build's first module (see the file). */
const devtoolsHook = path.join(buildDir, 'devtoolsHook.ts');

const assetTest = /\.(woff2?|pdf|png|svg|jpe?g|webp)$/;

/**
 * What the manifest plugin does not write itself, added to a browser build's `metaData`:
 * - a remote's Node container (`ssrRemoteEntry`), so the federation runtime in Node picks the Node build from
 *   the same manifest URL the browser uses: one settings document drives both;
 * - how the build comes by its federation runtime core (`externalRuntime`: from the host; or
 *   `provideExternalRuntime`: it provides it), for the release checks (platform/releases/sharedRanges.ts);
 * - a remote's stylesheets as its own CSS chunk loading names them (`stylesheetMarkers`, see below).
 */
class ManifestMetaDataPlugin {
  readonly metaData: Record<string, unknown>;
  readonly withStylesheetMarkers: boolean;

  constructor(metaData: Record<string, unknown>, { withStylesheetMarkers = false } = {}) {
    this.metaData = metaData;
    this.withStylesheetMarkers = withStylesheetMarkers;
  }

  /**
   * Each stylesheet file → the `data-rspack` value Rspack's CSS chunk loading looks for (`<uniqueName>:chunk-<id>`).
   * The prerender job marks the stylesheet links it writes with it, so a remote finds the page's link to its
   * stylesheet instead of adding a second one (the href alone does not match: the page's is root-relative,
   * the runtime's absolute), which cost a whole-page style recalculation after hydration and doubled the rules.
   */
  static stylesheetMarkers(compilation: Compilation): Record<string, string> {
    const markers: Record<string, string> = {};
    for (const chunk of compilation.chunks) {
      for (const file of chunk.files) if (file.endsWith('.css')) markers[file] = `${compilation.outputOptions.uniqueName}:chunk-${chunk.id}`;
    }
    return markers;
  }

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ManifestMetaDataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ManifestMetaDataPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const file of ['mf-manifest.json', 'mf-stats.json']) {
            const asset = compilation.getAsset(file);
            if (!asset) continue;
            const manifest = JSON.parse(asset.source.source().toString());
            Object.assign(manifest.metaData, this.metaData);
            if (this.withStylesheetMarkers) manifest.metaData.stylesheetMarkers = ManifestMetaDataPlugin.stylesheetMarkers(compilation);
            compilation.updateAsset(file, new rspack.sources.RawSource(JSON.stringify(manifest)));
          }
        },
      );
    });
  }
}

/**
 * V8's explicit compile hint: every function of a file that starts with `//# allFunctionsCalledOnLoad` is
 * compiled while the script streams in, off the main thread, instead of lazily on its first call. Almost
 * every script the site sends runs at once (the framework, the federation runtime, a page's modules as it
 * hydrates), and the lazy compiles were about a third of each start-up task (Lighthouse at 4× on /pricing:
 * the framework's task 93–114 → 67–69 ms, main.js's 86–112 → 56–73 ms; benchmarkIndex about 2,800).
 * Added after minification (which drops comments) and before the content hashes are computed.
 */
const compileHints = () =>
  new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
  });

/**
 * What the shell needs to start: React, the router and the `shared` package. Each shared module is otherwise
 * a chunk of its own (two dozen scripts to insert and run at start-up); in the shell they are three files,
 * React, the router and `shared`, each evaluated in a task of its own as it arrives (one file of all three was
 * one 50 ms task at 4× slowdown, most of it V8 re-parsing the file for the source positions of a trace's stacks).
 * TanStack Query stays apart: the shell loads it only for a page that reads data. Remotes keep their own
 * split: they only fall back to their copies.
 */
const frameworkChunks = {
  react: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  router: /[\\/]node_modules[\\/]react-router[\\/]/,
  shared: /[\\/]shared[\\/]src[\\/]/,
};

/**
 * One federation runtime per page: the shell provides its runtime core (`provideExternalRuntime` sets the
 * `_FEDERATION_RUNTIME_CORE` global when the shell's federation instance starts, before any remote loads)
 * and a remote's production container takes it from there (`externalRuntime` makes
 * `@module-federation/runtime-core` an external of that global) instead of carrying its own copy: about
 * half of each remoteEntry.js. What stays in a remote is the bundler runtime, bound to its own chunks.
 * A remote built this way runs only where a runtime core of the same Module Federation release is provided
 * (a release is refused otherwise: platform/releases/sharedRanges.ts); see standaloneRuntimeConfig for the
 * remote's own page. A remote that carries its own core (an older release, a dev server's build) still runs
 * beside the shell's. A dev server's build keeps its own: its standalone page (`npm run dev -w <remote>`)
 * comes from the same single compiler as its container, which an external would leave without a runtime.
 */
const usesExternalRuntime = (isRemote: boolean, production: boolean) => isRemote && production;

function browserConfig(options: ResolvedApp, production: boolean): Configuration {
  const { name, dir, devPort, exposes, title } = options;
  const isRemote = Boolean(exposes);
  const externalRuntime = usesExternalRuntime(isRemote, production);
  const hash = (pattern: string) => (production ? pattern.replace('[name]', '[name].[contenthash:10]') : pattern);

  return {
    name: `${name}:browser`,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      path: path.join(dir, 'dist'),
      // Remotes are served from whatever origin and path the settings document names; the shell's
      // document is served at every route, so its assets are addressed from the root.
      publicPath: isRemote ? 'auto' : '/',
      filename: hash('[name].js'),
      chunkFilename: hash('[name].js'),
      cssFilename: hash('[name].css'),
      cssChunkFilename: hash('[name].css'),
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // A remote's chunk loading global names its sources (see sourceDigest); the shell is never loaded twice.
      uniqueName: isRemote ? `${name}_${sourceDigest(dir)}` : name,
      // Keep the Node build and the standalone page's runtime: their own compilers write them. A development
      // build cleans nothing: cleaning drops the previous compilation's hot-update files, and a tab still asking
      // for them when a second save's compilation has finished gets a 404 and reloads, losing its state.
      clean: production ? { keep: isFileUnder(path.join(dir, 'dist'), [serverDir, standaloneRuntimeDir]) } : false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { ...federationRuntimeAsModules(), ...(production && federationEnvAlias()) },
    },
    module: {
      rules: [
        scriptRule(production, !production && hotReplacement()),
        {
          test: /\.css$/,
          use: [
            {
              loader: 'postcss-loader',
              options: {
                postcssOptions: { plugins: ['@tailwindcss/postcss', ...(isRemote ? [scopeToRemote(name)] : [])] },
              },
            },
          ],
          type: 'css/auto',
        },
        { test: assetTest, type: 'asset/resource' },
      ],
    },
    optimization: {
      // MF's shared tree-shaking makes Rspack reset every module's used exports, which a production build
      // computes again and a development build does not (the federation runtime then lacks its own helpers:
      // "require_runtime.__exportAll is not a function"). Computing them in development too keeps it working.
      ...(!production && { usedExports: true }),
      splitChunks: isRemote
        ? {
            cacheGroups: {
              // One stylesheet per remote instead of a copy per exposed module.
              styles: { name: 'styles', type: 'css/auto', chunks: 'all', enforce: true },
            },
          }
        : {
            cacheGroups: {
              // Async only: a module the entry bundles by path (shared/src/loading/nextTask.ts) stays in the entry.
              ...Object.fromEntries(
                Object.entries(frameworkChunks).map(([chunk, test]) => [chunk, { name: chunk, test, chunks: 'async' as const, enforce: true }]),
              ),
              // Named, so a test can tell that a page which reads no data never loads it.
              query: { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, chunks: 'all', enforce: true },
            },
          },
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: options.template ?? path.join(buildDir, 'standalone.html'),
        // A remote's standalone page loads the runtime core before its own entry, which expects it.
        templateParameters: { title, runtimeScript: externalRuntime ? `/${standaloneRuntimeDir}/${standaloneRuntimeFile}` : '' },
        // Only the entry chunk: shared modules load through the federation runtime.
        chunks: ['main'],
        // A remote's own page is served from the root of its origin at any route's path (with a fallback to
        // this document): its script is addressed from the root, not relative to the route (`auto`).
        publicPath: '/',
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        // The same shared tree-shaking in development (see `usedExports` below): an area's dev build composed
        // with production builds asks for the same reduced router the shell provides.
        shared: sharedSingletons({ host: !isRemote }),
        shareStrategy: 'loaded-first',
        manifest: true,
        // Type generation printed EPIPE traces and quadrupled build time; areas share types via `shared`.
        dts: false,
        experiments: {
          // One runtime core for the whole page (see usesExternalRuntime).
          ...(isRemote ? { externalRuntime } : { provideExternalRuntime: true }),
          // Leaves out the runtime's Node code and, in remotes (which load no remotes), remote loading.
          optimization: { target: 'web', ...(isRemote && { disableSnapshot: true, disableRemote: true }) },
        },
      }),
      new ManifestMetaDataPlugin(
        isRemote
          ? { ssrRemoteEntry: { name: serverRemoteEntry, path: `${serverDir}/`, type: 'commonjs-module' }, ...(externalRuntime && { externalRuntime }) }
          : { provideExternalRuntime: true },
        { withStylesheetMarkers: isRemote },
      ),
      bundleBeforeShareScope(),
      ...(production ? [federationEnvInProduction()] : []),
      ...(isRemote ? [] : [new PreloadFontsPlugin()]),
      ...(isRemote || !production ? [] : [new StartFilesPlugin()]),
      ...(production ? [compileHints()] : []),
      // Fast Refresh: an edited component is swapped in place, keeping its state. Each app's refresh runtime is
      // namespaced by its uniqueName, so the shell's and the remotes' runtimes coexist in one page.
      ...(production || !hotReplacement()
        ? []
        : [
            // Before the refresh runtime's own entry: see devtoolsHook.ts.
            new rspack.EntryPlugin(dir, devtoolsHook, { name: undefined }),
            new ReactRefreshRspackPlugin({ exclude: [/[\\/]node_modules[\\/]/, devtoolsHook] }),
          ]),
      // Files served at fixed addresses (the social card image), copied as they are.
      ...(fs.existsSync(path.join(dir, 'public')) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })] : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // The container's name, for a remote's standalone page (its bootstrap), from the registry.
        'process.env.MF_CONTAINER': JSON.stringify(name),
      }),
    ],
    devServer: { ...developmentServer({ port: devPort, isShell: !isRemote }), ...options.devServer },
    // The Rspack CLI's dev server compiles dynamic imports on first request by default: every page then
    // rebuilt the app, and an exposed module compiled late is out of step with the federation runtime.
    ...(!production && { lazyCompilation: false }),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The Node build the prerender job runs: the same modules and singletons, loaded through the federation
 * runtime in Node (remote containers are fetched from the manifests' `ssrRemoteEntry` over HTTP).
 * Stylesheets are the browser build's business; assets keep the browser build's URLs.
 */
function serverConfig(options: ResolvedApp, production: boolean): Configuration {
  const { name, dir, exposes, serverEntry } = options;
  const isRemote = Boolean(exposes);
  // A remote's Node files sit in `dist/server/` beside its browser files and share their public path (the
  // manifest's directory, set at run time by ssrPublicPath.ts), so chunks resolve to `server/…` and asset
  // URLs equal the browser's. The shell's renderer is read from disk, from its own folder.
  const prefix = isRemote ? `${serverDir}/` : '';
  return {
    name: `${name}:server`,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: serverEntry ? { main: serverEntry } : {},
    devtool: false,
    target: 'async-node',
    output: {
      path: isRemote ? path.join(dir, 'dist') : path.join(dir, 'dist', serverDir),
      publicPath: isRemote ? '' : '/',
      filename: `${prefix}[name].js`,
      chunkFilename: `${prefix}[name].[contenthash:10].js`,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `${name}_server`,
      library: serverEntry ? { type: 'commonjs-module' } : undefined,
      // Only this build's own files: a remote's browser build shares the folder.
      clean: isRemote ? { keep: (file: string) => !isFileUnder(path.join(dir, 'dist'), [serverDir])(file) } : true,
    },
    resolve: {
      // A module may have a Node variant beside it (`x.server.ts` for `./x`), e.g. a DOM for DOMPurify.
      extensions: ['.server.tsx', '.server.ts', '.tsx', '.ts', '.js', '.mjs'],
    },
    // Node-only libraries come from the job's node_modules rather than the bundle.
    externals: { jsdom: 'commonjs jsdom' },
    module: {
      rules: [
        scriptRule(production),
        // The text of a stylesheet, never used: Node renders markup only.
        { test: /\.css$/, type: 'asset/source' },
        { test: assetTest, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: `${prefix}${serverRemoteEntry}`,
        exposes,
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(isRemote ? [path.join(buildDir, 'ssrPublicPath.ts')] : []),
        ],
        // Node needs every export of the shared packages: no tree-shaken copies.
        shared: sharedSingletons({ treeShake: false, host: !isRemote }),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        // Each container keeps its own runtime core here (no externalRuntime): the external runtime saves
        // bytes a browser downloads, while the prerender job fetches these files once per run (a fresh
        // process each time), so sharing would save nothing measurable and would tie every remote's Node
        // build to the runtime core of the shell's renderer.
        experiments: { optimization: { target: 'node' } },
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The runtime core for a remote's standalone page (its production build served alone, as the standalone e2e
 * suite does), where no shell provides it. The plugin has no way to do this from the remote's own build:
 * it refuses `provideExternalRuntime` in a build that exposes modules, `externalRuntime` is an external of the
 * whole compilation (the standalone entry's runtime included), and the provider's runtime plugin publishes
 * the core only when its federation instance starts, which a build without shared modules or exposes never
 * does. So the page gets the core from a compilation of its own: `@module-federation/runtime-core` as a
 * library on the very global the external reads, loaded before the remote's entry (standalone.html).
 */
function standaloneRuntimeConfig(options: ResolvedApp): Configuration {
  const { name, dir } = options;
  return {
    name: `${name}:runtime`,
    mode: 'production',
    context: dir,
    entry: { federation: '@module-federation/runtime-core' },
    devtool: false,
    target: ['web', 'es2022'],
    output: {
      path: path.join(dir, 'dist', standaloneRuntimeDir),
      filename: standaloneRuntimeFile,
      uniqueName: `${name}_runtime`,
      library: { type: 'window', name: '_FEDERATION_RUNTIME_CORE' },
      clean: true,
    },
    // As the federation plugin builds the shell's copy for the browser (`optimization.target: 'web'`).
    plugins: [new rspack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

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
    ...(usesExternalRuntime(Boolean(app.exposes), production) ? [standaloneRuntimeConfig(app)] : []),
  ];
}
