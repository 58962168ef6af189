import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { emptySettings, SettingsProvider } from 'shared/settings';
import { HomePage } from './HomePage';
import { createShellRuntime, ShellRuntimeProvider } from '../runtime';

// Runs in Node without a DOM: the home page must render to HTML at build time (prerendering) without
// touching browser globals, with the deferred mock-ups and the remote news block as placeholders.
describe('home page on a server', () => {
  // The news area as the settings document names it (its remote is never loaded here).
  const runtime = createShellRuntime({ areas: [{ id: 'news', remote: 'mf_news', label: 'Industry news', owns: ['/hospitality-industry-news'], manifest: 'http://localhost/m.json', version: 'v1' }], pathname: '/', settingsUrl: 'http://localhost/settings.json' });
  const html = renderToString(
    <SettingsProvider settings={emptySettings}>
      <ShellRuntimeProvider runtime={runtime}>
        <MemoryRouter initialEntries={['/']}>
          <HomePage />
        </MemoryRouter>
      </ShellRuntimeProvider>
    </SettingsProvider>,
  );

  it('renders one h1 and the anchored sections', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const id of ['software', 'solutions', 'support']) expect(html).toContain(`id="${id}"`);
  });

  it('renders every marketing figure', () => {
    for (const value of ['500+', '98%', '2M+', '35%', '150+', '45%']) expect(html).toContain(`>${value}</dd>`);
  });

  it('renders placeholders for what loads later', () => {
    expect(html).toContain('aria-label="Loading the latest articles"');
    expect(html).not.toContain('Guest app demo');
    expect(html).toContain('aria-label="Sample front-desk dashboard"');
  });
});
