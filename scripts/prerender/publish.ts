/**
 * Writes the job's output only once every page has rendered, each file atomically (written beside its
 * place, then renamed), with brotli and gzip copies; pages of the previous run that no longer exist (a
 * deleted article) are removed, and `pages.json`, which the server reads, is written last.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What the site server needs to know: which paths have a page, and which patterns render client-side. */
export interface PagesManifest {
  generatedAt: string;
  pages: string[];
  /** Route patterns (`/hospitality-industry-news/:slug`) whose pages may not be prerendered yet. */
  dynamic: string[];
}

export const manifestFile = 'pages.json';

/** The file of a site path: `/` → `index.html`, `/a/b` → `a/b/index.html`. */
export function pageFile(sitePath: string): string {
  const segments = sitePath.split('/').filter(Boolean);
  if (!sitePath.startsWith('/') || segments.some((segment) => segment === '.' || segment === '..' || segment.includes('\\'))) {
    throw new Error(`Refusing to write a page for the path ${JSON.stringify(sitePath)}.`);
  }
  return path.join(...segments, 'index.html');
}

async function writeAtomically(file: string, data: string | Buffer) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

async function writeWithCompressedCopies(file: string, text: string) {
  const data = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(data, { level: 9 }),
  ]);
  // The compressed copies first: the server never pairs a new page with an old copy for long.
  await writeAtomically(`${file}.br`, br);
  await writeAtomically(`${file}.gz`, gz);
  await writeAtomically(file, data);
}

async function previousManifest(outDir: string): Promise<PagesManifest | undefined> {
  try {
    return JSON.parse(await fs.readFile(path.join(outDir, manifestFile), 'utf8')) as PagesManifest;
  } catch {
    return undefined;
  }
}

export interface SiteOutput {
  /** HTML by site path. */
  pages: Map<string, string>;
  /** Other files (sitemap, robots, feed) by site path. */
  files: Map<string, string>;
  dynamic: string[];
}

export async function publish(outDir: string, { pages, files, dynamic }: SiteOutput): Promise<PagesManifest> {
  const targets = [
    ...[...pages].map(([sitePath, html]) => [path.join(outDir, pageFile(sitePath)), html] as const),
    ...[...files].map(([sitePath, text]) => [path.join(outDir, sitePath.replace(/^\/+/, '')), text] as const),
  ];
  for (const [file, text] of targets) await writeWithCompressedCopies(file, text);

  const manifest: PagesManifest = { generatedAt: new Date().toISOString(), pages: [...pages.keys()].sort(), dynamic };
  const gone = ((await previousManifest(outDir))?.pages ?? []).filter((sitePath) => !pages.has(sitePath));
  await writeAtomically(path.join(outDir, manifestFile), JSON.stringify(manifest, null, 2));
  for (const sitePath of gone) {
    const file = path.join(outDir, pageFile(sitePath));
    await Promise.all(['', '.br', '.gz'].map((suffix) => fs.rm(`${file}${suffix}`, { force: true })));
  }
  return manifest;
}
