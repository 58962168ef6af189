import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageFile, publish, readIndex, readIndexFile } from './publish';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('pageFile', () => {
  it('maps site paths to index files and refuses paths that climb out', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/hospitality-industry-news/a%20b')).toBe(path.join('hospitality-industry-news', 'a%20b', 'index.html'));
    expect(() => pageFile('/news/../../etc')).toThrow(/Refusing/);
    expect(() => pageFile('relative')).toThrow(/Refusing/);
  });
});

describe('publish', () => {
  it('writes pages with compressed copies, other files, and the manifest; removes pages that are gone', async () => {
    const dir = tempDir();
    const entry = { releases: {}, modules: [], posts: [], listsPosts: false, lastModified: '2026-11-23T00:00:00.000Z' };
    await publish(dir, {
      pages: new Map([['/', '<p>home</p>'], ['/news/old', '<p>old</p>']]),
      files: new Map([['/robots.txt', 'User-agent: *']]),
      index: { pages: { '/': entry, '/news/old': entry }, dynamic: ['/news/:slug'], articles: { old: '2026-11-23T00:00:00.000Z' } },
    });
    expect(fs.readFileSync(path.join(dir, 'news/old/index.html'), 'utf8')).toBe('<p>old</p>');
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe('<p>home</p>');
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'index.html.gz'))).toString()).toBe('<p>home</p>');
    expect(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toBe('User-agent: *');

    const manifest = await publish(dir, { pages: new Map([['/', '<p>home 2</p>']]), files: new Map(), index: { pages: { '/': entry }, dynamic: ['/news/:slug'], articles: {} } });
    expect(Object.keys(manifest.pages)).toEqual(['/']);
    expect(Object.keys(JSON.parse(fs.readFileSync(path.join(dir, 'pages.json'), 'utf8')).pages)).toEqual(['/']);
    expect(fs.existsSync(path.join(dir, 'news/old/index.html'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'news/old/index.html.br'))).toBe(false);
    expect(fs.readdirSync(dir).some((name) => name.endsWith('.tmp'))).toBe(false);
  });
});

describe('readIndex', () => {
  it('tells a damaged index from a missing one, so the job renders every page and writes it whole', async () => {
    const dir = tempDir();
    expect(await readIndexFile(dir)).toEqual({});
    fs.writeFileSync(path.join(dir, 'pages.json'), '{"generatedAt":"2026-11-25","pages":{"/a":');
    expect(await readIndexFile(dir)).toEqual({ damaged: expect.stringMatching(/^not valid JSON: /) });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await readIndex(dir)).toBeUndefined();
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/pages\.json is damaged \(not valid JSON: .*\); every page is rendered again and the index rewritten\.$/));
    } finally {
      errors.mockRestore();
    }
    fs.writeFileSync(path.join(dir, 'pages.json'), 'null');
    expect(await readIndexFile(dir)).toEqual({ damaged: 'it is not a page index' });
  });
});
