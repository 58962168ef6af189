import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { isFileUnder, type ResolvedApp } from '../appOptions';
import { serverDir, serverRemoteEntry } from '../nodeContainer';
import { buildDir } from '../paths';
import { assetTest, scriptRule } from '../rules';
import { sharedSingletons } from '../sharedSingletons';

const require = createRequire(import.meta.url);

/**
 * The Node build the prerender job runs: the same modules and singletons, loaded through the federation
 * runtime in Node (remote containers are fetched from the manifests' `ssrRemoteEntry` over HTTP).
 * Stylesheets are the browser build's business; assets name the browser build's files.
 */
export function serverConfig(options: ResolvedApp, production: boolean): Configuration {
  const { name, dir, exposes, serverEntry } = options;
  const isRemote = Boolean(exposes);
  // A remote's Node files sit in `dist/server/` beside its browser files and share their public path (the
  // manifest's folder as the page names it, given at run time: ssrPublicPath.ts), so chunks resolve to `server/…`
  // and asset URLs name the browser build's files. The shell's renderer is read from disk, from its own folder.
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
