import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SettingsProvider, emptySettings } from 'shared/settings';
import { aboutSections } from '../content/about';
import { apiDocsSections } from '../content/apiDocs';
import { communitySections } from '../content/community';
import { getHelpSections } from '../content/getHelp';
import { onboardingSections } from '../content/onboarding';
import { updatesSections } from '../content/updates';
import AboutPage from './AboutPage';
import ApiDocsPage from './ApiDocsPage';
import CommunityPage from './CommunityPage';
import DownloadsPage from './DownloadsPage';
import GetHelpPage from './GetHelpPage';
import OnboardingPage from './OnboardingPage';
import StatusPage from './StatusPage';
import UpdatesPage from './UpdatesPage';

// In Node, without a DOM: every page renders to HTML (no browser globals at render), with a real
// element for each tab of its section nav.
const render = (path: string, page: ReactElement, settings = emptySettings) =>
  renderToString(
    <SettingsProvider settings={settings}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </SettingsProvider>,
  );

describe('pages render on a server with a section for every tab', () => {
  it.each([
    ['/support/get-help', <GetHelpPage />, getHelpSections],
    ['/support/onboarding', <OnboardingPage />, onboardingSections],
    ['/support/updates', <UpdatesPage />, updatesSections],
    ['/support/api-docs', <ApiDocsPage />, apiDocsSections],
    ['/support/community', <CommunityPage />, communitySections],
    ['/about', <AboutPage />, aboutSections],
  ] as const)('%s', (path, page, sections) => {
    const html = render(path, page);
    for (const { id } of sections) {
      expect(html).toContain(`href="#${id}"`);
      expect(html).toContain(`<section id="${id}"`);
    }
  });

  it('status renders its badges with their text', () => {
    const html = render('/support/status', <StatusPage />);
    for (const label of ['Operational', 'Degraded', 'Outage']) expect(html).toContain(`>${label}</span>`);
    expect(html).toMatch(/bg-emerald-50[^"]*"[^>]*>Operational/);
    expect(html).toMatch(/bg-amber-50[^"]*"[^>]*>Degraded/);
    expect(html).toMatch(/bg-red-50[^"]*"[^>]*>Outage/);
  });

  it('downloads links each image to its configured URL, and shows no link without one', () => {
    const url = 'https://files.example/esxi.zip';
    const withUrl = render('/downloads', <DownloadsPage />, { ...emptySettings, downloads: { 'vmware-esxi': url } });
    expect(withUrl).toContain(`href="${url}"`);
    expect(withUrl.match(/>Download<span/g)).toHaveLength(1);
    const without = render('/downloads', <DownloadsPage />);
    expect(without).not.toContain('>Download<span');
  });
});
