import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type Module, type ModuleGraph } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { isFileUnder, sourceDigest, type ResolvedApp } from '../appOptions';
import { developmentServer, hotReplacement } from '../devServer';
import { federationEnvAlias, federationEnvInProduction, federationRuntimeAsModules, standaloneRuntimeDir, standaloneRuntimeFile, usesExternalRuntime } from '../federationRuntime';
import { serverDir, serverRemoteEntry } from '../nodeContainer';
import { browserEntry, buildDir, reactRouterProductionEntry } from '../paths';
import { assetTest, devtoolsHook, scriptRule } from '../rules';
import { scopeToRemote } from '../scopeToRemote';
import { iconFactory, sharedSingletons } from '../sharedSingletons';
import { bundleBeforeShareScope } from '../plugins/bundleBeforeShareScope';
import { compileHints } from '../plugins/compileHints';
import { StartupInTaskOfItsOwnPlugin } from '../plugins/startupInTaskOfItsOwn';
import { ManifestMetaDataPlugin } from '../plugins/ManifestMetaDataPlugin';
import { PreloadFontsPlugin } from '../plugins/PreloadFontsPlugin';
import { DocumentTagsPlugin } from '../plugins/DocumentTagsPlugin';
import { frameworkChunks, pageSharedChunk, pageSharedModules, StartFilesPlugin } from '../plugins/StartFilesPlugin';
import { pageLoaderDir, type DocumentTags } from '../documentFiles';
import { CoLoadedChunksPlugin } from '../plugins/CoLoadedChunksPlugin';
import { shellSharedFiles } from '../shellShared';

/** lucide-react's modules other than the icons themselves: the component every icon is made with, and its helpers. */
const iconBase = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:createLucideIcon|Icon|context|defaultAttributes|shared[\\/])/;

/** A lucide-react icon that a module of `shared` imports. */
const iconOfSharedModule = (module: Module, { moduleGraph }: { moduleGraph: ModuleGraph }) =>
  /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(module.nameForCondition() ?? '') &&
  moduleGraph.getIncomingConnections(module).some((connection) => frameworkChunks.shared.test(connection.originModule?.nameForCondition() ?? ''));

/**
 * The shell's plain page, rendered by its own module (the registry's `document`) from the build's tags: the shell
 * writes its whole document, the build only names its files.
 */
const shellDocument =
  (file: string) =>
  async (parameters: Record<string, unknown>): Promise<string> => {
    const { tags } = parameters.htmlRspackPlugin as { tags: DocumentTags };
    const { default: render } = (await import(file)) as { default: (tags: DocumentTags) => string };
    return render(tags);
  };

/** An app's browser build: its pages, its federation container and (for a remote) its standalone page. */
export function browserConfig(options: ResolvedApp, production: boolean): Configuration {
  const { name, workspace, dir, devPort, exposes, title } = options;
  const isRemote = Boolean(exposes);
  const externalRuntime = usesExternalRuntime(isRemote, production);
  const hash = (pattern: string) => (production ? pattern.replace('[name]', '[name].[contenthash:10]') : pattern);
  // An area's production build: its chunks planned by what loads together (plugins/CoLoadedChunksPlugin.ts).
  const coLoaded = isRemote && production ? new CoLoadedChunksPlugin(shellSharedFiles()) : undefined;

  return {
    name: `${name}:browser`,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: `./${browserEntry}` },
    // Production: source maps beside the scripts, named by no script (the store keeps them, nothing serves them:
    // releases/sourceMaps.ts maps error frames with them), their sources named `<workspace>/src/…`.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
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
      devtoolNamespace: workspace,
      // Keep the Node build and the standalone page's runtime: their own compilers write them. A development
      // build cleans nothing: cleaning drops the previous compilation's hot-update files, and a tab still asking
      // for them when a second save's compilation has finished gets a 404 and reloads, losing its state.
      clean: production ? { keep: isFileUnder(path.join(dir, 'dist'), [serverDir, standaloneRuntimeDir, pageLoaderDir]) } : false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { ...federationRuntimeAsModules(), ...(production && { ...federationEnvAlias(), 'react-router$': reactRouterProductionEntry() }) },
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
            // Code two routes share stays in each route's chunk unless it is this big (raw bytes): each file a page
            // loads costs its own gzip header and dictionary, and on the news list the 4 KB split out of the list and
            // article chunks cost 0.5 KB gzip more than the same code in one file.
            minSize: 30_000,
            cacheGroups: {
              // One stylesheet per remote instead of a copy per exposed module.
              styles: { name: 'styles', type: 'css/auto', chunks: 'all', enforce: true },
              // lucide-react's icon base (not the icons): one chunk, where it was copied into every async chunk that
              // draws an icon (1.45 KB gzip twice on the news list).
              icons: { name: 'icons', test: iconBase, chunks: 'async', enforce: true },
              ...coLoaded?.cacheGroups(),
            },
          }
        : {
            cacheGroups: {
              // Async only: a module the entry bundles by path (shared/src/loading/tasks.ts) stays in the entry.
              ...Object.fromEntries(
                Object.entries(frameworkChunks).map(([chunk, test]) => [chunk, { name: chunk, test, chunks: 'async' as const, enforce: true }]),
              ),
              // Named, so a test can tell that a page which reads no data never loads it.
              query: { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, chunks: 'all', enforce: true },
              // lucide-react's icon base, in the `shared` start file: the shell's icons and the icon factory it
              // provides to the areas (sharedSingletons.ts, iconFactory) take one copy, loaded at start. In a file of its
              // own besides the start chunk's copy, every area's page loaded it twice (0.6 KB gzip).
              iconBase: { name: 'shared', test: iconBase, chunks: 'async', enforce: true },
              // And the icons `shared`'s own blocks draw (the hero's call-to-action buttons): a file of their own besides
              // it on every page with a hero (0.4 KB gzip).
              sharedIcons: { name: 'shared', test: iconOfSharedModule, chunks: 'async', enforce: true },
              // The shared blocks only some pages draw, apart from the start's `shared` file (StartFilesPlugin.ts).
              [pageSharedChunk]: { name: pageSharedChunk, test: pageSharedModules, chunks: 'async', enforce: true, priority: 1 },
            },
          },
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        ...(options.document
          ? { templateContent: shellDocument(options.document), inject: false }
          : {
              template: path.join(buildDir, 'standalone.html'),
              // A remote's standalone page loads the runtime core before its own entry, which expects it.
              templateParameters: { title, runtimeScript: externalRuntime ? `/${standaloneRuntimeDir}/${standaloneRuntimeFile}` : '' },
            }),
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
        shared: { ...sharedSingletons({ host: !isRemote }), ...iconFactory({ host: !isRemote, dir }) },
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
      ...(coLoaded ? [coLoaded] : []),
      ...(production ? [federationEnvInProduction()] : []),
      ...(isRemote ? [] : [new PreloadFontsPlugin(), new DocumentTagsPlugin()]),
      ...(isRemote || !production ? [] : [new StartFilesPlugin(), new StartupInTaskOfItsOwnPlugin()]),
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
