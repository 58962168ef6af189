// Installs Debian's Chromium for the browser tests when it is missing (see platform/chromium.ts).
import { ensureChromium } from 'platform/chromium';

ensureChromium();
