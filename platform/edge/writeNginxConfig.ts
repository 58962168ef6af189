/**
 * `npm run nginx-config -- <file> [--listen [address:]port] [--backend <url>]… [--from-origins [--cache-size <n>]]`:
 * writes the nginx configuration to `<file>` and its own files (the njs script, pid, logs, temporary files, the
 * cache) into a folder beside it, `<file>.run/`. Two shapes:
 * - on the site's machine (nginxConfig.ts): the store and the pages are the site server's folders (RELEASES_DIR,
 *   PRERENDER_DIR, SITE_SETTINGS), served by nginx itself; the backend is `--backend` (repeatable: an upstream of
 *   several servers), else every site server serving the pages folder, else the site running on the data directory;
 * - `--from-origins`, on a machine without them (originsConfig.ts): everything from the `--backend` servers, the
 *   immutable files cached.
 * Each file is written whole (a rename), so a running nginx never reads half of one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { defaultBackendDataDir, findRunningSite, sitesServing } from '../releases/runningSite';
import { nginxConfig, parseBackends, parseListen } from './nginxConfig';
import { defaultCacheSize, originsConfig, originsDocument, originsKeysRefusal, parseCacheSize } from './originsConfig';
import { parseCommandArguments, UsageError } from '../cli/command';
import { isLoopbackHost } from 'supabase-backend/server/exposure';
import { developmentKeysRefusal, readServedSite, type ServedSiteOptions } from './servedSite';
import { publishSettingsSchema } from '../releases/storedSchema';
import { checkWorkerAccess } from './workerAccess';

export interface NginxConfigArguments {
  file: string;
  listen: string;
  backends: string[];
  /** Everything from the backends, the immutable files cached (no store or pages folder on this machine). */
  fromOrigins?: boolean;
  cacheSize?: string;
}

/** The command line of `npm run nginx-config`. */
export const nginxConfigCommand = {
  usage: 'npm run nginx-config -- <file> [--listen [address:]port] [--backend <url>]… [--from-origins [--cache-size <n>]]',
  help: `Writes a complete nginx configuration to <file> (its pid, logs and temporary files in <file>.run/) that serves the
release store and the prerendered pages as the site server does (RELEASES_DIR, PRERENDER_DIR, SITE_SETTINGS).

  --listen [address:]port   where nginx listens (default 127.0.0.1:8080)
  --backend <url>           a site server for the backend's paths (repeatable: an upstream of several); default:
                            every server serving the pages folder, else the site running on the data directory
  --from-origins            for a machine without the store and the pages folder (one of several edge machines):
                            everything from the --backend servers (two or more, so that one may fail), the
                            released and content-hashed files cached here; nothing to write again after a release
  --cache-size <n>          with --from-origins: the cache's bound on disk (default ${defaultCacheSize}; 512m, 2g)`,
  options: { listen: { type: 'string', default: '8080' }, backend: { type: 'string', multiple: true }, 'from-origins': { type: 'boolean' }, 'cache-size': { type: 'string' } },
  positionals: { min: 1, max: 1 },
} as const;

/** The command's arguments, checked; a wrong one is a UsageError naming it, before anything is written. */
export function parseArguments(args: string[]): NginxConfigArguments {
  const { values, positionals } = parseCommandArguments(nginxConfigCommand, args);
  const backends = values.backend ?? [];
  const fromOrigins = values['from-origins'] === true;
  if (fromOrigins && !backends.length) throw new UsageError('--from-origins takes the site servers: --backend <url> for each (two or more, so that one may fail).');
  if (values['cache-size'] !== undefined && !fromOrigins) throw new UsageError('--cache-size goes with --from-origins (nginx on the site\'s machine keeps no cache: it reads the files).');
  const checks: [(value: never) => unknown, unknown][] = [[parseListen, values.listen]];
  if (backends.length) checks.push([parseBackends, backends]);
  if (values['cache-size'] !== undefined) checks.push([parseCacheSize, values['cache-size']]);
  for (const [check, value] of checks) {
    try {
      check(value as never);
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
  }
  return { file: path.resolve(positionals[0]), listen: values.listen, backends, ...(fromOrigins ? { fromOrigins, cacheSize: values['cache-size'] ?? defaultCacheSize } : {}) };
}

/** The folder of a config's own files. */
export const runtimeDirOf = (file: string) => `${file}.run`;

/** The backend when none is named: the servers serving the pages folder, else the site on the data directory. */
async function runningBackends(pagesDir: string): Promise<string[]> {
  const serving = await sitesServing(pagesDir);
  if (serving.length) return serving.map((server) => server.origin);
  const running = await findRunningSite(defaultBackendDataDir());
  if (!running) throw new Error('No site is running on the data directory or serving the pages folder: name the backend with --backend <url> (the site server, or `npm run backend`).');
  return [running.origin];
}

/** Writes the configuration of an edge machine before several origins (originsConfig.ts); returns what the command prints. */
export async function writeOriginsConfig({ file, listen, backends, cacheSize = defaultCacheSize }: NginxConfigArguments) {
  const listenHost = parseListen(listen).replace(/:\d+$/, '');
  const refused = originsKeysRefusal(await originsDocument(backends), `an nginx configuration that listens on ${listenHost === '*' ? 'every address' : listenHost}`);
  if (refused && !isLoopbackHost(listenHost)) throw new Error(refused);
  const runtimeDir = runtimeDirOf(file);
  const config = originsConfig({ listen, backends, runtimeDir, cacheSize });
  for (const dir of [runtimeDir, path.join(runtimeDir, 'temp'), path.join(runtimeDir, 'cache')]) fs.mkdirSync(dir, { recursive: true });
  checkWorkerAccess([runtimeDir]);
  await writeFileAtomically(file, config);
  return { file, runtimeDir, backends, cacheSize };
}

/** Writes the config and its script; returns what the command prints. */
export async function writeNginxConfig({ file, listen, backends }: NginxConfigArguments, folders: ServedSiteOptions = {}) {
  const site = readServedSite(folders);
  // Listening on loopback, every client is on this machine, as with the site server itself (exposure.ts).
  const listenHost = parseListen(listen).replace(/:\d+$/, '');
  const refused = isLoopbackHost(listenHost) ? undefined : developmentKeysRefusal(site, `an nginx configuration that listens on ${listenHost === '*' ? 'every address' : listenHost}`);
  if (refused) throw new Error(refused);
  await publishSettingsSchema(site.storeDir);
  const servers = backends.length ? backends : await runningBackends(site.pagesDir);
  const runtimeDir = runtimeDirOf(file);
  const { config, script, scriptPath } = nginxConfig(site, { listen, backends: servers, runtimeDir });
  for (const dir of [runtimeDir, path.join(runtimeDir, 'temp')]) fs.mkdirSync(dir, { recursive: true });
  // What nginx serves, and its own script, must be readable by its workers: refused by name before nginx answers 403.
  checkWorkerAccess([site.storeDir, site.pagesDir, site.settingsFile, runtimeDir]);
  await writeFileAtomically(scriptPath, script);
  await writeFileAtomically(file, config);
  return { file, runtimeDir, site, backends: servers };
}
