import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordedWithoutManifests } from './dependencies';
import { recordFileCalls } from '../files/fileCalls.testkit';
import { pageFile, publish, publishIndex, readIndex, readIndexFile, siteFile, writePages } from './publish';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  vi.restoreAllMocks();
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

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

describe('an index of an older job, which named each release by its version only', () => {
  it('is read in the one shape, versions kept and manifests unknown; its pages are rendered again, and a current entry is not', async () => {
    const dir = tempDir();
    const older = { releases: { legal: '0123456789ab', news: '' }, modules: ['legal/routes'], posts: [], listsPosts: false, lastModified: '2026-11-23T00:00:00.000Z' };
    const current = { ...older, releases: { legal: { version: '0123456789ab', manifest: 'releases/legal/0123456789ab/mf-manifest.json' }, news: { version: '', manifest: '' } } };
    fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify({ generatedAt: '', pages: { '/gdpr': older, '/privacy-policy': current }, dynamic: [], articles: {} }));
    const { index, damaged } = await readIndexFile(dir);
    expect(damaged).toBeUndefined();
    expect(index!.pages['/gdpr']).toEqual({ ...older, releases: { legal: { version: '0123456789ab', manifest: '' }, news: { version: '', manifest: '' } } });
    expect(index!.pages['/privacy-policy']).toEqual(current);
    expect(recordedWithoutManifests(index!.pages['/gdpr']!)).toBe(true);
    expect(recordedWithoutManifests(index!.pages['/privacy-policy']!)).toBe(false);
  });
});

describe('the order of a publish', () => {
  const entry = { releases: {}, modules: [], posts: [], listsPosts: false, lastModified: '2026-11-23T00:00:00.000Z' };

  it('makes every page durable before the index that names it, replaces the index whole, and removes pages after it', async () => {
    const dir = tempDir();
    await publish(dir, { pages: new Map([['/', '<p>home</p>'], ['/old', '<p>old</p>']]), files: new Map(), index: { pages: { '/': entry, '/old': entry }, dynamic: [], articles: {} } });
    const calls = recordFileCalls(dir);
    const pages = new Map([['/', '<p>home 2</p>'], ['/news/a', '<p>a</p>'], ['/news/b', '<p>b</p>']]);
    await publish(dir, { pages, files: new Map([['/robots.txt', 'User-agent: *']]), index: { pages: { '/': entry, '/news/a': entry, '/news/b': entry }, dynamic: [], articles: {} } });

    // The index: a temporary file flushed, renamed over the old one, its folder flushed; never written in place.
    const indexCalls = calls.filter((call) => call.includes('pages.json'));
    expect(indexCalls).toEqual(['write pages.json.tmp', 'sync pages.json.tmp', 'rename pages.json.tmp pages.json']);
    const indexRenamed = calls.indexOf('rename pages.json.tmp pages.json');
    expect(calls[indexRenamed + 1]).toBe('sync .');

    // Every file of every page (and the other files) renamed into place, and its folder flushed, before that rename.
    const pageFiles = [...pages.keys(), '/robots.txt'].flatMap((sitePath) => {
      const file = sitePath === '/robots.txt' ? 'robots.txt' : pageFile(sitePath);
      return ['', '.br', '.gz'].map((suffix) => `${file}${suffix}`);
    });
    for (const file of pageFiles) {
      const renamed = calls.indexOf(`rename ${file}.tmp ${file}`);
      expect(renamed, file).toBeGreaterThanOrEqual(0);
      expect(renamed, file).toBeLessThan(indexRenamed);
      expect(calls.indexOf(`sync ${path.dirname(file)}`, renamed), file).toBeLessThan(indexRenamed);
    }

    // The page the new index drops is removed once that index is on the disk, never before.
    const removals = ['', '.br', '.gz'].map((suffix) => `rm ${path.join('old', 'index.html')}${suffix}`);
    for (const removal of removals) expect(calls.indexOf(removal), removal).toBeGreaterThan(indexRenamed + 1);
    expect(fs.existsSync(path.join(dir, 'old', 'index.html'))).toBe(false);
  });
});

describe('the discovery files', () => {
  const entry = { releases: {}, modules: [], posts: [], listsPosts: false, lastModified: '2026-11-23T00:00:00.000Z' };
  const index = { pages: { '/': entry }, dynamic: [], articles: {} };
  const served = (dir: string) => fs.readdirSync(dir).filter((name) => name.startsWith('sitemap')).sort();

  it('take the index on disk from a caller that read it under the lock: the pages it had and this one has not are removed', async () => {
    const dir = tempDir();
    await writePages(dir, new Map([['/', '<p>home</p>'], ['/old', '<p>old</p>']]));
    const onDisk = { generatedAt: '2026-11-23T00:00:00.000Z', pages: { '/': entry, '/old': entry }, dynamic: [], articles: {} };
    await publishIndex(dir, { files: new Map(), index }, { index: onDisk });
    expect(fs.existsSync(path.join(dir, 'old', 'index.html'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('<p>home</p>');
  });

  it('are left as they are when they already hold their text, and rewritten when it changed or a copy is newer than the file', async () => {
    const dir = tempDir();
    const sitemap = path.join(dir, 'sitemap.xml');
    await publishIndex(dir, { files: new Map([['/sitemap.xml', '<urlset>a</urlset>']]), index });
    const old = new Date('2026-01-01T00:00:00Z');
    for (const suffix of ['', '.br', '.gz']) fs.utimesSync(`${sitemap}${suffix}`, old, old);

    await publishIndex(dir, { files: new Map([['/sitemap.xml', '<urlset>a</urlset>']]), index });
    expect(fs.statSync(sitemap).mtime).toEqual(old);
    expect(fs.statSync(`${sitemap}.br`).mtime).toEqual(old);

    await publishIndex(dir, { files: new Map([['/sitemap.xml', '<urlset>b</urlset>']]), index });
    expect(fs.readFileSync(sitemap, 'utf8')).toBe('<urlset>b</urlset>');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${sitemap}.br`)).toString()).toBe('<urlset>b</urlset>');

    // A write that stopped between the copies and the file: the same text again still gets its own copies.
    fs.writeFileSync(`${sitemap}.gz`, zlib.gzipSync('<urlset>c</urlset>'));
    fs.utimesSync(sitemap, old, old);
    await publishIndex(dir, { files: new Map([['/sitemap.xml', '<urlset>b</urlset>']]), index });
    expect(zlib.gunzipSync(fs.readFileSync(`${sitemap}.gz`)).toString()).toBe('<urlset>b</urlset>');
  });

  it('records the files it published and removes those a later run no longer writes (a sitemap index no longer needed)', async () => {
    const dir = tempDir();
    await writePages(dir, new Map([['/', '<p>home</p>']]));
    const big = new Map([['/sitemap-1.xml', '<urlset/>'], ['/sitemap-2.xml', '<urlset/>'], ['/sitemap.xml', '<sitemapindex/>'], ['/robots.txt', 'User-agent: *']]);
    const manifest = await publishIndex(dir, { files: big, index });
    expect(manifest.files).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap.xml', '/robots.txt']);
    expect(served(dir)).toEqual(['sitemap-1.xml', 'sitemap-1.xml.br', 'sitemap-1.xml.gz', 'sitemap-2.xml', 'sitemap-2.xml.br', 'sitemap-2.xml.gz', 'sitemap.xml', 'sitemap.xml.br', 'sitemap.xml.gz']);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'sitemap-2.xml.gz'))).toString()).toBe('<urlset/>');

    await publishIndex(dir, { files: new Map([['/sitemap.xml', '<urlset/>'], ['/robots.txt', 'User-agent: *']]), index });
    expect(served(dir)).toEqual(['sitemap.xml', 'sitemap.xml.br', 'sitemap.xml.gz']);
    expect(fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')).toBe('<urlset/>');
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('<p>home</p>');
  });

  it('never writes or removes outside its folder, whatever a damaged index names', async () => {
    const dir = tempDir();
    const outside = path.join(path.dirname(dir), `${path.basename(dir)}-outside.xml`);
    fs.writeFileSync(outside, 'keep');
    try {
      fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify({ ...index, files: [`/../${path.basename(outside)}`, 42, '/'] }));
      await publishIndex(dir, { files: new Map([['/sitemap.xml', '<urlset/>']]), index });
      expect(fs.readFileSync(outside, 'utf8')).toBe('keep');
      expect(() => siteFile('/../x.xml')).toThrow(/Refusing/);
      expect(() => siteFile('/')).toThrow(/Refusing/);
      await expect(publishIndex(dir, { files: new Map([['/a/../../x.xml', '']]), index })).rejects.toThrow(/Refusing/);
    } finally {
      fs.rmSync(outside, { force: true });
    }
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
