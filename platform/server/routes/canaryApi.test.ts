/**
 * A canary and the field figures through the release API, served by the real site server: a token's `canary`
 * action starts a canary (`?canary=` / `?steps=`), reads and ends it (`{"end": "promote" | "abort"}`); `read` (or
 * `canary`) reads it; `read` reads the field figures of its area. Each refusal — no token, a revoked or unknown one,
 * one of another area or without the action, a malformed body or query, an unknown app — changes nothing; each
 * decision is logged by the token's name, and no answer or log line carries a token.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import tar from 'tar-stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLogLines } from '../../releases/store';
import { createToken, revokeToken, type TokenAction, type TokenScope } from '../../releases/tokens';
import { readLiveDocument } from '../../releases/settingsDocument';
import { canarySite, fakeJob, manifest, servedSite, startedCanary, type JobCall } from '../../canary/site.testkit';
import { readCanaries } from '../../canary/state';
import { createSiteServer, type SiteServer } from '../siteServer';
import { root as repositoryRoot } from '../../root';

// One site for the whole file (its canary goes from test to test), in folders removed after it.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-api-'));
const tempDir = (name: string) => fs.mkdtempSync(path.join(root, `${name}-`));
let site: ReturnType<typeof canarySite>;
let server: SiteServer;
let origin: string;
const calls: JobCall[] = [];
const tokens: Record<string, string> = {};
const printed: string[] = [];

/** The store's files and the pages folder, as bytes: what "nothing changed" compares. */
const state = () =>
  [site.store.dir, site.pagesDir].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.lock') && !entry.parentPath.includes('.lock'))
      .map((entry) => `${path.join(entry.parentPath, entry.name)}:${fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')}`)
      .sort(),
  );

async function build(marker: string) {
  const pack = tar.pack();
  for (const [name, body] of [['mf-manifest.json', JSON.stringify(manifest)], ['remoteEntry.js', `/* ${marker} */`]] as const) pack.entry({ name, size: Buffer.byteLength(body) }, body);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  return new Uint8Array(zlib.gzipSync(Buffer.concat(chunks)));
}

const auth = (token: string | undefined): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
const get = (resource: string, token: string | undefined) => fetch(`${origin}/_site/releases/${resource}`, { headers: auth(token) });
const startCanary = async (query: string, token: string | undefined, marker = 'one') =>
  fetch(`${origin}/_site/releases/${query}`, { method: 'POST', headers: { 'Content-Type': 'application/gzip', ...auth(token) }, body: await build(marker) });
const end = (token: string | undefined, body: string, type = 'application/json') =>
  fetch(`${origin}/_site/releases/legal/canary`, { method: 'POST', headers: { 'Content-Type': type, ...auth(token) }, body });
/** The NDJSON lines of a streamed answer. */
const lines = async (response: Response) => (await response.text()).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  const scopes: [string, TokenScope, TokenAction[]][] = [
    ['legal-canary', 'legal', ['canary']],
    ['legal-release', 'legal', ['release', 'rollback']],
    ['news-canary', 'news', ['canary', 'read']],
    ['reader', 'all', ['read']],
    ['revoked', 'legal', ['canary', 'read']],
  ];
  site = canarySite(tempDir, 'legal');
  for (const [name, scope, actions] of scopes) tokens[name] = (await createToken(site.store, { name, scope, actions, createdBy: 'ops' })).token;
  await revokeToken(site.store, 'revoked');
  await servedSite(site, { posts: [] });
  server = createSiteServer({ store: site.store, settingsFile: site.store.settingsFile, pagesDir: site.pagesDir, releaseJob: fakeJob(calls) });
  server.markReady();
  await new Promise<void>((resolve) => server.server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => server.jobServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.server.close(() => resolve()));
  await new Promise<void>((resolve) => server.jobServer.close(() => resolve()));
  await server.backend.close();
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  printed.length = 0;
  for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
});
afterEach(() => {
  vi.restoreAllMocks();
  // No token in any line the server printed.
  for (const token of Object.values(tokens)) expect(printed.join('\n')).not.toContain(token);
});

describe('a canary through the release API', () => {
  it('refuses a start without the canary action, of another area, with a revoked token, a malformed query or body, for the shell or an unknown app: nothing changed', async () => {
    const before = state();
    const refusals: [string, string | undefined, number, RegExp][] = [
      ['legal?canary=10', undefined, 401, /A release token is required/],
      ['legal?canary=10', tokens.revoked, 401, /unknown or revoked/],
      ['legal?canary=10', tokens['legal-release'], 403, /may release, rollback; not canary/],
      ['legal?canary=10', tokens['news-canary'], 403, /is for news; not legal/],
      ['legal?canary=100', tokens['legal-canary'], 400, /canary takes the percent of visitors/],
      ['legal?steps=5,1', tokens['legal-canary'], 400, /steps/],
      ['legal?canary=10&steps=1,5', tokens['legal-canary'], 400, /give one of them/],
      // A misspelt option is refused, never taken for a release for everyone.
      ['legal?canry=10', tokens['legal-canary'], 400, /takes only canary, steps, tolerance, max-duration in its query, not "canry"/],
      ['legal?canary=10&canary=20', tokens['legal-canary'], 400, /given twice/],
      ['shell?canary=10', tokens['legal-canary'], 400, /A canary releases an area/],
      ['blog?canary=10', tokens['legal-canary'], 404, /No such release resource/],
    ];
    for (const [resource, token, status, error] of refusals) {
      const answer = await startCanary(resource, token);
      expect(answer.status, resource).toBe(status);
      const body = await answer.text();
      expect(JSON.parse(body).error, resource).toMatch(error);
      for (const given of Object.values(tokens)) expect(body).not.toContain(given);
    }
    // A body that is no gzipped tar: refused before anything is unpacked.
    const malformed = await fetch(`${origin}/_site/releases/legal?canary=10`, { method: 'POST', headers: { 'Content-Type': 'application/gzip', ...auth(tokens['legal-canary']) }, body: 'not a build' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toMatch(/not a gzipped tar archive/);
    expect(state()).toEqual(before);
    expect(calls).toHaveLength(0);
  });

  it('reads a canary with a read or canary token of its area, refusing any other; ends it only with a well-formed body', async () => {
    await startedCanary(site, { posts: [] });
    for (const token of [tokens.reader, tokens['legal-canary']]) {
      const read = await get('legal/canary', token);
      expect(read.status).toBe(200);
      expect(await read.json()).toMatchObject({ area: 'legal', state: 'running', canary: { id: site.canary.id, version: site.canary.version } });
    }
    expect(await (await get('news/canary', tokens['news-canary'])).json()).toEqual({ area: 'news', state: 'none' });
    expect((await get('legal/canary', tokens['legal-release'])).status).toBe(403);
    expect((await get('legal/canary', tokens['news-canary'])).status).toBe(403);
    expect((await get('legal/canary', tokens.revoked)).status).toBe(401);
    expect((await get('legal/canary', undefined)).status).toBe(401);
    expect((await get('shell/canary', tokens.reader)).status).toBe(404);
    expect((await get('legal/canary?x=1', tokens.reader)).status).toBe(400);

    const before = state();
    const refusals: [string | undefined, string, string | undefined, number, RegExp][] = [
      [tokens['news-canary'], '{"end":"abort"}', undefined, 403, /is for news; not legal/],
      [tokens.reader, '{"end":"abort"}', undefined, 403, /may read; not canary/],
      [tokens.revoked, '{"end":"abort"}', undefined, 401, /unknown or revoked/],
      [tokens['legal-canary'], 'abort', undefined, 400, /not JSON/],
      [tokens['legal-canary'], '{"end":"abort",', undefined, 400, /not JSON/],
      [tokens['legal-canary'], '{"end":"stop"}', undefined, 400, /and nothing else/],
      [tokens['legal-canary'], '{"end":"promote","by":"someone else"}', undefined, 400, /and nothing else/],
      [tokens['legal-canary'], '["abort"]', undefined, 400, /and nothing else/],
      [tokens['legal-canary'], 'null', undefined, 400, /and nothing else/],
      [tokens['legal-canary'], '{"end":"abort"}', 'text/plain', 415, /JSON body/],
      [tokens['legal-canary'], `{"end":"abort","padding":"${'x'.repeat(2000)}"}`, undefined, 413, /larger than 1024 bytes/],
    ];
    for (const [token, body, type, status, error] of refusals) {
      const answer = await end(token, body, type);
      expect(answer.status, body.slice(0, 40)).toBe(status);
      expect((await answer.json()).error, body.slice(0, 40)).toMatch(error);
    }
    expect((await fetch(`${origin}/_site/releases/legal/canary`, { method: 'DELETE', headers: auth(tokens['legal-canary']) })).status).toBe(405);
    expect(state()).toEqual(before);
    expect((await readCanaries(site.store)).canaries.legal?.status).toBe('running');
  });

  it('aborts a running canary with a canary token of its area, logged by the token’s name; a second abort changes nothing', async () => {
    const aborted = await end(tokens['legal-canary'], '{"end":"abort"}');
    expect(aborted.status).toBe(200);
    expect(aborted.headers.get('content-type')).toBe('application/x-ndjson');
    expect((await lines(aborted)).at(-1)).toEqual({ result: { summary: `legal ${site.canary.version}: rolled back (aborted by hand by token:legal-canary).`, exitCode: 0 } });
    expect((await readCanaries(site.store)).canaries.legal).toMatchObject({ status: 'rolled back', endedBy: 'token:legal-canary' });
    expect((await readLogLines(site.store)).at(-1)).toMatchObject({ action: 'canary', event: 'rolled back', by: 'token:legal-canary' });

    const before = state();
    const again = await end(tokens['legal-canary'], '{"end":"abort"}');
    expect((await lines(again)).at(-1)).toEqual({ result: { summary: 'No canary of legal is running (its last was rolled back); nothing changed.', exitCode: 1 } });
    expect(state()).toEqual(before);
  });

  it('starts a canary of a build with the canary action, started by the token’s name, then promotes it: live for everyone, logged by it', async () => {
    const started = await startCanary('legal?steps=5,25&tolerance=0.5&max-duration=2h', tokens['legal-canary']);
    expect(started.status).toBe(200);
    const said = await lines(started);
    const result = said.at(-1)!.result as { summary: string; exitCode: number; canary: string };
    expect(result).toMatchObject({ exitCode: 0, summary: expect.stringMatching(/^legal [0-9a-f]{12} is a canary for 5 % of visitors at the first of its steps \(5 → 25 %\)/) });
    const canary = (await readCanaries(site.store)).canaries.legal!;
    expect(canary).toMatchObject({ id: result.canary, status: 'running', percent: 5, plan: [5, 25], tolerance: 0.5, maxDurationMs: 7_200_000, startedBy: 'token:legal-canary' });
    expect((await readLogLines(site.store)).at(-1)).toMatchObject({ action: 'canary', event: 'started', by: 'token:legal-canary' });
    expect((await readLiveDocument(site.store)).areas?.legal?.version).toBe(site.live.areas!.legal!.version);

    // One canary at a time: a second start is refused in its answer, nothing changed.
    const before = state();
    const second = await startCanary('legal?canary=10', tokens['legal-canary'], 'two');
    expect((await lines(second)).at(-1)).toEqual({ refused: expect.stringMatching(/a canary of legal .* is running/) });
    expect(state()).toEqual(before);

    const promoted = await end(tokens['legal-canary'], '{"end":"promote"}');
    expect((await lines(promoted)).at(-1)).toEqual({ result: { summary: `legal ${canary.version}: promoted (promoted by hand by token:legal-canary).`, exitCode: 0 } });
    expect((await readLiveDocument(site.store)).areas?.legal?.version).toBe(canary.version);
    const log = await readLogLines(site.store);
    expect(log.find((entry) => entry.action === 'release' && entry.to === canary.version)).toMatchObject({ by: 'token:legal-canary' });
    expect(log.at(-1)).toMatchObject({ action: 'canary', event: 'promoted', by: 'token:legal-canary' });
  });
});

describe('the field figures through the release API', () => {
  // Its first request opens the site's embedded database (migrations included): seconds on a busy machine.
  it('answers an area’s figures and error groups to a read token of it or of all, and nothing to any other', { timeout: 90_000 }, async () => {
    const figures = await get('legal/field?since=1h', tokens.reader);
    expect(figures.status).toBe(200);
    expect(figures.headers.get('cache-control')).toMatch(/no-store/);
    expect(await figures.json()).toMatchObject({ areas: expect.any(Array) });
    const errors = await get('legal/field?errors', tokens.reader);
    expect(errors.status).toBe(200);
    expect(await errors.json()).toMatchObject({ releases: expect.any(Array) });
    expect((await get('news/field', tokens['news-canary'])).status).toBe(200);

    expect((await get('legal/field', tokens['news-canary'])).status).toBe(403);
    expect((await get('legal/field', tokens['legal-canary'])).status).toBe(403);
    expect((await get('legal/field', tokens.revoked)).status).toBe(401);
    expect((await get('legal/field', undefined)).status).toBe(401);
    expect((await get('legal/field?since=forever', tokens.reader)).status).toBe(400);
    expect((await get('legal/field?errors=yes', tokens.reader)).status).toBe(400);
    expect((await get('legal/field?area=news', tokens.reader)).status).toBe(400);
    expect((await get('blog/field', tokens.reader)).status).toBe(404);
    expect((await fetch(`${origin}/_site/releases/legal/field`, { method: 'POST', headers: auth(tokens.reader) })).status).toBe(405);
  });
});

describe('the commands with --site, as a pipeline runs them on another machine', () => {
  const run = promisify(execFile);
  /** Runs `npm run <name> -- <args>` as its script, with SITE_TOKEN `token` (none: unset) and no store of the site's. */
  async function command(name: string, args: string[], token: string | undefined) {
    const { SITE_TOKEN: _none, ...env } = process.env;
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', path.join(repositoryRoot, 'scripts', `${name}.ts`), ...args], {
        cwd: repositoryRoot,
        env: { ...env, NODE_NO_WARNINGS: '1', RELEASES_DIR: tempDir('pipeline-store'), ...(token ? { SITE_TOKEN: token } : {}) },
        timeout: 60_000,
      });
      return { code: 0, output: stdout + stderr, stdout };
    } catch (error) {
      const failed = error as { code?: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr, stdout: failed.stdout };
    }
  }
  afterEach(() => {
    for (const token of Object.values(tokens)) expect(said.join('\n')).not.toContain(token);
  });
  const said: string[] = [];
  const keep = <T extends { output: string }>(outcome: T) => (said.push(outcome.output), outcome);

  it('starts, reads and aborts a canary with the canary token of its area; another area’s token is refused, nothing changed', { timeout: 120_000 }, async () => {
    const buildDir = tempDir('build');
    fs.writeFileSync(path.join(buildDir, 'mf-manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(buildDir, 'remoteEntry.js'), '/* from the pipeline */');
    const started = keep(await command('release', ['legal', '--from', buildDir, '--canary', '10', '--site', origin], tokens['legal-canary']));
    expect(started.code, started.output).toBe(0);
    expect(started.output).toMatch(/legal [0-9a-f]{12} is a canary for 10 % of visitors/);
    const id = (await readCanaries(site.store)).canaries.legal!.id;

    const read = keep(await command('canary', ['legal', '--json', '--site', origin.replace('127.0.0.1', 'localhost')], tokens.reader));
    expect(read.code, read.output).toBe(0);
    expect(JSON.parse(read.stdout)).toMatchObject({ area: 'legal', state: 'running', canary: { id, percent: 10, startedBy: 'token:legal-canary' } });

    const before = state();
    const refused = keep(await command('canary', ['legal', '--abort', '--site', origin], tokens['news-canary']));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Nothing changed: the site answered 403: The token "news-canary" is for news; not legal. Nothing changed.');
    const withoutToken = keep(await command('canary', ['legal', '--abort', '--site', origin], undefined));
    expect(withoutToken.code).toBe(2);
    expect(withoutToken.output).toMatch(/release token in SITE_TOKEN/);
    const withBy = keep(await command('canary', ['legal', '--abort', '--by', 'me', '--site', origin], tokens['legal-canary']));
    expect(withBy.code).toBe(2);
    expect(state()).toEqual(before);

    const aborted = keep(await command('canary', ['legal', '--abort', '--site', origin], tokens['legal-canary']));
    expect(aborted.code, aborted.output).toBe(0);
    expect(aborted.output).toMatch(/rolled back \(aborted by hand by token:legal-canary\)/);
    expect((await readCanaries(site.store)).canaries.legal).toMatchObject({ id, status: 'rolled back' });
  });

  it('waits through the site for the verdict with --wait: a canary aborted meanwhile exits 1, naming why', { timeout: 120_000 }, async () => {
    const buildDir = tempDir('build');
    fs.writeFileSync(path.join(buildDir, 'mf-manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(buildDir, 'remoteEntry.js'), '/* waited for */');
    const { SITE_TOKEN: _none, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repositoryRoot, 'scripts', 'release.ts'), 'legal', '--from', buildDir, '--canary', '5', '--wait', '--site', origin], {
      cwd: repositoryRoot,
      env: { ...env, NODE_NO_WARNINGS: '1', RELEASES_DIR: tempDir('pipeline-store'), SITE_TOKEN: tokens['legal-canary'] },
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Waiting for its verdict')) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      void exited.then(() => reject(new Error(`release --wait ended before waiting: ${output}`)));
    });
    const aborted = await end(tokens['legal-canary'], '{"end":"abort"}');
    expect((await lines(aborted)).at(-1)).toMatchObject({ result: { exitCode: 0 } });
    expect(await exited).toBe(1);
    said.push(output);
    expect(output).toMatch(/legal [0-9a-f]{12} was rolled back: aborted by hand by token:legal-canary/);
  });

  it('prints an area’s field figures with a read token; refuses another area’s token and a command without an area', { timeout: 120_000 }, async () => {
    const figures = keep(await command('field', ['legal', '--json', '--site', origin], tokens.reader));
    expect(figures.code, figures.output).toBe(0);
    expect(JSON.parse(figures.stdout)).toMatchObject({ areas: expect.any(Array) });
    const refused = keep(await command('field', ['legal', '--site', origin], tokens['news-canary']));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('The site answered 403: The token "news-canary" is for news; not legal.');
    const noArea = keep(await command('field', ['--site', origin], tokens.reader));
    expect(noArea.code).toBe(2);
    expect(noArea.output).toMatch(/--site reads one area/);
  });
});
