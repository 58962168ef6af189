/** What a start checks before it opens anything, and what a first start does before the site is ready. */
import fs from 'node:fs';
import path from 'node:path';
import { manifestFile } from '../prerender/publish';
import type { PrerenderRunner } from '../prerender/runner';
import { releaseTargets } from '../registry/apps';
import { releaseUnreleasedAppsOnce } from '../releases/bootstrap';
import { liveVersion, readLiveDocument } from '../releases/settingsDocument';
import { checkAnonKey } from '../releases/siteAnonKey';
import { readSettingsFileState, type SettingsDocument } from '../settings/reader';
import type { ServerOptions } from './serverOptions';
import { whenServing } from './whenServing';
import { releaseCanary } from '../canary/endItFirst';

/**
 * A settings document that is JSON but does not parse is an operator's mistake: the start is refused before
 * anything is opened, InvalidSettingsDocument naming each field and what it must be; so is one that names the
 * site's own backend with another anon key than the server answers to (AnonKeyMismatch, siteAnonKey.ts). A file that is not JSON
 * (truncated: damage, not a decision) is served around as lastGoodFiles.ts says (503 for it, pages served), so a
 * restart after a crash never turns damage into an outage. The store's own document may not exist yet: a new
 * store starts from the base document, checked the same way.
 */
export async function refuseInvalidSettings({ settingsFile, store }: ServerOptions): Promise<StartDocument> {
  const state = await readSettingsFileState(settingsFile);
  if ('missing' in state) return settingsFile === store.settingsFile ? { document: await readLiveDocument(store), fromBase: true } : {};
  if ('damaged' in state) return {};
  checkAnonKey(state.document, settingsFile);
  return { document: state.document, fromBase: false };
}

/**
 * The settings document as the start read it, once, passed down to what the start decides from it: none when
 * the file is damaged or missing (and not the store's); `fromBase` when the store has none yet (a new store).
 */
export interface StartDocument {
  document?: SettingsDocument;
  fromBase?: boolean;
}

/**
 * Whether the site may serve as soon as it listens: its pages are published and (serving the store's own
 * document) every app has a live release. A restart of a site that served finds them; a first start does not.
 */
export function servesAtOnce(options: ServerOptions, pagesDir: string, { document }: StartDocument): boolean {
  if (!fs.existsSync(path.join(pagesDir, manifestFile))) return false;
  if (options.settingsFile !== options.store.settingsFile) return true;
  return !!document && releaseTargets.every((target) => liveVersion(document, target));
}

/**
 * The job's first run, once what it needs answers (`prerenderAfter`). Serving the store's own live document,
 * apps with no live release yet are released from their builds first (a new store); a document of its own
 * (SITE_SETTINGS: a dev session's) leaves the store alone. Then the pages that are missing or changed are rendered.
 */
export async function firstPrerender(options: ServerOptions, origin: string, pagesDir: string, prerender: PrerenderRunner): Promise<boolean> {
  // However long it takes: a build from source may fail until its author mends it.
  if (options.prerenderAfter?.length) await whenServing(options.prerenderAfter, { timeoutMs: Infinity });
  if (options.settingsFile === options.store.settingsFile) {
    try {
      // Two servers of one site started at once on a new store: one releases, the other finds the apps live.
      await releaseUnreleasedAppsOnce({ store: options.store, origin, pagesDir, log: (line) => console.log(`[release] ${line}`), canary: releaseCanary });
    } catch (error) {
      console.error(`[release] ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }
  return prerender.run();
}
