/**
 * withLock on PostgreSQL (DATABASE_URL, set by the run's setup): a session advisory lock, taken by processes in
 * turn, released by a holder's death, naming its holder to a waiter that gives up, and a lost connection reported.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { LockLost, LockTimeout, withLock } from './withLock';

const children: ChildProcess[] = [];
const folders: string[] = [];
const clients: pg.Client[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  for (const client of clients.splice(0)) await client.end();
});

function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stayvia-pglock-'));
  folders.push(dir);
  return dir;
}

async function admin(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  clients.push(client);
  return client;
}

/** The advisory locks of this database: each session's pid, its application name, and whether it was granted. */
async function advisoryLocks(client: pg.Client) {
  const { rows } = await client.query<{ granted: boolean; application_name: string }>(
    `select l.granted, a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.database = (select oid from pg_database where datname = current_database())`,
  );
  return rows;
}

const until = async (check: () => Promise<boolean>, what: string, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not ${what} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** Another process holding the writer lock on `dir` (with DATABASE_URL) until it reads a line or is killed. */
async function holder(dir: string) {
  const code = `import { withLock } from ${JSON.stringify(path.join(import.meta.dirname, 'withLock.ts'))};
await withLock(${JSON.stringify(dir)}, '.writer', async () => {
  console.log('locked');
  await new Promise((resolve) => process.stdin.once('data', resolve));
}, { timeoutMs: 30_000, holders: 'the test', label: 'writing the test document' });
console.log('released');
process.exit(0);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['pipe', 'pipe', 'pipe'], env: process.env });
  children.push(child);
  let output = '';
  const said = (word: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => output.includes(word) && resolve();
      child.stdout!.on('data', (chunk: Buffer) => ((output += chunk.toString()), check()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', () => (output.includes(word) ? resolve() : reject(new Error(`exited without saying ${word}:\n${output}`))));
      check();
    });
  const locked = said('locked');
  await locked;
  return { child, released: () => said('released') };
}

const options = { timeoutMs: 20_000, holders: 'the test' };

// Each test starts a Node process: seconds apiece on a busy machine.
describe('withLock on PostgreSQL', { timeout: 60_000 }, () => {
  it('is a session advisory lock: a second process waits for the first, then takes it', async () => {
    const dir = folder();
    const client = await admin();
    const first = await holder(dir);
    expect(await advisoryLocks(client)).toEqual([{ granted: true, application_name: expect.stringContaining(`pid ${first.child.pid}@`) }]);
    let ranAt = 0;
    const second = withLock(dir, '.writer', async () => (ranAt = Date.now()), options);
    await until(async () => (await advisoryLocks(client)).some((lock) => !lock.granted), 'waiting');
    expect(ranAt).toBe(0);
    const releasedAt = Date.now();
    first.child.stdin!.write('go\n');
    await second;
    expect(ranAt).toBeGreaterThanOrEqual(releasedAt);
    await first.released();
    await until(async () => (await advisoryLocks(client)).length === 0, 'released by both');
    // The folder's id is what processes writing it share; nothing names a pid.
    expect(fs.readdirSync(dir)).toEqual(['.writer.lock.id']);
  });

  it('is released by a holder killed with SIGKILL: the next takes it within seconds', async () => {
    const dir = folder();
    const first = await holder(dir);
    const waiting = withLock(dir, '.writer', async () => Date.now(), options);
    const killedAt = Date.now();
    first.child.kill('SIGKILL');
    const tookAt = await waiting;
    expect(tookAt - killedAt).toBeLessThan(3_000);
    expect(fs.readdirSync(dir)).toEqual(['.writer.lock.id']);
  });

  it('names the holder (pid, host, what it does, command) to a waiter that gives up', async () => {
    const dir = folder();
    const first = await holder(dir);
    const refusal = await withLock(dir, '.writer', async () => 'ran', { timeoutMs: 300, holders: 'another release or rollback' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(LockTimeout);
    expect(fs.readdirSync(dir)).toEqual(['.writer.lock.id']);
    const { holder: named, message } = refusal as LockTimeout;
    expect(named).toMatchObject({ pid: first.child.pid, hostname: os.hostname(), label: 'writing the test document' });
    expect(named.command).toMatch(/\bnode\b/);
    expect(message).toBe(`${dir} is locked by process ${first.child.pid}, writing the test document (${named.command}, since ${named.startedAt}; another release or rollback).`);
  });

  it('does not make writers of other folders or other locks wait', async () => {
    const dir = folder();
    await holder(dir);
    expect(await withLock(folder(), '.writer', async () => 'other folder', { ...options, timeoutMs: 300 })).toBe('other folder');
    expect(await withLock(dir, '.tokens', async () => 'other lock', { ...options, timeoutMs: 300 })).toBe('other lock');
  });

  it('reports a connection lost while holding: said at once, the work refused at its end, the lock free for others', async () => {
    const dir = folder();
    const client = await admin();
    const lines: string[] = [];
    const original = console.error;
    console.error = (line: string) => lines.push(line);
    try {
      const outcome = await withLock(
        dir,
        '.writer',
        async () => {
          await client.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name like $1`, [`stayvia lock .writer pid ${process.pid}@%`]);
          await until(async () => lines.length > 0, 'said');
          // Another writer may take it meanwhile: nothing excludes it any more.
          return withLock(dir, '.writer', async () => 'taken by another', { ...options, timeoutMs: 2_000 });
        },
        options,
      ).catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(LockLost);
      expect((outcome as LockLost).message).toContain(`The lock on ${dir} was lost while its work ran (the connection to PostgreSQL ended: terminating connection due to administrator command)`);
      expect(lines).toEqual([expect.stringContaining(`The lock on ${dir} (.writer) was lost: terminating connection due to administrator command.`)]);
    } finally {
      console.error = original;
    }
  });

  it('refuses clearly when PostgreSQL cannot be reached, running nothing and naming no password', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const url = process.env.DATABASE_URL;
    process.env.DATABASE_URL = `postgres://site:secret-password@127.0.0.1:${port}/site`;
    try {
      const dir = folder();
      let ran = false;
      const refusal = await withLock(dir, '.writer', async () => (ran = true), options).catch((error: unknown) => error as Error);
      expect(ran).toBe(false);
      expect(String(refusal)).toContain(`The lock on ${dir} (.writer) is taken on PostgreSQL (DATABASE_URL), which could not be reached: connect ECONNREFUSED 127.0.0.1:${port}. Nothing was written.`);
      expect(String(refusal)).not.toContain('secret-password');
    } finally {
      process.env.DATABASE_URL = url;
    }
  });
});
