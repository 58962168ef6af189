/**
 * What a starting site holds for its life (infra/dataDirLock.ts): its data directory (one process per
 * directory, taken before anything in it is touched) and, when it renders pages, its pages folder, shared by the
 * servers of one site: those on the same database, release store and settings document may share it, any other is
 * refused (pagesFolder.ts). A fresh start empties the folder only when no other server uses it. A site that renders
 * none (PRERENDER=0) only reads the folder and leaves it as it is.
 */
import path from 'node:path';
import { databaseUrlFromEnv, lockDataDir, type DataDirLock } from 'supabase-backend/server';
import { siteLabel, type SiteRecord } from '../releases/runningSite';
import { usePagesFolder } from './pagesFolder';
import type { ServerOptions } from './serverOptions';

export interface SiteLocks {
  dataDirLock?: DataDirLock;
  /** Records the site's origin and state in each lock, for the commands that look for it (releases/runningSite.ts). */
  record(origin: string, state: SiteRecord['state']): void;
  release(): void;
}

export async function takeSiteLocks(options: ServerOptions, pagesDir: string): Promise<SiteLocks> {
  const dataDirLock = options.backendDataDir ? await lockDataDir(options.backendDataDir) : undefined;
  let pagesLock: DataDirLock | undefined;
  try {
    if (options.prerender) {
      const source = { databaseUrl: databaseUrlFromEnv(), backendDataDir: options.backendDataDir, releasesDir: options.store.dir, settingsFile: options.settingsFile, areaOverride: options.areaOverride };
      pagesLock = await usePagesFolder(pagesDir, source, { fresh: options.freshBackend });
    }
  } catch (error) {
    dataDirLock?.release();
    throw error;
  }
  return {
    dataDirLock,
    record(origin, state) {
      if (options.recordSite === false) return;
      const site: SiteRecord = { origin, state, pagesDir: path.resolve(pagesDir), releasesDir: path.resolve(options.store.dir) };
      for (const lock of [dataDirLock, pagesLock]) lock?.update({ label: siteLabel(origin), details: { ...site } });
    },
    release() {
      pagesLock?.release();
      dataDirLock?.release();
    },
  };
}
