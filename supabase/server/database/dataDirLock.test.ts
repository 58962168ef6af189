/** One process per data directory: the lock beside it refuses a second opener, survives nothing but its holder. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse, dataDirHolder, lockDataDir, lockFileOf, type DataDirHolder } from './dataDirLock';

const lockModule = path.join(import.meta.dirname, 'dataDirLock.ts');
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
  const code = `import { lockDataDir } from ${JSON.stringify(lockModule)};\nconst dataDir = ${JSON.stringify(dir)};\n${script}`;
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
