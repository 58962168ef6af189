/**
 * The site a release renders against: the one named by SITE_ORIGIN; else the site running on the data
 * directory, as its server recorded itself there (runningSite.ts), whatever port it was started on; else one of
 * the site servers rendering the pages folder (PRERENDER_DIR: the servers of one site on PostgreSQL); else,
 * when no process holds the directory, the same server started in this process for the time of the command
 * (holding the directory meanwhile, so a site started then is refused rather than opening it a second time).
 * A directory held by a site that is starting, does not answer, or by another command is refused, saying so.
 */
import path from 'node:path';
import { answers, findRunningSite, SiteUnavailable } from '../releases/runningSite';
import { defaultServerOptions } from '../server/serverOptions';
import { listen } from '../server/siteStart';

export interface ReleaseSite {
  origin: string;
  pagesDir: string;
  close(): Promise<void>;
}

export async function siteForRelease(log: (line: string) => void = () => undefined): Promise<ReleaseSite> {
  const options = defaultServerOptions();
  const named = process.env.SITE_ORIGIN;
  if (named) {
    if (!(await answers(named))) throw new SiteUnavailable(`SITE_ORIGIN names ${named}, which does not answer.`);
    return { origin: named, pagesDir: options.pagesDir!, close: async () => undefined };
  }
  const dataDir = options.backendDataDir!;
  const running = await findRunningSite(dataDir, options.pagesDir);
  if (running) {
    const storeDir = path.resolve(options.store.dir);
    if (running.releasesDir !== storeDir)
      throw new SiteUnavailable(`The site on ${running.origin} (process ${running.pid}) serves the release store ${running.releasesDir}, not ${storeDir}: set RELEASES_DIR to its store.`);
    log(`Rendering against the running site on ${running.origin} (process ${running.pid}).`);
    if (running.servers > 1) {
      log(
        `It is one of ${running.servers} site servers sharing the release store and the pages folder ${running.pagesDir}: the switch is live on every one ` +
          'at once, and the pages are rendered once, here.',
      );
    }
    return { origin: running.origin, pagesDir: running.pagesDir, close: async () => undefined };
  }
  const site = await listen({ ...options, port: 0, prerender: false, recordSite: false });
  await site.ready;
  log(`No site is running on ${dataDir}: serving it in this process for the release (${site.origin}).`);
  return { origin: site.origin, pagesDir: options.pagesDir!, close: () => site.close() };
}
