/**
 * One benchmark at a time on a machine: `npm run bench` and `npm run bench:news` measure the machine, so a second
 * one running beside the first would spoil both runs' figures, and a second `npm run bench` would empty the
 * folders (release store, pages, database) the first one's servers are using. Each takes `.data/bench.lock` for its
 * run (released when the process ends, however it ends; a lock left by a killed run is taken over).
 */
import path from 'node:path';
import { root } from 'platform/apps';
import { DataDirInUse, lockDataDir } from 'infra/dataDirLock';

const benchLockDir = path.join(root, '.data', 'bench');

/** Holds the benchmark lock (`dir`'s) for this process's life, or exits 1 naming the benchmark that holds it. */
export async function oneBenchmarkAtATime(command: string, dir = benchLockDir): Promise<void> {
  try {
    await lockDataDir(dir, { label: command });
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    const { pid, label, startedAt } = error.holder;
    console.error(
      `Another benchmark is running: process ${pid}${label ? ` (${label})` : ''}, since ${startedAt}. Benchmarks measure the ` +
        'machine and use the same folders, so one runs at a time: wait for it to end, or stop it.',
    );
    process.exit(1);
  }
}
