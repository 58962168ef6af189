/**
 * The servers of one site share a pages folder; a site rendering from another database is refused; a fresh start
 * empties the folder only when no other live server uses it; a dead server's record counts for nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirShared } from 'supabase-backend/server';
import { pagesPurpose, usePagesFolder, type PagesSource } from './pagesFolder';
import { scriptNodeArgs } from '../prerender/runner';
import { root } from '../root';

const folders: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A pages folder holding one rendered page. */
function pagesFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stayvia-pages-folder-'));
  folders.push(folder);
  const pages = path.join(folder, 'pages');
  fs.mkdirSync(pages);
  fs.writeFileSync(path.join(pages, 'index.html'), '<h1>Rendered</h1>');
  return pages;
}

const onPostgres: PagesSource = {
  databaseUrl: 'postgres://site:secret@db.internal:5432/stayvia',
  releasesDir: '/srv/stayvia/releases',
  settingsFile: '/srv/stayvia/releases/settings.json',
};

/** Another server process using the folder for `source` until killed. */
async function otherServer(pages: string, source: PagesSource) {
  const code = `import { usePagesFolder } from ${JSON.stringify(path.join(import.meta.dirname, 'pagesFolder.ts'))};
await usePagesFolder(${JSON.stringify(pages)}, ${JSON.stringify(source)});
console.log('joined');
setInterval(() => undefined, 60_000);`;
  const child = spawn(process.execPath, [...scriptNodeArgs, '--input-type=module', '-e', code], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('joined')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => reject(new Error(`the other server exited:\n${output}`)));
  });
  return child;
}

describe('the pages folder of a site', { timeout: 30_000 }, () => {
  it('names the database without its password or role: the servers of one site agree whatever role each connects as', () => {
    const purpose = pagesPurpose(onPostgres);
    expect(purpose.database).toBe('PostgreSQL db.internal:5432/stayvia');
    expect(JSON.stringify(purpose)).not.toContain('secret');
    expect(pagesPurpose({ ...onPostgres, databaseUrl: 'postgresql://reader:other@DB.internal/stayvia', backendDataDir: '/var/lib/a' })).toEqual(purpose);
    expect(pagesPurpose({ ...onPostgres, databaseUrl: 'postgres://site@db.internal:5432/other' }).database).toBe('PostgreSQL db.internal:5432/other');
    // Two embedded databases are two databases, whatever else they share.
    const embedded = (dir: string) => pagesPurpose({ ...onPostgres, databaseUrl: undefined, backendDataDir: dir }).database;
    expect(embedded('/var/lib/a')).not.toBe(embedded('/var/lib/b'));
  });

  it('is shared by a second server of the same site, which leaves it as it is even when started fresh', async () => {
    const pages = pagesFolder();
    const first = await otherServer(pages, onPostgres);
    const lines: string[] = [];
    const lock = await usePagesFolder(pages, { ...onPostgres, backendDataDir: '/var/lib/second' }, { fresh: true, log: (line) => lines.push(line) });
    try {
      expect(lock.joined.map((holder) => holder.pid)).toEqual([first.pid]);
      expect(fs.readFileSync(path.join(pages, 'index.html'), 'utf8')).toBe('<h1>Rendered</h1>');
      expect(lines).toEqual([
        `[server] a fresh start, but the pages folder ${pages} is left as it is: other servers of this site render it (process ${first.pid}).`,
      ]);
    } finally {
      lock.release();
    }
  });

  it('refuses a site on another database (two embedded ones can never share one), naming the first, and leaves the folder as it is', async () => {
    const pages = pagesFolder();
    const embedded = { ...onPostgres, databaseUrl: undefined, backendDataDir: path.join(path.dirname(pages), 'db-a') };
    const first = await otherServer(pages, embedded);
    const refusal = await usePagesFolder(pages, { ...embedded, backendDataDir: path.join(path.dirname(pages), 'db-b') }, { fresh: true }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirShared);
    const message = (refusal as Error).message;
    expect(message).toContain(`The pages folder ${pages} is in use by process ${first.pid} (`);
    expect(message).toContain(`with another database: the embedded database in ${embedded.backendDataDir} on ${os.hostname()}, where this one has the embedded database in `);
    expect(message).toContain('Site servers share a pages folder only when they render it from the same database (DATABASE_URL), release store (RELEASES_DIR) and settings document');
    expect(message).toMatch(/another directory \(PRERENDER_DIR\)\.$/);
    expect(fs.readFileSync(path.join(pages, 'index.html'), 'utf8')).toBe('<h1>Rendered</h1>');
    // Another store is refused the same way.
    await expect(usePagesFolder(pages, { ...embedded, releasesDir: '/elsewhere' })).rejects.toThrow(/with another release store: \/srv\/stayvia\/releases, where this one has \/elsewhere\./);
  });

  it('is emptied by a fresh start when the only other record is a dead server’s', async () => {
    const pages = pagesFolder();
    const dead = await otherServer(pages, { ...onPostgres, databaseUrl: 'postgres://elsewhere/db' });
    dead.kill('SIGKILL');
    await new Promise((resolve) => dead.once('exit', resolve));
    const lock = await usePagesFolder(pages, onPostgres, { fresh: true });
    try {
      expect(lock.joined).toEqual([]);
      expect(fs.existsSync(pages)).toBe(false);
    } finally {
      lock.release();
    }
  });

  it('is not emptied by a start that is not fresh', async () => {
    const pages = pagesFolder();
    const lock = await usePagesFolder(pages, onPostgres);
    lock.release();
    expect(fs.existsSync(path.join(pages, 'index.html'))).toBe(true);
  });
});
