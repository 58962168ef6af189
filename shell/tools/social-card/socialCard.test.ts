import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardSize, socialCardHtml } from './cardHtml';
import { maxBytes, pngSize, socialCardPath } from './socialCardFile';
import { colorTokens, readColorTokens } from './themeTokens';

describe('the committed social card', () => {
  it('is a 1200×630 PNG within the byte budget', () => {
    const png = fs.readFileSync(socialCardPath);
    expect(pngSize(png)).toEqual(cardSize);
    expect(png.length).toBeLessThanOrEqual(maxBytes);
  });
});

describe('social card generator', () => {
  it('reads the PNG size from the header and refuses other files', () => {
    const header = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
    header.write('IHDR', 12, 'latin1');
    header.writeUInt32BE(1200, 16);
    header.writeUInt32BE(630, 20);
    expect(pngSize(header)).toEqual({ width: 1200, height: 630 });
    expect(() => pngSize(Buffer.from('GIF89a…………………………………………'))).toThrow('Not a PNG file');
  });

  it('takes the palette from the shared theme', () => {
    const tokens = readColorTokens();
    expect(tokens['color-brand-700']).toMatch(/^#[0-9a-f]{6}$/i);
    expect(tokens['color-accent-300']).toMatch(/^#[0-9a-f]{6}$/i);
    expect(colorTokens('@theme { --color-brand-700: #123456; --color-accent-300: #abcdef; --radius-card: 1rem; }')).toEqual({
      'color-brand-700': '#123456',
      'color-accent-300': '#abcdef',
    });
    expect(() => colorTokens('@theme { --color-ink-50: #fff; }')).toThrow(/brand palette/);
  });

  it('writes the brand text escaped, the last tagline word accented and hyphenated words unbroken', () => {
    const html = socialCardHtml(
      {
        name: 'Stay<via>',
        tagline: 'The AI guest-engagement platform for hospitality',
        audience: ['Hotels & resorts'],
        domain: 'stayvia.com',
        markSvg: '<svg></svg>',
        chat: { guest: 'Late "checkout"?', reply: 'Yes', note: 'Fast' },
      },
      { fontUrl: 'file:///font.woff2', colors: { 'color-brand-700': '#1c615e' } },
    );
    expect(html).toContain('<h1>The AI <span class="nowrap">guest-engagement</span> platform for <em>hospitality</em></h1>');
    expect(html).toContain('Stay&lt;via&gt;');
    expect(html).toContain('<li>Hotels &amp; resorts</li>');
    expect(html).toContain('Late &quot;checkout&quot;?');
    expect(html).toContain('--color-brand-700: #1c615e;');
    expect(html).toContain("url('file:///font.woff2')");
  });
});
