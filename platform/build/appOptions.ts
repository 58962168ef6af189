import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { appOfWorkspace, isShell, type AppDefinition } from '../registry/apps';
import { repoRoot } from './paths';

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
export interface ResolvedApp {
  name: string;
  /** Its workspace's name, which its source maps name its sources by (`mf-legal/src/…`), wherever it is built. */
  workspace: string;
  dir: string;
  devPort: number;
  /** Modules a remote exposes (the shell exposes none). */
  exposes?: Record<string, string>;
  title: string;
  /** The module that renders the shell's plain page (its default export, given the build's tags). */
  document?: string;
  /** The shell's entry for Node (the prerender job's renderer); a remote's Node build is its container alone. */
  serverEntry?: string;
  /** The shell's page loader entry (targets/pageLoader.ts). */
  pageLoader?: string;
  devServer?: Configuration['devServer'];
}

export function resolveApp({ dir, app = appOfWorkspace(path.basename(dir)), title, devServer }: AppConfigOptions): ResolvedApp {
  if (isShell(app)) {
    return { name: app.container, workspace: app.workspace, dir, devPort: app.devPort, title: title ?? 'Stayvia', document: path.join(dir, app.document), serverEntry: app.serverEntry, pageLoader: app.pageLoader, devServer };
  }
  return { name: app.container, workspace: app.workspace, dir, devPort: app.devPort, exposes: app.exposes, title: title ?? `${app.workspace} (standalone)`, devServer };
}

/**
 * A digest of what a build is made from (the app's sources, the shared kit's, the lock file). Two releases
 * of one remote can meet in one tab (a tab open across a release enters the area again): their chunk
 * loading globals (`rspackChunk<uniqueName>`) must differ, or the new release's chunks land in the old
 * runtime. Builds of the same sources share it, and are the same build.
 */
export function sourceDigest(dir: string): string {
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

/** Whether an output file of `dist` lies in one of its `folders` (Rspack passes `keep` absolute paths). */
export const isFileUnder = (dist: string, folders: string[]) => (file: string) =>
  folders.includes((path.isAbsolute(file) ? path.relative(dist, file) : file).split(/[\\/]/)[0]);
