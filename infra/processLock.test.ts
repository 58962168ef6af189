/** One process per data directory: the lock beside it refuses a second opener, survives nothing but its holder. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileOnce } from './fileOnce';
import { DataDirInUse, dataDirHolder, lockDataDir } from './dataDirLock';
import { DataDirShared, holdersDirOf, shareDataDir, sharedDirHolders } from './sharedDirectory';
import { lockFileOf, type DataDirHolder } from './lockRecord';

const lockModule = (name: string) => JSON.stringify(path.join(import.meta.dirname, `${name}.ts`));
const children: ChildProcess[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stayvia-lock-'));
  folders.push(folder);
  return path.join(folder, 'backend');
}

/**
 * Another process that runs `script` with `lockDataDir` and `dataDir` in scope and prints what it says; it
 * stays alive (holding what it took) until it exits by itself or is killed.
 */
function otherProcess(script: string, dir: string) {
  const code = `import { lockDataDir } from ${lockModule('dataDirLock')};\nimport { shareDataDir } from ${lockModule('sharedDirectory')};\nconst dataDir = ${JSON.stringify(dir)};\n${script}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  const said = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) {
          child.stdout!.off('data', check);
          resolve(match[0]);
        }
      };
      child.stdout!.on('data', check);
      void exited.then(() => (pattern.test(output) ? check() : reject(new Error(`exited without saying ${pattern}:\n${output}`))));
      check();
    });
  return { child, said, exited, output: () => output };
}

/** A process holding the lock until killed, labelled as the site server records itself. */
async function holder(dir: string) {
  const other = otherProcess(
    `await lockDataDir(dataDir, { label: 'the site on http://localhost:18580' });\nconsole.log('locked');\nsetInterval(() => undefined, 60_000);`,
    dir,
  );
  await other.said(/locked/);
  return other;
}

const readRecord = (dir: string) => JSON.parse(fs.readFileSync(lockFileOf(dir), 'utf8')) as DataDirHolder;

// Each test starts Node processes: seconds apiece on a busy machine.
describe('the data directory lock', { timeout: 30_000 }, () => {
  it('refuses a second process, naming the holder: its pid, what it is and its command', async () => {
    const dir = dataDir();
    const other = await holder(dir);
    const refusal = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUse);
    const message = (refusal as DataDirInUse).message;
    expect(message).toContain(`The data directory ${dir} is in use by process ${other.child.pid}, the site on http://localhost:18580 (`);
    const { holder: named } = refusal as DataDirInUse;
    expect(named.pid).toBe(other.child.pid);
    expect(named.command).toMatch(/\bnode\b/);
    expect(message).toContain(`(${named.command}, since ${named.startedAt})`);
    expect(dataDirHolder(dir)?.pid).toBe(other.child.pid);
    // The holder's record is untouched by the refused attempt.
    expect(readRecord(dir).pid).toBe(other.child.pid);
  });

  it('refuses a second opener in the same process', async () => {
    const dir = dataDir();
    const lock = await lockDataDir(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${process.pid}`);
    } finally {
      lock.release();
    }
  });

  it('names another kind of directory, and its setting, as its taker says (a site’s pages folder)', async () => {
    const dir = dataDir();
    const lock = await lockDataDir(dir);
    try {
      const refusal = await lockDataDir(dir, {}, { kind: 'pages folder', setting: 'PRERENDER_DIR' }).catch((error: unknown) => error);
      const message = (refusal as DataDirInUse).message;
      expect(message).toContain(`The pages folder ${dir} is in use by process ${process.pid} `);
      expect(message).toMatch(/another directory \(PRERENDER_DIR\)\.$/);
    } finally {
      lock.release();
    }
  });

  it('is the same lock for the same directory reached through a symbolic link', async () => {
    const dir = dataDir();
    fs.mkdirSync(dir);
    const link = path.join(path.dirname(dir), 'linked');
    fs.symlinkSync(dir, link);
    const lock = await lockDataDir(dir);
    try {
      await expect(lockDataDir(link)).rejects.toBeInstanceOf(DataDirInUse);
    } finally {
      lock.release();
    }
  });

  it('takes over the lock of a killed process', async () => {
    const dir = dataDir();
    const other = await holder(dir);
    other.child.kill('SIGKILL');
    await other.exited;
    // Its record stays behind (nothing runs on SIGKILL) …
    expect(readRecord(dir).pid).toBe(other.child.pid);
    expect(dataDirHolder(dir)).toBeUndefined();
    // … and is stale: taken over.
    const lock = await lockDataDir(dir);
    try {
      expect(readRecord(dir).pid).toBe(process.pid);
      expect(dataDirHolder(dir)?.pid).toBe(process.pid);
    } finally {
      lock.release();
    }
  });

  it('takes over a lock whose pid now belongs to another process (started at another time)', async () => {
    const dir = dataDir();
    const other = await holder(dir);
    // The record as a process of the same pid, started earlier, would have left it.
    fs.writeFileSync(lockFileOf(dir), JSON.stringify({ ...readRecord(dir), processStart: '1' }));
    expect(dataDirHolder(dir)).toBeUndefined();
    const lock = await lockDataDir(dir);
    expect(readRecord(dir).pid).toBe(process.pid);
    lock.release();
    expect(other.child.exitCode).toBeNull();
  });

  it('takes over a damaged lock file', async () => {
    const dir = dataDir();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(lockFileOf(dir), '{"pid": 12');
    const lock = await lockDataDir(dir);
    expect(readRecord(dir).pid).toBe(process.pid);
    lock.release();
  });

  it('lets exactly one of several processes take a stale lock at once', async () => {
    const dir = dataDir();
    const dead = await holder(dir);
    dead.child.kill('SIGKILL');
    await dead.exited;
    const contenders = Array.from({ length: 4 }, () =>
      otherProcess(
        `try { await lockDataDir(dataDir); console.log('won'); setInterval(() => undefined, 60_000); } catch (error) { console.log(error.name === 'DataDirInUse' ? 'refused' : String(error)); }`,
        dir,
      ),
    );
    const outcomes = await Promise.all(contenders.map((contender) => contender.said(/won|refused|Error.*/)));
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(3);
    const winner = contenders[outcomes.indexOf('won')];
    expect(readRecord(dir).pid).toBe(winner.child.pid);
  });

  it('is released by release(), and the record can say what its holder serves meanwhile', async () => {
    const dir = dataDir();
    const lock = await lockDataDir(dir);
    lock.update({ label: 'the site on http://localhost:5200', details: { origin: 'http://localhost:5200', state: 'ready' } });
    expect(dataDirHolder(dir)).toMatchObject({ pid: process.pid, label: 'the site on http://localhost:5200', details: { state: 'ready' } });
    lock.release();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
    expect(dataDirHolder(dir)).toBeUndefined();
    // Free again, for this process as for any other.
    (await lockDataDir(dir)).release();
  });

  it('is released when its process exits, normally or by an uncaught exception', async () => {
    for (const ending of ['process.exit(0);', "throw new Error('crashed');"]) {
      const dir = dataDir();
      const other = otherProcess(`await lockDataDir(dataDir);\nconsole.log('locked');\nsetTimeout(() => { ${ending} }, 10);`, dir);
      await other.said(/locked/);
      const code = await other.exited;
      expect(code).toBe(ending.startsWith('throw') ? 1 : 0);
      expect(fs.existsSync(lockFileOf(dir))).toBe(false);
    }
  });
});

const names = { kind: 'pages folder', setting: 'PRERENDER_DIR', rule: 'Sites share it only when they render it from the same database' };
const siteA = { database: 'PostgreSQL 127.0.0.1:5432/site', 'release store': '/srv/releases' };

/** A process sharing the directory for `purpose` until killed. */
async function sharer(dir: string, purpose: Record<string, string>) {
  const other = otherProcess(
    `await shareDataDir(dataDir, ${JSON.stringify(purpose)}, ${JSON.stringify(names)}, { about: { label: 'the site on http://localhost:18581' } });\nconsole.log('joined');\nsetInterval(() => undefined, 60_000);`,
    dir,
  );
  await other.said(/joined/);
  return other;
}

describe('a shared directory', { timeout: 30_000 }, () => {
  it('is joined by a process with the same purpose, which learns who was there first', async () => {
    const dir = dataDir();
    const other = await sharer(dir, siteA);
    const lock = await shareDataDir(dir, { ...siteA }, names);
    try {
      expect(lock.joined.map((holder) => holder.pid)).toEqual([other.child.pid]);
      expect(sharedDirHolders(dir).map((holder) => holder.pid).sort()).toEqual([other.child.pid, process.pid].sort());
    } finally {
      lock.release();
    }
    expect(sharedDirHolders(dir).map((holder) => holder.pid)).toEqual([other.child.pid]);
  });

  it('refuses a process with another purpose, naming the holder and what differs, and leaves no record of it', async () => {
    const dir = dataDir();
    const other = await sharer(dir, siteA);
    const refusal = await shareDataDir(dir, { ...siteA, database: 'the embedded database in /tmp/db on here' }, names).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirShared);
    const message = (refusal as Error).message;
    expect(message).toContain(`The pages folder ${dir} is in use by process ${other.child.pid}, the site on http://localhost:18581 (`);
    expect(message).toContain('with another database: PostgreSQL 127.0.0.1:5432/site, where this one has the embedded database in /tmp/db on here.');
    expect(message).toMatch(/Sites share it only when they render it from the same database: stop that one, or give this one another directory \(PRERENDER_DIR\)\.$/);
    expect(sharedDirHolders(dir).map((holder) => holder.pid)).toEqual([other.child.pid]);
  });

  it('ignores and removes the record of a killed holder: another purpose may take the directory', async () => {
    const dir = dataDir();
    const other = await sharer(dir, siteA);
    other.child.kill('SIGKILL');
    await other.exited;
    // Its record stays behind (nothing runs on SIGKILL), but names no live holder.
    expect(fs.readdirSync(holdersDirOf(dir)).filter((name) => name.endsWith('.json'))).toHaveLength(1);
    expect(sharedDirHolders(dir)).toEqual([]);
    let seen: unknown[] | undefined;
    const lock = await shareDataDir(dir, { ...siteA, database: 'another' }, names, { whileJoining: (others) => void (seen = others) });
    expect(seen).toEqual([]);
    expect(lock.joined).toEqual([]);
    expect(fs.readdirSync(holdersDirOf(dir)).filter((name) => name.endsWith('.json'))).toEqual([path.basename(lock.file)]);
    lock.release();
  });

  it('lets in only one purpose when processes of two purposes join at once', async () => {
    const dir = dataDir();
    const contenders = Array.from({ length: 4 }, (_, i) =>
      otherProcess(
        `try { await shareDataDir(dataDir, { database: ${JSON.stringify(`db-${i % 2}`)} }, ${JSON.stringify(names)}); console.log('joined'); setInterval(() => undefined, 60_000); } catch (error) { console.log(error.name === 'DataDirShared' ? 'refused' : String(error)); }`,
        dir,
      ),
    );
    const outcomes = await Promise.all(contenders.map((contender) => contender.said(/joined|refused|Error.*/)));
    const joined = contenders.filter((_, i) => outcomes[i] === 'joined');
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(2);
    expect(joined).toHaveLength(2);
    // The two that joined use it alike.
    const purposes = new Set(sharedDirHolders(dir).map((holder) => holder.purpose.database));
    expect(purposes.size).toBe(1);
    expect(sharedDirHolders(dir).map((holder) => holder.pid).sort()).toEqual(joined.map((contender) => contender.child.pid).sort());
  });

  it('runs whileJoining in the joining turn: a second joiner waits until the first has done', async () => {
    const dir = dataDir();
    const order: string[] = [];
    let finish!: () => void;
    const first = shareDataDir(dir, siteA, names, {
      whileJoining: () =>
        new Promise<void>((resolve) => {
          order.push('first joining');
          finish = () => {
            order.push('first done');
            resolve();
          };
        }),
    });
    await expect.poll(() => order).toEqual(['first joining']);
    const second = shareDataDir(dir, siteA, names, { whileJoining: (others) => void order.push(`second joining after ${others.length}`) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual(['first joining']);
    finish();
    const locks = await Promise.all([first, second]);
    expect(order).toEqual(['first joining', 'first done', 'second joining after 1']);
    for (const lock of locks) lock.release();
  });

  it('is left when its holder exits, and its record can say what the holder serves meanwhile', async () => {
    const dir = dataDir();
    const lock = await shareDataDir(dir, siteA, names);
    lock.update({ label: 'the site on http://localhost:5200', details: { origin: 'http://localhost:5200', state: 'ready' } });
    expect(sharedDirHolders(dir)).toMatchObject([{ pid: process.pid, label: 'the site on http://localhost:5200', details: { state: 'ready' }, purpose: siteA }]);
    lock.release();
    expect(sharedDirHolders(dir)).toEqual([]);
    const other = otherProcess(`await shareDataDir(dataDir, { a: 'b' }, ${JSON.stringify(names)});\nconsole.log('joined');\nsetTimeout(() => process.exit(0), 10);`, dir);
    await other.said(/joined/);
    await other.exited;
    expect(fs.readdirSync(holdersDirOf(dir)).filter((name) => name.endsWith('.json'))).toEqual([]);
  });
});

describe('a file made once', () => {
  it('is created whole with its mode, and a second creation leaves it as it was and says so', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-once-'));
    try {
      const file = path.join(dir, 'nested', 'secret');
      expect(createFileOnce(file, 'first')).toBe(true);
      expect(createFileOnce(file, 'second')).toBe(false);
      expect(fs.readFileSync(file, 'utf8')).toBe('first');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // Nothing of either attempt is left beside it.
      expect(fs.readdirSync(path.dirname(file))).toEqual(['secret']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
