/**
 * One writer of a pages folder at a time: a content sync's job and a release both read the page index and
 * write it back. The lock is the one lock between processes (infra/withLock.ts);
 * PRERENDER_LOCK_HELD=1 tells a job that its caller (a release) holds it already.
 */
import { withLock } from 'infra/withLock';
import { envNumber } from 'infra/envNumber';

/** The pages folder's writer lock, `<folder>/.writer.lock`. */
export const pagesLockName = '.writer';

/**
 * How long a writer waits for the one before it: PRERENDER_LOCK_WAIT_MS, else 2 min. A site's own job runs wait
 * longer (runner.ts): behind a release or another server's job rendering every page, a content change would
 * otherwise be dropped until the next sync.
 */
export const pagesLockWaitMs = () => envNumber('PRERENDER_LOCK_WAIT_MS') ?? 120_000;

export async function withPagesLock<T>(outDir: string, work: () => Promise<T>, { timeoutMs = pagesLockWaitMs() } = {}): Promise<T> {
  if (process.env.PRERENDER_LOCK_HELD === '1') return work();
  return withLock(outDir, pagesLockName, work, { timeoutMs, holders: 'another prerender or release', label: 'writing the pages' });
}
