/**
 * What the store tells the edge follows the canaries: per cohort from before a canary runs (written ahead of
 * canary.json) until it has ended (cleared after it); a promotion in progress still runs.
 */
import fs from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aRunningCanary, emptyStore } from './canary.testkit';
import type { ReleaseStore } from '../releases/store';
import { edgeStateFile, readEdgeState } from '../releases/edgeState';
import { alignEdgeState, commitCanary } from './state';

let dir: string;
let store: ReleaseStore;
beforeEach(async () => {
  ({ dir, store } = await emptyStore('edge-state-'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe('the edge state', () => {
  it('says the files before any canary, per cohort while one runs or is promoted, the files once it ended', async () => {
    expect(await readEdgeState(store)).toEqual({ perCohort: false });
    const { revision } = await commitCanary(store, 0, aRunningCanary());
    expect(JSON.parse(await fs.readFile(edgeStateFile(store), 'utf8'))).toEqual({ perCohort: true });
    const promoting = await commitCanary(store, revision, aRunningCanary({ status: 'promoting' }));
    expect(await readEdgeState(store)).toEqual({ perCohort: true });
    await commitCanary(store, promoting.revision, aRunningCanary({ status: 'rolled back' }));
    expect(await readEdgeState(store)).toEqual({ perCohort: false });
  });

  it("is written where it disagrees with the canaries: a canary a site started without it, a damaged file, an ended canary's", async () => {
    const { revision } = await commitCanary(store, 0, aRunningCanary());
    await fs.rm(edgeStateFile(store));
    await alignEdgeState(store);
    expect(await readEdgeState(store)).toEqual({ perCohort: true });
    await fs.writeFile(edgeStateFile(store), '{"perCoh');
    await alignEdgeState(store);
    expect(await readEdgeState(store)).toEqual({ perCohort: true });
    await commitCanary(store, revision, aRunningCanary({ status: 'rolled back' }));
    await fs.writeFile(edgeStateFile(store), '{"perCohort":true}');
    await alignEdgeState(store);
    expect(await readEdgeState(store)).toEqual({ perCohort: false });
  });

  it('takes a damaged or foreign file for the files, and a perCohort that is not true for false', async () => {
    await fs.writeFile(edgeStateFile(store), '{"perCohort":"yes"}');
    expect(await readEdgeState(store)).toEqual({ perCohort: false });
  });
});
