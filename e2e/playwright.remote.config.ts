/**
 * The journeys that are safe against any deployment (read-only: no fault injection, no release, no lead posted
 * unless the target's settings name a test sink), for QA:
 *
 *   BASE_URL=https://preview.example npm run test:e2e:remote                 a deployed site, no server started
 *   BASE_URL=… AREA_OVERRIDE=legal=http://localhost:3005/mf-manifest.json …   with one area from elsewhere
 *
 * Without BASE_URL it starts the local site as `npm start` does (fresh release store, database and pages, on
 * port 6340) and runs against it: part of `npm test`.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumUse, suiteRules } from './chromium';

const localPort = Number(process.env.E2E_REMOTE_PORT ?? 6340);
const baseURL = process.env.BASE_URL ?? `http://localhost:${localPort}`;
const dataDir = (name: string) => path.join(import.meta.dirname, '..', '.data', `e2e-remote-${localPort}-${name}`);

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
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `rm -rf ${JSON.stringify(dataDir('releases'))} && npx tsx ../scripts/start.ts`,
        // Printed once every app is released and the pages are published, as a visitor of `npm start` finds it.
        wait: { stdout: /Stayvia is served on / },
        timeout: 240_000,
        env: {
          PORT: String(localPort),
          SITE_URL: baseURL,
          RELEASES_DIR: dataDir('releases'),
          BACKEND_DATA_DIR: dataDir('backend'),
          BACKEND_FRESH: '1',
          PRERENDER_DIR: dataDir('pages'),
        },
        reuseExistingServer: false,
        stdout: 'pipe',
      },
});
