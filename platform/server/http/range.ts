/**
 * Byte ranges (RFC 9110 §14) of the static file server (staticFiles.ts).
 *
 * Policy: one well-formed range is served (206); a suffix range (`bytes=-100`) is the file's last bytes; a range
 * no byte of the file satisfies (`bytes=-0`, a first position at or past the end, any range of an empty file)
 * answers 416 with `Content-Range: bytes *\/size`; anything else — several ranges, another unit, garbage,
 * `last < first` — is ignored and the whole file sent (200), as RFC 9110 §14.2 allows ("a server MAY ignore
 * the Range header"). Positions of any length are read safely: one past 2^53 is simply beyond every file.
 */

export type RangeVerdict =
  | { kind: 'none' }
  /** Malformed or several ranges: send the whole representation. */
  | { kind: 'ignore' }
  | { kind: 'unsatisfiable' }
  /** Inclusive byte positions, within the file. */
  | { kind: 'range'; start: number; end: number };

const single = /^bytes=(\d*)-(\d*)$/i;

/** A position as a number; one longer than any file can be (past 2^53) is Infinity, never a rounded guess. */
const position = (digits: string) => (digits.length > 15 ? Infinity : Number(digits));

export function parseRange(header: string | undefined, size: number): RangeVerdict {
  if (header === undefined) return { kind: 'none' };
  const match = single.exec(header.replace(/[ \t]/g, ''));
  if (!match || (!match[1] && !match[2])) return { kind: 'ignore' };
  const [first, last] = [match[1], match[2]].map((digits) => (digits ? position(digits) : undefined));
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
 * Whether a Range may be served under the request's If-Range (RFC 9110 §13.1.5): without one, yes; with an
 * entity tag, only when it strongly matches the file's (a weak tag never does); with a date, only when it is the
 * file's Last-Modified exactly. Otherwise the client's partial copy is of another version: send the whole file.
 */
export function ifRangeAllows(header: string | undefined, validators: { etag: string; lastModified: string }): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return !value.startsWith('W/') && !validators.etag.startsWith('W/') && value === validators.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === Date.parse(validators.lastModified);
}
