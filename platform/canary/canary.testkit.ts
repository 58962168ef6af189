/** A running canary of legal for the canary's unit tests (state, lifecycle, refusals), with `overrides`; an empty store. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { releaseStore, type ReleaseStore } from '../releases/store';
import { emptyCohortEvidence } from './evidence';
import { figuresOf, type CanaryFigures } from './figures';
import type { Canary } from './state';

export const aRunningCanary = (overrides: Partial<Canary> = {}): Canary => ({
  id: 'legal-0123456789ab-x',
  area: 'legal',
  version: '0123456789ab',
  from: 'ba9876543210',
  entry: { container: 'mf_legal', label: 'Legal', version: '0123456789ab', manifest: 'releases/legal/0123456789ab/mf-manifest.json', owns: ['/gdpr'] },
  pages: ['/gdpr'],
  percent: 10,
  maxDurationMs: 24 * 3_600_000,
  startedAt: '2026-11-27T12:00:00.000Z',
  status: 'running',
  ...overrides,
});

/** A release store in a fresh temporary folder, with a live document naming no release yet. */
export async function emptyStore(prefix: string): Promise<{ dir: string; store: ReleaseStore }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const store = releaseStore(path.join(dir, 'releases'));
  await fs.mkdir(store.dir, { recursive: true });
  await fs.writeFile(store.settingsFile, JSON.stringify({ site: { url: 'https://www.stayvia.com' } }));
  return { dir, store };
}
/** Figures of `clients` clients in each cohort, `canaryErrored` of the canary's with errors, on one page. */
export const someFigures = (clients: number, canaryErrored: number): CanaryFigures => {
  const cohort = (errored: number) => ({ ...emptyCohortEvidence(), clients, erroredClients: errored, views: 3 * clients, reportedViews: 3 * clients, erroredViews: errored });
  return figuresOf({ steps: [], cohorts: { canary: cohort(canaryErrored), stable: cohort(0) } }, { count: 1, list: ['/gdpr'] });
};
