/** Where the build factory finds the repository, its own files and the installed dependencies. */
import fs from 'node:fs';
import path from 'node:path';

export const buildDir = import.meta.dirname;
/** Every app's browser entry, in its folder. */
export const browserEntry = 'src/index.ts';
export const repoRoot = path.resolve(buildDir, '..', '..');

/** The folder of a dependency as installed (hoisted to the root's node_modules by the workspaces). */
export const installedDir = (pkg: string) => path.join(repoRoot, 'node_modules', pkg);

/** A dependency's package.json, read directly: some packages (sonner) do not export it. */
export const installedManifest = (pkg: string) => JSON.parse(fs.readFileSync(path.join(installedDir(pkg), 'package.json'), 'utf8'));

/** Version of a dependency as installed, so singletons are checked against what is really shared. */
export function installedVersion(pkg: string): string {
  return installedManifest(pkg).version as string;
}

/** The ES-module build of a package that ships both: its `exports['.'].import` file. */
export function esModuleEntry(pkg: string): string {
  return path.join(installedDir(pkg), installedManifest(pkg).exports['.'].import.default);
}

/**
 * react-router's production build: its `exports` name only the development build, which keeps the router's
 * development warnings (`ENABLE_DEV_WARNINGS`); the production build beside it is the same code without them
 * (0.5 KB gzip less of the router on every page).
 */
export function reactRouterProductionEntry(): string {
  const development = esModuleEntry('react-router');
  const file = development.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);
  if (file === development || !fs.existsSync(file)) throw new Error(`react-router has no production build beside ${development}: see platform/build/paths.ts.`);
  return file;
}
