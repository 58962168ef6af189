/**
 * A build folder sent to the site's release API (platform/server/routes/releaseApi.ts) as a gzipped tar of its
 * folders and regular files. The site keeps an upload bounded (the archive's bytes as they arrive, and what it
 * would unpack to: bytes and entries) and reads the whole archive's headers before it writes anything: an entry
 * that is a link, a device or anything but a folder or a regular file, a path that is absolute or leaves the
 * folder (`..`), or that is not plain UTF-8 text, refuses the upload, named, with nothing unpacked. Then the
 * folder goes through the same checks as a build on disk (artifact.ts, release.ts).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { checkArtifact } from './artifact';

export interface ArchiveLimits {
  /** Bytes of the archive as sent (compressed). */
  maxArchiveBytes: number;
  /** Bytes of every file it holds, unpacked. */
  maxUnpackedBytes: number;
  /** Files and folders it holds. */
  maxEntries: number;
}

export const defaultArchiveLimits: ArchiveLimits = { maxArchiveBytes: 64 * 1024 * 1024, maxUnpackedBytes: 512 * 1024 * 1024, maxEntries: 20_000 };

/** An archive refused before anything of it was unpacked. */
export class ArchiveRefused extends Error {
  constructor(
    message: string,
    /** 413 when it is too large, else 400. */
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
    this.name = 'ArchiveRefused';
  }
}

/** A gzipped tar of `dir`'s folders and regular files (refused, naming each, when it holds anything else). */
export async function packBuild(dir: string): Promise<Readable> {
  await checkArtifact(dir);
  const pack = tar.pack();
  const entries = (await fsp.readdir(dir, { recursive: true, withFileTypes: true })).sort((a, b) =>
    path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)),
  );
  void (async () => {
    try {
      for (const entry of entries) {
        const full = path.join(entry.parentPath, entry.name);
        const name = path.relative(dir, full).split(path.sep).join('/');
        if (entry.isDirectory()) pack.entry({ name: `${name}/`, type: 'directory', mode: 0o755 });
        else pack.entry({ name, type: 'file', mode: 0o644, size: (await fsp.stat(full)).size }, await fsp.readFile(full));
      }
      pack.finalize();
    } catch (error) {
      pack.destroy(error as Error);
    }
  })();
  return pack.pipe(zlib.createGzip());
}

/** Writes what arrives on `body` to `file`, refusing (413) past `maxBytes`. */
export async function receiveArchive(body: Readable, file: string, maxBytes: number): Promise<number> {
  let received = 0;
  await pipeline(
    body,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        received += chunk.length;
        if (received > maxBytes) throw new ArchiveRefused(`The build is larger than ${maxBytes} bytes compressed (SITE_RELEASE_MAX_BYTES): refused, nothing unpacked.`, 413);
        yield chunk;
      }
    },
    fs.createWriteStream(file, { mode: 0o600 }),
  );
  return received;
}

/** The entry's path inside the folder, or why it may not be unpacked. */
function safeEntryPath(name: string): string | { problem: string } {
  if (name.includes('\0') || name.includes('\\') || /[\u0000-\u001f]/.test(name)) return { problem: 'a path with a control character or a backslash' };
  if (name.startsWith('/')) return { problem: 'an absolute path' };
  const segments = name.replace(/\/+$/, '').split('/');
  if (segments.some((segment) => segment === '..')) return { problem: 'a path that leaves the folder (..)' };
  const kept = segments.filter((segment) => segment !== '' && segment !== '.');
  if (!kept.length) return { problem: 'an empty path' };
  return kept.join('/');
}

interface Entry {
  path: string;
  type: 'file' | 'directory';
}

/** Reads every header of the archive (nothing written): the entries, or ArchiveRefused naming the first wrong one. */
async function listArchive(file: string, limits: ArchiveLimits): Promise<Entry[]> {
  const entries: Entry[] = [];
  let unpacked = 0;
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  const walking = (async () => {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header;
      const where = safeEntryPath(name);
      if (typeof where !== 'string') throw new ArchiveRefused(`The build holds ${where.problem}: "${name}". Refused, nothing unpacked.`);
      if (type !== 'file' && type !== 'directory') throw new ArchiveRefused(`The build holds ${where}, a ${type}: only folders and regular files are released (no links). Refused, nothing unpacked.`);
      unpacked += size;
      if (entries.length >= limits.maxEntries) throw new ArchiveRefused(`The build holds more than ${limits.maxEntries} entries: refused, nothing unpacked.`, 413);
      if (unpacked > limits.maxUnpackedBytes) throw new ArchiveRefused(`The build unpacks to more than ${limits.maxUnpackedBytes} bytes: refused, nothing unpacked.`, 413);
      entries.push({ path: where, type });
      entry.resume();
    }
  })();
  try {
    await Promise.all([reading, walking.catch((error: unknown) => {
      extract.destroy();
      throw error;
    })]);
  } catch (error) {
    // Whichever side saw it first: a refusal of ours, else bytes that are no gzipped tar.
    throw error instanceof ArchiveRefused ? error : new ArchiveRefused(`The build is not a gzipped tar archive (${(error as Error).message}): refused, nothing unpacked.`);
  }
  return entries;
}

/** Unpacks the archive at `file` into the new folder `dest` once every header is checked (listArchive). */
export async function unpackBuild(file: string, dest: string, limits: ArchiveLimits = defaultArchiveLimits): Promise<void> {
  const entries = await listArchive(file, limits);
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.path)) throw new ArchiveRefused(`The build holds ${entry.path} twice: refused, nothing unpacked.`);
    seen.add(entry.path);
  }
  await fsp.mkdir(dest, { recursive: false });
  const extract = tar.extract();
  const writing = (async () => {
    for await (const entry of extract) {
      const target = path.join(dest, safeEntryPath(entry.header.name) as string);
      if (entry.header.type === 'directory') {
        await fsp.mkdir(target, { recursive: true });
        entry.resume();
      } else {
        await fsp.mkdir(path.dirname(target), { recursive: true });
        // `wx`: a file is written once, never through anything already there.
        await pipeline(entry, fs.createWriteStream(target, { flags: 'wx', mode: 0o644 }));
      }
    }
  })();
  await Promise.all([pipeline(fs.createReadStream(file), zlib.createGunzip(), extract), writing]);
}
