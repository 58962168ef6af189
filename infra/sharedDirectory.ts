/**
 * A directory several processes may use at once when they use it alike (a pages folder rendered by the servers of
 * one site, platform/server/pagesFolder.ts): each holder records itself and its purpose in `<dataDir>.holders/`, and
 * one whose purpose differs from a live holder's is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { held, holderAlive, installExitHook, lockFileOf, readLock, removeIfOurs, thisProcessAsHolder, type DataDirHolder, type DataDirLock, type LockNames, type Reading } from './lockRecord';
import { waitForLock } from './withLock';

/**
 * What a process uses a shared directory for, field by field (`{ database: …, 'release store': … }`): processes
 * whose purposes are equal may hold it at once, and one whose purpose differs is refused, naming the field.
 */
export type SharedPurpose = Record<string, string>;

/** A live holder of a shared directory, with what it uses it for. */
export interface SharedHolder extends DataDirHolder {
  purpose: SharedPurpose;
}

/** How a refusal of a shared directory names it: `rule` says who may share it. */
export interface SharedLockNames extends LockNames {
  rule: string;
}

export class DataDirShared extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: SharedHolder,
    readonly field: string,
    ours: SharedPurpose,
    { kind, setting, rule }: SharedLockNames,
  ) {
    super(
      `The ${kind} ${dataDir} is in use by process ${holder.pid}${holder.label ? `, ${holder.label}` : ''} (${holder.command}${
        holder.hostname === os.hostname() ? '' : ` on ${holder.hostname}`
      }, since ${holder.startedAt}) with another ${field}: ${holder.purpose[field] ?? '(none)'}, where this one has ${ours[field] ?? '(none)'}. ${rule}: stop that one, or give this one another directory (${setting}).`,
    );
    this.name = 'DataDirShared';
  }
}

export interface SharedDirLock extends DataDirLock {
  /** The other live holders when this one joined (none: it was the first). */
  readonly joined: SharedHolder[];
}

/** The folder of a shared directory's holders: beside it, one record per holder (`<token>.json`). */
export const holdersDirOf = (dataDir: string) => lockFileOf(dataDir).replace(/\.lock$/, '.holders');

function readHolders(dir: string): { file: string; reading: Reading }[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.filter((name) => name.endsWith('.json')).map((name) => ({ file: path.join(dir, name), reading: readLock(path.join(dir, name)) }));
}

/** The live holders of a shared directory (a dead holder's record is ignored). */
export function sharedDirHolders(dataDir: string): SharedHolder[] {
  return readHolders(holdersDirOf(dataDir)).flatMap(({ reading }) =>
    reading.state === 'held' && holderAlive(reading.holder) ? [{ purpose: {}, ...reading.holder } as SharedHolder] : [],
  );
}

/**
 * Joins the holders of a shared directory: refused (`DataDirShared`, naming the first holder whose purpose
 * differs) unless every live holder uses it for the same `purpose`. Records of dead holders are removed.
 * Joins are one at a time (a short lock in the holders' folder), and `whileJoining` runs inside that turn with the
 * other live holders: what it decides from them (emptying the directory when nobody else uses it) cannot be
 * undone by a process joining meanwhile.
 */
export async function shareDataDir(
  dataDir: string,
  purpose: SharedPurpose,
  names: SharedLockNames,
  { about = {}, whileJoining, waitMs = 120_000 }: { about?: Pick<DataDirHolder, 'label' | 'details'>; whileJoining?: (others: SharedHolder[]) => Promise<void> | void; waitMs?: number } = {},
): Promise<SharedDirLock> {
  const dir = holdersDirOf(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const turn = await joiningTurn(path.join(dir, 'joining'), waitMs);
  try {
    const others: SharedHolder[] = [];
    for (const { file, reading } of readHolders(dir)) {
      if (reading.state === 'held' && holderAlive(reading.holder)) others.push({ purpose: {}, ...reading.holder } as SharedHolder);
      // A dead holder's record, or one no holder wrote whole (records are renamed into place, never partial).
      else fs.rmSync(file, { force: true });
    }
    const fields = [...new Set([...Object.keys(purpose), ...others.flatMap((other) => Object.keys(other.purpose))])];
    for (const other of others) {
      const field = fields.find((name) => other.purpose[name] !== purpose[name]);
      if (field) throw new DataDirShared(path.resolve(dataDir), other, field, purpose, names);
    }
    const record: SharedHolder = { ...thisProcessAsHolder(about), purpose };
    const file = path.join(dir, `${record.token}.json`);
    const write = (value: SharedHolder) => {
      const temporary = `${file}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify(value));
      fs.renameSync(temporary, file);
    };
    write(record);
    held.set(file, record.token);
    installExitHook();
    try {
      await whileJoining?.(others);
    } catch (error) {
      removeIfOurs(file, record.token);
      throw error;
    }
    let current = record;
    return {
      dataDir: path.resolve(dataDir),
      file,
      joined: others,
      update(next) {
        if (held.get(file) !== record.token) return;
        current = { ...current, ...next };
        write(current);
      },
      release() {
        if (held.get(file) === record.token) removeIfOurs(file, record.token);
      },
    };
  } finally {
    turn.release();
  }
}

/** The short exclusive lock of a join, waited for (a join takes milliseconds, or as long as its `whileJoining`). */
const joiningTurn = (name: string, waitMs: number) => waitForLock(name, { label: 'joining the holders of this directory' }, waitMs);

