/**
 * How the benchmark counts a page's JavaScript: the gzip size of each script the page loaded (its body
 * compressed as the build's gzip copies are, platform/build/compress.ts), summed. Lighthouse's transfer size
 * moved with what the server sent beside the body (about 0.6 KB of headers a response) and a small file sent
 * uncompressed counted whole; this figure is the same for the same files on any run. One source of truth:
 * the page's total (`Sample.metrics.jsKB`) and each app's share (`areaCost.ts`) both come from `scriptBytesOf`.
 */
import zlib from 'node:zlib';
import type { Result } from 'lighthouse';
import { gzipOptions } from 'platform/build/compress';
import type { UrlFigure } from './areaCost';
import { itemsOf } from './lighthouseRun';


/** The scripts the page loaded: script requests that were answered (a blocked request transfers nothing). */
export function scriptUrlsOf(lhr: Result): string[] {
  return [...new Set(itemsOf(lhr, 'network-requests').filter((request) => request.resourceType === 'Script' && Number(request.transferSize ?? 0) > 0).map((request) => String(request.url)))];
}

export const gzipBytesOf = (body: Uint8Array) => zlib.gzipSync(body, gzipOptions).length;

/** Reads a script's body (uncompressed) from the server that served the page. */
export type ReadScript = (url: string) => Promise<Uint8Array>;

export const readOverHttp: ReadScript = async (url) => {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  if (!response.ok) throw new Error(`The benchmark could not read ${url} to count its size: ${response.status}.`);
  return new Uint8Array(await response.arrayBuffer());
};

/** Each script's gzip bytes by URL (read once: the site's scripts are content-hashed). */
export interface ScriptSizes {
  /** Reads the scripts of a run not read yet. */
  measure(lhr: Result): Promise<void>;
  /** The gzip bytes of each script the run loaded. */
  scriptBytesOf(lhr: Result): UrlFigure[];
}

export function scriptSizes(read: ReadScript = readOverHttp): ScriptSizes {
  const sizes = new Map<string, number>();
  return {
    async measure(lhr) {
      for (const url of scriptUrlsOf(lhr)) if (!sizes.has(url)) sizes.set(url, gzipBytesOf(await read(url)));
    },
    scriptBytesOf(lhr) {
      return scriptUrlsOf(lhr).map((url) => {
        const value = sizes.get(url);
        if (value === undefined) throw new Error(`The size of ${url} was not measured (call measure() with this run first).`);
        return { url, value };
      });
    },
  };
}
