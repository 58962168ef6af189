/**
 * The one static file server of the site server, for every folder it serves: the shell's build or release,
 * `/releases/*` (the release store), the prerendered pages and `/remotes/<workspace>/`. Each folder differs only
 * by its policy (cache headers, CORS, the names tried for a path); how a file is found, negotiated and sent is
 * the same everywhere:
 * - the path is resolved inside the folder only, links included (safePath.ts);
 * - a precompressed copy beside the file (`x.br`, `x.gz`) is chosen by Accept-Encoding (negotiation.ts), 406
 *   when neither a copy nor the file itself is acceptable; every answer varies on Accept-Encoding;
 * - `ETag: W/"<size>-<mtime ms>"` and Last-Modified of the file sent (the copy's own), If-None-Match (weak
 *   comparison, a list or `*`) answered 304 with the same cache headers;
 * - one byte range of the representation sent (range.ts), under If-Range; HEAD gets the headers of a GET.
 * Files are looked up per request, never indexed at start: a folder rebuilt or re-released while the server runs
 * is served as it is now.
 */
import fs from 'node:fs';
import type http from 'node:http';
import { pipeline } from 'node:stream';
import { lookup } from 'mrmime';
import { chooseCoding, type Coding } from './negotiation';
import { ifRangeAllows, parseRange } from './range';
import { failRequest } from './requestGuard';
import { cacheControl } from './servingPolicy';
import { openInside, pathSegments, type OpenedFile } from './safePath';

export interface FolderPolicy {
  /**
   * Names tried after the path itself, as `<path>.<extension>` and `<path>/index.<extension>` (default
   * `html`, `htm`: `/` is `index.html`). `[]`: the path and `<path>/index` only.
   */
  extensions?: readonly string[];
  /** Headers of a file about to be answered (`pathname`: the path in the folder, as requested): cache policy, CORS, CSP. */
  setHeaders?: (res: http.ServerResponse, pathname: string) => void;
}

/**
 * Answers a GET or HEAD for `pathname` (percent-encoded, relative to the folder) from the folder's files, or calls
 * `next` when the folder has no file there.
 */
export type FolderHandler = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string, next: () => void) => void;

const codingSuffix: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/** The names to try for a path, in order (the lookup sirv made, which this server replaced). */
export function candidateNames(segments: readonly string[], extensions: readonly string[]): string[] {
  const base = segments.join('/');
  const names: string[] = [];
  for (const extension of ['', ...extensions]) {
    const suffix = extension ? `.${extension}` : '';
    if (base) names.push(`${base}${suffix}`);
    names.push(`${base ? `${base}/` : ''}index${suffix}`);
  }
  return names;
}

export const contentTypeOf = (name: string) => {
  const type = lookup(name) ?? 'application/octet-stream';
  return type === 'text/html' ? 'text/html;charset=utf-8' : type;
};

export const etagOf = (stats: fs.Stats) => `W/"${stats.size}-${stats.mtime.getTime()}"`;

/** If-None-Match against the file's tag, by weak comparison (RFC 9110 §13.1.2). */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

const close = (file: OpenedFile | undefined) => file && fs.close(file.fd, () => undefined);

export function staticFolder(dir: string, { extensions = ['html', 'htm'], setHeaders }: FolderPolicy = {}): FolderHandler {
  /** The file for a name and the representation to send: the file itself or a precompressed copy. */
  async function representation(name: string, acceptEncoding: string | undefined) {
    const file = await openInside(dir, name);
    if (!file) return undefined;
    let available: Coding[] = ['br', 'gzip'];
    for (;;) {
      const coding = chooseCoding(acceptEncoding, available);
      if (coding === undefined) {
        close(file);
        return { name, sent: undefined, coding };
      }
      if (coding === 'identity') return { name, sent: file, coding };
      const copy = await openInside(dir, name + codingSuffix[coding]);
      if (copy) {
        close(file);
        return { name, sent: copy, coding };
      }
      available = available.filter((candidate) => candidate !== coding);
    }
  }

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, next: () => void) {
    const segments = pathSegments(pathname);
    if (!segments) return next();
    const acceptEncoding = req.headers['accept-encoding'];
    let found: Awaited<ReturnType<typeof representation>>;
    for (const name of candidateNames(segments, extensions)) {
      found = await representation(name, acceptEncoding);
      if (found) break;
    }
    if (!found) return next();
    if (res.destroyed) return close(found.sent);

    res.setHeader('Vary', 'Accept-Encoding');
    if (!found.sent) {
      res.writeHead(406, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl.never });
      return void res.end('None of the content codings this file is available in is acceptable (Accept-Encoding).');
    }
    const { fd, stats } = found.sent;
    const etag = etagOf(stats);
    const lastModified = stats.mtime.toUTCString();
    res.setHeader('Cache-Control', cacheControl.revalidate);
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', lastModified);
    setHeaders?.(res, pathname);

    if (noneMatch(req.headers['if-none-match'], etag)) {
      close(found.sent);
      return void res.writeHead(304).end();
    }

    const head = req.method === 'HEAD';
    const range = head || !ifRangeAllows(req.headers['if-range'] as string | undefined, { etag, lastModified }) ? { kind: 'none' as const } : parseRange(req.headers.range, stats.size);
    if (range.kind === 'unsatisfiable') {
      close(found.sent);
      // Not cacheable: a cache must never keep a 416 in place of the file.
      res.writeHead(416, { 'Content-Range': `bytes */${stats.size}`, 'Cache-Control': cacheControl.never, 'Content-Length': 0 });
      return void res.end();
    }
    res.setHeader('Content-Type', contentTypeOf(found.name));
    if (found.coding !== 'identity') res.setHeader('Content-Encoding', found.coding);
    res.setHeader('Accept-Ranges', 'bytes');
    const [start, end] = range.kind === 'range' ? [range.start, range.end] : [0, stats.size - 1];
    res.setHeader('Content-Length', Math.max(0, end - start + 1));
    if (range.kind === 'range') res.setHeader('Content-Range', `bytes ${start}-${end}/${stats.size}`);
    res.writeHead(range.kind === 'range' ? 206 : 200);
    if (head || stats.size === 0) {
      close(found.sent);
      return void res.end();
    }
    // A client that goes away, or a read that fails, ends both the file and the response.
    pipeline(fs.createReadStream('', { fd, start, end }), res, () => undefined);
  }

  return (req, res, pathname, next) => {
    answer(req, res, pathname, next).catch((error: unknown) => failRequest({ req, res }, error));
  };
}

