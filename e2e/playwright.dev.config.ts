/**
 * Development mode, as engineers run it: `npm run dev` (every app on its Rspack dev server, hot module
 * replacement with React Fast Refresh) and `npm run dev -- legal` (the legal area from source inside the rest
 * of the site as built), each on ports of its own. The specs edit source files and restore them.
 * Run: `cd e2e && npx playwright test -c playwright.dev.config.ts` (part of `npm test`).
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumUse, suiteRules } from './chromium';

/** `npm run dev` with every app on base + its registry offset (shell 6300, remotes 6301–6305, site server 6310). */
export const devBase = Number(process.env.E2E_DEV_PORT ?? 6300);
/** `npm run dev -- legal`: the site on 6320, mf-legal's dev server on 6325. */
export const oneAreaBase = devBase + 20;

const dataDir = (name: string) => path.join(import.meta.dirname, '..', '.data', name);

/**
 * One `platform/dev/session.ts` session on ports from `base`, ready once the site and every dev server answer (each after
 * its first compilation), with a fresh database, pages and release store of its own: without releases, the rest
 * of the site in `npm run dev -- <area>` is the apps' production builds.
 */
const devSession = (base: number, area?: string) => ({
  command: `npx tsx ../platform/dev/session.ts${area ? ` ${area}` : ''}`,
  wait: { stdout: /Ready: http/ },
  timeout: 180_000,
  env: {
    DEV_PORT_BASE: String(base),
    RELEASES_DIR: dataDir(`e2e-dev-${base}-releases`),
    BACKEND_DATA_DIR: dataDir(`e2e-dev-${base}`),
    BACKEND_FRESH: '1',
    PRERENDER_DIR: dataDir(`e2e-dev-${base}-pages`),
  },
  reuseExistingServer: false,
  stdout: 'pipe' as const,
});

export default defineConfig({
  testDir: './dev',
  outputDir: `test-results/dev-${devBase}`,
  // The specs edit shared source files: one at a time.
  workers: 1,
  ...suiteRules,
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : 'list',
  use: { ...chromiumUse, trace: 'retain-on-failure' },
  webServer: [devSession(devBase), devSession(oneAreaBase, 'legal')],
});
