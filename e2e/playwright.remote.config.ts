/**
 * The journeys that are safe against any deployment (read-only: no fault injection, no release, no lead posted
 * unless the target's settings name a test sink), for QA:
 *
 *   BASE_URL=https://preview.example npm run test:e2e:remote                 a deployed site, no server started
 *   BASE_URL=… AREA_OVERRIDE=legal=http://localhost:3005/mf-manifest.json …   with one area from elsewhere
 *   BASE_URL=… COHORT=canary COHORT_PIN=… …                                  pinned to a running canary's cohort with
 *                                                                            QA's credential (scripts/canary-pin.ts
 *                                                                            prints it), or COHORT=stable: remote/site.ts
 *                                                                            sets the cookie
 *
 * Without BASE_URL it starts the local site as `npm start` does (fresh release store, database and pages, on
 * port 6340) and runs against it: part of `npm test`.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumUse, suiteRules } from './chromium';
import './ownKeys';

const localPort = Number(process.env.E2E_REMOTE_PORT ?? 6340);
const baseURL = process.env.BASE_URL ?? `http://localhost:${localPort}`;

/** The folders of the local site on `port`: its release store, database and pages, fresh for each run. */
export const localSiteDir = (port: number, name: 'releases' | 'backend' | 'pages') => path.join(import.meta.dirname, '..', '.data', `e2e-remote-${port}-${name}`);

/** The local site's cohort cookie secret (CANARY_SECRET): a test site's, so the suite pins the canary cohort with its credential. */
export const localSiteSecret = 'the local e2e site signs its cohort cookies with this';

/** The local site as `npm start` serves it, on `port`, its canonical origin `siteUrl`. */
export const localSite = (port: number, siteUrl: string) => ({
  command: `rm -rf ${JSON.stringify(localSiteDir(port, 'releases'))} && npx tsx ../scripts/start.ts`,
  // Printed once every app is released and the pages are published, as a visitor of `npm start` finds it.
  wait: { stdout: /Stayvia is served on / },
  timeout: 240_000,
  env: {
    PORT: String(port),
    SITE_URL: siteUrl,
    RELEASES_DIR: localSiteDir(port, 'releases'),
    BACKEND_DATA_DIR: localSiteDir(port, 'backend'),
    BACKEND_FRESH: '1',
    PRERENDER_DIR: localSiteDir(port, 'pages'),
    // As behind nginx in production: X-Forwarded-For names the client (the refusal of a stranger's keys).
    BACKEND_TRUSTED_PROXIES: '127.0.0.1,::1',
    CANARY_SECRET: localSiteSecret,
  },
  reuseExistingServer: false,
  stdout: 'pipe' as const,
});

export default defineConfig({
  testDir: './remote',
  outputDir: `test-results/remote-${localPort}`,
  fullyParallel: true,
  workers: 2,
  ...suiteRules,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : 'list',
  use: { ...chromiumUse, baseURL, trace: 'retain-on-failure' },
  webServer: process.env.BASE_URL ? undefined : localSite(localPort, baseURL),
});
