/**
 * The deployment-safe journeys (e2e/remote/) through nginx, as `BASE_URL=<nginx> npm run test:e2e:remote` runs them
 * (`npm test`'s step after the journeys on the local site): the local site as `npm start` serves it (a fresh store,
 * database and pages, on E2E_PORT + 80), and Debian's nginx in front of its store and pages (E2E_PORT + 81; installed
 * with apt where missing: platform/edge/localNginx.ts), configured by `npm run nginx-config` once the site serves,
 * the backend's paths proxied to the site.
 *   cd e2e && npx playwright test -c playwright.nginx.config.ts
 */
import { defineConfig } from '@playwright/test';
import { portOf } from './ports';
import remote, { localSite, localSiteDir } from './playwright.remote.config';

const sitePort = portOf('nginxSite');
const nginxPort = portOf('nginx');
const nginxOrigin = `http://127.0.0.1:${nginxPort}`;

export default defineConfig({
  ...remote,
  outputDir: `test-results/nginx-${nginxPort}`,
  use: { ...remote.use, baseURL: nginxOrigin },
  webServer: [
    localSite(sitePort, nginxOrigin),
    {
      // Node itself (no npx between): the shutdown signal reaches the handler that stops nginx.
      command: `node --import tsx commands/localNginx.ts --listen ${nginxPort} --backend http://127.0.0.1:${sitePort}`,
      wait: { stdout: /\[nginx\] ready/ },
      timeout: 300_000,
      env: { RELEASES_DIR: localSiteDir(sitePort, 'releases'), PRERENDER_DIR: localSiteDir(sitePort, 'pages') },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
