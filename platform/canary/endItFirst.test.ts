/**
 * A release or rollback of an area while its canary runs is refused, naming the canary and how to end it, and changes
 * nothing; the check runs again under the pages lock in switchTo, so a canary started meanwhile is caught too. Another
 * area's switch, and the canary's own promotion, go ahead.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aRunningCanary, emptyStore } from './canary.testkit';
import { readLog, type ReleaseStore } from '../releases/store';
import { release, ReleaseRefused, rollback, switchTo, type ReleaseContext } from '../releases/release';
import { canaryInTheWay, releaseCanary } from './endItFirst';
import { canaryFile, commitCanary } from './state';

let dir: string;
let store: ReleaseStore;
let context: ReleaseContext;
let jobRuns: number;
beforeEach(async () => {
  ({ dir, store } = await emptyStore('end-it-first-'));
  jobRuns = 0;
  context = {
    store,
    origin: 'http://127.0.0.1:9',
    pagesDir: path.join(dir, 'pages'),
    runJob: async () => {
      jobRuns += 1;
      return { code: 1, output: '[prerender] the fake job refuses everything' };
    },
    canary: releaseCanary,
  };
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const canary = aRunningCanary;

/** Everything a refusal must leave as it was. */
const state = async () => ({
  settings: await fs.readFile(store.settingsFile, 'utf8'),
  canaries: await fs.readFile(canaryFile(store), 'utf8'),
  log: await readLog(store),
  stored: await fs.readdir(store.dir),
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ReleaseRefused);
  return (error as Error).message;
};

const endItFirst = /a canary of legal 0123456789ab is running \(legal-0123456789ab-x, started 2026-11-27T12:00:00\.000Z.*end it first \(npm run canary -- legal --promote \| --abort\)/;

describe('a switch of an area while its canary runs', () => {
  for (const status of ['running', 'promoting'] as const) {
    it(`a rollback of the area is refused while its canary is ${status}, naming it, and changes nothing`, async () => {
      await commitCanary(store, 0, canary({ status }), { event: 'started' });
      const before = await state();
      expect(await refusal(rollback(context, 'legal'))).toMatch(endItFirst);
      expect(await refusal(rollback(context, 'legal', 'ba9876543210'))).toMatch(/a rollback of legal would change its stable baseline/);
      expect(await state()).toEqual(before);
      expect(jobRuns).toBe(0);
    });
  }

  it('a release of the area is refused before anything is built or published', async () => {
    await commitCanary(store, 0, canary(), { event: 'started' });
    const before = await state();
    expect(await refusal(release(context, 'legal', path.join(dir, 'no-build')))).toMatch(endItFirst);
    expect(await state()).toEqual(before);
  });

  it('the switch itself checks again under the pages lock (a canary started after the first look)', async () => {
    await commitCanary(store, 0, canary(), { event: 'started' });
    const before = await state();
    for (const action of ['release', 'rollback'] as const) {
      expect(await refusal(switchTo(context, 'legal', 'ba9876543210', action, { removeOnRefusal: false }))).toMatch(endItFirst);
    }
    expect(await state()).toEqual(before);
    expect(jobRuns).toBe(0);
  });

  it("the canary's own promotion and another area's switch are not held by it", async () => {
    await commitCanary(store, 0, canary({ status: 'promoting' }), { event: 'started' });
    expect(await canaryInTheWay(store, 'legal', 'release', 'legal-0123456789ab-x')).toBeUndefined();
    expect(await canaryInTheWay(store, 'news', 'rollback')).toBeUndefined();
    expect(await canaryInTheWay(store, 'shell', 'release')).toBeUndefined();
    expect(await canaryInTheWay(store, 'legal', 'release', 'legal-another-id')).toMatch(endItFirst);
  });

  it('an ended canary holds nothing', async () => {
    await commitCanary(store, 0, canary({ status: 'rolled back', endedAt: '2026-11-27T13:00:00.000Z' }), { event: 'rolled back' });
    expect(await canaryInTheWay(store, 'legal', 'rollback')).toBeUndefined();
  });
});
