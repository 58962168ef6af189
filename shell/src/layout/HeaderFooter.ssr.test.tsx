import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { emptySettings, SettingsProvider } from 'shared/settings';
import { Footer } from './Footer';
import { Header } from './Header';

// Runs in Node without a DOM: header and footer must render to HTML at build time, as the prerender job
// renders (waiting for the code the desktop menus load on demand).
async function render(links = emptySettings.links) {
  const { prelude } = await prerender(
    <SettingsProvider settings={{ ...emptySettings, links }}>
      <MemoryRouter initialEntries={['/software/staff-tools']}>
        <Header />
        <Footer />
      </MemoryRouter>
    </SettingsProvider>,
  );
  return new Response(prelude).text();
}

describe('header and footer on a server', async () => {
  const html = await render({ login: 'https://app.example.test/login', japaneseSite: 'https://jp.example.test/' });

  it('renders the menu bar with the group of the current page marked', () => {
    for (const label of ['Software', 'Solutions', 'Support']) expect(html).toContain(`>${label}<svg`);
    expect(html).toMatch(/data-current=""[^>]*>Software</);
    expect(html).toContain('href="/pricing"');
  });

  it('links Login and the Japanese site from the settings, in a new tab', () => {
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer" href="https:\/\/app\.example\.test\/login"/);
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer" href="https:\/\/jp\.example\.test\/" hrefLang="ja"/);
  });

  it('leaves out external links the settings do not name', async () => {
    expect(await render()).not.toContain('Japanese Site');
  });

  it('renders the footer links, social networks and copyright', () => {
    for (const href of ['/privacy-policy', '/terms-and-conditions', '/gdpr', '/support/get-help#contact']) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html.match(/Stayvia on (LinkedIn|Facebook|Instagram|YouTube)/g)).toHaveLength(4);
    expect(html).toContain(`© ${new Date().getFullYear()} Stayvia Technologies Co., Ltd. All rights reserved.`);
  });
});
