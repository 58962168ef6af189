/**
 * A damaged file costs only itself, on the real server (`listen`, in this process, its
 * backend left closed): a damaged page index, settings document or release manifest is logged and named by
 * `/health`, the site serves the last good state (or the shell page), and the job's next publish mends the index.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { publish } from '../prerender/publish';
import { listen, type RunningSite } from './siteStart';
import { releaseStore } from '../releases/store';

const version = 'abcdef012345';
const shellVersion = 'fedcba987654';
const entry = { releases: { legal: { version, manifest: `releases/legal/${version}/mf-manifest.json` } }, modules: ['legal/routes'], posts: [], listsPosts: false, lastModified: '2026-11-25T00:00:00.000Z' };
const index = { generatedAt: '2026-11-25T00:00:00.000Z', pages: { '/privacy-policy': entry }, dynamic: [], articles: {} };
const manifest = { id: 'mf_legal', name: 'mf_legal', metaData: { name: 'mf_legal', remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [], remotes: [], exposes: [] };

let dir: string;
let site: RunningSite | undefined;
let logged: string[];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-damage-'));
  const legal = path.join(dir, 'releases', 'legal', version);
  fs.mkdirSync(legal, { recursive: true });
  fs.writeFileSync(path.join(legal, 'mf-manifest.json'), JSON.stringify(manifest));
  // A shell release of the store's own: the test may not depend on a build in the work tree (CI has none yet).
  const shell = path.join(dir, 'releases', 'shell', shellVersion);
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Stayvia</title><div id="root"></div>');
  const settings = { site: { url: 'http://localhost:8080' }, shell: { version: shellVersion }, backend: { url: 'https://backend.example/', anonKey: 'k' }, areas: { legal: { container: 'mf_legal', label: 'Legal', version, manifest: `releases/legal/${version}/mf-manifest.json`, owns: ['/privacy-policy'] } } };
  fs.writeFileSync(path.join(dir, 'releases', 'settings.json'), JSON.stringify(settings));
  fs.mkdirSync(path.join(dir, 'pages', 'privacy-policy'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'pages', 'privacy-policy', 'index.html'), '<!doctype html><title>Prerendered privacy policy</title>');
  fs.writeFileSync(path.join(dir, 'pages', 'pages.json'), JSON.stringify(index));
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void logged.push(String(line)));
});

afterEach(async () => {
  await site?.close();
  site = undefined;
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start() {
  const store = releaseStore(path.join(dir, 'releases'));
  site = await listen({ port: 0, store, settingsFile: store.settingsFile, pagesDir: path.join(dir, 'pages'), lazyBackend: true, prerender: false });
  const origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  const get = async (pathname: string) => {
    const response = await fetch(`${origin}${pathname}`);
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const damaged = async () => {
    const health = await get('/health');
    expect(health.status).toBe(200);
    const body = JSON.parse(health.text) as { status: string; damaged: { file: string; reason: string }[] };
    return { status: body.status, files: body.damaged.map((damage) => damage.file) };
  };
  return { get, damaged };
}

/** Rewrites a file with `text` and a later modification time (a second write within the same tick keeps it). */
function damage(file: string, text: string) {
  const { mtimeMs } = fs.statSync(file);
  fs.writeFileSync(file, text);
  fs.utimesSync(file, new Date(), new Date(mtimeMs + 5000));
}

it('serves pages by the last good index while pages.json is damaged, names it, and takes the next run\'s index', async () => {
  const indexFile = path.join(dir, 'pages', 'pages.json');
  const { get, damaged } = await start();
  expect((await get('/privacy-policy')).text).toContain('Prerendered privacy policy');
  expect(await damaged()).toEqual({ status: 'ok', files: [] });

  damage(indexFile, JSON.stringify(index).slice(0, 50)); // truncated
  // Named by /health before any page was asked for.
  expect(await damaged()).toEqual({ status: 'degraded', files: [indexFile] });
  const page = await get('/privacy-policy');
  expect(page.status).toBe(200);
  expect(page.text).toContain('Prerendered privacy policy');
  expect(await damaged()).toEqual({ status: 'degraded', files: [indexFile] });
  expect(logged.filter((line) => line.includes(indexFile))).toEqual([expect.stringMatching(/is damaged \(not valid JSON: .*\); pages are served by the last good index/)]);

  // The job's next run writes the index whole.
  await publish(path.join(dir, 'pages'), { pages: new Map([['/privacy-policy', '<!doctype html><title>Rendered again</title>']]), files: new Map(), index: { pages: index.pages, dynamic: [], articles: {} } });
  expect(await damaged()).toEqual({ status: 'ok', files: [] });
  expect((await get('/privacy-policy')).text).toContain('Rendered again');
});

it('sends the shell page for every path when the index was damaged before the server started', async () => {
  const indexFile = path.join(dir, 'pages', 'pages.json');
  fs.writeFileSync(indexFile, '{"pages":');
  const { get, damaged } = await start();
  for (const pathname of ['/privacy-policy', '/pricing', '/no-such-page']) {
    const page = await get(pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.text).not.toContain('Prerendered privacy policy');
  }
  expect(await damaged()).toEqual({ status: 'degraded', files: [indexFile] });
});

it('serves the last good settings document while the live one is damaged, with the policy it gave', async () => {
  const settingsFile = path.join(dir, 'releases', 'settings.json');
  const { get, damaged } = await start();
  const good = await get('/settings.json');
  expect(JSON.parse(good.text).areas.legal.version).toBe(version);

  damage(settingsFile, '{"site":{"url":"http://localhost:8080"},"areas":{"legal"');
  const served = await get('/settings.json');
  expect(served.status).toBe(200);
  expect(served.text).toBe(good.text);
  expect(served.headers.get('etag')).toBe(good.headers.get('etag'));
  expect(served.headers.get('content-security-policy')).toBe(good.headers.get('content-security-policy'));
  expect(served.headers.get('content-security-policy')).toContain('https://backend.example');
  expect((await get('/privacy-policy')).text).toContain('Prerendered privacy policy');
  expect(await damaged()).toEqual({ status: 'degraded', files: [settingsFile] });
  expect(logged.some((line) => line.includes(`${settingsFile} is damaged (not valid JSON`))).toBe(true);

  damage(settingsFile, JSON.stringify({ ...JSON.parse(good.text), analytics: {} }));
  expect(JSON.parse((await get('/settings.json')).text).analytics).toEqual({});
  expect(await damaged()).toEqual({ status: 'ok', files: [] });
});

it('answers 503 for a settings document damaged before the server started, and still serves pages', async () => {
  const settingsFile = path.join(dir, 'releases', 'settings.json');
  fs.writeFileSync(settingsFile, '');
  const { get, damaged } = await start();
  const settings = await get('/settings.json');
  expect(settings.status).toBe(503);
  expect(settings.headers.get('cache-control')).toBe('no-store');
  expect((await get('/privacy-policy')).text).toContain('Prerendered privacy policy');
  expect(await damaged()).toEqual({ status: 'degraded', files: [settingsFile] });
});

it('serves a released manifest as released while the file is damaged, and names it', async () => {
  const manifestFile = path.join(dir, 'releases', 'legal', version, 'mf-manifest.json');
  const { get, damaged } = await start();
  // /health reads the live releases' manifests: the good copy is known before any browser asked for it.
  expect(await damaged()).toEqual({ status: 'ok', files: [] });
  damage(manifestFile, '{"id":"mf_legal","metaData":{');
  const served = await get(`/releases/legal/${version}/mf-manifest.json`);
  expect(served.status).toBe(200);
  expect(JSON.parse(served.text)).toEqual(manifest);
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await damaged()).toEqual({ status: 'degraded', files: [manifestFile] });
  expect((await get('/privacy-policy')).text).toContain('Prerendered privacy policy');
});

it('names a live release manifest damaged before the server started, answering 503 for it and serving pages', async () => {
  const manifestFile = path.join(dir, 'releases', 'legal', version, 'mf-manifest.json');
  fs.writeFileSync(manifestFile, JSON.stringify({ id: 'mf_legal' }));
  const { get, damaged } = await start();
  expect(await damaged()).toEqual({ status: 'degraded', files: [manifestFile] });
  const served = await get(`/releases/legal/${version}/mf-manifest.json`);
  expect(served.status).toBe(503);
  expect(served.headers.get('cache-control')).toBe('no-store');
  expect((await get('/privacy-policy')).text).toContain('Prerendered privacy policy');
  expect(logged.some((line) => line.includes(`${manifestFile} is damaged (not a federation manifest)`))).toBe(true);
});
