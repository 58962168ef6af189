/**
 * The one Rspack + Module Federation 2 config factory. The shell and every remote call it, so the
 * shared singletons, CSS pipeline and output naming cannot drift apart between apps.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { scopeToRemote } from './scopeToRemote';

// The Rspack CLI compiles configs to CommonJS, so `require` and `__dirname` are available here.
const sharedRoot = path.resolve(__dirname, '..');

export interface AppConfigOptions {
  /** Federation container name, e.g. `mf_legal`. */
  name: string;
  /** The app's folder (pass `__dirname`). */
  dir: string;
  /** Port of `rspack serve` in `npm run dev`. */
  devPort: number;
  /** Modules a remote exposes (a remote always exposes `./routes`). */
  exposes?: Record<string, string>;
  /** Page title of the standalone HTML document. */
  title: string;
  /** HTML template of the app's document (defaults to a minimal standalone page). */
  template?: string;
  /** Extra dev-server options (the shell proxies the settings document and the API). */
  devServer?: Configuration['devServer'];
}

/** Version of a dependency as installed, so singletons are checked against what is really shared. */
function installedVersion(pkg: string): string {
  // Read the file directly: some packages (sonner) do not export their package.json.
  const file = path.join(sharedRoot, '..', 'node_modules', pkg, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version as string;
}

/**
 * The react-router exports the apps may use. Shared modules are not tree-shaken by default (a remote
 * might use any export), which made the router the largest file of the shell's first load; with this
 * list every app builds the same reduced router (MF shared tree-shaking). `routerExports.test.ts`
 * fails when code imports an export missing here.
 */
export const routerExports = [
  'Link',
  'NavLink',
  'Outlet',
  'RouterProvider',
  'ScrollRestoration',
  'createBrowserRouter',
  'createMemoryRouter',
  'data',
  'isRouteErrorResponse',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useParams',
  'useRouteError',
  'useRoutes',
  'useSearchParams',
];

/** Likewise for TanStack Query: the client, its provider and the hooks the areas read data with. */
export const queryExports = [
  'QueryClient',
  'QueryClientProvider',
  'keepPreviousData',
  'queryOptions',
  'useInfiniteQuery',
  'useIsFetching',
  'useMutation',
  'useQuery',
  'useQueryClient',
  'useSuspenseQuery',
];

/** React, the router, TanStack Query, sonner and `shared` are one instance across the whole site. */
export function sharedSingletons() {
  const singleton = (pkg: string) => ({
    singleton: true,
    requiredVersion: `^${installedVersion(pkg)}`,
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': {
      ...singleton('react-router'),
      treeShaking: { mode: 'runtime-infer' as const, usedExports: routerExports },
    },
    '@tanstack/react-query': {
      ...singleton('@tanstack/react-query'),
      treeShaking: { mode: 'runtime-infer' as const, usedExports: queryExports },
    },
    sonner: singleton('sonner'),
    'shared/': { singleton: true, requiredVersion: `^${installedVersion('shared')}` },
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

export function createAppConfig(options: AppConfigOptions): Configuration {
  const { name, dir, devPort, exposes, title } = options;
  const production = process.env.NODE_ENV !== 'development';
  const isRemote = Boolean(exposes);

  return {
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
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
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
        {
          test: /\.(woff2?|pdf|png|svg|jpe?g|webp)$/,
          type: 'asset/resource',
        },
      ],
    },
    optimization: {
      splitChunks: isRemote
        ? {
            cacheGroups: {
              // One stylesheet per remote instead of a copy per exposed module.
              styles: { name: 'styles', type: 'css/auto', chunks: 'all', enforce: true },
            },
          }
        : undefined,
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: options.template ?? path.join(sharedRoot, 'build', 'standalone.html'),
        templateParameters: { title },
        // Only the entry chunk: shared modules load through the federation runtime.
        chunks: ['main'],
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: true,
        // Type generation printed EPIPE traces and quadrupled build time; areas share types via `shared`.
        dts: false,
      }),
      ...(isRemote ? [] : [new PreloadFontsPlugin()]),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
    ],
    devServer: {
      port: devPort,
      hot: false,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...options.devServer,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
