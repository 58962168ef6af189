/**
 * The shell's page loader (shell/src/document/pageLoader.ts), compiled on its own into one self-contained
 * script and written with its Content-Security-Policy hash (`dist/loader/page-loader.json`, beside the renderer's
 * `dist/server/`): the shell's Node renderer inlines the source at the end of every prerendered page, and the
 * pages index carries the hash to the server's policy. No runtime, no chunks, no comments: a few hundred bytes run
 * before anything else of the page's script.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import type { ResolvedApp } from '../appOptions';
import { pageLoaderDir, pageLoaderFile, type PageLoader } from '../documentFiles';
import { scriptRule } from '../rules';

/** The compiled script, an intermediate the build replaces with `pageLoaderFile`. */
const scriptFile = 'page-loader.js';

/** The CSP source of an inline script: the hash of its exact text. */
export const scriptHash = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** Replaces the minified script with the loader's file, once nothing changes the script any more. */
class PageLoaderFilePlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PageLoaderFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageLoaderFilePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const script = compilation.getAsset(scriptFile);
        if (!script) throw new Error(`The page loader's build wrote no ${scriptFile}.`);
        const source = script.source.source().toString().trim();
        const loader: PageLoader = { source, hash: scriptHash(source) };
        compilation.deleteAsset(scriptFile);
        compilation.emitAsset(pageLoaderFile, new rspack.sources.RawSource(JSON.stringify(loader)));
      });
    });
  }
}

export function pageLoaderConfig(options: ResolvedApp, production: boolean): Configuration {
  const { name, dir, pageLoader } = options;
  if (!pageLoader) throw new Error(`${name} has no page loader entry.`);
  return {
    name: `${name}:loader`,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { loader: pageLoader },
    devtool: false,
    target: ['web', 'es2022'],
    output: {
      path: path.join(dir, 'dist', pageLoaderDir),
      filename: scriptFile,
      iife: true,
      uniqueName: `${name}_loader`,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [scriptRule(true)] },
    optimization: {
      // One module graph flattened into the script, whatever the mode: the page inlines the file as it is.
      concatenateModules: true,
      minimize: true,
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ extractComments: false, minimizerOptions: { format: { comments: false } } })],
      runtimeChunk: false,
      splitChunks: false,
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), new PageLoaderFilePlugin()],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
