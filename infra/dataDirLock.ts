/**
 * One process per data directory. PGlite keeps no lock of its own: a second process opening the directory
 * of a running one writes over its files, and the first finds its database unreadable at its next start
 * (`DatabaseError: Aborted()`). So whoever opens a data directory holds `<dataDir>.lock` beside it for its
 * life: a JSON record of the holder (pid, command, start) that the holder may extend with what it serves
 * (the site server, platform/server/siteLocks.ts, records its origin there, for the commands that look for the running site).
 *
 * A lock held by a live process is refused with a message naming that process (how the record is taken, kept and
 * told stale: lockRecord.ts).
 */
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { held, holderAlive, installExitHook, lockFileOf, readLock, removeIfOurs, removeStale, thisProcessAsHolder, tryCreate, type DataDirHolder, type DataDirLock, type LockNames } from './lockRecord';

const dataDirNames: LockNames = { kind: 'data directory', setting: 'BACKEND_DATA_DIR' };

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
    /** What the directory is, and the setting that gives a process another one, as the message names them. */
    { kind, setting }: LockNames = dataDirNames,
  ) {
    super(
      `The ${kind} ${dataDir} is in use by process ${holder.pid}${holder.label ? `, ${holder.label}` : ''} (${holder.command}${
        holder.hostname === os.hostname() ? '' : ` on ${holder.hostname}`
      }, since ${holder.startedAt}). One process at a time may open it: stop that one first, or give this one another directory (${setting}).`,
    );
    this.name = 'DataDirInUse';
  }
}

/** The live holder of a data directory's lock, if any (a stale or damaged lock has none). */
export function dataDirHolder(dataDir: string): DataDirHolder | undefined {
  const reading = readLock(lockFileOf(dataDir));
  return reading.state === 'held' && holderAlive(reading.holder) ? reading.holder : undefined;
}

/**
 * Takes the data directory's lock for this process, taking over a stale one; throws `DataDirInUse`, naming
 * the holder, when a live process (this one included) holds it (`names`: how the refusal names the directory).
 */
export async function lockDataDir(
  dataDir: string,
  about: Pick<DataDirHolder, 'label' | 'details'> = {},
  names: LockNames = dataDirNames,
): Promise<DataDirLock> {
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const file = lockFileOf(dataDir);
  const record: DataDirHolder = thisProcessAsHolder(about);
  for (let attempt = 0; ; attempt++) {
    if (tryCreate(file, record)) break;
    const reading = readLock(file);
    if (reading.state === 'missing') continue;
    if (reading.state === 'held' && holderAlive(reading.holder)) throw new DataDirInUse(path.resolve(dataDir), reading.holder, names);
    if (attempt >= 100) throw new Error(`Could not take over the stale lock ${file}: remove it if no process uses ${dataDir}.`);
    await removeStale(file, reading.text);
  }
  held.set(file, record.token);
  installExitHook();

  let current = record;
  return {
    dataDir: path.resolve(dataDir),
    file,
    update(next) {
      if (held.get(file) !== record.token) return;
      current = { ...current, ...next };
      const temporary = `${file}.${record.token}`;
      fs.writeFileSync(temporary, JSON.stringify(current));
      // Nobody else writes a live lock: replacing it in one rename keeps it held throughout.
      fs.renameSync(temporary, file);
    },
    release() {
      if (held.get(file) === record.token) removeIfOurs(file, record.token);
    },
  };
}

