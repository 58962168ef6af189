/**
 * Durable appends of JSON records to a file that is only ever appended to: the lead journal and the release
 * store's log. Each record is written with a newline before and after it (`\n{…}\n`), so a record torn by a
 * crash or a full disk costs only itself: the next record starts on a line of its own. An append resolves only
 * once the record is on the disk (the file fsync'd, and its folder when the append created the file). An append
 * that fails is withdrawn: the file is cut back to its size before it, so a reader never sees half of it joined
 * to the next record.
 */
import fsPromises from 'node:fs/promises';
import path from 'node:path';

/** An open file, appended to at its end. */
export interface AppendHandle {
  size(): Promise<number>;
  /** Writes at the end of the file; resolves to the bytes written (possibly fewer than given). */
  write(data: Uint8Array): Promise<number>;
  sync(): Promise<void>;
  truncate(size: number): Promise<void>;
  close(): Promise<void>;
}

/** The file operations an append makes: the disk's (`diskFiles`), or a test's (a full disk, an order). */
export interface AppendFiles {
  /** Opens `file` for appending, created with `mode` when missing. */
  openAppend(file: string, mode?: number): Promise<AppendHandle>;
  /** The file's bytes; rejects with code ENOENT when there is none. */
  readFile(file: string): Promise<Uint8Array>;
  /** Makes a file created in `dir` durable (its directory entry). */
  syncDirectory(dir: string): Promise<void>;
}

export const diskFiles: AppendFiles = {
  async openAppend(file, mode = 0o600) {
    const handle = await fsPromises.open(file, 'a', mode);
    return {
      size: async () => (await handle.stat()).size,
      write: async (data) => (await handle.write(data, 0, data.length)).bytesWritten,
      sync: () => handle.sync(),
      truncate: (size) => handle.truncate(size),
      close: () => handle.close(),
    };
  },
  readFile: (file) => fsPromises.readFile(file),
  async syncDirectory(dir) {
    const handle = await fsPromises.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
};

/** The bytes of one record as it is framed in the file. */
export const framedRecord = (value: unknown) => Buffer.from(`\n${JSON.stringify(value)}\n`, 'utf8');

/** A failed append whose record could not be cut back from the file: a reader may still find it there. */
export class RecordLeftBehind extends Error {
  constructor(
    readonly file: string,
    readonly appendError: unknown,
    readonly cutError: unknown,
  ) {
    super(`an append to ${file} failed and could not be cut back`, { cause: appendError });
  }
}

/**
 * Appends `record` (from `framedRecord`) durably. On failure the file is cut back and the append's error is
 * thrown; when the cut back fails too, a `RecordLeftBehind` is thrown instead.
 */
export async function appendRecord(file: string, record: Uint8Array, { files = diskFiles, mode }: { files?: AppendFiles; mode?: number } = {}) {
  const handle = await files.openAppend(file, mode);
  try {
    const before = await handle.size();
    try {
      for (let at = 0; at < record.length; ) {
        const written = await handle.write(record.subarray(at));
        if (written <= 0) throw Object.assign(new Error(`no byte of the record could be written to ${file}`), { code: 'EIO' });
        at += written;
      }
      await handle.sync();
      if (before === 0) await files.syncDirectory(path.dirname(file));
    } catch (error) {
      const cutError = await handle
        .truncate(before)
        .then(() => handle.sync())
        .then(
          () => undefined,
          (cut: unknown) => cut ?? new Error('truncate failed'),
        );
      throw cutError === undefined ? error : new RecordLeftBehind(file, error, cutError);
    }
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/**
 * The records of a file's text, each given to `parse` (undefined: not a whole record), and the lines that held
 * none (torn records). Blank lines, the framing's own, are not counted.
 */
export function readRecords<T>(text: string, parse: (line: string) => T | undefined): { records: T[]; torn: string[] } {
  const records: T[] = [];
  const torn: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const record = parse(line);
    if (record === undefined) torn.push(line);
    else records.push(record);
  }
  return { records, torn };
}

/** `JSON.parse` of a line that holds one JSON object, else undefined. */
export function jsonObject(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
