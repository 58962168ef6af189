/**
 * Who renders a pages folder. The servers of one site (several processes behind a load balancer, or nginx's
 * upstream) render into one folder: their pages come from the same database, release store and settings document,
 * so whichever renders a page renders the same page, and the job's lock (platform/prerender/pagesLock.ts) has one
 * of them write at a time. A site on another database — an embedded one: each has its own — would render
 * conflicting pages (and, started fresh, empty the folder under the first): it is refused, naming the first and
 * what differs. A site that renders no pages (PRERENDER=0) only reads the folder and holds nothing.
 *
 * The record is shared (infra/sharedDirectory.ts, `shareDataDir`): `<pagesDir>.holders/`, one
 * file per live server with its purpose below and, once it listens, its origin and state (runningSite.ts reads
 * them to find a site to release against).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { databaseIdentity, shareDataDir, type SharedDirLock, type SharedPurpose } from 'supabase-backend/server';

/** What a server renders its pages from: equal for the servers of one site, field by field. */
export interface PagesSource {
  /** The database its backend opens: DATABASE_URL's server and database, else its embedded data directory. */
  databaseUrl?: string;
  backendDataDir?: string;
  releasesDir: string;
  settingsFile: string;
  areaOverride?: string;
}

export function pagesPurpose({ databaseUrl, backendDataDir, releasesDir, settingsFile, areaOverride }: PagesSource): SharedPurpose {
  return {
    database: databaseIdentity({ databaseUrl, dataDir: backendDataDir }),
    'release store': path.resolve(releasesDir),
    'settings document': path.resolve(settingsFile),
    'area override': areaOverride ?? 'none',
  };
}

export const pagesFolderNames = {
  kind: 'pages folder',
  setting: 'PRERENDER_DIR',
  rule: 'Site servers share a pages folder only when they render it from the same database (DATABASE_URL), release store (RELEASES_DIR) and settings document',
};

/**
 * Joins the servers rendering `pagesDir` (refused with `DataDirShared` when one renders it from elsewhere). A fresh
 * start (`fresh`: a new database gets new pages) empties the folder only when no other live server uses it: the
 * decision and the emptying are made in the join's turn, so a server joining meanwhile waits for them.
 */
export async function usePagesFolder(
  pagesDir: string,
  source: PagesSource,
  { fresh = false, log = (line: string) => console.log(line) }: { fresh?: boolean; log?: (line: string) => void } = {},
): Promise<SharedDirLock> {
  return shareDataDir(pagesDir, pagesPurpose(source), pagesFolderNames, {
    async whileJoining(others) {
      if (!fresh) return;
      if (others.length === 0) return void (await fs.rm(pagesDir, { recursive: true, force: true }));
      const named = others.map((other) => `process ${other.pid}${other.label ? `, ${other.label}` : ''}`).join('; ');
      log(`[server] a fresh start, but the pages folder ${path.resolve(pagesDir)} is left as it is: other servers of this site render it (${named}).`);
    },
  });
}
