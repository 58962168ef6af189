/**
 * The job's output, as the site server reads it: one HTML file per page (with brotli and gzip copies), the
 * discovery files, and `pages.json`, the page index: which pages exist and, for each, what it was rendered
 * from (the area releases and exposed modules it used, the posts it shows), so a release or a content sync
 * re-renders only the pages it changes. Every file is written atomically and flushed to the disk
 * (writeFileAtomically), the index after the pages it names; pages that left the index are removed after it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { PageDependencies } from './rendererContract';
import { pidRunning } from 'infra/lockRecord';
import { writeFileAtomically } from '../files/writeFileAtomically';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What one page was rendered from: what the renderer says it depends on (its releases as its hand-off names them), and more. */
export interface PageEntry extends PageDependencies {
  /** For the sitemap (ISO 8601). */
  lastModified: string;
  /** The Content-Security-Policy source of the page's inline loader (`'sha256-…'`): the server allows it. */
  loader?: string;
}

export interface PagesManifest {
  generatedAt: string;
  pages: Record<string, PageEntry>;
  /** Route patterns (`/hospitality-industry-news/:slug`) whose pages may not be prerendered yet. */
  dynamic: string[];
  /** Each rendered article's `updated_at`, by slug: a sync re-renders the ones that changed. */
  articles: Record<string, string>;
  /**
   * The other files this index was published with (site paths: the sitemap or sitemap index and the sitemaps it
   * lists, robots.txt, the feed): a file the next run no longer writes (a sitemap a smaller site does not need) is
   * removed. Written by publish; absent from indexes of older jobs.
   */
  files?: string[];
}

/** The pattern of a dynamic route (`/hospitality-industry-news/:slug`): a `:name` segment is any one segment. */
export const routePattern = (route: string) =>
  new RegExp(`^${route.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);

export const manifestFile = 'pages.json';

/** The file of a site path: `/` → `index.html`, `/a/b` → `a/b/index.html`. */
export function pageFile(sitePath: string): string {
  const segments = sitePath.split('/').filter(Boolean);
  if (!sitePath.startsWith('/') || segments.some((segment) => segment === '.' || segment === '..' || segment.includes('\\'))) {
    throw new Error(`Refusing to write a page for the path ${JSON.stringify(sitePath)}.`);
  }
  return path.join(...segments, 'index.html');
}

/**
 * Brotli's best quality for pages; for large files (the sitemap of 10,000 articles: 1.9 MB) quality 9, which
 * compresses it in 50 ms instead of 3.4 s for a third more bytes — a content sync republishes it every time.
 */
export const brotliQuality = (bytes: number) => (bytes > 256 * 1024 ? 9 : 11);

async function writeWithCompressedCopies(file: string, text: string) {
  const data = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(data.length) } }),
    gzip(data, { level: 9 }),
  ]);
  // The compressed copies first: the server never pairs a new page with an old copy for long.
  await Promise.all([writeFileAtomically(`${file}.br`, br), writeFileAtomically(`${file}.gz`, gz)]);
  await writeFileAtomically(file, data);
}

/**
 * Whether `file` already holds `data` with its compressed copies written before it (writeWithCompressedCopies'
 * order: copies older than the file are its own; newer ones are from a write that stopped before the file).
 */
async function holds(file: string, data: Buffer): Promise<boolean> {
  try {
    const [current, stat, ...copies] = await Promise.all([fs.readFile(file), fs.stat(file), fs.stat(`${file}.br`), fs.stat(`${file}.gz`)]);
    return current.equals(data) && copies.every((copy) => copy.mtimeMs <= stat.mtimeMs);
  } catch {
    return false;
  }
}

/** The index of `outDir`; `damaged` says why a file that is there is no index (its next run rewrites it whole). */
export async function readIndexFile(outDir: string): Promise<{ index?: PagesManifest; damaged?: string }> {
  let text: string;
  try {
    text = await fs.readFile(path.join(outDir, manifestFile), 'utf8');
  } catch {
    return {};
  }
  try {
    const index = JSON.parse(text) as PagesManifest;
    // An index of an older job (a list of paths) is no index: everything is rendered again.
    if (!index || typeof index !== 'object' || !index.pages || typeof index.pages !== 'object') return { damaged: 'it is not a page index' };
    return Array.isArray(index.pages) ? {} : { index: withReleaseShapes(index) };
  } catch (error) {
    return { damaged: `not valid JSON: ${(error as Error).message}` };
  }
}

/**
 * An index written before entries named each release as the hand-off does (`{ legal: "0123456789ab" }`, the version
 * only) is read in the one shape, its manifests unknown (''): its versions still keep their releases from pruning,
 * its pages are served as they are (the server reads no releases), and the job renders them again in its next run
 * (`recordedWithoutManifests`), which writes the index whole.
 */
function withReleaseShapes(index: PagesManifest): PagesManifest {
  const versionsOnly = (entry: PageEntry) => Object.values(entry?.releases ?? {}).some((release) => typeof release === 'string');
  if (!Object.values(index.pages).some(versionsOnly)) return index;
  const upgrade = (entry: PageEntry): PageEntry => ({
    ...entry,
    releases: Object.fromEntries(Object.entries(entry.releases ?? {}).map(([id, release]) => [id, typeof release === 'string' ? { version: release, manifest: '' } : release])),
  });
  return { ...index, pages: Object.fromEntries(Object.entries(index.pages).map(([sitePath, entry]) => [sitePath, versionsOnly(entry) ? upgrade(entry) : entry])) };
}

export async function readIndex(outDir: string): Promise<PagesManifest | undefined> {
  const { index, damaged } = await readIndexFile(outDir);
  if (damaged) console.error(`[prerender] ${path.join(outDir, manifestFile)} is damaged (${damaged}); every page is rendered again and the index rewritten.`);
  return index;
}

export interface SiteOutput {
  /** HTML of the pages rendered in this run, by site path. */
  pages: Map<string, string>;
  /** Other files (sitemap, robots, feed) by site path. */
  files: Map<string, string>;
  /** The whole index after this run (pages rendered now and those kept from earlier runs). */
  index: Omit<PagesManifest, 'generatedAt'>;
}

/** The file of a discovery file's site path (`/sitemap-2.xml` → `sitemap-2.xml`); refuses paths that climb out. */
export function siteFile(sitePath: string): string {
  const segments = sitePath.split('/').filter(Boolean);
  if (!sitePath.startsWith('/') || !segments.length || segments.some((segment) => segment === '.' || segment === '..' || segment.includes('\\'))) {
    throw new Error(`Refusing to write a file for the path ${JSON.stringify(sitePath)}.`);
  }
  return path.join(...segments);
}

const removeWithCopies = (file: string) => Promise.all(['', '.br', '.gz'].map((suffix) => fs.rm(`${file}${suffix}`, { force: true })));

/** Pages written at once: each write waits on the disk (its flush), and the disk takes several flushes together. */
const pagesAtOnce = 8;

/**
 * Writes pages (with compressed copies), each flushed to the disk before this returns. The server serves a page
 * only once the index names it (publishIndex). A failed page fails the call once every write begun has ended.
 */
export async function writePages(outDir: string, pages: Map<string, string>) {
  const entries = [...pages];
  for (let start = 0; start < entries.length; start += pagesAtOnce) {
    const writes = await Promise.allSettled(entries.slice(start, start + pagesAtOnce).map(([sitePath, html]) => writeWithCompressedCopies(path.join(outDir, pageFile(sitePath)), html)));
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

/**
 * Writes the other files (in the map's order: a sitemap index after the sitemaps it lists) and the index, then
 * removes the pages and files the previous index had and this one has not. A file that already holds its text is
 * left as it is (with its date): a sync that changes no page's date rewrites no sitemap (18.6 MB at 100,000 posts).
 * `onDisk` is the index the folder holds, when the caller read it under the pages lock it still holds (reading
 * it again costs about a second at 100,000 pages).
 */
export async function publishIndex(outDir: string, { files, index }: Omit<SiteOutput, 'pages'>, onDisk?: { index: PagesManifest | undefined }): Promise<PagesManifest> {
  for (const [sitePath, text] of files) {
    const file = path.join(outDir, siteFile(sitePath));
    if (!(await holds(file, Buffer.from(text)))) await writeWithCompressedCopies(file, text);
  }
  const manifest: PagesManifest = { generatedAt: new Date().toISOString(), ...index, files: [...files.keys()] };
  const previous = onDisk ? onDisk.index : (await readIndexFile(outDir)).index;
  const gone = Object.keys(previous?.pages ?? {}).filter((sitePath) => !index.pages[sitePath]);
  const goneFiles = (Array.isArray(previous?.files) ? previous.files : []).filter((sitePath) => typeof sitePath === 'string' && !files.has(sitePath));
  await writeFileAtomically(path.join(outDir, manifestFile), JSON.stringify(manifest));
  for (const sitePath of gone) await removeWithCopies(path.join(outDir, pageFile(sitePath)));
  for (const sitePath of goneFiles) {
    let file: string;
    try {
      file = siteFile(sitePath);
    } catch {
      continue; // Not a file this job would write (a damaged index): left alone.
    }
    await removeWithCopies(path.join(outDir, file));
  }
  return manifest;
}

export async function publish(outDir: string, { pages, files, index }: SiteOutput, onDisk?: { index: PagesManifest | undefined }): Promise<PagesManifest> {
  const missing = [...pages.keys()].filter((sitePath) => !index.pages[sitePath]);
  if (missing.length) throw new Error(`Pages without an index entry: ${missing.join(', ')}`);
  await writePages(outDir, pages);
  return publishIndex(outDir, { files, index }, onDisk);
}

/** Writes a run's output to a folder of its own, to be published later (a release, once it is live). */
export async function stage(stagingDir: string, output: SiteOutput) {
  await fs.rm(stagingDir, { recursive: true, force: true });
  await fs.mkdir(stagingDir, { recursive: true });
  const pages = [...output.pages.keys()];
  await Promise.all(pages.map((sitePath, i) => fs.writeFile(path.join(stagingDir, `${i}.html`), output.pages.get(sitePath)!)));
  await fs.writeFile(path.join(stagingDir, 'staged.json'), JSON.stringify({ pages, files: [...output.files], index: output.index }));
}

interface Staged {
  pages: string[];
  files: [string, string][];
  index: SiteOutput['index'];
}

const readStagedFile = async (stagingDir: string) => JSON.parse(await fs.readFile(path.join(stagingDir, 'staged.json'), 'utf8')) as Staged;

/** A staged run's index: every page of the site after it. */
export const readStagedIndex = async (stagingDir: string): Promise<SiteOutput['index']> => (await readStagedFile(stagingDir)).index;

/** A staged run's output, as `stage` wrote it. */
export async function readStaged(stagingDir: string): Promise<SiteOutput> {
  const staged = await readStagedFile(stagingDir);
  const pages = new Map(await Promise.all(staged.pages.map(async (sitePath, i) => [sitePath, await fs.readFile(path.join(stagingDir, `${i}.html`), 'utf8')] as const)));
  return { pages, files: new Map(staged.files), index: staged.index };
}

export async function publishStaged(stagingDir: string, outDir: string): Promise<PagesManifest> {
  const manifest = await publish(outDir, await readStaged(stagingDir));
  await fs.rm(stagingDir, { recursive: true, force: true });
  return manifest;
}

/** Staging folders live in the pages folder they are published to, named for their writer's process (sweepStaging). */
export const stagingPrefix = '.staging-';

/** The staging folder of this process for `name` (a release target, `canary`). */
export const stagingDirOf = (pagesDir: string, name: string) => path.join(pagesDir, `${stagingPrefix}${name}-${process.pid}`);

/** Removes the staging folders of writers that died before publishing (their process is gone). */
export async function sweepStaging(pagesDir: string) {
  const names = await fs.readdir(pagesDir).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.startsWith(stagingPrefix))) {
    const pid = Number(name.split('-').at(-1));
    if (!Number.isInteger(pid) || (pid !== process.pid && !pidRunning(pid))) await fs.rm(path.join(pagesDir, name), { recursive: true, force: true });
  }
}
