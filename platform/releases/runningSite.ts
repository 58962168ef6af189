/**
 * The running site, as its server records itself in the lock of its data directory
 * (supabase/server/database/dataDirLock.ts): its origin, whether it is ready, its pages and release store.
 * The commands that need the site (release, rollback, prerender) look it up there — whatever port it was
 * started on — rather than guessing it from PORT, and so never open a second database on its directory.
 * The record goes with the lock: removed when the server exits, ignored when its process is dead.
 */
import path from 'node:path';
import { DataDirInUse, dataDirHolder, type DataDirHolder } from 'supabase-backend/server';
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
}

/**
 * The site running on `dataDir`, ready and answering; undefined when no process holds the directory.
 * Throws `SiteUnavailable` when a site holds it but is starting or does not answer, and `DataDirInUse` when
 * a process that is no site holds it (another command, `npm run backend`): nothing may open it meanwhile.
 */
export async function findRunningSite(dataDir: string): Promise<FoundSite | undefined> {
  const holder = dataDirHolder(dataDir);
  if (!holder) return undefined;
  const site = siteOf(holder);
  if (!site) throw new DataDirInUse(dataDir, holder);
  const named = `The site on ${site.origin} (process ${holder.pid}, data in ${dataDir})`;
  if (site.state !== 'ready') throw new SiteUnavailable(`${named} is still starting: run the command again once it prints "Stayvia is served on …".`);
  if (!(await answers(site.origin))) throw new SiteUnavailable(`${named} does not answer: if it is stuck, stop it (kill ${holder.pid}) and start it again.`);
  return { ...site, pid: holder.pid };
}
