/**
 * A canary's steps: `--steps` checked; a promotion at a step before the last moves the canary to the next share (the
 * share its cohort is drawn with from then on), recorded with its start and logged with what took it; the last step's
 * promotion promotes; a rollback ends it at any step. Who ended a canary is on it and in the log.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../cli/command';
import { readLogLines, versionDir, type CanaryLogEntry, type ReleaseStore } from '../releases/store';
import type { ReleaseContext } from '../releases/release';
import { aRunningCanary, emptyStore } from './canary.testkit';
import { chooseCohort } from './cohort';
import { byTheVerdict, decidedBy } from './decidedBy';
import { actOnVerdict } from './lifecycle';
import { canaryOptions } from './options';
import { commitCanary, readCanaries, type Canary } from './state';
import { nextShare, parseSteps, stepsOf, stepsText } from './steps';

describe('--steps', () => {
  it('takes increasing percents above 0 and below 100', () => {
    expect(parseSteps('1,5,25,50')).toEqual([1, 5, 25, 50]);
    expect(parseSteps(' 0.5, 2 ')).toEqual([0.5, 2]);
    for (const wrong of ['', '5,1', '1,1', '0,5', '5,100', '1,,5', 'a,b', '-1,5', '1,2,3,4,5,6,7,8,9,10,11']) {
      expect(() => parseSteps(wrong), wrong).toThrow(UsageError);
    }
  });

  it('goes instead of --canary, not with it; one step is one share', () => {
    expect(canaryOptions({ steps: '1,5,25,50', by: 'ana' })).toMatchObject({ percent: 1, plan: [1, 5, 25, 50], by: 'ana' });
    expect(canaryOptions({ steps: '10', by: 'ana' })).not.toHaveProperty('plan');
    expect(canaryOptions({ canary: '5', by: 'ana' })).toMatchObject({ percent: 5, by: 'ana' });
    expect(() => canaryOptions({ canary: '5', steps: '1,5' })).toThrow(/give one of them/);
    expect(() => canaryOptions({ tolerance: '3' })).toThrow(UsageError);
  });

  it('--by names who decided (printable, at most 64 characters); without it, the operating-system user', () => {
    expect(decidedBy(' ana ')).toBe('ana');
    for (const wrong of ['', '   ', 'a'.repeat(65), 'ana\nrolled back by the verdict']) expect(() => decidedBy(wrong)).toThrow(UsageError);
    expect(decidedBy(undefined)).toBe(os.userInfo().username);
  });
});

let dir: string;
let store: ReleaseStore;
let context: Omit<ReleaseContext, 'canary'>;
beforeEach(async () => {
  ({ dir, store } = await emptyStore('canary-steps-'));
  await fs.mkdir(versionDir(store, 'legal', aRunningCanary().version), { recursive: true });
  await fs.writeFile(path.join(versionDir(store, 'legal', aRunningCanary().version), 'mf-manifest.json'), JSON.stringify({ metaData: {}, shared: [], exposes: [{ name: 'routes' }] }));
  // The promotion's switch renders pages: a job that crashes leaves the promotion written and not applied.
  context = { store, origin: 'http://127.0.0.1:9', pagesDir: path.join(dir, 'pages'), runJob: () => Promise.reject(new Error('the job crashed')) };
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const stepped = aRunningCanary({ percent: 1, plan: [1, 5, 50], steps: [{ percent: 1, startedAt: '2026-11-27T12:00:00.000Z' }] });
const canaryEvents = async () => (await readLogLines(store)).filter((entry): entry is CanaryLogEntry => entry.action === 'canary');
const promote = { verdict: 'promote', reason: 'not worse than stable', by: byTheVerdict } as const;

async function look(decision: Parameters<typeof actOnVerdict>[3]): Promise<Canary> {
  const file = await readCanaries(store);
  await actOnVerdict(context, file.revision, file.canaries.legal!, decision).catch((error: Error) => expect(error.message).toBe('the job crashed'));
  return (await readCanaries(store)).canaries.legal!;
}

/** The cohort cookie's secret (cohort.ts) for the draws below. */
const testSecret = Buffer.from('the secret the steps test signs cohort cookies with');

describe('a canary with steps', () => {
  it("moves to the next share on each step's promotion, draws new visitors with it, and promotes at the last step", async () => {
    await commitCanary(store, 0, stepped, { event: 'started' });
    const second = await look(promote);
    expect(second).toMatchObject({ status: 'running', percent: 5, plan: [1, 5, 50] });
    expect(stepsOf(second).map((step) => step.percent)).toEqual([1, 5]);
    expect(Date.parse(stepsOf(second)[1]!.startedAt)).toBeGreaterThan(Date.parse(stepsOf(second)[0]!.startedAt));
    expect(stepsText(second)).toMatch(/^steps 1 → 5 → 50 %: step 2 of 3 \(5 %\) since /);
    // New visitors are drawn with the step's share (a draw of 0.04 is canary at 5 %, stable at 1 %).
    expect(chooseCohort(undefined, second, testSecret, () => 0.04).cohort).toBe('canary');
    expect(chooseCohort(undefined, stepped, testSecret, () => 0.04).cohort).toBe('stable');

    const third = await look(promote);
    expect(third).toMatchObject({ status: 'running', percent: 50 });
    expect(nextShare(third)).toBeUndefined();
    const last = await look(promote);
    expect(last).toMatchObject({ status: 'promoting', endedBy: byTheVerdict, reason: 'not worse than stable' });

    const events = await canaryEvents();
    expect(events.map((entry) => [entry.event, entry.percent ?? null, entry.by ?? null])).toEqual([
      ['started', null, null],
      ['step', 5, byTheVerdict],
      ['step', 50, byTheVerdict],
    ]);
    expect(events[1]).toMatchObject({ step: 2, of: 3, previous: 1, reason: 'not worse than stable' });
  });

  it('is rolled back at any step, saying by whom', async () => {
    await commitCanary(store, 0, stepped, { event: 'started' });
    await look(promote);
    const ended = await look({ verdict: 'rollback', reason: 'aborted by hand by ana', by: 'ana' });
    expect(ended).toMatchObject({ status: 'rolled back', percent: 5, endedBy: 'ana' });
    expect((await canaryEvents()).at(-1)).toMatchObject({ event: 'rolled back', by: 'ana', reason: 'aborted by hand by ana' });
  });

  it('one step (no plan): the promotion promotes', async () => {
    await commitCanary(store, 0, aRunningCanary(), { event: 'started' });
    expect(await look(promote)).toMatchObject({ status: 'promoting', percent: 10, endedBy: byTheVerdict });
  });
});
