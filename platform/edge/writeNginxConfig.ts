/**
 * `npm run nginx-config -- <file> [--listen [address:]port] [--backend <url>]…`: writes the nginx configuration
 * (nginxConfig.ts) to `<file>` and its own files (the njs script, pid, logs, temporary files) into a folder
 * beside it, `<file>.run/`. The store and the pages are the site server's (RELEASES_DIR, PRERENDER_DIR,
 * SITE_SETTINGS); the backend is `--backend` (repeatable: an upstream of several servers), else every site server
 * serving the pages folder (the servers of one site), else the site running on the data directory. Each file is
 * written whole (a rename), so a running nginx never reads half of one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../releases/store';
import { defaultBackendDataDir, findRunningSite, sitesServing } from '../releases/runningSite';
import { nginxConfig, parseBackends, parseListen } from './nginxConfig';
import { readServedSite, type ServedSiteOptions } from './servedSite';

export interface NginxConfigArguments {
  file: string;
  listen: string;
  backends: string[];
}

const usage = 'Usage: npm run nginx-config -- <file> [--listen [address:]port] [--backend <url>]…';

/** The command's arguments, checked; a wrong one is an error naming it, before anything is written. */
export function parseArguments(args: string[]): NginxConfigArguments {
  let file: string | undefined;
  let listen = '8080';
  const backends: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--listen' || arg === '--backend') {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value. ${usage}`);
      if (arg === '--listen') listen = value;
      else backends.push(value);
      i += 1;
    } else if (arg.startsWith('--')) {
      throw new Error(`Unknown option ${arg}. ${usage}`);
    } else if (file === undefined) {
      file = arg;
    } else {
      throw new Error(`One file only (got "${file}" and "${arg}"). ${usage}`);
    }
  }
  if (!file) throw new Error(`Name the file to write. ${usage}`);
  parseListen(listen);
  if (backends.length) parseBackends(backends);
  return { file: path.resolve(file), listen, backends };
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

/** Writes the config and its script; returns what the command prints. */
export async function writeNginxConfig({ file, listen, backends }: NginxConfigArguments, folders: ServedSiteOptions = {}) {
  const site = readServedSite(folders);
  const servers = backends.length ? backends : await runningBackends(site.pagesDir);
  const runtimeDir = runtimeDirOf(file);
  const { config, script, scriptPath } = nginxConfig(site, { listen, backends: servers, runtimeDir });
  for (const dir of [runtimeDir, path.join(runtimeDir, 'temp')]) fs.mkdirSync(dir, { recursive: true });
  await writeFileAtomically(scriptPath, script);
  await writeFileAtomically(file, config);
  return { file, runtimeDir, site, backends: servers };
}
