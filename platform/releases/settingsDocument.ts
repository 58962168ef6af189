/**
 * The live settings document as the release tooling reads and writes it, read through the one reader
 * (platform/settings/reader.ts); kept as written (relative URLs stay relative, so the same document works wherever
 * the store is served from).
 */
import { existsSync } from 'node:fs';
import { areaDefinition, type ReleaseTarget } from '../registry/apps';
import { readSettingsFile, settingsProblems, type AreaEntry, type SettingsDocument } from '../settings/reader';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { withServerAnonKey } from './siteAnonKey';
import { appendLog, baseSettingsFile, releasePath, withStoreLock, type ReleaseLogEntry, type ReleaseStore } from './store';

export const revisionOf = (document: SettingsDocument) => document.revision ?? 0;

/** The live document is no longer the one a release or rollback checked against. */
export class DocumentChanged extends Error {
  constructor(
    readonly expected: number,
    readonly found: number,
  ) {
    super(`the live settings document changed while this ran (revision ${expected} checked, ${found} live now: another release or rollback)`);
    this.name = 'DocumentChanged';
  }
}

/**
 * The committed base document as this process serves it: the backend's anon key is the server's own
 * (BACKEND_ANON_KEY, siteAnonKey.ts), so keys of one's own need nothing more.
 */
export const readBaseDocument = async (): Promise<SettingsDocument> => withServerAnonKey(await readSettingsFile(baseSettingsFile));

/**
 * The store's live document; a store without one starts from the base document (its site URL replaced by
 * SITE_URL when set: a site served on another port names itself).
 */
export async function readLiveDocument(store: ReleaseStore): Promise<SettingsDocument> {
  if (existsSync(store.settingsFile)) return readSettingsFile(store.settingsFile);
  const base = await readBaseDocument();
  return process.env.SITE_URL ? { ...base, site: { ...base.site, url: process.env.SITE_URL } } : base;
}

/**
 * Switches the site in one atomic write and logs it, if the live document is still at the revision the
 * caller checked `document` against (compare-and-swap under the store's lock, which holds across processes);
 * otherwise throws DocumentChanged and writes nothing. The document written carries the next revision.
 */
export async function commitLiveDocument(store: ReleaseStore, document: SettingsDocument, entry: ReleaseLogEntry): Promise<SettingsDocument> {
  const next = { ...document, revision: revisionOf(document) + 1 };
  const problems = settingsProblems(next);
  if (problems.length) throw new Error(`Refusing to write a broken settings document: ${problems.join('; ')}`);
  return withStoreLock(store, async () => {
    const found = revisionOf(await readLiveDocument(store));
    if (found !== revisionOf(document)) throw new DocumentChanged(revisionOf(document), found);
    await writeFileAtomically(store.settingsFile, `${JSON.stringify(next, null, 2)}\n`);
    await appendLog(store, { ...entry, revision: next.revision });
    return next;
  });
}

/** The version of `target` the document makes live, or null. */
export function liveVersion(document: SettingsDocument, target: ReleaseTarget): string | null {
  return (target === 'shell' ? document.shell?.version : document.areas?.[target]?.version) ?? null;
}

/** The document with `target` at `version` (an area with the paths it owns). */
export function withRelease(document: SettingsDocument, target: ReleaseTarget, version: string, owns: string[] = []): SettingsDocument {
  if (target === 'shell') return { ...document, shell: { version } };
  const { container, label } = areaDefinition(target);
  const entry: AreaEntry = { container, label, version, manifest: releasePath(target, version, 'mf-manifest.json'), owns };
  return { ...document, areas: { ...document.areas, [target]: entry } };
}
