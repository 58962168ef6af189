import { expect, test } from '../fixtures';
import {
  expectAxeCleanAtBothWidths,
  expectHashLanding,
  expectSpyFollowsScroll,
  expectTabsScrollToSections,
  type Section,
} from './section-page-helpers';

// The solution pages (mf-solutions): every anchor a section with its tab, hash landing, the
// scroll-spy at its 200 px line, what each section says, and axe at both widths.

interface SolutionPage {
  path: string;
  heading: RegExp;
  nav: string;
  sections: Section[];
}

const solutionPages: SolutionPage[] = [
  {
    path: '/solutions/by-industry',
    heading: /industry/i,
    nav: 'Solutions by Industry sections',
    sections: [
      { id: 'hospitality', label: 'Hospitality' },
      { id: 'residential', label: 'Residential' },
      { id: 'senior', label: 'Senior Living' },
      { id: 'coliving', label: 'Co-Living' },
      { id: 'retail', label: 'Retail & Commercial' },
    ],
  },
  {
    path: '/solutions/by-technology',
    heading: /technology/i,
    nav: 'Solutions by Technology sections',
    sections: [
      { id: 'mobile', label: 'Mobile Apps' },
      { id: 'contactless', label: 'Contactless' },
      { id: 'staff', label: 'Staff Platform' },
      { id: 'smart', label: 'Smart Rooms' },
      { id: 'loyalty', label: 'Loyalty' },
      { id: 'payments', label: 'Payments' },
      { id: 'esg', label: 'ESG & Sustainability' },
    ],
  },
  {
    path: '/solutions/by-goal',
    heading: /goal/i,
    nav: 'Solutions by Goal sections',
    sections: [
      { id: 'digitize', label: 'Digitize Operations' },
      { id: 'revenue', label: 'Increase Revenue' },
      { id: 'automate', label: 'Automate Workflows' },
      { id: 'loyalty', label: 'Build Loyalty' },
      { id: 'centralize', label: 'Centralize Management' },
    ],
  },
];

for (const { path, heading, nav, sections } of solutionPages) {
  test.describe(path, () => {
    test('has its own metadata, hero, a filled section per required anchor, related cards, stats and a call to action', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/^Solutions by \w+ \| Stayvia$/);
      expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(80);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('button', { name: 'Get Started' }).first()).toBeVisible();

      await expect(page.locator('main section[id]').filter({ has: page.locator('h2') })).toHaveCount(sections.length);
      for (const { id } of sections) {
        const section = page.locator(`section[id="${id}"]`);
        await expect(section.getByRole('heading', { level: 2 })).not.toBeEmpty();
        await expect(section.getByRole('heading', { name: 'The challenge' })).toBeVisible();
        await expect(section.getByRole('heading', { name: 'What Stayvia does' })).toBeVisible();
        await expect(section.getByRole('heading', { name: 'Outcomes' })).toBeVisible();
        // The modules involved link to the software pages.
        const modules = section.getByRole('link');
        expect(await modules.count()).toBeGreaterThanOrEqual(2);
        for (const href of await modules.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
          expect(href).toMatch(/^\/software\/[a-z-]+(#[a-z-]+)?$/);
        }
      }

      await expect(page.getByRole('heading', { name: 'Related solutions' })).toBeVisible();
      const stats = page.getByRole('region', { name: /key figures/ });
      for (const value of ['500+', '98%', '2M+', '35%']) await expect(stats.getByText(value, { exact: true })).toBeVisible();
      await expect(page.locator('#call-to-action-heading')).toBeVisible();
    });

    test('every tab scrolls to its section, 120 px below the top, and is marked', async ({ page }) => {
      test.slow(); // one smooth scroll per tab, up to seven
      await expectTabsScrollToSections(page, path, nav, sections);
    });

    test('a URL hash lands on its section', async ({ page }) => {
      test.slow(); // one page load per section
      for (const section of sections) await expectHashLanding(page, path, nav, section);
    });

    test('the spy marks the section whose top has reached the 200 px line, and the previous one just before', async ({ page }) => {
      test.slow(); // two placements and a check of every tab per section
      await expectSpyFollowsScroll(page, path, nav, sections, 'default');
    });

    test('axe finds no violation at 390 and 1366 px', async ({ page }) => {
      await expectAxeCleanAtBothWidths(page, path, async (p) => {
        await expect(p.getByRole('navigation', { name: nav })).toBeVisible();
      });
    });
  });
}

test('a module link leads to its software page', async ({ page }) => {
  await page.goto('/solutions/by-industry');
  await page.locator('section[id="hospitality"]').getByRole('link', { name: 'Mobile Key' }).click();
  await expect(page).toHaveURL(/\/software\/guest-journey#mobile-key$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/guest journey/i);
});

test('on a phone the page fits 390 px and the tab bar keeps the marked tab in view below the header', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { path, nav, sections } of solutionPages) {
    const last = sections[sections.length - 1]!;
    await page.goto(`${path}#${last.id}`);
    const tab = page.getByRole('navigation', { name: nav }).getByRole('link', { name: last.label, exact: true });
    await expect(tab).toHaveAttribute('aria-current', 'true');
    await expect(tab).toBeInViewport({ ratio: 1 });
    const bar = await page.getByRole('navigation', { name: nav }).boundingBox();
    expect(Math.round(bar!.y)).toBe(64);
    // Once settled: CI once read 407 px right after the tab bar was placed, on a busy machine; neither 4× nor
    // 8× CPU slowdown showed it again, frame by frame, so the page at rest is what is checked.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test('a tab works from the keyboard and moves focus to its section', async ({ page }) => {
  await page.goto('/solutions/by-technology');
  const tab = page.getByRole('navigation', { name: 'Solutions by Technology sections' }).getByRole('link', { name: 'Payments', exact: true });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('section#payments')).toBeFocused();
  await expect(tab).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/#payments$/);
});

test('the hero buttons open the get-started and demo dialogs', async ({ page }) => {
  await page.goto('/solutions/by-goal');
  await page.getByRole('main').getByRole('button', { name: 'Get Started' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Get Started with Stayvia' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Schedule Demo' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Schedule a Demo' })).toBeVisible();
});
