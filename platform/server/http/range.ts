/**
 * Byte ranges (RFC 9110 §14) checked before sirv sees them. sirv's `send()` turns the Range header into
 * `fs.createReadStream({ start, end })` unchecked: `bytes=5-2` threw ERR_OUT_OF_RANGE inside the request
 * listener and ended the process, and a suffix range (`bytes=-500`) was read as the first 501 bytes.
 *
 * Policy: one well-formed range is served (206); a range that starts past the end answers 416 with
 * `Content-Range: bytes *\/size`; anything else — several ranges, another unit, garbage, `last < first` — is
 * ignored and the whole file sent (200), as RFC 9110 §14.2 allows ("a server MAY ignore the Range header").
 */
import type { ServerResponse } from 'node:http';

export type RangeVerdict =
  | { kind: 'none' }
  /** Malformed or several ranges: send the whole representation. */
  | { kind: 'ignore' }
  | { kind: 'unsatisfiable' }
  /** Inclusive byte positions, within the file. */
  | { kind: 'range'; start: number; end: number };

const single = /^bytes=(\d*)-(\d*)$/i;

export function parseRange(header: string | undefined, size: number): RangeVerdict {
  if (header === undefined) return { kind: 'none' };
  const match = single.exec(header.replace(/[ \t]/g, ''));
  if (!match || (!match[1] && !match[2])) return { kind: 'ignore' };
  const [first, last] = [match[1], match[2]].map((digits) => (digits ? Number(digits) : undefined));
  if (first === undefined) {
    // A suffix: the last `last` bytes.
    if (last === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - last!), end: size - 1 };
  }
  if (last !== undefined && last < first) return { kind: 'ignore' };
  if (first >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', start: first, end: Math.min(last ?? size - 1, size - 1) };
}

/**
 * Rewrites the request's Range header, from sirv's `setHeaders` (called with the file it is about to send,
 * compressed copy included), into a form sirv's own code answers correctly: removed when ignored, a start
 * at the file's size when unsatisfiable (sirv's 416 path), explicit first and last positions otherwise.
 */
export function checkRangeForSirv(res: ServerResponse, stats: { size: number }): void {
  const headers = res.req.headers;
  const verdict = parseRange(headers.range, stats.size);
  if (verdict.kind === 'none') return;
  res.setHeader('Accept-Ranges', 'bytes');
  if (verdict.kind === 'ignore') delete headers.range;
  else if (verdict.kind === 'unsatisfiable') headers.range = `bytes=${stats.size}-`;
  // sirv reads an end of 0 as "to the end" (`parseInt(y) || size - 1`): `bytes=0-0` gets the whole file as a
  // 206 whose Content-Range says so — still a truthful answer.
  else headers.range = `bytes=${verdict.start}-${verdict.end}`;
}
