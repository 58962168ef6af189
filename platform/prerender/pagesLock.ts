/**
 * One writer of a pages folder at a time: a content sync's job and a release both read the page index and
 * write it back. The lock is a folder (created atomically) naming its holder's pid; a lock whose holder is
 * gone is taken over. PRERENDER_LOCK_HELD=1 tells a job that its caller (a release) holds it already.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { envNumber } from 'supabase-backend/server/envNumber';

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * How long a writer waits for the one before it: PRERENDER_LOCK_WAIT_MS, else 2 min. A site's own job runs wait
 * longer (runner.ts): behind a release or another server's job rendering every page, a content change would
 * otherwise be dropped until the next sync.
 */
export const pagesLockWaitMs = () => envNumber('PRERENDER_LOCK_WAIT_MS') ?? 120_000;

export async function withPagesLock<T>(outDir: string, work: () => Promise<T>, { timeoutMs = pagesLockWaitMs() } = {}): Promise<T> {
  if (process.env.PRERENDER_LOCK_HELD === '1') return work();
  return withProcessLock(path.join(outDir, '.lock'), 'another prerender or release', work, { timeoutMs });
}

/**
 * Runs `work` holding the lock folder `lock` (created in its parent, which must exist or is made), across
 * processes; `holders` says who else takes it, for the message when it stays taken past `timeoutMs`.
 */
export async function withProcessLock<T>(lock: string, holders: string, work: () => Promise<T>, { timeoutMs = 120_000 } = {}): Promise<T> {
  const outDir = path.dirname(lock);
  await fs.mkdir(outDir, { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (let wait = 25; ; wait = Math.min(wait * 2, 500)) {
    try {
      await fs.mkdir(lock);
      await fs.writeFile(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await fs.readFile(path.join(lock, 'pid'), 'utf8').catch(() => 'NaN'));
      if (Number.isInteger(holder) ? !alive(holder) : await unnamedPastGrace(lock)) {
        await fs.rm(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`${outDir} is locked by ${Number.isInteger(holder) ? `process ${holder}` : 'a process not yet named'} (${holders}).`);
      await delay(wait);
    }
  }
  const release = () => fs.rm(lock, { recursive: true, force: true });
  const onSignal = () => void release().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  try {
    return await work();
  } finally {
    process.off('SIGINT', onSignal);
    await release();
  }
}

/**
 * A lock folder is named by its holder a moment after it is made (its pid file). One still unnamed after
 * `unnamedLockGraceMs` was left by a process killed in between: without this its waiters would wait out their
 * whole time (30 minutes for a site's own job).
 */
export const unnamedLockGraceMs = 5_000;

async function unnamedPastGrace(lock: string): Promise<boolean> {
  const made = await fs.stat(lock).then(({ mtimeMs }) => mtimeMs, () => undefined);
  return made !== undefined && Date.now() - made > unnamedLockGraceMs;
}
