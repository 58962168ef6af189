/**
 * For tests: the journal's file operations on the real disk, with a size limit and a log. Past `free` bytes a
 * write writes what still fits and returns its count, and the next one fails with ENOSPC, as write(2) does on a
 * full filesystem; a truncate gives the space back. `log` records each completed write and fsync, in order, and
 * `record` adds a caller's events (a database insert): an event that starts while an fsync is still running is
 * recorded as `<event> before the fsync completed`, so a caller that does not wait for an fsync is seen.
 */
import { diskFiles, type AppendFiles } from 'infra/appendOnlyFile';

const failure = (code: string, message: string) => Object.assign(new Error(`${code}: ${message}`), { code });

export interface FakeDisk {
  files: AppendFiles;
  /** Bytes that can still be written (Infinity: no limit). */
  free: number;
  /** Every truncate fails with EIO while set. */
  failTruncate: boolean;
  /** Every fsync of a file fails with EIO while set (the data may still be in the file). */
  failSync: boolean;
  /** Every write writes nothing and says so (returns 0) while set. */
  writeNothing: boolean;
  log: string[];
  /** Records an event of the caller's (marked when an fsync is still running). */
  record(event: string): void;
}

export function fakeDisk({ free = Infinity, log = [] as string[] } = {}): FakeDisk {
  let syncing = 0;
  const starts = (event: string) => {
    if (syncing > 0) disk.log.push(`${event} before the fsync completed`);
  };
  const disk: FakeDisk = {
    free,
    failTruncate: false,
    failSync: false,
    writeNothing: false,
    log,
    record(event) {
      disk.log.push(syncing > 0 ? `${event} before the fsync completed` : event);
    },
    files: {
      async openAppend(file) {
        const real = await diskFiles.openAppend(file);
        return {
          size: () => real.size(),
          async write(data) {
            starts('write');
            if (disk.free <= 0) throw failure('ENOSPC', 'no space left on device, write');
            if (disk.writeNothing) return 0;
            const written = await real.write(data.subarray(0, Math.min(data.length, disk.free)));
            disk.free -= written;
            disk.log.push('write');
            return written;
          },
          async sync() {
            if (disk.failSync) throw failure('EIO', 'i/o error, fsync');
            syncing += 1;
            try {
              await real.sync();
              await new Promise((resolve) => setImmediate(resolve));
            } finally {
              syncing -= 1;
            }
            disk.log.push('sync');
          },
          async truncate(size) {
            starts('truncate');
            if (disk.failTruncate) throw failure('EIO', 'i/o error, ftruncate');
            const before = await real.size();
            await real.truncate(size);
            disk.free += before - size;
          },
          close: () => {
            starts('close');
            return real.close();
          },
        };
      },
      readFile: (file) => diskFiles.readFile(file),
      async syncDirectory(dir) {
        starts('sync directory');
        await diskFiles.syncDirectory(dir);
        disk.log.push('sync directory');
      },
    },
  };
  return disk;
}
