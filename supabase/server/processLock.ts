/**
 * The one lock between processes: a data directory's (one process per directory, for its life), a shared
 * directory's holders (pagesFolder.ts), and the short writer locks waited for in turn (`withLock`: the release
 * store's document and log, a pages folder's writer, the first release of a new store).
 *
 * One process per data directory. PGlite keeps no lock of its own: a second process opening the directory
 * of a running one writes over its files, and the first finds its database unreadable at its next start
 * (`DatabaseError: Aborted()`). So whoever opens a data directory holds `<dataDir>.lock` beside it for its
 * life: a JSON record of the holder (pid, command, start) that the holder may extend with what it serves
 * (the site server, platform/server/siteLocks.ts, records its origin there, for the commands that look for the running site).
 *
 * - Taken atomically: the record is written to a file of its own, then hard-linked to the lock's name, which
 *   fails if the name exists (so a reader never sees a half-written record).
 * - Released on close and on any exit of the process (the `exit` event, uncaught exceptions included).
 * - A lock whose holder is gone (killed, or its machine restarted) is stale and taken over: the pid is not
 *   running, is a zombie, or (Linux) belongs to a process started at another time, i.e. a reused pid.
 *   Taking over is serialized by a second file, so two processes finding the same stale lock cannot both win.
 * - A lock held by a live process is refused with a message naming that process.
 *
 * A directory several processes may use at once when they use it alike (a pages folder rendered by the servers
 * of one site, platform/server/pagesFolder.ts) is shared instead (`shareDataDir`): each holder records itself and
 * its purpose in `<dataDir>.holders/`, and one whose purpose differs from a live holder's is refused.
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
const held = new Map<string, string>();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const [file, token] of held) removeIfOurs(file, token);
  });
}

type Reading = { state: 'missing' } | { state: 'damaged'; text: string } | { state: 'held'; text: string; holder: DataDirHolder };

function readLock(file: string): Reading {
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
function procStat(pid: number): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started. */
const processStartOf = (pid: number) => procStat(pid)?.[19];

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

/** The live holder of a data directory's lock, if any (a stale or damaged lock has none). */
export function dataDirHolder(dataDir: string): DataDirHolder | undefined {
  const reading = readLock(lockFileOf(dataDir));
  return reading.state === 'held' && holderAlive(reading.holder) ? reading.holder : undefined;
}

function commandLine(): string {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) || process.argv[1] : '';
  const npm = process.env.npm_lifecycle_event ? `npm run ${process.env.npm_lifecycle_event}: ` : '';
  return `${npm}${[path.basename(process.argv[0] ?? 'node'), script, ...process.argv.slice(2)].filter(Boolean).join(' ')}`.slice(0, 300);
}

/** This process as a lock's holder: who it is, and a token of this taking of the lock. */
function thisProcessAsHolder(about: Pick<DataDirHolder, 'label' | 'details'>): DataDirHolder {
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
function tryCreate(file: string, holder: DataDirHolder): boolean {
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

function removeIfOurs(file: string, token: string) {
  const reading = readLock(file);
  if (reading.state === 'held' && reading.holder.token === token) fs.rmSync(file, { force: true });
  held.delete(file);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Removes the stale lock read as `seen`, unless it changed meanwhile. One process at a time: another one may
 * have found the same stale lock, removed it and taken the directory already, and must not lose it to us.
 */
async function removeStale(file: string, seen: string): Promise<void> {
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

/** Takes the lock `<name>.lock`, waiting (with backoff) while a live process holds it, up to `waitMs`. */
async function waitForLock(name: string, about: Pick<DataDirHolder, 'label'>, waitMs: number): Promise<DataDirLock> {
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

/** A writer lock stayed taken past the time its waiter was given. */
export class LockTimeout extends Error {
  constructor(
    readonly folder: string,
    readonly holder: DataDirHolder,
    holders: string,
  ) {
    super(`${folder} is locked by process ${holder.pid}${holder.label ? `, ${holder.label}` : ''} (${holder.command}, since ${holder.startedAt}; ${holders}).`);
    this.name = 'LockTimeout';
  }
}

/**
 * Runs `work` holding the writer lock `<folder>/<name>.lock`, one process at a time: a live holder is waited for up
 * to `timeoutMs` (then LockTimeout names it and `holders`, who else takes it); a holder that is gone (its pid not
 * running, a zombie, or reused by a process started at another time) is taken over. Released when `work` ends,
 * and on exit or Ctrl-C.
 */
export async function withLock<T>(
  folder: string,
  name: string,
  work: () => Promise<T>,
  { timeoutMs, holders, label }: { timeoutMs: number; holders: string; label?: string },
): Promise<T> {
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

/**
 * Creates `file` holding `text` (mode `mode`) only when no file is there, whole: written beside it, flushed, then
 * hard-linked into place, so a reader never finds it half written and of processes racing to create it exactly one
 * does. True when this call created it; false when a file was there already, left as it was. (A file made once and
 * never replaced — a secret, keys — is the other use of an exclusive create, so it lives with the locks.)
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
