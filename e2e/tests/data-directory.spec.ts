/**
 * One process per data directory: a site started on a port of its own, then `npm run rollback`,
 * `release` and `prerender` run beside it as an operator runs them — without its PORT — use that site, found
 * from the record it keeps in its data directory, and never open a second database there; a second site on
 * the directory is refused, naming the first; a command holding it is waited for; the data survives a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, readLeads, test } from '../fixtures';
import { portOf } from '../ports';
import { scriptNodeArgs } from 'platform/prerender/runner';
import { spawnLinked } from 'infra/stopRequests';
import { localSettings, postLead, runCommandBeside, servedLine, startSite, tempDir } from './siteProcess';

const root = path.resolve(import.meta.dirname, '..', '..');
const lockOf = (dataDir: string) => JSON.parse(fs.readFileSync(`${dataDir}.lock`, 'utf8')) as { pid: number; details?: Record<string, unknown> };

test.describe.configure({ timeout: 360_000 });

test('release, rollback and prerender beside a site on another port use that site; a second site is refused; the data survives a restart', async () => {
  let site = await startSite({ port: portOf('dataDirectory'), settings: localSettings() });
  try {
    await site.waitForLine(servedLine);
    expect(await postLead(site.origin, 'kept@example.com')).toBe(200);
    // The server (platform/server/site.ts, under its supervisor) holds the directory and says where it serves.
    const holder = lockOf(site.backendDataDir);
    expect(holder.details).toMatchObject({ origin: site.origin, state: 'ready', pagesDir: site.pagesDir, releasesDir: site.releasesDir });

    // A second site on the same directory — asked for a fresh database, even — is refused, naming the first,
    // and not restarted by its supervisor (the same start would be refused again).
    const second = await startSite({ port: portOf('dataDirectorySecond'), settings: localSettings(), env: { BACKEND_DATA_DIR: site.backendDataDir } });
    try {
      expect(await second.exited()).toBe(78);
      expect(second.lines.join('\n')).toContain(`The data directory ${site.backendDataDir} is in use by process ${holder.pid}, the site on ${site.origin} (`);
    } finally {
      await second.stop();
    }

    // Its pages folder likewise: a second site that would render it from another database (an embedded one of
    // its own) — and, fresh, empty it — is refused, naming the first and its database; one that renders none
    // (PRERENDER=0) serves the first's pages and leaves them as they are. (The servers of one site, on one
    // PostgreSQL database and store, share the folder: e2e/servers/.)
    const pagesIndex = path.join(site.pagesDir, 'pages.json');
    const indexBefore = fs.readFileSync(pagesIndex, 'utf8');
    const renderer = await startSite({ port: portOf('dataDirectorySecond'), settings: localSettings(), env: { PRERENDER_DIR: site.pagesDir } });
    try {
      expect(await renderer.exited()).toBe(78);
      expect(renderer.lines.join('\n')).toContain(`The pages folder ${site.pagesDir} is in use by process ${holder.pid}, the site on ${site.origin} (`);
      expect(renderer.lines.join('\n')).toContain(`with another database: the embedded database in ${site.backendDataDir} on `);
      expect(renderer.lines.join('\n')).toContain('another directory (PRERENDER_DIR)');
    } finally {
      await renderer.stop();
    }
    const reader = await startSite({ port: portOf('dataDirectorySecond'), settings: localSettings(), env: { PRERENDER_DIR: site.pagesDir, PRERENDER: '0' } });
    try {
      await reader.waitForLine(servedLine);
      const pricing = await fetch(`${reader.origin}/pricing`);
      expect(pricing.status).toBe(200);
      // The prerendered page (the plain shell page has no heading in its markup).
      expect(await pricing.text()).toMatch(/<h1[^>]*>[^<]*Plans/i);
    } finally {
      await reader.stop();
    }
    expect(fs.readFileSync(pagesIndex, 'utf8')).toBe(indexBefore);

    // An operator's rollback: any version, without the site's PORT.
    const rollback = await runCommandBeside(site, 'rollback', ['legal', '0123456789ab']);
    expect(rollback.code, rollback.output).toBe(1);
    expect(rollback.output).toContain(`Rendering against the running site on ${site.origin} (process ${holder.pid}).`);
    expect(rollback.output).toContain('legal 0123456789ab is not in the store');

    // A release renders its pages against the running site, into its pages.
    const release = await runCommandBeside(site, 'release', ['legal', '--from', path.join(root, 'mf-legal', 'dist')]);
    expect(release.code, release.output).toBe(0);
    expect(release.output).toContain(`Rendering against the running site on ${site.origin} (process ${holder.pid}).`);
    expect(release.output).toMatch(/legal is live at [0-9a-f]{12}/);
    const job = await runCommandBeside(site, 'prerender', ['--scope', 'content']);
    expect(job.code, job.output).toBe(0);
    expect(job.output).toContain(`→ ${site.pagesDir}`);

    // Nothing but the site opened the database: it still holds it, and serves the lead.
    expect(lockOf(site.backendDataDir).pid).toBe(holder.pid);
    expect((await readLeads(site.origin)).map((lead) => lead.fields.Email)).toEqual(['kept@example.com']);

    // Started again on the same directory: the database opens, with the lead in it.
    site = await site.restart();
    await site.waitForLine(servedLine);
    expect((await readLeads(site.origin)).map((lead) => lead.fields.Email)).toEqual(['kept@example.com']);
    expect(site.lines.filter((line) => /could not start|Aborted|DatabaseError/.test(line))).toEqual([]);
  } finally {
    await site.stop();
  }
});

test('a process holding the directory without a site refuses the commands, and a site waits for it; with nothing running a command serves the site itself', async () => {
  const folder = tempDir('datadir');
  const dataDir = path.join(folder, 'db');
  // `npm run backend` on the directory: a process that is no site.
  const backend = spawnLinked(process.execPath, [...scriptNodeArgs, path.join(root, 'scripts', 'backend.ts'), '--port', '0', '--data', dataDir], {
    cwd: root,
    output: 'pipe',
  });
  const backendExited = new Promise((resolve) => backend.once('exit', resolve));
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      backend.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/backend on http:\/\/127\.0\.0\.1:\d+ /.test(output)) resolve();
      });
      backend.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      backend.once('exit', () => reject(new Error(`npm run backend exited:\n${output}`)));
    });

    site = await startSite({ port: portOf('dataDirectorySecond'), settings: localSettings(), env: { BACKEND_DATA_DIR: dataDir } });
    const refusal = `The data directory ${dataDir} is in use by process ${backend.pid}, an embedded backend (`;
    await site.waitForLine(new RegExp(`in use by process ${backend.pid}, an embedded backend`));
    // A command's hold ends: its supervisor starts it again meanwhile.
    await site.waitForLine(/\[supervisor\] the site server exited with code 75; starting it again/);

    const rollback = await runCommandBeside(site, 'rollback', ['legal', '0123456789ab']);
    expect(rollback.code).toBe(1);
    expect(rollback.output).toContain(`Nothing changed: ${refusal}`);

    // Once the backend stops, the site's next start takes the directory.
    backend.kill('SIGTERM');
    await backendExited;
    await site.waitForLine(/\[backend\] ready in/);
    expect(lockOf(dataDir).details).toMatchObject({ origin: site.origin });
    await site.stop();
    site = undefined;
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);

    // Nothing runs on it: the command serves the site itself for its time, then lets go of the directory.
    const store = tempDir('datadir-store');
    try {
      const alone = await runCommandBeside({ releasesDir: store, backendDataDir: dataDir }, 'rollback', ['legal']);
      expect(alone.code).toBe(1);
      expect(alone.output).toMatch(new RegExp(`No site is running on ${dataDir}: serving it in this process for the release \\(http://localhost:\\d+\\)`));
      expect(alone.output).toContain('legal has no earlier release to go back to');
      expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    } finally {
      fs.rmSync(store, { recursive: true, force: true });
    }
  } finally {
    if (backend.exitCode === null) backend.kill('SIGKILL');
    await site?.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
