/** One writer of a pages folder at a time, across processes: the next waits, for as long as it is told. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { unnamedLockGraceMs, withPagesLock } from './pagesLock';

const saved = { ...process.env };
const folders: string[] = [];
afterEach(() => {
  process.env = { ...saved };
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function pagesFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stayvia-pages-lock-'));
  folders.push(folder);
  return folder;
}

/** The lock as a live writer holds it (this process's pid: alive). */
function heldByLiveWriter(dir: string) {
  fs.mkdirSync(path.join(dir, '.lock'));
  fs.writeFileSync(path.join(dir, '.lock', 'pid'), String(process.pid));
}

describe('the pages folder’s writer lock', () => {
  it('waits for a live writer for PRERENDER_LOCK_WAIT_MS, then names it', async () => {
    const dir = pagesFolder();
    heldByLiveWriter(dir);
    process.env.PRERENDER_LOCK_WAIT_MS = '300';
    const started = Date.now();
    await expect(withPagesLock(dir, async () => 'ran')).rejects.toThrow(`${dir} is locked by process ${process.pid} (another prerender or release).`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('runs once the writer before it lets go, and lets go itself', async () => {
    const dir = pagesFolder();
    heldByLiveWriter(dir);
    const waiting = withPagesLock(dir, async () => 'ran');
    setTimeout(() => fs.rmSync(path.join(dir, '.lock'), { recursive: true, force: true }), 100);
    await expect(waiting).resolves.toBe('ran');
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it('takes over the lock of a writer that is gone', async () => {
    const dir = pagesFolder();
    fs.mkdirSync(path.join(dir, '.lock'));
    // A pid no process has (above Linux's pid_max).
    fs.writeFileSync(path.join(dir, '.lock', 'pid'), '4194305');
    await expect(withPagesLock(dir, async () => 'ran')).resolves.toBe('ran');
  });

  it('takes over a lock its maker never named (killed between making it and writing its pid), once past the grace', async () => {
    const dir = pagesFolder();
    fs.mkdirSync(path.join(dir, '.lock'));
    const past = new Date(Date.now() - unnamedLockGraceMs - 1_000);
    fs.utimesSync(path.join(dir, '.lock'), past, past);
    process.env.PRERENDER_LOCK_WAIT_MS = '2000';
    await expect(withPagesLock(dir, async () => 'ran')).resolves.toBe('ran');
  });

  it('waits for an unnamed lock just made (its maker is writing its pid)', async () => {
    const dir = pagesFolder();
    fs.mkdirSync(path.join(dir, '.lock'));
    process.env.PRERENDER_LOCK_WAIT_MS = '300';
    await expect(withPagesLock(dir, async () => 'ran')).rejects.toThrow(`${dir} is locked by a process not yet named (another prerender or release).`);
  });
});
