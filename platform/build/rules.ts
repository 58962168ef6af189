/** The module rules every app's builds share. */
import path from 'node:path';
import { inProductionShell } from './devServer';
import { buildDir } from './paths';

/**
 * TypeScript and JSX through Rspack's built-in SWC (with React Fast Refresh's transform in a dev server's build).
 * JSX for React's development build unless the build runs on the production React of a production shell.
 */
export const scriptRule = (production: boolean, refresh = false) => ({
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
export const devtoolsHook = path.join(buildDir, 'devtoolsHook.ts');

/** The files a module imports as a URL (an asset module: the file is emitted, the module is its URL). */
export const assetExtensions = ['woff', 'woff2', 'pdf', 'png', 'svg', 'jpg', 'jpeg', 'webp'];
export const assetTest = new RegExp(`\\.(${assetExtensions.join('|')})$`);
