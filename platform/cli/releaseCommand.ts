/** What `npm run release` and `npm run rollback` share: the store, the site to render against, the exit code. */
import { DataDirInUse } from 'supabase-backend/server';
import { InvalidEnvNumber } from 'infra/envNumber';
import { InvalidTrustedProxies } from 'infra/clientAddress';
import { releaseStore } from '../releases/store';
import { InvalidSettingsDocument, type SettingsDocument } from '../settings/reader';
import { readLiveDocument } from '../releases/settingsDocument';
import { ReleaseRefused, type ReleaseContext, type ReleaseOutcome } from '../releases/release';
import { SiteUnavailable } from '../releases/runningSite';
import { siteForRelease, type ReleaseSite } from './releaseSite';
import { RefusedHost } from '../server/http/listenAddress';
import { AnonKeyMismatch } from '../releases/siteAnonKey';
import { useSiteClient } from '../prerender/siteClient';
import { releaseCanary } from '../canary/endItFirst';

/** What a command that does not switch the live document says when it is done (a canary), and its exit code. */
export interface CommandOutcome {
  summary: string;
  exitCode: number;
}

/**
 * Runs `run` with the store, a site to render against and the live document, read once here and passed down (a
 * switch reads it again only to compare and swap it, and after another writer changed it).
 */
export async function runReleaseCommand(keep: number | undefined, run: (context: ReleaseContext, live: SettingsDocument) => Promise<ReleaseOutcome | CommandOutcome>) {
  // The command's own requests to the site (is it answering?) through the site client; its checks run in the job.
  useSiteClient();
  const log = (line: string) => console.log(line);
  // A live settings document that does not parse is refused before anything is built, served or published.
  const store = releaseStore();
  let live: SettingsDocument;
  try {
    live = await readLiveDocument(store);
  } catch (error) {
    if (!(error instanceof InvalidSettingsDocument)) throw error;
    console.error(`Nothing changed: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  let site: ReleaseSite;
  try {
    site = await siteForRelease(log);
  } catch (error) {
    // No site to release to, or a setting in the environment that the site it would serve refuses.
    const refused = [SiteUnavailable, DataDirInUse, InvalidEnvNumber, InvalidTrustedProxies, RefusedHost, AnonKeyMismatch];
    if (!(error instanceof Error) || !refused.some((kind) => error instanceof kind)) throw error;
    console.error(`Nothing changed: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  try {
    const outcome = await run({ store, origin: site.origin, pagesDir: site.pagesDir, keep, log, canary: releaseCanary }, live);
    if ('summary' in outcome) {
      (outcome.exitCode === 0 ? console.log : console.error)(outcome.summary);
      process.exitCode = outcome.exitCode;
    } else console.log(`${outcome.target} is live at ${outcome.to} (was ${outcome.from ?? 'none'}).`);
  } catch (error) {
    console.error(error instanceof ReleaseRefused ? error.message : `Release failed, nothing changed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await site.close();
  }
}
