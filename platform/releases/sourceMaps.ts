/**
 * A release's source maps: its build writes them beside its scripts (`x.js.map`, hidden: no script names its map), the
 * store keeps them with the release, and nothing serves them (the site's static files and the nginx configuration
 * refuse every `.map`: a visitor never gets the release's sources). The site reads them here to map an error's frames
 * from a served script (`…/releases/<app>/<version>/<file>:line:column`) to its source (`mf-legal/src/…:line`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { isReleaseTarget } from '../registry/apps';
import { isVersion, versionDir, type ReleaseStore } from './store';

/** A frame as an error signal carries it. */
export interface ServedFrame {
  file: string;
  line: number;
  column: number;
  fn?: string;
}

/** A frame mapped to its source: `mf-legal/src/GdprPage.tsx`, line, and the original name when the map has it. */
export interface SourceFrame {
  source: string;
  line: number;
  fn?: string;
}

/** Requests for source map files (and their precompressed copies): never served. */
export const sourceMapPath = /\.map(?:\.(?:br|gz))?$/i;

/** The path of a released script the frame's URL names, in the store, or undefined. */
function releasedScript(store: ReleaseStore, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const [, releases, app, version, ...rest] = pathname.split('/');
  if (releases !== 'releases' || !app || !isReleaseTarget(app) || !version || !isVersion(version) || !rest.length) return undefined;
  if (rest.some((segment) => !segment || segment === '.' || segment === '..' || segment.includes('\\'))) return undefined;
  return path.join(versionDir(store, app, version), ...rest);
}

/** `webpack://mf-legal/./src/x.tsx?abc` → `mf-legal/src/x.tsx`; `webpack://mf-legal/../shared/src/y.ts` → `shared/src/y.ts`. */
export const sourceName = (source: string) => path.posix.normalize(source.replace(/^webpack:\/\/\/?/, '').replace(/[?#].*$/, ''));

/** The source maps of the store's releases, each read once (up to `cached` maps kept). */
export function sourceMaps(store: ReleaseStore, cached = 50) {
  const maps = new Map<string, Promise<TraceMap | undefined>>();
  const mapOf = (script: string) => {
    let map = maps.get(script);
    if (!map) {
      map = fs.readFile(`${script}.map`, 'utf8').then(
        (text) => new TraceMap(text),
        () => undefined,
      );
      maps.set(script, map);
      if (maps.size > cached) maps.delete(maps.keys().next().value!);
    }
    return map;
  };
  return {
    /** The frame's source position, or undefined when its script is no release's or its release has no map. */
    async map(frame: ServedFrame): Promise<SourceFrame | undefined> {
      const script = releasedScript(store, frame.file);
      const map = script && (await mapOf(script).catch(() => undefined));
      if (!map) return undefined;
      // Frames count columns from 1, source maps from 0.
      const position = originalPositionFor(map, { line: frame.line, column: Math.max(0, frame.column - 1) });
      if (!position.source || position.line === null) return undefined;
      return { source: sourceName(position.source), line: position.line, ...(position.name ? { fn: position.name } : frame.fn ? { fn: frame.fn } : {}) };
    },
  };
}

export type SourceMaps = ReturnType<typeof sourceMaps>;
