/**
 * Which chunk each module of an area's build goes in, so that the files a page loads are few without any page
 * loading code it did not load before (plugins/CoLoadedChunksPlugin.ts applies it to the area builds).
 *
 * Module Federation gives every shared module of an area a chunk of its own, twice: one its provider loads and one
 * its fallback loads. The shell provides most of `shared` (every module it reaches), and a page takes those from
 * it; the others (`ownKeys`: the sub-page hero, the breadcrumbs, the badge, the section spy…) the page loads from
 * its area, each a file of its own: eight or nine files under 1 KB gzip on a software or support page, each with
 * its own gzip header and dictionary. The plan:
 *
 * - An area's own shared modules go in one chunk per set of the area's roots that load them (a root is what loads
 *   code of the area by itself: an exposed module, a page's `import()`, the standalone entry), with the code only
 *   they import (a lucide icon). A shared module loads with a root that consumes it, or that loads a shared module
 *   that does: modules loaded by exactly the same roots always load together.
 * - The shell's shared modules, which a page never loads from the area, keep one chunk each instead of two (the
 *   area's entry names every chunk with its hash).
 * - The area's own code is left as it is.
 *
 * A planned chunk holds no module of the share scope itself (no consume), so loading it never waits for a shared
 * module to resolve: the code of a shared module in a chunk that consumes it waits for itself (the shell's start
 * deadlocked when `shared` was merged into its `start` chunk).
 */
import crypto from 'node:crypto';

/** A chunk group of the build: what one `import()`, exposed module, entry or shared module's block loads. */
export interface LoadGroup {
  /** The share key whose provider or fallback made the group, if a shared module did. */
  sharedKey?: string;
  /** Otherwise a root: its name, the same in every build of the same source (the signature of what it loads). */
  root: string;
  /** The share keys consumed in the group's chunks. */
  consumes: readonly string[];
}

export interface PlannedModule {
  id: string;
  /** Every group one of the module's chunks belongs to. */
  groups: readonly LoadGroup[];
}

export interface ChunkPlan {
  /** The chunk a module goes in, by name. */
  named: Map<string, string>;
  /** Modules that keep one unnamed chunk for every group they are in (a shared module of the shell's). */
  single: Set<string>;
}

/** The chunk name of the modules loaded by one set of roots. */
export const coLoadedChunkName = (roots: readonly string[]) =>
  `shared-${crypto.createHash('sha256').update([...roots].sort().join('\n')).digest('hex').slice(0, 8)}`;

/**
 * The plan for `modules`. `ownKeys`: the shared modules the area's pages load from the area (the shell lacks
 * them); `sharedKeys`: every share key of the `shared` package (the others, React and the like, are left alone).
 */
export function planCoLoadedChunks(
  groups: readonly LoadGroup[],
  modules: readonly PlannedModule[],
  ownKeys: ReadonlySet<string>,
  sharedKeys: ReadonlySet<string>,
): ChunkPlan {
  const consumers = new Map<string, LoadGroup[]>();
  for (const group of groups) for (const key of group.consumes) consumers.set(key, [...(consumers.get(key) ?? []), group]);

  /** The roots that load a group's code: itself, or for a shared module's group the roots that load the module. */
  const rootsOf = (group: LoadGroup, seen: Set<string>): string[] => (group.sharedKey === undefined ? [group.root] : rootsOfKey(group.sharedKey, seen));
  const rootsOfKey = (key: string, seen: Set<string>): string[] => {
    // The shell's shared modules are never loaded from the area: nothing loads with them.
    if (!ownKeys.has(key) || seen.has(key)) return [];
    seen.add(key);
    return (consumers.get(key) ?? []).flatMap((group) => rootsOf(group, seen));
  };

  const named = new Map<string, string>();
  const single = new Set<string>();
  for (const module of modules) {
    const keys = module.groups.map((group) => group.sharedKey);
    // Code the area's own modules load (a page, an exposed module) stays where it is.
    if (keys.some((key) => key === undefined)) continue;
    const roots = [...new Set(module.groups.flatMap((group) => rootsOf(group, new Set())))];
    if (roots.length) named.set(module.id, coLoadedChunkName(roots));
    else if (keys.every((key) => sharedKeys.has(key!))) single.add(module.id);
  }
  return { named, single };
}
