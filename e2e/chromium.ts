/** Debian's Chromium for every Playwright config (`npx playwright install` cannot reach its CDN here). */
import type { PlaywrightTestConfig } from '@playwright/test';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What every suite of this project runs with: no `.only` left in, no retries (a flaky test shows as failed). */
export const suiteRules = { forbidOnly: true, retries: 0 } as const;

export const chromiumUse: PlaywrightTestConfig['use'] = {
  browserName: 'chromium',
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  viewport: { width: 1366, height: 900 },
};
