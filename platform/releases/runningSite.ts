/**
 * The running site, as its server records itself in the lock of its data directory
 * (infra/dataDirLock.ts): its origin, whether it is ready, its pages and release store.
 * The commands that need the site (release, rollback, prerender) look it up there — whatever port it was
 * started on — rather than guessing it from PORT, and so never open a second database on its directory.
 * The record goes with the lock: removed when the server exits, ignored when its process is dead.
 *
 * The servers of one site on PostgreSQL (DATABASE_URL) each have a data directory of their own (it keeps only
 * their lead journal) and share the release store and the pages folder, where each records itself too
 * (platform/server/pagesFolder.ts): a command finds one of them there when no site holds its data directory.
 * Any of them will do — they serve one store, and a release's pages are rendered once, into the shared folder.
 */
import path from 'node:path';
import { DataDirInUse, dataDirHolder, sharedDirHolders, type DataDirHolder } from 'supabase-backend/server';
import { root } from '../root';

/** The site's data directory (BACKEND_DATA_DIR, default `.data/backend`), for the server and the commands alike. */
export const defaultBackendDataDir = () => path.resolve(process.env.BACKEND_DATA_DIR ?? path.join(root, '.data', 'backend'));

/** What a site server records about itself (the lock's `details`). */
export interface SiteRecord {
  /** Where visitors reach it. */
  origin: string;
  /** `starting` until every app is live and its pages are rendered (it answers 503 meanwhile). */
  state: 'starting' | 'ready';
  pagesDir: string;
  releasesDir: string;
}

export const siteLabel = (origin: string) => `the site on ${origin}`;

/** A command cannot use the site now; the message says why and what to do. */
export class SiteUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteUnavailable';
  }
}

function siteOf(holder: DataDirHolder): SiteRecord | undefined {
  const details = holder.details as Partial<SiteRecord> | undefined;
  if (typeof details?.origin !== 'string' || typeof details.pagesDir !== 'string' || typeof details.releasesDir !== 'string') return undefined;
  return { origin: details.origin, state: details.state === 'ready' ? 'ready' : 'starting', pagesDir: details.pagesDir, releasesDir: details.releasesDir };
}

export async function answers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/settings.json', origin), { signal: AbortSignal.timeout(5000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

export interface FoundSite extends SiteRecord {
  pid: number;
  /** How it was found: the record in the data directory's lock, or among the servers rendering the pages folder. */
  foundBy: 'data directory' | 'pages folder';
  /** How many live site servers render its pages folder (itself included): more than one share the site. */
  servers: number;
}

/** The site servers rendering a pages folder, as each recorded itself there (servers that have not listened yet have no record). */
const sitesRendering = (pagesDir: string) =>
  sharedDirHolders(pagesDir).flatMap((holder) => {
    const site = siteOf(holder);
    return site ? [{ ...site, pid: holder.pid }] : [];
  });

/**
 * The site running on `dataDir`, ready and answering; else, given its pages folder, one of the site servers that
 * render it, ready and answering; undefined when neither has one.
 * Throws `SiteUnavailable` when a site holds it but is starting or does not answer (every server of the pages
 * folder, likewise), and `DataDirInUse` when a process that is no site holds the data directory (another command,
 * `npm run backend`): nothing may open it meanwhile.
 */
export async function findRunningSite(dataDir: string, pagesDir?: string): Promise<FoundSite | undefined> {
  const holder = dataDirHolder(dataDir);
  if (!holder) return pagesDir ? findSiteRendering(pagesDir) : undefined;
  const site = siteOf(holder);
  if (!site) throw new DataDirInUse(dataDir, holder);
  const named = `The site on ${site.origin} (process ${holder.pid}, data in ${dataDir})`;
  if (site.state !== 'ready') throw new SiteUnavailable(`${named} is still starting: run the command again once it prints "Stayvia is served on …".`);
  if (!(await answers(site.origin))) throw new SiteUnavailable(`${named} does not answer: if it is stuck, stop it (kill ${holder.pid}) and start it again.`);
  return { ...site, pid: holder.pid, foundBy: 'data directory', servers: Math.max(1, sitesRendering(site.pagesDir).length) };
}

/** Every site server rendering `pagesDir` that is ready and answers (the servers of one site: nginx's upstream). */
export async function sitesServing(pagesDir: string): Promise<FoundSite[]> {
  const sites = sitesRendering(pagesDir);
  const serving = await Promise.all(sites.map(async (site) => (site.state === 'ready' && (await answers(site.origin)) ? [site] : [])));
  return serving.flat().map((site) => ({ ...site, foundBy: 'pages folder' as const, servers: sites.length }));
}

async function findSiteRendering(pagesDir: string): Promise<FoundSite | undefined> {
  const sites = sitesRendering(pagesDir);
  if (!sites.length) return undefined;
  for (const site of sites.filter((entry) => entry.state === 'ready')) {
    if (await answers(site.origin)) return { ...site, foundBy: 'pages folder', servers: sites.length };
  }
  const each = sites.map((site) => `${site.origin} (process ${site.pid}, ${site.state === 'ready' ? 'not answering' : 'starting'})`).join(', ');
  throw new SiteUnavailable(
    `No site rendering ${pagesDir} is ready: ${each}. Run the command again once one prints "Stayvia is served on …"; if one is stuck, stop it and start it again.`,
  );
}
