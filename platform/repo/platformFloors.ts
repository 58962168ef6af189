/**
 * The floors of platform/'s folders, from the top down: a folder imports only folders on floors below its own, so
 * no folder imports one that imports it back, and a change low down never needs one higher up. What stands above
 * reaches down; what stands below is given what it needs of what is above (a release its canary: releases/
 * releaseCanary.ts; the job the live shell and its canary: prerender/jobContext.ts). The structure test holds every
 * import between two folders of platform/ (its tests aside) to this order; platform/README.md lists it.
 */
import type { ImportEdge } from './importGraph';

export const platformFloors: readonly (readonly string[])[] = [
  ['edge', 'dev'],
  ['cli'],
  ['server'],
  ['canary'],
  ['field'],
  ['releases'],
  ['build', 'prerender'],
  ['settings'],
  ['registry', 'files', 'repo'],
];

/** The folder of platform/ a repository file is in, or undefined (outside platform/, or a file at its root). */
export const platformFolderOf = (file: string): string | undefined => /^platform\/([^/]+)\//.exec(file)?.[1];

/** Each import from one folder of platform/ to another on its own floor or above it, as `from -> to (folders)`. */
export function importsUpward(edges: readonly ImportEdge[], floors: readonly (readonly string[])[] = platformFloors): string[] {
  const floorOf = new Map(floors.flatMap((folders, floor) => folders.map((folder) => [folder, floor] as const)));
  return edges.flatMap((edge) => {
    const from = platformFolderOf(edge.from);
    const to = edge.to && platformFolderOf(edge.to);
    if (!from || !to || from === to) return [];
    const [above, below] = [floorOf.get(from), floorOf.get(to)];
    return above !== undefined && below !== undefined && above < below ? [] : [`${edge.from} -> ${edge.to} (${from}/ -> ${to}/)`];
  });
}
