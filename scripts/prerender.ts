/**
 * `npm run prerender [-- options]`: renders the pages of the site at PRERENDER_ORIGIN (default: the site running
 * on the data directory, BACKEND_DATA_DIR, as its server recorded itself there, else one of the servers rendering
 * PRERENDER_DIR: releases/runningSite.ts) into
 * PRERENDER_DIR (default: that site's pages, else prerendered/). Exits non-zero, naming the route, when a page
 * fails; nothing is published then. It never opens a database: with no site running it says so and stops.
 * Its options: `--help`.
 */
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { areaNamed } from 'platform/registry/apps';
import { prerenderDir } from 'platform/apps';
import { runPrerender, type PrerenderScope } from 'platform/prerender/job';
import { readSettingsFile } from 'platform/settings/reader';
import { useSiteClient } from 'platform/prerender/siteClient';
import { commandArguments, UsageError } from 'platform/cli/command';
import { releaseStore, shellDirOf } from 'platform/releases/store';
import { jobCanary } from 'platform/canary/publishRun';

const spec = {
  usage: 'npm run prerender [-- --scope full|content|release:<area>|pages] [--pages-file <file>] [--shard i/n] [--settings-file <file>] [--staging <dir>] [--result <file>]',
  help: `Renders the pages of the running site (PRERENDER_ORIGIN, else the site on the data directory or on PRERENDER_DIR)
into PRERENDER_DIR (default: that site's pages, else prerendered/), with the sitemap, robots.txt and the feed.

  --scope <scope>          full (every page), content (what changed since the last run; default), release:<area>,
                           or pages (those --pages-file lists: a JSON array of site paths)
  --shard i/n              only the i-th of n shares of the pages (shards of one render may run at once)
  --settings-file <file>   render with this settings document instead of the site's own
  --staging <dir>          leave the output there instead of publishing it
  --result <file>          write what was rendered (JSON) there`,
  options: {
    scope: { type: 'string', default: 'content' },
    shard: { type: 'string' },
    'pages-file': { type: 'string' },
    'settings-file': { type: 'string' },
    staging: { type: 'string' },
    result: { type: 'string' },
  },
} as const;
// Wrong arguments are refused before anything runs (scopeOf and shardOf throw UsageError).
const { values, scope, shard } = commandArguments(spec, ({ values }) => ({ values, scope: scopeOf(values.scope, values['pages-file']), shard: shardOf(values.shard) }));

// Every request of the job to the site (its own, the renderer's, the release checks') through the site client.
useSiteClient();

function scopeOf(value: string, pagesFile: string | undefined): PrerenderScope {
  if ((value === 'pages') !== (pagesFile !== undefined)) throw new UsageError('--scope pages and --pages-file <file> go together.');
  if (value === 'pages') return { kind: 'pages', paths: pathsIn(pagesFile!) };
  if (value === 'full' || value === 'content') return { kind: value };
  const area = areaNamed(value.startsWith('release:') ? value.slice('release:'.length) : undefined);
  if (area) return { kind: 'release', area };
  throw new UsageError(`Unknown --scope ${value}: full, content, release:<area> or pages.`);
}

/** The site paths a --pages-file lists (a JSON array of strings). */
function pathsIn(file: string): string[] {
  let paths: unknown;
  try {
    paths = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`--pages-file ${file} cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(paths) || !paths.every((sitePath) => typeof sitePath === 'string' && sitePath.startsWith('/'))) {
    throw new UsageError(`--pages-file ${file} must hold a JSON array of site paths (["/", "/pricing"]).`);
  }
  return paths;
}

function shardOf(value: string | undefined) {
  if (!value) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || count < 1 || index < 1 || index > count) throw new UsageError(`--shard takes i/n with 1 ≤ i ≤ n, not ${value}.`);
  return { index, count };
}

/**
 * The site running on the data directory, else one of the servers rendering PRERENDER_DIR (looked up only here:
 * the jobs a server runs are told its origin).
 */
async function runningSite(): Promise<{ origin: string; pagesDir?: string }> {
  const { defaultBackendDataDir, findRunningSite } = await import('platform/releases/runningSite');
  const found = await findRunningSite(defaultBackendDataDir(), process.env.PRERENDER_DIR ? path.resolve(process.env.PRERENDER_DIR) : undefined);
  if (!found) throw new Error(`No site is running on ${defaultBackendDataDir()}: start it (npm start), or name one with PRERENDER_ORIGIN.`);
  return found;
}

try {
  const site = process.env.PRERENDER_ORIGIN ? { origin: process.env.PRERENDER_ORIGIN } : await runningSite();
  // The store the job's runner names (RELEASES_DIR), whose live shell it renders with and whose canary it serves.
  const store = releaseStore();
  const result = await runPrerender({
    origin: site.origin,
    outDir: path.resolve(process.env.PRERENDER_DIR ?? site.pagesDir ?? prerenderDir),
    scope,
    shard,
    document: values['settings-file'] ? await readSettingsFile(values['settings-file']) : undefined,
    stagingDir: values.staging,
    log: (line) => console.log(`[prerender] ${line}`),
    context: { shellDir: (document) => shellDirOf(store, document), canary: jobCanary(store) },
  });
  if (values.result) await fs.writeFile(values.result, JSON.stringify({ rendered: result.rendered, removed: result.removed, owns: result.owns }));
} catch (error) {
  console.error(`[prerender] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
