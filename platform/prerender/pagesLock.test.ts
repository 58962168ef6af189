/** One writer of a pages folder at a time, across processes: the next waits, for as long as it is told. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pagesLockName, withPagesLock } from './pagesLock';

const saved = { ...process.env };
const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  process.env = { ...saved };
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function pagesFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stayvia-pages-lock-'));
  folders.push(folder);
  return folder;
}

const lockFile = (dir: string) => path.join(dir, `${pagesLockName}.lock`);

/** Another process holding the folder's lock until it is told (a line on its stdin) or killed. */
async function heldByAnotherWriter(dir: string): Promise<ChildProcess> {
  const script = `
    import { withPagesLock } from ${JSON.stringify(path.join(import.meta.dirname, 'pagesLock.ts'))};
    await withPagesLock(${JSON.stringify(dir)}, () => { process.send('held'); return new Promise((resolve) => process.stdin.once('data', resolve)); });
    process.exit(0);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { stdio: ['pipe', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  const [message] = await once(child, 'message');
  expect(message).toBe('held');
  return child;
}

/** A lock record as its holder writes it, for a holder that is not this process. */
function recordOf(pid: number, processStart?: string) {
  return JSON.stringify({ pid, hostname: os.hostname(), command: 'node scripts/prerender.ts', startedAt: new Date().toISOString(), processStart, token: 'earlier' });
}

// Each test starts a Node process that loads the lock module through tsx: seconds on a busy machine.
describe('the pages folder’s writer lock', { timeout: 30_000 }, () => {
  it('waits for a live writer for PRERENDER_LOCK_WAIT_MS, then names it', async () => {
    const dir = pagesFolder();
    const writer = await heldByAnotherWriter(dir);
    process.env.PRERENDER_LOCK_WAIT_MS = '300';
    const started = Date.now();
    await expect(withPagesLock(dir, async () => 'ran')).rejects.toThrow(`${dir} is locked by process ${writer.pid}, writing the pages (`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('runs once the writer before it lets go, and lets go itself', async () => {
    const dir = pagesFolder();
    const writer = await heldByAnotherWriter(dir);
    const waiting = withPagesLock(dir, async () => 'ran');
    writer.stdin!.write('done\n');
    await expect(waiting).resolves.toBe('ran');
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over the lock of a writer that was killed', async () => {
    const dir = pagesFolder();
    const writer = await heldByAnotherWriter(dir);
    writer.kill('SIGKILL');
    await once(writer, 'exit');
    expect(fs.existsSync(lockFile(dir))).toBe(true);
    process.env.PRERENDER_LOCK_WAIT_MS = '300';
    await expect(withPagesLock(dir, async () => 'ran')).resolves.toBe('ran');
  });

  it('takes over a lock whose pid another process has since been given (a reused pid)', async () => {
    const dir = pagesFolder();
    // A running process's pid, recorded as started at another time: the writer that recorded it is gone.
    const other = await heldByAnotherWriter(pagesFolder());
    fs.writeFileSync(lockFile(dir), recordOf(other.pid!, '1'));
    process.env.PRERENDER_LOCK_WAIT_MS = '300';
    await expect(withPagesLock(dir, async () => 'ran')).resolves.toBe('ran');
  });

  it('waits for a live writer whose record matches its process (not a reused pid)', async () => {
    const dir = pagesFolder();
    const other = await heldByAnotherWriter(pagesFolder());
    const start = fs.readFileSync(`/proc/${other.pid}/stat`, 'utf8').split(') ')[1].split(' ')[19];
    fs.writeFileSync(lockFile(dir), recordOf(other.pid!, start));
    process.env.PRERENDER_LOCK_WAIT_MS = '300';
    await expect(withPagesLock(dir, async () => 'ran')).rejects.toThrow(`is locked by process ${other.pid}`);
  });
});
