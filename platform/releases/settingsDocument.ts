/**
 * The live settings document as the release tooling reads and writes it. The browser and the prerender job
 * read it through `shared/src/settings.ts`; here it is kept as written (relative URLs stay relative, so the
 * same document works wherever the store is served from).
 */
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { areaDefinition, areaIds, isAreaId, type AreaId, type ReleaseTarget } from '../registry/apps';
import { appendLog, baseSettingsFile, releasePath, withStoreLock, writeFileAtomically, type ReleaseLogEntry, type ReleaseStore } from './store';

export interface AreaEntry {
  container: string;
  label: string;
  version: string;
  /** The release's manifest, relative to the document. */
  manifest: string;
  /** The top-level paths its routes use (see ownership.ts). */
  owns: string[];
}

export interface SettingsDocument {
  site: { url: string };
  areas?: Partial<Record<AreaId, AreaEntry>>;
  shell?: { version: string };
  releases?: { keep?: number };
  /**
   * Counts the writes of the live document (absent in the base document: 0). A release writes only over the
   * revision it checked against (see commitLiveDocument).
   */
  revision?: number;
  [key: string]: unknown;
}

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

/** What is wrong with a document the site cannot run on (empty when nothing is). */
export function documentProblems(document: unknown): string[] {
  const problems: string[] = [];
  const doc = document as Partial<SettingsDocument> | null;
  if (!doc || typeof doc !== 'object') return ['the settings document is not a JSON object'];
  if (doc.revision !== undefined && !(Number.isSafeInteger(doc.revision) && doc.revision >= 0)) problems.push('revision must be a whole number of writes');
  const url = doc.site?.url;
  if (typeof url !== 'string' || !/^https?:\/\/[^/]+$/.test(url.replace(/\/$/, ''))) {
    problems.push('site.url must be the public origin of the site, e.g. "https://www.stayvia.com"');
  }
  for (const [id, entry] of Object.entries(doc.areas ?? {})) {
    if (!isAreaId(id)) {
      problems.push(`areas.${id} is not an area of the registry (platform/registry/apps.ts): ${areaIds.join(', ')}`);
      continue;
    }
    if (entry?.container !== areaDefinition(id).container) problems.push(`areas.${id}.container must be ${areaDefinition(id).container}`);
  }
  return problems;
}

export async function readDocument(file: string): Promise<SettingsDocument> {
  const document = JSON.parse(await fs.readFile(file, 'utf8')) as unknown;
  const problems = documentProblems(document);
  if (problems.length) throw new Error(`${file}: ${problems.join('; ')}`);
  return document as SettingsDocument;
}

/**
 * The store's live document; a store without one starts from the committed base document (its site URL
 * replaced by SITE_URL when set: a site served on another port names itself).
 */
export async function readLiveDocument(store: ReleaseStore): Promise<SettingsDocument> {
  if (existsSync(store.settingsFile)) return readDocument(store.settingsFile);
  const base = await readDocument(baseSettingsFile);
  return process.env.SITE_URL ? { ...base, site: { ...base.site, url: process.env.SITE_URL } } : base;
}

/**
 * Switches the site in one atomic write and logs it, if the live document is still at the revision the
 * caller checked `document` against (compare-and-swap under the store's lock, which holds across processes);
 * otherwise throws DocumentChanged and writes nothing. The document written carries the next revision.
 */
export async function commitLiveDocument(store: ReleaseStore, document: SettingsDocument, entry: ReleaseLogEntry): Promise<SettingsDocument> {
  const next = { ...document, revision: revisionOf(document) + 1 };
  const problems = documentProblems(next);
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
