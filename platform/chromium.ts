/**
 * Playwright cannot download its own browser on these machines: the suites run Debian's Chromium.
 * Installs it with apt when it is missing and we are root; otherwise says what to do (supabase/server/localServerProcess.ts).
 */
import fs from 'node:fs';
import { ensureAptPackages } from 'supabase-backend/server/localServerProcess';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  ensureAptPackages({
    packages: ['chromium'],
    installed: () => fs.existsSync(chromiumPath),
    missing: `Chromium is missing at ${chromiumPath}.`,
    instead: 'set CHROMIUM_PATH',
    purpose: 'for the browser tests',
  });
}
