/**
 * What the release store tells an edge in front of the site server (nginx's njs reads it per request, so nothing is
 * reloaded): whether pages and `/settings.json` are answered per cohort by the site server (a canary runs) or are the
 * store's and the pages folder's files. `edge.json` holds only that, written by whoever changes it under the store's
 * lock; a missing file means the files. A stale "per cohort" costs only a trip to the site server, which answers the
 * same files without a canary, so it is set before a canary starts and cleared after one ends.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../files/writeFileAtomically';
import type { ReleaseStore } from './store';

export interface EdgeState {
  /** Pages and `/settings.json` go to the site server, which draws each visitor's cohort. */
  perCohort: boolean;
}

export const edgeStateFile = (store: Pick<ReleaseStore, 'dir'>) => path.join(store.dir, 'edge.json');

export const writeEdgeState = (store: ReleaseStore, state: EdgeState) => writeFileAtomically(edgeStateFile(store), `${JSON.stringify(state)}\n`);

/** The edge's state as written (the files when none is). */
export async function readEdgeState(store: ReleaseStore): Promise<EdgeState> {
  try {
    return { perCohort: JSON.parse(await fs.readFile(edgeStateFile(store), 'utf8')).perCohort === true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { perCohort: false };
    throw error;
  }
}
