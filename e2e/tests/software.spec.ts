import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';

// SPEC §2: the software pages and their anchors (payments-security has five though the menu lists two).
const pages: { path: string; heading: RegExp; anchors: string[] }[] = [
  { path: '/software/guest-journey', heading: /guest journey/i, anchors: ['pre-checkin', 'mobile-key', 'self-service', 'digital-concierge', 'checkout'] },
  { path: '/software/guest-engagement', heading: /guest engagement/i, anchors: ['messaging', 'upsells', 'ordering', 'feedback', 'loyalty'] },
  { path: '/software/staff-tools', heading: /staff tools/i, anchors: ['communication', 'tasks', 'housekeeping', 'incidents'] },
  { path: '/software/smart-property', heading: /smart property/i, anchors: ['controls', 'energy', 'iot', 'ai'] },
  { path: '/software/payments-security', heading: /payments/i, anchors: ['contactless', 'fraud', 'compliance', 'transactions', 'oksecure'] },
  { path: '/software/integrations', heading: /integrations/i, anchors: ['pms', 'api', 'analytics'] },
];

/** SPEC §9: a section reached from its tab or the URL hash sits 120 px below the viewport top. */
const SECTION_OFFSET = 120;

const sectionNav = (page: Page) => page.getByRole('navigation', { name: /sections$/ });
const sectionTop = (page: Page, id: string) =>
  page.locator(`section#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));
/** Puts a section's top at `y` px from the viewport top, instantly (no smooth scrolling). */
const placeSection = (page: Page, id: string, y: number) =>
  page.locator(`section#${id}`).evaluate((element, y) => {
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - y, behavior: 'instant' });
  }, y);

async function open(page: Page, url: string) {
  await page.goto(url);
  // The first visit loads the shell, the remote's manifest and entry, then the page: allow for a busy CI box.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

for (const { path, heading, anchors } of pages) {
  test.describe(path, () => {
    test('has its own title, description, breadcrumbs and every SPEC anchor as a section', async ({ page }) => {
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
      for (const id of anchors) {
        await expect(page.locator(`section#${id}`)).toHaveCount(1);
        await expect(page.locator(`section#${id} h2`)).not.toBeEmpty();
      }
      await expect(sectionNav(page).getByRole('link')).toHaveCount(anchors.length);
      // The page closes with related solutions, a stats strip and a call to action.
      await expect(page.getByRole('heading', { name: 'Related solutions' })).toBeVisible();
      await expect(page.getByRole('region', { name: /in numbers/ }).locator('dd')).toHaveCount(4);
      await expect(page.locator('section[aria-labelledby="call-to-action-heading"]').getByRole('button', { name: 'Schedule Demo' })).toBeVisible();
    });

    test('each tab scrolls its section to 120 px, marks it and writes the hash', async ({ page }) => {
      await open(page, path);
      for (const id of anchors) {
        const tab = sectionNav(page).locator(`a[href="#${id}"]`);
        await tab.click();
        await expect.poll(() => sectionTop(page, id)).toBeGreaterThanOrEqual(SECTION_OFFSET - 2);
        await expect.poll(() => sectionTop(page, id)).toBeLessThanOrEqual(SECTION_OFFSET + 2);
        await expect(tab).toHaveAttribute('aria-current', 'true');
        await expect(sectionNav(page).locator('[aria-current]')).toHaveCount(1);
        expect(new URL(page.url()).hash).toBe(`#${id}`);
      }
    });

    test('a URL hash lands on its section', async ({ page }) => {
      const id = anchors[anchors.length - 1]!;
      await open(page, `${path}#${id}`);
      await expect.poll(() => sectionTop(page, id)).toBeGreaterThanOrEqual(SECTION_OFFSET - 2);
      await expect.poll(() => sectionTop(page, id)).toBeLessThanOrEqual(SECTION_OFFSET + 2);
      await expect(sectionNav(page).locator(`a[href="#${id}"]`)).toHaveAttribute('aria-current', 'true');
    });

    test('the spy marks the section whose top has reached the 200 px line while scrolling', async ({ page }) => {
      await open(page, path);
      await expect(sectionNav(page).locator('[aria-current]')).toHaveCount(0);
      for (const [index, id] of anchors.entries()) {
        const tab = sectionNav(page).locator(`a[href="#${id}"]`);
        await placeSection(page, id, 201);
        if (index > 0) await expect(sectionNav(page).locator(`a[href="#${anchors[index - 1]}"]`)).toHaveAttribute('aria-current', 'true');
        else await expect(sectionNav(page).locator('[aria-current]')).toHaveCount(0);
        await placeSection(page, id, 200);
        await expect(tab).toHaveAttribute('aria-current', 'true');
      }
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(sectionNav(page).locator('[aria-current]')).toHaveCount(0);
    });

    for (const width of [390, 1366]) {
      test(`has no axe violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, path);
        await expect(page.locator(`section#${anchors[0]}`)).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('the section nav stays below the header, and on a phone keeps the marked tab in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/software/payments-security#oksecure');
  const tab = sectionNav(page).locator('a[href="#oksecure"]');
  await expect(tab).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => sectionTop(page, 'oksecure')).toBeLessThanOrEqual(SECTION_OFFSET + 2);
  const nav = await sectionNav(page).boundingBox();
  expect(Math.round(nav!.y)).toBe(64);
  await expect(tab).toBeInViewport({ ratio: 1 });
  await expect(sectionNav(page).locator('a[href="#contactless"]')).not.toBeInViewport({ ratio: 1 });
});

test('the tabs work from the keyboard and move focus to the section', async ({ page }) => {
  await open(page, '/software/staff-tools');
  await sectionNav(page).locator('a[href="#housekeeping"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('section#housekeeping')).toBeFocused();
  await expect.poll(() => sectionTop(page, 'housekeeping')).toBeLessThanOrEqual(SECTION_OFFSET + 2);
  await expect(sectionNav(page).locator('a[href="#housekeeping"]')).toHaveAttribute('aria-current', 'true');
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
