/**
 * The shell's page loader (shell/src/document/pageLoader.ts), compiled on its own into one self-contained
 * script: the shell's Node renderer inlines it at the end of every prerendered page (`dist/loader/page-loader.js`,
 * beside the renderer's `dist/server/`), and the Content-Security-Policy allows it by the hash of exactly these bytes. No
 * runtime, no chunks, no comments: a few hundred bytes run before anything else of the page's script.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import type { ResolvedApp } from '../appOptions';
import { scriptRule } from '../rules';

/** Where the loader is written in the app's dist (kept by the browser build's clean). */
export const pageLoaderDir = 'loader';
export const pageLoaderFile = 'page-loader.js';

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
      filename: pageLoaderFile,
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
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
