import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  expectAxeCleanAtBothWidths,
  expectHashLanding,
  expectSectionAtOffset,
  expectSpyFollowsScroll,
  expectTabsScrollToSections,
  sectionNav,
  tab,
  type Section,
} from './section-page-helpers';

// The software pages and their anchors (payments-security has five though the menu lists two).
const pages: { path: string; heading: RegExp; nav: string; sections: Section[] }[] = [
  {
    path: '/software/guest-journey',
    heading: /guest journey/i,
    nav: 'Guest Journey sections',
    sections: [
      { id: 'pre-checkin', label: 'Pre-Check-in' },
      { id: 'mobile-key', label: 'Mobile Key' },
      { id: 'self-service', label: 'Self-Service Kiosks' },
      { id: 'digital-concierge', label: 'Digital Concierge' },
      { id: 'checkout', label: 'Express Checkout' },
    ],
  },
  {
    path: '/software/guest-engagement',
    heading: /guest engagement/i,
    nav: 'Guest Engagement sections',
    sections: [
      { id: 'messaging', label: 'AI Messaging' },
      { id: 'upsells', label: 'Upsells' },
      { id: 'ordering', label: 'Digital Ordering' },
      { id: 'feedback', label: 'Feedback' },
      { id: 'loyalty', label: 'Loyalty' },
    ],
  },
  {
    path: '/software/staff-tools',
    heading: /staff tools/i,
    nav: 'Staff Tools sections',
    sections: [
      { id: 'communication', label: 'Team Communication' },
      { id: 'tasks', label: 'Task Management' },
      { id: 'housekeeping', label: 'Housekeeping' },
      { id: 'incidents', label: 'Incident Reporting' },
    ],
  },
  {
    path: '/software/smart-property',
    heading: /smart property/i,
    nav: 'Smart Property sections',
    sections: [
      { id: 'controls', label: 'Room Controls' },
      { id: 'energy', label: 'Energy Management' },
      { id: 'iot', label: 'IoT Devices' },
      { id: 'ai', label: 'AI Automation' },
    ],
  },
  {
    path: '/software/payments-security',
    heading: /payments/i,
    nav: 'Payments & Security sections',
    sections: [
      { id: 'contactless', label: 'Contactless Payments' },
      { id: 'fraud', label: 'Fraud Prevention' },
      { id: 'compliance', label: 'Compliance' },
      { id: 'transactions', label: 'Transactions' },
      { id: 'oksecure', label: 'OK Secure' },
    ],
  },
  {
    path: '/software/integrations',
    heading: /integrations/i,
    nav: 'Integrations sections',
    sections: [
      { id: 'pms', label: 'PMS Integration' },
      { id: 'api', label: 'Open API' },
      { id: 'analytics', label: 'Analytics' },
    ],
  },
];

async function open(page: Page, url: string) {
  await page.goto(url);
  // The first visit loads the shell, the remote's manifest and entry, then the page: allow for a busy CI box.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

for (const { path, heading, nav, sections } of pages) {
  test.describe(path, () => {
    test('has its own title, description, breadcrumbs and every required anchor as a section', async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/\| Stayvia$/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(60);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.locator('[aria-current="page"]')).toBeVisible();
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
      expect(jsonLd['@type']).toBe('BreadcrumbList');
      for (const { id } of sections) {
        await expect(page.locator(`section[id="${id}"]`)).toHaveCount(1);
        await expect(page.locator(`section[id="${id}"] h2`)).not.toBeEmpty();
      }
      await expect(sectionNav(page, nav).getByRole('link')).toHaveCount(sections.length);
      // The page closes with related solutions, a stats strip and a call to action.
      await expect(page.getByRole('heading', { name: 'Related solutions' })).toBeVisible();
      await expect(page.getByRole('region', { name: /in numbers/ }).locator('dd')).toHaveCount(4);
      await expect(page.locator('section[aria-labelledby="call-to-action-heading"]').getByRole('button', { name: 'Schedule Demo' })).toBeVisible();
    });

    test('each tab scrolls its section to 120 px, marks it and writes the hash', async ({ page }) => {
      test.slow(); // one smooth scroll per tab, up to six
      await expectTabsScrollToSections(page, path, nav, sections);
    });

    test('a URL hash lands on its section', async ({ page }) => {
      await expectHashLanding(page, path, nav, sections[sections.length - 1]!);
    });

    test('the spy marks the section whose top has reached the 200 px line, and the previous one just before', async ({ page }) => {
      test.slow(); // two placements and a check of every tab per section
      await expectSpyFollowsScroll(page, path, nav, sections, 'default');
    });

    test('axe finds no violation at 390 and 1366 px', async ({ page }) => {
      await expectAxeCleanAtBothWidths(page, path, async (p) => {
        await expect(p.locator(`section[id="${sections[0]!.id}"]`)).toBeVisible();
      });
    });
  });
}

test('the section nav stays below the header, and on a phone keeps the marked tab in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/software/payments-security#oksecure');
  const nav = 'Payments & Security sections';
  const marked = tab(page, nav, 'OK Secure');
  await expect(marked).toHaveAttribute('aria-current', 'true');
  await expectSectionAtOffset(page, 'oksecure');
  const box = await sectionNav(page, nav).boundingBox();
  expect(Math.round(box!.y)).toBe(64);
  await expect(marked).toBeInViewport({ ratio: 1 });
  await expect(tab(page, nav, 'Contactless Payments')).not.toBeInViewport({ ratio: 1 });
});

test('the tabs work from the keyboard and move focus to the section', async ({ page }) => {
  await open(page, '/software/staff-tools');
  const housekeeping = tab(page, 'Staff Tools sections', 'Housekeeping');
  await housekeeping.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('section[id="housekeeping"]')).toBeFocused();
  await expectSectionAtOffset(page, 'housekeeping');
  await expect(housekeeping).toHaveAttribute('aria-current', 'true');
});

test('the hero buttons open the get-started and demo dialogs', async ({ page }) => {
  await open(page, '/software/guest-journey');
  const hero = page.locator('main').getByRole('button', { name: 'Get Started' }).first();
  await hero.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator('main').getByRole('button', { name: 'Schedule Demo' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('related-solution cards lead to solution pages', async ({ page }) => {
  await open(page, '/software/guest-journey');
  await expect(page.getByRole('link', { name: /Hotels and resorts/ })).toHaveAttribute('href', '/solutions/by-industry#hospitality');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Software' })).toHaveAttribute('href', '/#software');
});
