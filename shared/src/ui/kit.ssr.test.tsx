import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CallToAction } from './CallToAction';
import { PageSection } from './PageSection';
import { RelatedSolutions } from './RelatedSolutions';
import { SectionNav } from './SectionNav';
import { StatsStrip } from './StatsStrip';
import { SubPageHero } from './SubPageHero';
import { SubPageLayout } from './SubPageLayout';

// Runs in Node without a DOM: the kit must import and render to HTML without touching browser globals.
describe('sub-page kit on a server', () => {
  it('renders a whole sub-page to HTML', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/software/guest-journey']}>
        <SubPageHero badge="Guest app" title="Guest Journey" highlight="made effortless" description="From booking to goodbye." getStarted scheduleDemo />
        <SectionNav label="Guest Journey sections" items={[{ id: 'mobile-key', label: 'Mobile Key' }]} />
        <PageSection id="mobile-key" title="Your phone is the key" />
        <RelatedSolutions items={[{ title: 'Hospitality', description: 'Hotels and resorts', href: '/solutions/by-industry#hospitality' }]} />
        <StatsStrip stats={[{ value: '98%', label: 'Guest satisfaction' }]} />
        <CallToAction title="Ready?" text="Talk to us." />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('href="#mobile-key"');
    expect(html).toContain('id="mobile-key"');
    expect(html).toContain('href="/solutions/by-industry#hospitality"');
    expect(html).toContain('Schedule Demo');
  });

  it('frames a page: hero, tab bar, sections, then related cards, stats and call to action', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/software/integrations']}>
        <SubPageLayout
          meta={{ title: 'Integrations', description: 'PMS, POS and CRM.' }}
          hero={{ badge: 'Integrations', title: 'Integrations', description: 'Connected.' }}
          nav={{ label: 'Integrations sections', items: [{ id: 'pms', label: 'PMS Integration' }] }}
          related={{ items: [{ title: 'All software', description: 'The platform', href: '/#software' }] }}
          stats={{ items: [{ value: '500+', label: 'Integrations' }] }}
          callToAction={{ title: 'Connect your systems', text: 'Talk to us.' }}
        >
          <PageSection id="pms" title="Two-way PMS integration" />
        </SubPageLayout>
      </MemoryRouter>,
    );
    const order = ['<h1', 'aria-label="Integrations sections"', 'id="pms"', 'Related solutions', '500+', 'Connect your systems'];
    const positions = order.map((marker) => html.indexOf(marker));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
