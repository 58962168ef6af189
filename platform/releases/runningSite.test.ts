/** A command finds the running site on its data directory, else among the servers rendering its pages folder. */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, shareDataDir, type DataDirLock } from 'supabase-backend/server';
import { pagesFolderNames } from '../server/pagesFolder';
import { findRunningSite, siteLabel, SiteUnavailable, type SiteRecord } from './runningSite';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function folder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stayvia-running-site-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A server answering /settings.json, as a site does. */
async function answering(): Promise<string> {
  const server = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A site server's records, as server.ts writes them: in its data directory's lock and among the pages folder's holders. */
async function siteRecords(dir: string, site: SiteRecord, { dataDir }: { dataDir?: string } = {}) {
  const locks: DataDirLock[] = [await shareDataDir(site.pagesDir, { database: 'PostgreSQL db:5432/site' }, pagesFolderNames)];
  if (dataDir) locks.push(await lockDataDir(dataDir));
  for (const lock of locks) {
    lock.update({ label: siteLabel(site.origin), details: { ...site } });
    cleanups.push(() => lock.release());
  }
  return { dataDir: dataDir ?? path.join(dir, 'unheld-db') };
}

describe('the running site a command uses', () => {
  it('is found among the servers rendering the pages folder when none holds the data directory', async () => {
    const dir = folder();
    const pagesDir = path.join(dir, 'pages');
    const origin = await answering();
    const site: SiteRecord = { origin, state: 'ready', pagesDir, releasesDir: path.join(dir, 'releases') };
    await siteRecords(dir, site);
    // (Two records of one process stand for two servers here: each counts as a server of the folder.)
    await siteRecords(dir, { ...site, origin: 'http://127.0.0.1:9' });
    const found = await findRunningSite(path.join(dir, 'operator-db'), pagesDir);
    expect(found).toMatchObject({ origin, foundBy: 'pages folder', servers: 2, pid: process.pid, releasesDir: site.releasesDir });
    // Without the pages folder, as before: nothing on the data directory.
    expect(await findRunningSite(path.join(dir, 'operator-db'))).toBeUndefined();
  });

  it('prefers the site on its data directory, and says how many servers render its pages', async () => {
    const dir = folder();
    const pagesDir = path.join(dir, 'pages');
    const origin = await answering();
    const { dataDir } = await siteRecords(dir, { origin, state: 'ready', pagesDir, releasesDir: path.join(dir, 'releases') }, { dataDir: path.join(dir, 'db') });
    expect(await findRunningSite(dataDir, path.join(dir, 'other-pages'))).toMatchObject({ origin, foundBy: 'data directory', servers: 1 });
  });

  it('is refused, naming each server, while every server of the folder is starting or silent', async () => {
    const dir = folder();
    const pagesDir = path.join(dir, 'pages');
    await siteRecords(dir, { origin: 'http://127.0.0.1:9', state: 'starting', pagesDir, releasesDir: dir });
    const refusal = await findRunningSite(path.join(dir, 'operator-db'), pagesDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SiteUnavailable);
    expect((refusal as Error).message).toBe(
      `No site rendering ${pagesDir} is ready: http://127.0.0.1:9 (process ${process.pid}, starting). Run the command again once one prints "Stayvia is served on …"; if one is stuck, stop it and start it again.`,
    );
  });

  it('is none when nothing holds the data directory or renders the folder', async () => {
    const dir = folder();
    expect(await findRunningSite(path.join(dir, 'db'), path.join(dir, 'pages'))).toBeUndefined();
  });
});
