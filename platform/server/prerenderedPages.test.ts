import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { superLinearShapes, unitCostBound } from 'e2e/hostileInputs';
import { damageReport } from './lastGoodFiles';
import { indexProblem, prerenderedPages } from './prerenderedPages';
import { manifestFile, type PagesManifest } from '../prerender/publish';

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-pages-'));
  const entry = { releases: {}, modules: [], posts: [], listsPosts: false, lastModified: '2026-11-01T00:00:00.000Z' };
  const manifest: PagesManifest = { generatedAt: entry.lastModified, pages: { '/': entry, '/pricing': entry }, dynamic: ['/hospitality-industry-news/:slug'], articles: {} };
  fs.writeFileSync(path.join(dir, manifestFile), JSON.stringify(manifest));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('prerenderedPages lookup', () => {
  it('answers a page, a dynamic route and anything else, trailing slashes aside', () => {
    const pages = prerenderedPages(dir);
    expect(pages.lookup('/pricing//')).toEqual({ kind: 'page', file: '/pricing/index.html' });
    expect(pages.lookup('/')).toEqual({ kind: 'page', file: '/index.html' });
    expect(pages.lookup('/hospitality-industry-news/new-post/')).toEqual({ kind: 'client' });
    expect(pages.lookup('/nothing')).toEqual({ kind: 'not-found' });
  });

  it('costs time linear in the path, whatever its shape (a run of slashes cost 0.25 s at 16 KB)', async () => {
    const pages = prerenderedPages(dir);
    for (const prefix of ['/', '/pricing/', '/hospitality-industry-news/']) {
      expect(await superLinearShapes((text) => pages.lookup(`${prefix}${text}`), unitCostBound), prefix).toEqual([]);
    }
  });
});

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const entry = { releases: {}, modules: [], posts: [], listsPosts: false, lastModified: '2026-11-25T00:00:00.000Z' };
const index = JSON.stringify({ generatedAt: '2026-11-25T00:00:00.000Z', pages: { '/pricing': entry }, dynamic: ['/hospitality-industry-news/:slug'], articles: {} });

function pagesDir(text: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'pages.json'), text);
  fs.utimesSync(path.join(dir, 'pages.json'), 1000, 1000);
  return dir;
}

it('answers from the last good index while pages.json is damaged', () => {
  const dir = pagesDir(index);
  const report = damageReport(() => undefined);
  const pages = prerenderedPages(dir, report);
  expect(pages.lookup('/pricing')).toEqual({ kind: 'page', file: '/pricing/index.html' });
  fs.writeFileSync(path.join(dir, 'pages.json'), index.slice(0, 40));
  fs.utimesSync(path.join(dir, 'pages.json'), 2000, 2000);
  expect(pages.lookup('/pricing')).toEqual({ kind: 'page', file: '/pricing/index.html' });
  expect(pages.lookup('/hospitality-industry-news/new-post')).toEqual({ kind: 'client' });
  expect(pages.lookup('/nothing')).toEqual({ kind: 'not-found' });
  expect(report.list().map((damage) => damage.file)).toEqual([path.join(dir, 'pages.json')]);
});

it('sends every path the shell page when the index was damaged before the server read it', () => {
  const report = damageReport(() => undefined);
  const pages = prerenderedPages(pagesDir('{"generatedAt":"2026-11-25T00:00:00.000Z","pages":{"/pricing":'), report);
  expect(pages.lookup('/pricing')).toBeUndefined();
  expect(pages.lookup('/nothing')).toBeUndefined();
  expect(report.list()).toHaveLength(1);
});

it('knows a page index from other JSON', () => {
  expect(indexProblem(JSON.parse(index))).toBeUndefined();
  expect(indexProblem(null)).toBe('not a JSON object');
  expect(indexProblem({ pages: ['/pricing'], dynamic: [] })).toBe('"pages" is not an object of pages');
  expect(indexProblem({ pages: {}, dynamic: [3] })).toBe('"dynamic" is not a list of route paths');
  expect(indexProblem({ pages: {} })).toBe('"dynamic" is not a list of route paths');
});
