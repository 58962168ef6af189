import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumUse, suiteRules } from './chromium';
import { portOf } from './ports';
import './ownKeys';

export const port = portOf('site');
/** A second origin, for composing a remote served apart from the shell. */
export const secondPort = portOf('secondSite');
/** Where the test-only throwing remote is served (see global-setup.ts). */
export const fixturePort = portOf('throwingRemote');
/**
 * The throwing remote's build for this run: built fresh by global-setup.ts and copied out of the source tree,
 * so no stale build of an older shared config is tested and nothing else in the tree can touch it mid-run.
 */
export const throwingRemoteDist = path.join(os.tmpdir(), `stayvia-e2e-throwing-remote-${port}`);
/** Each server's embedded backend database, emptied when the run starts (BACKEND_FRESH). */
const backendDataDir = (serverPort: number) => path.join(import.meta.dirname, '..', '.data', `e2e-${serverPort}`);
/** Each server's prerendered pages (emptied at start with the database). */
export const pagesDir = (serverPort: number) => path.join(import.meta.dirname, '..', '.data', `e2e-${serverPort}-pages`);
/**
 * The run's release store, new for each run: the main server releases every app's build into it as it
 * starts (as `npm start` does on a new machine); the second server serves the same store.
 */
export const releasesDir = path.join(import.meta.dirname, '..', '.data', `e2e-${port}-releases`);

/**
 * Tests compose remotes from the suite's other origins by changing the settings document in the browser,
 * which the servers' Content-Security-Policy (derived from their own document) would refuse.
 */
const cspExtraOrigins = [port, secondPort, fixturePort].map((p) => `http://localhost:${p}`).join(' ');

export default defineConfig({
  testDir: './tests',
  // One folder per port: engineers (and CI) may run suites side by side.
  outputDir: `test-results/${port}`,
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  ...suiteRules,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...chromiumUse,
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `rm -rf ${JSON.stringify(releasesDir)} && npx tsx ../scripts/serve.ts`,
      // The server prints its URL once every app is released and the prerender job has published the pages
      // (it answers 503 until then). Only this line: Playwright takes whichever readiness comes first.
      wait: { stdout: /Stayvia is served on / },
      timeout: 180_000,
      env: {
        PORT: String(port),
        BACKEND_DATA_DIR: backendDataDir(port),
        BACKEND_FRESH: '1',
        PRERENDER_DIR: pagesDir(port),
        RELEASES_DIR: releasesDir,
        SITE_URL: `http://localhost:${port}`,
        CSP_EXTRA_ORIGINS: cspExtraOrigins,
        // Every lead of the suite comes from loopback: the per-client limit is the backend suite's to test.
        BACKEND_LEADS_PER_MINUTE: '10000',
        // …and every field beacon: the per-client limit is the backend suite's to test (fieldSink.test.ts).
        BACKEND_FIELD_PER_MINUTE: '10000',
      },
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'npx tsx ../scripts/serve.ts',
      url: `http://localhost:${secondPort}/settings.json`,
      timeout: 180_000,
      // Serves remotes from another origin; its backend opens only if a test calls it.
      // No prerendering here: every page of this server renders in the browser.
      env: {
        PORT: String(secondPort),
        BACKEND_DATA_DIR: backendDataDir(secondPort),
        BACKEND_FRESH: '1',
        BACKEND_LAZY: '1',
        PRERENDER: '0',
        // As behind nginx on this machine: a request's X-Forwarded-For names its client (field.spec.ts's refusal).
        BACKEND_TRUSTED_PROXIES: '127.0.0.1,::1',
        PRERENDER_DIR: pagesDir(secondPort),
        RELEASES_DIR: releasesDir,
        CSP_EXTRA_ORIGINS: cspExtraOrigins,
      },
      reuseExistingServer: false,
    },
  ],
});
