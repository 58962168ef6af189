import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superLinearShapes, unitCostBound } from 'e2e/hostileInputs';
import { prerenderedPages } from './prerenderedPages';
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
