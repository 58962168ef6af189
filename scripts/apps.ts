/** The apps of the site, for the build, serve and dev scripts. */
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export const remotes = ['mf-software', 'mf-solutions', 'mf-support', 'mf-news', 'mf-legal'] as const;
export const apps = ['shell', ...remotes] as const;
export type AppName = (typeof apps)[number];

export const distOf = (app: AppName) => path.join(root, app, 'dist');


/** Where `npm run prerender` publishes the pages the site server sends (override: PRERENDER_DIR). */
export const prerenderDir = path.join(root, 'prerendered');
