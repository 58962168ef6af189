import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Creates `file` holding `text` (mode `mode`) only when no file is there, whole: written beside it, flushed, then
 * hard-linked into place, so a reader never finds it half written and of processes racing to create it exactly one
 * does. True when this call created it; false when a file was there already, left as it was. (A file made once and
 * never replaced — a secret, keys — is the other use of an exclusive create, beside the locks.)
 */
export function createFileOnce(file: string, text: string, mode = 0o600): boolean {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}`;
  const fd = fs.openSync(temporary, 'w', mode);
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
