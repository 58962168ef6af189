/**
 * What every lock between processes shares: the record of a holder (pid, command, start) kept in a file, taken
 * atomically, told stale from live, released on exit. The locks themselves: dataDirLock.ts (one process per data
 * directory), sharedDirectory.ts (a directory its holders use alike), withLock.ts (short writer locks waited for in
 * turn); fileOnce.ts makes a file once.
 *
 * - Taken atomically: the record is written to a file of its own, then hard-linked to the lock's name, which
 *   fails if the name exists (so a reader never sees a half-written record).
 * - Released on close and on any exit of the process (the `exit` event, uncaught exceptions included).
 * - A lock whose holder is gone (killed, or its machine restarted) is stale and taken over: the pid is not
 *   running, is a zombie, or (Linux) belongs to a process started at another time, i.e. a reused pid.
 *   Taking over is serialized by a second file, so two processes finding the same stale lock cannot both win.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the lock file records about its holder. */
export interface DataDirHolder {
  pid: number;
  hostname: string;
  /** The holder's command (`npm run start: node platform/server/site.ts`). */
  command: string;
  startedAt: string;
  /** Linux: the process's start time (clock ticks since boot, /proc/<pid>/stat), telling a reused pid apart. */
  processStart?: string;
  /** This holding's identity: only its holder updates or removes the file. */
  token: string;
  /** What the holder is, in a few words, once it says (`the site on http://localhost:8080`). */
  label?: string;
  /** Whatever the holder records for others (the running site's origin and state: platform/releases/runningSite.ts). */
  details?: Record<string, unknown>;
}

/** How a refusal names a locked directory: what it is, and the setting that gives a process another one. */
export interface LockNames {
  kind: string;
  setting: string;
}

export interface DataDirLock {
  readonly dataDir: string;
  /** The lock file (`<dataDir>.lock`). */
  readonly file: string;
  /** Rewrites the record (atomically) with what the holder now is. */
  update(about: Pick<DataDirHolder, 'label' | 'details'>): void;
  /** Removes the lock (once; also done on exit). */
  release(): void;
}

/** The lock file of a data directory: beside it, so emptying the directory (a fresh database) keeps the lock. */
export function lockFileOf(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  // The same directory reached through another path (a symlink) has the same lock.
  for (const [dir, rest] of [[resolved, ''], [path.dirname(resolved), path.basename(resolved)]]) {
    try {
      return `${path.join(fs.realpathSync(dir), rest)}.lock`;
    } catch {
      // Not there (yet): the next one up.
    }
  }
  return `${resolved}.lock`;
}

/** Locks held by this process, by lock file; released when it exits. */
export const held = new Map<string, string>();
let exitHookInstalled = false;

export function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const [file, token] of held) removeIfOurs(file, token);
  });
}

export type Reading = { state: 'missing' } | { state: 'damaged'; text: string } | { state: 'held'; text: string; holder: DataDirHolder };

export function readLock(file: string): Reading {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'missing' };
    throw error;
  }
  try {
    const holder = JSON.parse(text) as DataDirHolder;
    if (Number.isInteger(holder?.pid) && typeof holder.token === 'string') return { state: 'held', text, holder };
  } catch {
    // Not a record this module wrote (nothing it writes is partial): nobody can be said to hold it.
  }
  return { state: 'damaged', text };
}

/** Linux: fields of /proc/<pid>/stat after the command name (state first), or undefined elsewhere / when gone. */
export function procStat(pid: number): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started. */
export const processStartOf = (pid: number) => procStat(pid)?.[19];

/** Whether a process with this pid runs (a zombie does not); for names that carry only a pid. */
export function pidRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return procStat(pid)?.[0] !== 'Z';
}

/** Whether the holder still runs; a holder on another machine (a shared folder) is taken to. */
export function holderAlive(holder: DataDirHolder): boolean {
  if (holder.hostname !== os.hostname()) return true;
  if (holder.pid === process.pid) return [...held.values()].includes(holder.token);
  if (!pidRunning(holder.pid)) return false;
  const started = processStartOf(holder.pid);
  return !holder.processStart || !started || started === holder.processStart;
}

function commandLine(): string {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) || process.argv[1] : '';
  const npm = process.env.npm_lifecycle_event ? `npm run ${process.env.npm_lifecycle_event}: ` : '';
  return `${npm}${[path.basename(process.argv[0] ?? 'node'), script, ...process.argv.slice(2)].filter(Boolean).join(' ')}`.slice(0, 300);
}

/** This process as a lock's holder: who it is, and a token of this taking of the lock. */
export function thisProcessAsHolder(about: Pick<DataDirHolder, 'label' | 'details'>): DataDirHolder {
  return {
    pid: process.pid,
    hostname: os.hostname(),
    command: commandLine(),
    startedAt: new Date().toISOString(),
    processStart: processStartOf(process.pid),
    token: randomUUID(),
    ...about,
  };
}

/** Writes `holder` under the lock's name if nobody holds it; false when the name is taken. */
export function tryCreate(file: string, holder: DataDirHolder): boolean {
  const temporary = `${file}.${holder.token}`;
  fs.writeFileSync(temporary, JSON.stringify(holder));
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links: exclusive creation (a reader may then briefly see it empty: damaged).
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP') {
      try {
        fs.writeFileSync(file, JSON.stringify(holder), { flag: 'wx' });
        return true;
      } catch (wxError) {
        if ((wxError as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw wxError;
      }
    }
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

export function removeIfOurs(file: string, token: string) {
  const reading = readLock(file);
  if (reading.state === 'held' && reading.holder.token === token) fs.rmSync(file, { force: true });
  held.delete(file);
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Removes the stale lock read as `seen`, unless it changed meanwhile. One process at a time: another one may
 * have found the same stale lock, removed it and taken the directory already, and must not lose it to us.
 */
export async function removeStale(file: string, seen: string): Promise<void> {
  const guard = `${file}.takeover`;
  try {
    fs.writeFileSync(guard, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const guardPid = Number(fs.readFileSync(guard, 'utf8').trim());
    // A taker killed between its two steps leaves its guard behind.
    if (!Number.isInteger(guardPid) || !pidRunning(guardPid)) fs.rmSync(guard, { force: true });
    else await pause(20);
    return;
  }
  try {
    const now = readLock(file);
    if (now.state !== 'missing' && now.text === seen) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

