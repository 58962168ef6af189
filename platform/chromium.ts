/**
 * Playwright cannot download its own browser on these machines: the suites run Debian's Chromium.
 * Installs it with apt when it is missing and we are root; otherwise says what to do.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${chromiumPath}. Install it with \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  }
  console.log('Installing Debian\'s chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
}

