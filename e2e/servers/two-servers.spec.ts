/**
 * Several servers, one site: two site servers — two processes, two ports — on one PostgreSQL database,
 * one release store and one pages folder, started at once on a new store, with nginx in front of both as an
 * upstream. One of them releases the apps (their writer locks PostgreSQL's advisory locks); a lead sent through either (or nginx) is in the one table; a release
 * made while both serve is live on both, its pages rendered once; a content sync received by one server renders
 * its pages there only, and finds nothing left to render on the other; with one server stopped, the site answers
 * through nginx.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { anonKey, expect, readLeads, test } from '../fixtures';
import { databaseUrl, nginxPort, serverPorts } from '../playwright.servers.config';
import { copyRemoteBuild, launchSite, postLead, runNode, servedLine, tempDir, type SiteProcess } from '../tests/siteProcess';
import { scriptNodeArgs } from 'platform/prerender/runner';
import { spawnLinked } from 'infra/stopRequests';
import { entry, richText, startFakeContentful, type FakeContentful } from 'supabase-backend/functions/sync-contentful/fakeContentful';
import { readLogLines, releaseStore } from 'platform/releases/store';

const root = path.resolve(import.meta.dirname, '..', '..');
const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
/** A job run's line (platform/prerender/job.ts): how many pages it rendered, of how many. */
const published = /\[prerender\] published (\d+) of (\d+) pages \((\w+)/;
const renderedBy = (site: SiteProcess, from = 0) => site.lines.slice(from).flatMap((line) => (published.exec(line) ? [Number(published.exec(line)![1])] : []));

test.describe.configure({ mode: 'serial' });

let dir: string;
let store: string;
let pages: string;
let servers: SiteProcess[] = [];
let nginx: ChildProcess | undefined;
let contentful: FakeContentful;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  dir = tempDir('two-servers');
  // nginx's workers (nobody, when the master runs as root) read the store and the pages in it.
  fs.chmodSync(dir, 0o755);
  store = path.join(dir, 'releases');
  pages = path.join(dir, 'pages');
  contentful = await startFakeContentful();
  const { space, accessToken, host } = contentful.settings;
  // Both at once, on a new store: each finds no live release and no page, as two machines of a new site would.
  servers = serverPorts.map((serverPort, i) =>
    // Its own folder holds only its data directory: on PostgreSQL, its lead journal (one each).
    launchSite(serverPort, path.join(dir, `server-${i + 1}`), {
      DATABASE_URL: databaseUrl,
      RELEASES_DIR: store,
      PRERENDER_DIR: pages,
      SITE_URL: nginxOrigin,
      CONTENTFUL_SPACE_ID: space,
      CONTENTFUL_ACCESS_TOKEN: accessToken,
      CONTENTFUL_HOST: `http://${host}`,
      BACKEND_LEADS_PER_MINUTE: '10000',
    }),
  );
  await Promise.all(servers.map((server) => server.waitForLine(servedLine)));
  nginx = await startNginx();
});

/**
 * Debian's nginx in front of the store and pages, both servers its upstream (e2e/commands/localNginx.ts, a process
 * of its own: Playwright's loader cannot load the configuration's modules).
 */
async function startNginx(): Promise<ChildProcess> {
  const backends = serverPorts.flatMap((serverPort) => ['--backend', `http://127.0.0.1:${serverPort}`]);
  const child = spawnLinked(process.execPath, [...scriptNodeArgs, path.join(root, 'e2e', 'commands', 'localNginx.ts'), '--listen', String(nginxPort), ...backends], {
    cwd: root,
    env: { ...process.env, RELEASES_DIR: store, PRERENDER_DIR: pages },
    output: 'pipe',
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('[nginx] ready')) resolve();
      });
    }
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}):\n${output}`)));
  });
  return child;
}

async function stopNginx() {
  if (!nginx || nginx.exitCode !== null || nginx.signalCode !== null) return;
  const exited = new Promise((resolve) => nginx!.once('exit', resolve));
  nginx.kill('SIGTERM');
  await exited;
}

test.afterAll(async () => {
  await stopNginx();
  for (const server of servers) if (server.exitCode() === null) await server.stop();
  await contentful?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const text = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
};

/** Runs a command (release, rollback, prerender) as an operator of the site: its store, pages and database, no server named. */
function runCommand(command: 'release' | 'prerender', args: string[], env: Record<string, string> = {}) {
  const { PORT: _port, SITE_ORIGIN: _site, PRERENDER_ORIGIN: _origin, ...inherited } = process.env;
  // A data directory no server holds: the command finds a server through the pages folder they share.
  return runNode([...scriptNodeArgs, path.join(root, 'scripts', `${command}.ts`), ...args], {
    ...inherited,
    DATABASE_URL: databaseUrl,
    RELEASES_DIR: store,
    PRERENDER_DIR: pages,
    BACKEND_DATA_DIR: path.join(dir, 'operator'),
    ...env,
  });
}

test('started at once on a new store, one server releases every app, once, and both serve the pages', async () => {
  const releasing = servers.filter((server) => server.lines.some((line) => /^\[release\] .* is live/.test(line)));
  expect(releasing.map((server) => server.origin), servers.map((server) => server.lines.join('\n')).join('\n---\n')).toHaveLength(1);
  // Each app released once: one line each in the store's log.
  const log = (await readLogLines(releaseStore(store))).map((entry) => entry.target);
  expect(log.sort()).toEqual(['legal', 'news', 'shell', 'software', 'solutions', 'support']);
  // The other server's first job found every page rendered.
  const other = servers.find((server) => server !== releasing[0])!;
  expect(renderedBy(other)).toEqual([0]);
  // Their writer locks were PostgreSQL's (infra/pgLock.ts): each folder keeps only the lock's id, no file naming a process.
  const lockFiles = (folder: string) => fs.readdirSync(folder).filter((name) => name.includes('.lock')).sort();
  expect(lockFiles(store)).toEqual(['.first-release.lock.id', '.writer.lock.id']);
  expect(lockFiles(pages)).toEqual(['.writer.lock.id']);
  for (const origin of [...servers.map((server) => server.origin), nginxOrigin]) {
    const pricing = await text(`${origin}/pricing`);
    expect(pricing.status, origin).toBe(200);
    // The prerendered page (the plain shell page has no heading in its markup).
    expect(pricing.text, origin).toMatch(/<h1[^>]*>[^<]*Plans/i);
  }
});

test('a lead sent through either server, or through nginx, is in the one table', async () => {
  const sent = ['first-server@example.com', 'second-server@example.com', 'through-nginx@example.com'];
  for (const [origin, email] of [...servers.map((server) => server.origin), nginxOrigin].map((origin, i) => [origin, sent[i]])) {
    expect(await postLead(origin, email), origin).toBe(200);
  }
  for (const server of servers) {
    expect((await readLeads(server.origin)).map((lead) => lead.fields.Email)).toEqual(expect.arrayContaining(sent));
  }
});

test('a release made while both serve is live on both and through nginx, its pages rendered once, by the command', async () => {
  test.setTimeout(240_000);
  const candidate = path.join(dir, 'legal-candidate');
  copyRemoteBuild('mf-legal', candidate, (source) => source.replaceAll('took effect on 25 May 2018', 'took effect on 25 May 2018 (revised)'));
  const printed = servers.map((server) => server.lines.length);
  const released = await runCommand('release', ['legal', '--from', candidate]);
  expect(released.code, released.output).toBe(0);
  expect(released.output).toMatch(new RegExp(`Rendering against the running site on http://localhost:(${serverPorts.join('|')}) \\(process \\d+\\)\\.`));
  expect(released.output).toContain(`It is one of 2 site servers sharing the release store and the pages folder ${pages}`);
  const version = /legal is live at ([0-9a-f]{12})/.exec(released.output)![1];
  for (const origin of [...servers.map((server) => server.origin), nginxOrigin]) {
    expect(JSON.parse((await text(`${origin}/settings.json`)).text).areas.legal.version, origin).toBe(version);
    expect((await text(`${origin}/gdpr`)).text, origin).toContain('took effect on 25 May 2018 (revised)');
  }
  // Neither server ran a job for it: the command rendered the pages, once, into the folder both serve.
  servers.forEach((server, i) => expect(renderedBy(server, printed[i])).toEqual([]));
});

test('a content sync received by one server renders its pages there only; a job on the other finds nothing to render', async () => {
  test.setTimeout(180_000);
  const post = {
    title: 'Two Servers, One Front Desk',
    slug: 'two-servers-one-front-desk',
    excerpt: 'A second server keeps the site answering while the first one restarts.',
    content: richText('Availability is a guest experience too.'),
    author: 'Mina Carter',
    category: 'Operations',
    publishedAt: '2026-11-24T09:00:00.000Z',
  };
  contentful.script(null, [[entry('two-servers', post)]], 'token-1');
  const [first, second] = servers;
  const printed = servers.map((server) => server.lines.length);
  const sync = await fetch(`${second.origin}/functions/v1/sync-contentful`, { method: 'POST', headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
  expect(sync.status).toBe(200);
  await sync.body?.cancel();
  // Its article, the news list and the home page: rendered by the server that received the sync.
  const run = published.exec(await second.waitForLine(published, printed[1]))!;
  expect(Number(run[1])).toBe(3);
  expect(renderedBy(first, printed[0])).toEqual([]);
  // A job run on the first server now finds every page up to date.
  const job = await runCommand('prerender', ['--scope', 'content'], { PRERENDER_ORIGIN: first.origin });
  expect(job.code, job.output).toBe(0);
  expect(published.exec(job.output)?.[1], job.output).toBe('0');
  for (const origin of [first.origin, nginxOrigin]) {
    expect((await text(`${origin}/hospitality-industry-news/${post.slug}`)).text, origin).toContain(`<title>${post.title} | Stayvia</title>`);
  }
  expect(renderedBy(first, printed[0])).toEqual([]);
});

test('with one server stopped, the site answers through nginx: pages, the news and leads', async ({ page }) => {
  const [first, second] = servers;
  await second.stop();
  const sent = Array.from({ length: 4 }, (_, i) => `after-stop-${i}@example.com`);
  // Enough requests that some would have gone to the stopped server.
  for (const email of sent) expect(await postLead(nginxOrigin, email)).toBe(200);
  expect((await readLeads(first.origin)).map((lead) => lead.fields.Email)).toEqual(expect.arrayContaining(sent));
  await page.goto('/hospitality-industry-news');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The list is read from the backend, through nginx, from the server still running.
  await expect(page.getByText('Two Servers, One Front Desk').first()).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/plans/i);
});
