/**
 * A verdict written and not applied (its server died between the steps) is finished by the next server that looks
 * (resumeCanary: on start and before each verdict), once, however many servers look. Faults are injected between
 * the steps: the switch's job crashing, and the process dying right after the switch went live.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../releases/tempDirs.testkit';
import type { ReleaseContext } from '../releases/release';
import { readLiveDocument } from '../releases/settingsDocument';
import { readLogLines } from '../releases/store';
import { endCanary, resumeCanary } from './lifecycle';
import { commitCanary, overlayDir, readCanaries } from './state';
import { verdictTimer } from './verdicts';
import { canarySite, fakeJob, versions, type JobCall } from './site.testkit';
import { someFigures } from './canary.testkit';
import { releaseCanary } from './endItFirst';

const tempDir = tempDirs();
const figures = someFigures(3, 0);

async function running() {
  const site = canarySite(tempDir);
  const calls: JobCall[] = [];
  const context: ReleaseContext = { store: site.store, origin: 'http://127.0.0.1:9', pagesDir: site.pagesDir, runJob: fakeJob(calls), canary: releaseCanary };
  const { revision } = await commitCanary(site.store, 0, site.canary, { event: 'started' });
  fs.mkdirSync(path.join(overlayDir(site.pagesDir, site.canary.id), 'gdpr'), { recursive: true });
  return { ...site, context, calls, revision };
}

const events = async (context: ReleaseContext) => (await readLogLines(context.store)).map((entry) => (entry.action === 'canary' ? entry.event : `${entry.action} ${entry.target} ${entry.to}`));

describe('a verdict written and not applied', () => {
  it('a promotion whose switch crashed is applied by the next look, and the log has it once', async () => {
    const { context, canary, revision, calls } = await running();
    const dying = { ...context, runJob: fakeJob([], () => Promise.reject(new Error('the server died'))) };
    await expect(endCanary(dying, revision, canary, { verdict: 'promote', reason: 'healthy', figures, by: 'a test' })).rejects.toThrow('the server died');
    // Half-way: the verdict is written, the switch is not done, the canary cohort keeps the canary.
    expect((await readCanaries(context.store)).canaries.legal).toMatchObject({ status: 'promoting', reason: 'healthy', figures });
    expect((await readLiveDocument(context.store)).areas?.legal?.version).toBe(versions.legal[0]);

    const resumed = await resumeCanary(context);
    expect(resumed).toMatchObject({ status: 'promoted', reason: 'healthy' });
    expect((await readLiveDocument(context.store)).areas?.legal?.version).toBe(versions.legal[1]);
    expect(calls).toHaveLength(1);
    expect(await events(context)).toEqual(['started', `release legal ${versions.legal[1]}`, 'promoted']);
    expect(fs.existsSync(overlayDir(context.pagesDir, canary.id))).toBe(false);
    // Nothing is left to finish.
    expect(await resumeCanary(context)).toBeUndefined();
    expect(await events(context)).toHaveLength(3);
  });

  it('a server starting finishes it at once (its verdict timer looks when made, not a tick later)', async () => {
    const { context, canary, revision } = await running();
    await commitCanary(context.store, revision, { ...canary, status: 'promoting', reason: 'healthy' });
    const timer = verdictTimer(() => context, () => Promise.reject(new Error('no database needed')), 3_600_000);
    try {
      await expect.poll(async () => (await readCanaries(context.store)).canaries.legal?.status).toBe('promoted');
    } finally {
      timer.stop();
    }
  });

  it('a promotion whose process died right after the switch went live is finished by two servers at once: no second switch, promoted once', async () => {
    const { context, canary, revision, calls } = await running();
    // The switch logs that it is live once its document and pages are; the process dies there.
    const dying = { ...context, log: (line: string) => { if (/ is live;/.test(line)) throw new Error('the server died'); } };
    await expect(endCanary(dying, revision, canary, { verdict: 'promote', reason: 'healthy', figures, by: 'a test' })).rejects.toThrow('the server died');
    expect((await readLiveDocument(context.store)).areas?.legal?.version).toBe(versions.legal[1]);
    expect((await readCanaries(context.store)).canaries.legal?.status).toBe('promoting');

    const outcomes = await Promise.all([resumeCanary(context), resumeCanary(context)]);
    expect(outcomes.map((outcome) => outcome?.status)).toEqual(['promoted', 'promoted']);
    expect(calls).toHaveLength(1);
    expect(await events(context)).toEqual(['started', `release legal ${versions.legal[1]}`, 'promoted']);
    expect((await readLogLines(context.store)).at(-1)).toMatchObject({ event: 'promoted', reason: 'healthy', figures });
  });

  it('a rollback whose process died before its overlay went: the overlay goes at the next look, the stable cohort untouched', async () => {
    const { context, canary, revision } = await running();
    await commitCanary(context.store, revision, { ...canary, status: 'rolled back', reason: 'error rate' }, { event: 'rolled back' });
    expect(await resumeCanary(context)).toBeUndefined();
    expect(fs.existsSync(overlayDir(context.pagesDir, canary.id))).toBe(false);
    expect((await readLiveDocument(context.store)).areas?.legal?.version).toBe(versions.legal[0]);
  });

  it('a promotion the switch refuses rolls the canary back, saying why', async () => {
    const { context, canary, revision } = await running();
    const refusing = { ...context, runJob: fakeJob([], () => Promise.resolve({ code: 1, output: '[prerender] /gdpr failed to render' })) };
    expect(await endCanary(refusing, revision, canary, { verdict: 'promote', reason: 'healthy', figures, by: 'a test' })).toMatchObject({ status: 'rolled back', reason: expect.stringContaining('promotion refused: ') });
    expect((await readLiveDocument(context.store)).areas?.legal?.version).toBe(versions.legal[0]);
  });
});
