/**
 * The short writer locks waited for in turn (the release store's document and log, a pages folder's writer, the
 * first release of a new store, the tokens file): with `DATABASE_URL` set, a PostgreSQL session advisory lock
 * (pgLock.ts), which a holder's death releases on any machine; else a data directory's lock (dataDirLock.ts) on
 * `<folder>/<name>`, waited for. The callers do not know which.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DataDirInUse, lockDataDir } from './dataDirLock';
import { LockTimeout } from './lockErrors';
import { pause, type DataDirHolder, type DataDirLock } from './lockRecord';
import { withPgLock } from './pgLock';

export { LockLost, LockTimeout } from './lockErrors';

/** Takes the lock `<name>.lock`, waiting (with backoff) while a live process holds it, up to `waitMs`. */
export async function waitForLock(name: string, about: Pick<DataDirHolder, 'label'>, waitMs: number): Promise<DataDirLock> {
  const deadline = Date.now() + waitMs;
  for (let wait = 20; ; wait = Math.min(wait * 2, 500)) {
    try {
      return await lockDataDir(name, about);
    } catch (error) {
      if (!(error instanceof DataDirInUse) || Date.now() > deadline) throw error;
      await pause(wait);
    }
  }
}

/**
 * Runs `work` holding the writer lock `<folder>/<name>.lock`, one process at a time: a live holder is waited for up
 * to `timeoutMs` (then LockTimeout names it and `holders`, who else takes it); a holder that is gone (its pid not
 * running, a zombie, or reused by a process started at another time) is taken over. Released when `work` ends,
 * and on exit or Ctrl-C. On PostgreSQL (`DATABASE_URL`) the same, through pgLock.ts: a holder is gone when its
 * connection is, and a holder that loses its connection mid-way gets LockLost.
 */
export async function withLock<T>(
  folder: string,
  name: string,
  work: () => Promise<T>,
  { timeoutMs, holders, label }: { timeoutMs: number; holders: string; label?: string },
): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (url) return withPgLock(work, { url, folder, name, timeoutMs, holders, label });
  fs.mkdirSync(folder, { recursive: true });
  let lock: DataDirLock;
  try {
    lock = await waitForLock(path.join(folder, name), { label }, timeoutMs);
  } catch (error) {
    if (error instanceof DataDirInUse) throw new LockTimeout(folder, error.holder, holders);
    throw error;
  }
  // The default Ctrl-C ends the process without its exit event: release first.
  const onSignal = () => {
    lock.release();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  try {
    return await work();
  } finally {
    process.off('SIGINT', onSignal);
    lock.release();
  }
}

