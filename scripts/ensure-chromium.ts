// Installs Debian's Chromium for the browser tests when it is missing (see platform/chromium.ts).
import { commandArguments } from 'platform/cli/command';
import { ensureChromium } from 'platform/chromium';

commandArguments({
  usage: 'tsx scripts/ensure-chromium.ts',
  help: "Installs Debian's Chromium (/usr/bin/chromium; CHROMIUM_PATH overrides) with apt when it is missing and this runs as root; otherwise says what to do.",
});
ensureChromium();
