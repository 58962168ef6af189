/**
 * The release store: what an object store behind a CDN holds, as a local folder (`releases/`, or
 * RELEASES_DIR).
 *
 *   settings.json                 the live settings document (no-cache): which release of each app is live
 *   log.jsonl                     one line per release or rollback (target, from, to, time), and per canary event
 *   canary.json                   the canaries: the running one and each area's last (platform/canary/state.ts)
 *   edge.json                     what an edge reads per request: whether pages are answered per cohort (edgeState.ts)
 *   <target>/<version>/…          an app's browser build and its Node build (`server/`), immutable
 *   <target>/.incoming-<pid>-…    a version being copied in by process <pid> (renamed into place when whole)
 *   .writer.lock                  held (across processes) while the document and the log are written
 *
 * A version id is derived from the build's content, so the same build always gets the same id and a
 * different one never reuses it: everything under `<target>/<version>/` may be cached forever.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distOf, root } from '../apps';
import { compressDir } from '../build/compress';
import { appendRecord, framedRecord, jsonObject, readRecords } from 'infra/appendOnlyFile';
import { syncDirectory } from '../files/writeFileAtomically';
import { syncTree } from '../files/syncTree';
import { pidRunning } from 'infra/lockRecord';
import { withLock } from 'infra/withLock';
import { checkArtifact } from './artifact';
import type { ReleaseTarget } from '../registry/apps';
import type { SettingsDocument } from '../settings/reader';
import { releaseVersion } from 'shared/releaseVersion';

export interface ReleaseStore {
  dir: string;
  settingsFile: string;
  logFile: string;
}

/** The store at `dir` (default RELEASES_DIR, else `releases/`); a relative folder is taken from the working directory. */
export function releaseStore(dir = process.env.RELEASES_DIR ?? path.join(root, 'releases')): ReleaseStore {
  const absolute = path.resolve(dir);
  return { dir: absolute, settingsFile: path.join(absolute, 'settings.json'), logFile: path.join(absolute, 'log.jsonl') };
}

/** The committed base of the local settings document (site URL, backend, leads, links); releases add the rest. */
export const baseSettingsFile = path.join(root, 'platform', 'settings', 'settings.local.json');

const precompressed = /\.(br|gz)$/;
export const isVersion = (value: string) => releaseVersion.test(value);

async function filesOf(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !precompressed.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The content-derived version id of a build folder: its files' paths and bytes (not compressed copies). */
export async function versionOf(dir: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const file of await filesOf(dir)) {
    hash.update(`${file}\0`);
    hash.update(await fs.readFile(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

export const versionDir = (store: ReleaseStore, target: ReleaseTarget, version: string) => path.join(store.dir, target, version);

/** The live shell's files: its release in the store, or its dist (a development site without releases). */
export function shellDirOf(store: ReleaseStore, document: SettingsDocument): string {
  const version = document.shell?.version;
  return version ? versionDir(store, 'shell', version) : distOf('shell');
}

/** The path of a release's file as the settings document names it (relative to the document). */
export const releasePath = (target: ReleaseTarget, version: string, file: string) => `releases/${target}/${version}/${file}`;

/**
 * Copies a build into the store under its version (a no-op when that version is there already) and writes
 * the precompressed copies. The folder appears complete or not at all (copied beside it, flushed, then renamed). A build
 * holding anything but folders and regular files (a link, a device) is refused first (artifact.ts).
 */
export async function publishVersion(store: ReleaseStore, target: ReleaseTarget, buildDir: string): Promise<{ version: string; created: boolean }> {
  if (!existsSync(path.join(buildDir, 'mf-manifest.json'))) throw new Error(`${buildDir} holds no build (no mf-manifest.json).`);
  await checkArtifact(buildDir);
  const version = await versionOf(buildDir);
  const destination = versionDir(store, target, version);
  await sweepIncoming(store, target);
  if (existsSync(destination)) return { version, created: false };
  const incoming = path.join(store.dir, target, `${incomingPrefix}${process.pid}-${Date.now()}`);
  await fs.mkdir(path.dirname(incoming), { recursive: true });
  try {
    await fs.cp(buildDir, incoming, { recursive: true, filter: (source) => !precompressed.test(source) });
    await compressDir(incoming);
    await syncTree(incoming);
    await fs.rename(incoming, destination);
    await syncDirectory(path.dirname(destination));
    return { version, created: true };
  } catch (error) {
    await fs.rm(incoming, { recursive: true, force: true });
    // Another release of the same build renamed its copy into place first: the version is there, whole.
    if (existsSync(path.join(destination, 'mf-manifest.json'))) return { version, created: false };
    throw error;
  }
}

const incomingPrefix = '.incoming-';

/** Removes the copies a release that died (killed mid-copy) left behind: those of processes no longer running. */
export async function sweepIncoming(store: ReleaseStore, target: ReleaseTarget): Promise<string[]> {
  const dir = path.join(store.dir, target);
  if (!existsSync(dir)) return [];
  const stale = (await fs.readdir(dir)).filter((name) => {
    if (!name.startsWith(incomingPrefix)) return false;
    const pid = Number(name.slice(incomingPrefix.length).split('-')[0]);
    return !Number.isInteger(pid) || (pid !== process.pid && !pidRunning(pid));
  });
  for (const name of stale) await fs.rm(path.join(dir, name), { recursive: true, force: true });
  return stale;
}

/** The versions of a target in the store (oldest first by the time they were published). */
export async function storedVersions(store: ReleaseStore, target: ReleaseTarget): Promise<string[]> {
  const dir = path.join(store.dir, target);
  if (!existsSync(dir)) return [];
  const names = (await fs.readdir(dir)).filter(isVersion);
  const stats = await Promise.all(names.map(async (name) => ({ name, time: (await fs.stat(path.join(dir, name))).mtimeMs })));
  return stats.sort((a, b) => a.time - b.time).map((entry) => entry.name);
}

export async function removeVersion(store: ReleaseStore, target: ReleaseTarget, version: string) {
  if (!isVersion(version)) throw new Error(`Not a version id: ${version}`);
  await fs.rm(versionDir(store, target, version), { recursive: true, force: true });
}

/** Runs `work` holding the store's lock: one writer of the live document and the log at a time, across processes. */
export const withStoreLock = <T>(store: ReleaseStore, work: () => Promise<T>) =>
  withLock(store.dir, '.writer', work, { timeoutMs: 60_000, holders: 'another release or rollback', label: 'writing the live settings document' });

export interface ReleaseLogEntry {
  target: ReleaseTarget;
  action: 'release' | 'rollback';
  from: string | null;
  to: string;
  at: string;
  /** The revision of the live document the switch wrote. */
  revision?: number;
  /** Who did it: a release token's name (`token:<name>`), else the operating-system user of the command or server. */
  by?: string;
}

/** The operating-system user running this process, as a log entry names a local command's author. */
export function localOperator(): string {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER || process.env.USERNAME || 'unknown';
  }
}

/** A canary's start, verdict or end (platform/canary/state.ts), with the figures behind a verdict. */
export interface CanaryLogEntry {
  target: ReleaseTarget;
  action: 'canary';
  /**
   * `pages`: the pages it reaches changed (a release of another area, a content sync), with what was added and removed;
   * `step`: it moved to its next share (canary/steps.ts). A decision names who or what took it (`by`).
   */
  event: 'started' | 'pages' | 'step' | 'promoted' | 'rolled back';
  canary: string;
  version: string;
  at: string;
  [detail: string]: unknown;
}

/** Appends an entry to the log durably (framed and fsync'd, as the lead journal is: infra/appendOnlyFile.ts). */
export async function appendLog(store: ReleaseStore, entry: ReleaseLogEntry | CanaryLogEntry) {
  await fs.mkdir(store.dir, { recursive: true });
  await appendRecord(store.logFile, framedRecord(entry), { mode: 0o644 });
}

const logEntryOf = (line: string) => {
  const entry = jsonObject(line);
  return entry && typeof entry.target === 'string' && typeof entry.action === 'string' ? (entry as unknown as ReleaseLogEntry | CanaryLogEntry) : undefined;
};

/** Every line of the log: switches and canary events. A line torn by a crash is skipped, with a warning. */
export async function readLogLines(store: ReleaseStore): Promise<Array<ReleaseLogEntry | CanaryLogEntry>> {
  if (!existsSync(store.logFile)) return [];
  const { records, torn } = readRecords(await fs.readFile(store.logFile, 'utf8'), logEntryOf);
  if (torn.length) console.warn(`[releases] skipped ${torn.length} torn line(s) of the release log ${store.logFile}`);
  return records;
}

/** The switches of the live document (releases and rollbacks). */
export async function readLog(store: ReleaseStore): Promise<ReleaseLogEntry[]> {
  return (await readLogLines(store)).filter((entry): entry is ReleaseLogEntry => entry.action !== 'canary');
}
