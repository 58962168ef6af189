/** The apps of the site for the build, serve and dev scripts, from the registry (platform/registry/apps.ts). */
import path from 'node:path';
import { appDefinition, areaDefinitions, type ReleaseTarget } from './registry/apps';
import { root } from './root';

export { root };

/** The remotes' workspace folders. */
export const remotes = areaDefinitions.map((area) => area.workspace);
/** Every app's workspace folder, the shell first. */
export const apps = ['shell', ...remotes] as const;
export type AppName = 'shell' | (typeof remotes)[number];

export const distOf = (app: AppName) => path.join(root, app, 'dist');
/** The build folder of a release target (an area id or `shell`). */
export const distOfTarget = (target: ReleaseTarget) => distOf(appDefinition(target).workspace as AppName);

/** Where `npm run prerender` publishes the pages the site server sends (override: PRERENDER_DIR). */
export const prerenderDir = path.join(root, 'prerendered');
