/** A running canary of legal for the canary's unit tests (state, lifecycle, refusals), with `overrides`. */
import type { Canary } from './state';

export const aRunningCanary = (overrides: Partial<Canary> = {}): Canary => ({
  id: 'legal-0123456789ab-x',
  area: 'legal',
  version: '0123456789ab',
  from: 'ba9876543210',
  entry: { container: 'mf_legal', label: 'Legal', version: '0123456789ab', manifest: 'releases/legal/0123456789ab/mf-manifest.json', owns: ['/gdpr'] },
  pages: ['/gdpr'],
  percent: 10,
  minViews: 5,
  minClients: 3,
  startedAt: '2026-11-27T12:00:00.000Z',
  status: 'running',
  ...overrides,
});
