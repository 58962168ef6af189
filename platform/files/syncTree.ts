/**
 * Flushes every file and folder under `dir` to the disk, deepest first, so that a folder renamed into place
 * afterwards never names files a power cut would leave empty (a copy does not flush what it writes).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { syncDirectory } from './writeFileAtomically';

export async function syncTree(dir: string): Promise<void> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) await syncTree(entryPath);
    else if (entry.isFile()) await syncFile(entryPath);
  }
  await syncDirectory(dir);
}

async function syncFile(file: string) {
  const handle = await fs.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
