/**
 * Safe path resolution for the static file server: a request path becomes a file inside a served folder, or
 * nothing. A path is read segment by segment (percent-decoded); a segment that is malformed, `.` or `..`, holds a
 * slash, a backslash or NUL, or names a hidden file (a leading dot: the prerender job's staging folders, the
 * release store's incoming copies) is refused. The file found is then resolved with realpath: a symbolic link
 * anywhere on its way that leads out of the folder (itself resolved) is refused, in every folder, and the file is
 * opened by its resolved path without following a link, so a link swapped in after the check is not followed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { percentDecoded } from 'shared/percentDecoded';

/** A request's path (`URL.pathname`, percent-encoded) as decoded segments; undefined when refused. */
export function pathSegments(pathname: string): string[] | undefined {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    const segment = percentDecoded(raw);
    if (segment === undefined || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return undefined;
    if (segment.startsWith('.') && segment !== '.well-known') return undefined;
    segments.push(segment);
  }
  return segments;
}

export interface OpenedFile {
  /** Open for reading; the caller closes it (or hands it to a stream that does). */
  fd: number;
  stats: fs.Stats;
  /** The file's resolved path. */
  real: string;
}

const isInside = (root: string, real: string) => real === root || real.startsWith(root.endsWith(path.sep) ? root : `${root}${path.sep}`);
// O_NONBLOCK: a named pipe would otherwise hold the open until a writer came (it is then refused as no file).
const { O_RDONLY, O_NOFOLLOW = 0, O_NONBLOCK = 0 } = fs.constants;

/**
 * Opens `relative` (segments from pathSegments, or a name made from them) inside `root` when it is a regular file
 * whose resolved path lies inside the resolved `root`; undefined otherwise (missing, a folder, outside).
 */
export async function openInside(root: string, relative: string): Promise<OpenedFile | undefined> {
  let realRoot: string;
  let real: string;
  try {
    realRoot = await fs.promises.realpath(root);
    real = await fs.promises.realpath(path.join(root, relative));
  } catch {
    return undefined;
  }
  if (!isInside(realRoot, real) || real === realRoot) return undefined;
  let fd: number;
  try {
    fd = await new Promise<number>((resolve, reject) => fs.open(real, O_RDONLY | O_NOFOLLOW | O_NONBLOCK, (error, opened) => (error ? reject(error) : resolve(opened))));
  } catch {
    return undefined;
  }
  try {
    const stats = await new Promise<fs.Stats>((resolve, reject) => fs.fstat(fd, (error, result) => (error ? reject(error) : resolve(result))));
    if (stats.isFile()) return { fd, stats, real };
  } catch {
    // closed below
  }
  fs.close(fd, () => undefined);
  return undefined;
}
