/**
 * The one way the platform replaces a file that a reader may open at any moment (the release store's documents,
 * the prerendered pages and their index, the edge configurations): a reader, a crash or a power cut sees the old
 * content or the new, never a part. The data goes to a temporary file in the same folder (a rename never crosses
 * a file system), which is flushed to the disk before the rename, and the folder, which records the rename, is
 * flushed after it: once the call returns, the new file survives a power cut.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export async function writeFileAtomically(file: string, data: string | Uint8Array) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
  try {
    const handle = await fs.open(temporary, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(path.dirname(file));
}

/** Flushes a folder's entries (a rename, a removal) to the disk. */
export async function syncDirectory(dir: string) {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch (error) {
    // Windows opens no folder as a file; its renames are recorded by the file system's own journal.
    if (!['EISDIR', 'EPERM', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}
