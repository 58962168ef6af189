import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aRunningCanary, someFigures } from './canary.testkit';
import { releaseStore, readLog, readLogLines, type ReleaseStore } from '../releases/store';
import { ReleaseRefused } from '../releases/release';
import { canaryProblem } from '../edge/cdnRules';
import { endCanary, startCanary } from './lifecycle';
import { CanaryChanged, canaryDocument, commitCanary, overlayDir, readCanaries, runningCanary } from './state';

let dir: string;
let store: ReleaseStore;
let pagesDir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'canary-'));
  store = releaseStore(path.join(dir, 'releases'));
  pagesDir = path.join(dir, 'pages');
  await fs.mkdir(store.dir, { recursive: true });
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const running = aRunningCanary;

describe('the canary state', () => {
  it('is written over the revision read, once: a second writer from the same revision is refused and writes nothing', async () => {
    const { revision } = await readCanaries(store);
    const written = await commitCanary(store, revision, running(), { event: 'started' });
    expect(written.revision).toBe(revision + 1);
    await expect(commitCanary(store, revision, running({ percent: 50 }))).rejects.toBeInstanceOf(CanaryChanged);
    expect((await readCanaries(store)).canaries.legal?.percent).toBe(10);
  });

  it('a verdict is taken once when two servers decide from the same state; the log has it once, with its figures, and no switch', async () => {
    const context = { store, origin: 'http://127.0.0.1:9', pagesDir };
    const { revision } = await commitCanary(store, 0, running(), { event: 'started' });
    await fs.mkdir(overlayDir(pagesDir, running().id), { recursive: true });
    const figures = someFigures(3, 3);
    const outcomes = await Promise.allSettled([1, 2].map(() => endCanary(context, revision, running(), { verdict: 'rollback', reason: 'error rate', figures, by: 'a test' })));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: expect.any(CanaryChanged) });
    expect(runningCanary(await readCanaries(store))).toBeUndefined();
    expect((await readLogLines(store)).map((entry) => (entry.action === 'canary' ? entry.event : entry.action))).toEqual(['started', 'rolled back']);
    expect((await readLogLines(store))[1]).toMatchObject({ reason: 'error rate', figures });
    // Rollback and release history ignore canary lines; the overlay is gone.
    expect(await readLog(store)).toEqual([]);
    await expect(fs.stat(overlayDir(pagesDir, running().id))).rejects.toThrow();
  });

  it('a second canary is refused while one runs, naming it, before anything is built or published', async () => {
    await commitCanary(store, 0, running(), { event: 'started' });
    const refused = startCanary({ store, origin: 'http://127.0.0.1:9', pagesDir }, 'news', path.join(dir, 'no-build'), { percent: 5, maxDurationMs: 3_600_000 });
    await expect(refused).rejects.toBeInstanceOf(ReleaseRefused);
    await expect(refused).rejects.toThrow(/a canary of legal 0123456789ab is running .*one canary runs at a time/);
    await expect(fs.stat(path.join(store.dir, 'news'))).rejects.toThrow();
  });

  it("the canary cohort's document is the live one with the canary's entry: another area's release reaches both", () => {
    const live = { site: { url: 'https://x.example' }, areas: { legal: { ...running().entry, version: 'ba9876543210' }, news: { ...running().entry, container: 'mf_news', version: 'aaaaaaaaaaaa' } } } as never;
    const document = canaryDocument(live, running());
    expect(document.areas?.legal?.version).toBe('0123456789ab');
    expect(document.areas?.news?.version).toBe('aaaaaaaaaaaa');
  });

  it('CDN rules are refused while a canary runs, naming the reason', async () => {
    expect(await canaryProblem(store.dir)).toBeUndefined();
    await commitCanary(store, 0, running(), { event: 'started' });
    expect(await canaryProblem(store.dir)).toMatch(/a canary of legal 0123456789ab is running .*cannot draw a visitor's cohort/);
  });
});
