import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sectionNavItems } from '../content/sectionNav';
import ByGoalPage from './ByGoalPage';
import ByIndustryPage from './ByIndustryPage';
import ByTechnologyPage from './ByTechnologyPage';
import PricingPage from './PricingPage';

// Runs in Node without a DOM: the pages must render to HTML (for build-time prerendering) as they are.
const render = (path: string, Page: () => React.ReactNode) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );

describe('solution pages render on a server', () => {
  it.each([
    ['/solutions/by-industry', ByIndustryPage],
    ['/solutions/by-technology', ByTechnologyPage],
    ['/solutions/by-goal', ByGoalPage],
  ] as const)('%s: a section and a tab for every anchor', (path, Page) => {
    const html = render(path, Page);
    for (const { id, label } of sectionNavItems(path)) {
      expect(html).toContain(`id="${id}"`);
      expect(html).toContain(`href="#${id}"`);
      expect(html).toContain(label.replace('&', '&amp;'));
    }
    expect(html).toContain('<h1');
  });
});

describe('pricing page renders on a server', () => {
  it('shows every plan price, the badge and the waitlist labels', () => {
    const html = render('/pricing', PricingPage);
    for (const text of ['$<!-- -->100', '$<!-- -->150', '$<!-- -->200', 'Contact us', 'Book a demo', '0% Commission on in-house upsells', 'Coming Q2 2026', 'Launch in 30 Minutes', 'no credit card required']) {
      expect(html).toContain(text);
    }
  });
});
