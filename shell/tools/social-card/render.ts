/**
 * `npx tsx shell/tools/social-card/render.ts`: draws the site's default social image (Open Graph / Twitter card)
 * to shell/public/social-card.png from the brand, the theme's colours and the site's own font, in Debian's
 * Chromium. The PNG is committed; the build does not run this. Re-run it when the brand or palette changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { brand } from 'shared/brand';
import { BrandMark } from '../../src/layout/BrandLogo';
import { root } from 'platform/apps';
import { chromiumPath, ensureChromium } from 'platform/chromium';
import { cardAudience, cardChat } from './cardContent';
import { cardSize, socialCardHtml } from './cardHtml';
import { maxBytes, pngSize, socialCardPath } from './socialCardFile';
import { readColorTokens } from './themeTokens';

const fontFamily = 'Plus Jakarta Sans Variable';

function fontFileUrl(): string {
  // The package exports only CSS entry points and its LICENSE; the font files sit beside that.
  const licence = createRequire(import.meta.url).resolve('@fontsource-variable/plus-jakarta-sans/LICENSE');
  return pathToFileURL(path.join(path.dirname(licence), 'files/plus-jakarta-sans-latin-wght-normal.woff2')).href;
}

async function render() {
  ensureChromium();
  const html = socialCardHtml(
    {
      name: brand.name,
      tagline: brand.tagline,
      audience: cardAudience,
      domain: brand.email.split('@')[1],
      markSvg: renderToStaticMarkup(createElement(BrandMark)),
      chat: cardChat,
    },
    { fontUrl: fontFileUrl(), colors: readColorTokens() },
  );
  // A file:// page, so the file:// font is same-scheme and loads.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-card-'));
  const htmlPath = path.join(dir, 'card.html');
  fs.writeFileSync(htmlPath, html);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--headless', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: cardSize, deviceScaleFactor: 1 });
    await page.goto(pathToFileURL(htmlPath).href);
    const fontLoaded = await page.evaluate(async (family) => {
      await document.fonts.load(`800 58px "${family}"`);
      await document.fonts.ready;
      return [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded');
    }, fontFamily);
    if (!fontLoaded) throw new Error(`${fontFamily} did not load from ${fontFileUrl()}`);
    const screenshot = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, ...cardSize } });
    // A full-colour screenshot of the gradients weighs ~400 KB; a dithered 256-colour palette (libimagequant)
    // looks the same at a fifth of that.
    const png = await sharp(screenshot).png({ palette: true, colours: 256, quality: 90, dither: 1, effort: 10, compressionLevel: 9 }).toBuffer();
    const { width, height } = pngSize(png);
    if (width !== cardSize.width || height !== cardSize.height) throw new Error(`Screenshot is ${width}×${height}, expected 1200×630`);
    if (png.length > maxBytes) throw new Error(`social-card.png is ${png.length} bytes, over the ${maxBytes}-byte budget`);
    fs.mkdirSync(path.dirname(socialCardPath), { recursive: true });
    fs.writeFileSync(socialCardPath, png);
    console.log(`Wrote ${path.relative(root, socialCardPath)}: ${width}×${height}, ${(png.length / 1024).toFixed(1)} KB`);
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await render();
