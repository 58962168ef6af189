/**
 * The live settings document as the release tooling reads and writes it, parsed through the one schema
 * (shared/src/settingsSchema.ts, held to the registry by platform/settings/schema.ts); kept as written (relative
 * URLs stay relative, so the same document works wherever the store is served from).
 */
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import type { AreaRelease, SettingsDocument } from 'shared/settingsSchema';
import { areaDefinition, type ReleaseTarget } from '../registry/apps';
import { parseSiteDocument } from '../settings/schema';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { appendLog, baseSettingsFile, releasePath, withStoreLock, type ReleaseLogEntry, type ReleaseStore } from './store';

/** The document and an area's entry, as the one schema types them (shared/src/settingsSchema.ts). */
export type { SettingsDocument, AreaRelease as AreaEntry } from 'shared/settingsSchema';

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

/** What is wrong with a document the site cannot run on (empty when nothing is), each naming its field. */
export function documentProblems(document: unknown): string[] {
  const parsed = parseSiteDocument(document);
  return parsed.ok ? [] : parsed.problems;
}

/** A settings document that does not parse: refused by `npm start`, `release` and `rollback`, nothing changed. */
export class InvalidSettingsDocument extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
    this.name = 'InvalidSettingsDocument';
  }
}

/** Reads and parses a settings document file (throws InvalidSettingsDocument naming each bad field). */
export async function readDocument(file: string): Promise<SettingsDocument> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw new InvalidSettingsDocument(file, [`is not valid JSON (${error.message})`]);
  }
  const parsed = parseSiteDocument(raw);
  if (!parsed.ok) throw new InvalidSettingsDocument(file, parsed.problems);
  return parsed.document;
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
  const entry: AreaRelease = { container, label, version, manifest: releasePath(target, version, 'mf-manifest.json'), owns };
  return { ...document, areas: { ...document.areas, [target]: entry } };
}
