/**
 * The one static file server of the site server, for every folder it serves: the shell's build or release,
 * `/releases/*` (the release store), the prerendered pages and `/remotes/<workspace>/`. Each folder differs only
 * by its policy (cache headers, CORS, the names tried for a path); how a file is found, negotiated and sent is
 * the same everywhere:
 * - the path is resolved inside the folder only, links included (safePath.ts); a source map is never served;
 * - a precompressed copy beside the file (`x.br`, `x.gz`) is chosen by Accept-Encoding (negotiation.ts), 406
 *   when neither a copy nor the file itself is acceptable; the answers of a file with a copy vary on Accept-Encoding;
 * - `ETag: W/"<size>-<mtime ms>"` and Last-Modified of the file sent (the copy's own); a conditional GET
 *   (conditionalGet.ts: If-None-Match by weak comparison, a list or `*`, else If-Modified-Since) is answered 304
 *   with the same cache headers;
 * - one byte range of the representation sent (range.ts), under If-Range; HEAD gets the headers of a GET.
 * Files are looked up per request, never indexed at start: a folder rebuilt or re-released while the server runs
 * is served as it is now.
 */
import fs from 'node:fs';
import type http from 'node:http';
import { pipeline } from 'node:stream';
import { lookup } from 'mrmime';
import { notModified } from './conditionalGet';
import { chooseCoding, type Coding } from './negotiation';
import { ifRangeAllows, parseRange } from './range';
import { failRequest } from './requestGuard';
import { cacheControl, plainText, withCharset } from './servingPolicy';
import { openInside, pathSegments, type OpenedFile } from './safePath';
import { sourceMapPath } from '../../releases/sourceMaps';

export interface FolderPolicy {
  /**
   * Names tried after the path itself, as `<path>.<extension>` and `<path>/index.<extension>` (default
   * `html`, `htm`: `/` is `index.html`). `[]`: the path and `<path>/index` only.
   */
  extensions?: readonly string[];
  /** The Content-Type of every file of the folder, instead of the one its name gives. */
  contentType?: string;
  /** Headers of a file about to be answered (`pathname`: the path in the folder, as requested): cache policy, CORS, CSP. */
  setHeaders?: (res: http.ServerResponse, pathname: string) => void;
}

/**
 * Answers a GET or HEAD for `pathname` (percent-encoded, relative to the folder) from the folder's files, or calls
 * `next` when the folder has no file there. `status`: another status than 200 (the 404 page): the file is sent whole
 * in the coding negotiated, without validators, conditionals or ranges, which concern the file at that path alone.
 */
export type FolderHandler = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string, next: () => void, status?: number) => void;

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

export const contentTypeOf = (name: string) => withCharset(lookup(name) ?? 'application/octet-stream');

export const etagOf = (stats: fs.Stats) => `W/"${stats.size}-${stats.mtime.getTime()}"`;

const close = (file: OpenedFile | undefined) => file && fs.close(file.fd, () => undefined);

export function staticFolder(dir: string, { extensions = ['html', 'htm'], contentType, setHeaders }: FolderPolicy = {}): FolderHandler {
  /**
   * The file for a name and the representation to send: the file itself or a precompressed copy; `varies`: whether
   * the file has a copy at all (then the answer depends on Accept-Encoding, whichever is sent).
   */
  async function representation(name: string, acceptEncoding: string | undefined) {
    const file = await openInside(dir, name);
    if (!file) return undefined;
    const copies = new Map<Coding, OpenedFile>();
    for (const coding of ['br', 'gzip'] as const) {
      const copy = await openInside(dir, name + codingSuffix[coding]);
      if (copy) copies.set(coding, copy);
    }
    const coding = chooseCoding(acceptEncoding, [...copies.keys()]);
    const sent = coding === undefined ? undefined : coding === 'identity' ? file : copies.get(coding);
    for (const opened of [file, ...copies.values()]) if (opened !== sent) close(opened);
    return { name, sent, coding, varies: copies.size > 0 };
  }

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, next: () => void, status = 200) {
    const segments = pathSegments(pathname);
    // A release's source maps are kept in its folder and never served (releases/sourceMaps.ts).
    if (!segments || sourceMapPath.test(segments.at(-1) ?? '')) return next();
    const acceptEncoding = req.headers['accept-encoding'];
    let found: Awaited<ReturnType<typeof representation>>;
    for (const name of candidateNames(segments, extensions)) {
      found = await representation(name, acceptEncoding);
      if (found) break;
    }
    if (!found) return next();
    if (res.destroyed) return close(found.sent);

    // Added to what the caller already varies on (`Cookie` while a canary runs: ../cohortServing.ts).
    if (found.varies) {
      const vary = res.getHeader('Vary');
      res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (!found.sent) {
      res.writeHead(406, { 'Content-Type': plainText, 'Cache-Control': cacheControl.never });
      return void res.end('None of the content codings this file is available in is acceptable (Accept-Encoding).');
    }
    const { fd, stats } = found.sent;
    const etag = etagOf(stats);
    const lastModified = stats.mtime.toUTCString();
    const whole = status !== 200;
    // A caller's `private` (an answer that differs by the visitor's canary cohort: ../cohortServing.ts) stays.
    const callerPrivate = /^private\b/.test(String(res.getHeader('Cache-Control') ?? ''));
    res.setHeader('Cache-Control', cacheControl.revalidate);
    if (!whole) {
      res.setHeader('ETag', etag);
      res.setHeader('Last-Modified', lastModified);
    }
    setHeaders?.(res, pathname);
    if (callerPrivate && !/^private\b/.test(String(res.getHeader('Cache-Control')))) res.setHeader('Cache-Control', `private, ${String(res.getHeader('Cache-Control'))}`);

    if (!whole && notModified(req, { etag, lastModified })) {
      close(found.sent);
      return void res.writeHead(304).end();
    }

    const head = req.method === 'HEAD';
    const range = whole || head || !ifRangeAllows(req.headers['if-range'] as string | undefined, { etag, lastModified }) ? { kind: 'none' as const } : parseRange(req.headers.range, stats.size);
    if (range.kind === 'unsatisfiable') {
      close(found.sent);
      // Not cacheable: a cache must never keep a 416 in place of the file; no validators of a file not sent.
      res.removeHeader('ETag');
      res.removeHeader('Last-Modified');
      res.writeHead(416, { 'Content-Range': `bytes */${stats.size}`, 'Cache-Control': cacheControl.never, 'Content-Length': 0 });
      return void res.end();
    }
    res.setHeader('Content-Type', contentType ?? contentTypeOf(found.name));
    if (found.coding && found.coding !== 'identity') res.setHeader('Content-Encoding', found.coding);
    // Said on a whole file's answer (a range's answer is one already).
    if (!whole && range.kind !== 'range') res.setHeader('Accept-Ranges', 'bytes');
    const [start, end] = range.kind === 'range' ? [range.start, range.end] : [0, stats.size - 1];
    res.setHeader('Content-Length', Math.max(0, end - start + 1));
    if (range.kind === 'range') res.setHeader('Content-Range', `bytes ${start}-${end}/${stats.size}`);
    res.writeHead(range.kind === 'range' ? 206 : status);
    if (head || stats.size === 0) {
      close(found.sent);
      return void res.end();
    }
    // A client that goes away, or a read that fails, ends both the file and the response.
    pipeline(fs.createReadStream('', { fd, start, end }), res, () => undefined);
  }

  return (req, res, pathname, next, status) => {
    answer(req, res, pathname, next, status).catch((error: unknown) => failRequest({ req, res }, error));
  };
}

