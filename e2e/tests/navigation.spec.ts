import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';

// Each menu page and the anchors the top menu lists under it, in order.
const softwareMenu: Record<string, string[]> = {
  '/software/guest-journey': ['pre-checkin', 'mobile-key', 'self-service', 'digital-concierge', 'checkout'],
  '/software/guest-engagement': ['messaging', 'upsells', 'ordering', 'feedback', 'loyalty'],
  '/software/staff-tools': ['communication', 'tasks', 'housekeeping', 'incidents'],
  '/software/smart-property': ['controls', 'energy', 'iot', 'ai'],
  // The page has five sections; the top menu lists only these two.
  '/software/payments-security': ['contactless', 'oksecure'],
  '/software/integrations': ['pms', 'api', 'analytics'],
};
const solutionsMenu: Record<string, string[]> = {
  '/solutions/by-industry': ['hospitality', 'residential', 'senior', 'coliving', 'retail'],
  '/solutions/by-technology': ['mobile', 'contactless', 'staff', 'smart', 'loyalty', 'payments', 'esg'],
  '/solutions/by-goal': ['digitize', 'revenue', 'automate', 'loyalty', 'centralize'],
};
const supportColumns = ['Get Help', 'Customer Resources', 'About', 'Community'];
const supportPages = [
  '/support/get-help',
  '/support/onboarding',
  '/support/status',
  '/support/updates',
  '/support/api-docs',
  '/support/community',
  '/about',
  '/downloads',
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const trigger = (page: Page, name: string) => mainNav(page).getByRole('button', { name, exact: true });

/** The open panel of a top-level menu (Radix links the trigger to it with aria-controls). */
async function openPanel(page: Page, name: string): Promise<Locator> {
  const button = trigger(page, name);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

const hrefsIn = (scope: Locator, selector: string) =>
  scope.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

async function expectPagesWithAnchors(panel: Locator, menu: Record<string, string[]>) {
  for (const [path, anchors] of Object.entries(menu)) {
    await expect(panel.locator(`a[href="${path}"]`)).toHaveCount(1);
    expect(await hrefsIn(panel, `a[href^="${path}#"]`)).toEqual(anchors.map((id) => `${path}#${id}`));
  }
}

test.describe('desktop mega menus', () => {
  test('Software opens on hover, lists six pages with their anchors and closes when left', async ({ page }) => {
    await page.goto('/');
    await trigger(page, 'Software').hover();
    const panel = await openPanel(page, 'Software');
    await expectPagesWithAnchors(panel, softwareMenu);
    await expect(panel.locator('a[href^="/software/payments-security#"]')).toHaveText(['Contactless Payments', 'OK Secure']);
    for (const hidden of ['fraud', 'compliance', 'transactions']) {
      await expect(panel.locator(`a[href="/software/payments-security#${hidden}"]`)).toHaveCount(0);
    }

    await page.mouse.move(10, 700);
    await expect(panel).toBeHidden();
    await expect(trigger(page, 'Software')).toHaveAttribute('aria-expanded', 'false');
  });

  test('hover timing: 200 ms to open, 150 ms to close, no delay within 300 ms of a menu', async ({ page }) => {
    await page.goto('/');
    const [software, solutions, support] = ['Software', 'Solutions', 'Support'].map((name) => trigger(page, name));
    // The menus hydrate when the visitor first reaches for them: focus reaches the bar, and once they answer
    // the arrow keys (moving along the bar) they are live.
    const pricing = mainNav(page).getByRole('link', { name: 'Pricing', exact: true });
    await expect(async () => {
      await pricing.focus();
      await page.keyboard.press('ArrowRight');
      await expect(solutions).toBeFocused({ timeout: 1000 });
    }).toPass();
    await solutions.blur();
    // Radix's timers run on a paused fake clock, advanced step by step (installed once the page is live:
    // the shell's script starts on timers of its own).
    const start = new Date('2026-03-02T09:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 60_000);

    await software.hover();
    await page.clock.runFor(190);
    await expect(software).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(20);
    await expect(software).toHaveAttribute('aria-expanded', 'true');

    // From one open menu to the next: at once, with the clock standing still.
    await solutions.hover();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');

    await page.mouse.move(10, 700);
    await page.clock.runFor(140);
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(20);
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');

    // Within 300 ms of the last menu closing, the next one opens at once...
    await page.clock.runFor(100);
    await support.hover();
    await expect(support).toHaveAttribute('aria-expanded', 'true');

    // ...later, the hover delay applies again.
    await page.mouse.move(10, 700);
    await page.clock.runFor(160 + 310);
    await expect(support).toHaveAttribute('aria-expanded', 'false');
    await software.hover();
    await page.clock.runFor(100);
    await expect(software).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(110);
    await expect(software).toHaveAttribute('aria-expanded', 'true');
  });

  test('Solutions and Support open on hover with their pages, anchors and four columns', async ({ page }) => {
    await page.goto('/');
    await trigger(page, 'Solutions').hover();
    await expectPagesWithAnchors(await openPanel(page, 'Solutions'), solutionsMenu);

    await trigger(page, 'Support').hover();
    const support = await openPanel(page, 'Support');
    for (const column of supportColumns) {
      await expect(support.getByRole('list', { name: column, exact: true })).toBeVisible();
    }
    for (const path of supportPages) {
      await expect(support.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await expect(support.locator('a[href="/support/get-help#contact"]')).toHaveCount(1);
  });

  test('Pricing is a direct link', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(mainNav(page).getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('aria-current', 'page');
    // With the remote's stylesheet loaded, the bar still shows the desktop layout only.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Login/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('menus work from the keyboard: Enter, Space, arrows, Tab and Esc', async ({ page }) => {
    await page.goto('/');
    const software = trigger(page, 'Software');
    await software.focus();
    await page.keyboard.press('Enter');
    const panel = await openPanel(page, 'Software');
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: /^Guest Journey/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.locator('a[href="/software/guest-journey#pre-checkin"]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(software).toBeFocused();

    // Arrows move along the bar: Software → Pricing → Solutions.
    await page.keyboard.press('ArrowRight');
    await expect(mainNav(page).getByRole('link', { name: 'Pricing', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(trigger(page, 'Solutions')).toBeFocused();

    await page.keyboard.press('Space');
    const solutions = await openPanel(page, 'Solutions');
    await page.keyboard.press('Tab');
    await expect(solutions.getByRole('link', { name: /^By Industry/ })).toBeFocused();

    // Enter on an anchor link follows it and closes the menu.
    await solutions.locator('a[href="/solutions/by-industry#residential"]').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/solutions/by-industry#residential');
    await expect(solutions).toBeHidden();
  });

  test('following a menu link changes the page and closes the menu', async ({ page }) => {
    await page.goto('/');
    const homeHeading = await page.getByRole('heading', { level: 1 }).textContent();
    await trigger(page, 'Software').hover();
    const panel = await openPanel(page, 'Software');
    await panel.getByRole('link', { name: /^Staff Tools/ }).click();

    await expect(page).toHaveURL('/software/staff-tools');
    await expect(page).toHaveTitle(/Staff Tools/i);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(homeHeading ?? '');
    await expect(panel).toBeHidden();
    await expect(trigger(page, 'Software')).toHaveAttribute('aria-expanded', 'false');
    // The menu of the page on screen is marked, and so is the page's link when the menu opens again.
    await expect(trigger(page, 'Software')).toHaveAttribute('data-current', '');
    await trigger(page, 'Software').hover();
    await expect((await openPanel(page, 'Software')).locator('a[href="/software/staff-tools"]')).toHaveAttribute('aria-current', 'page');
  });

  test("the Software panel's Schedule Demo opens the demo dialog and focus comes back to the menu", async ({ page }) => {
    await page.goto('/');
    await trigger(page, 'Software').hover();
    await (await openPanel(page, 'Software')).getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(page.getByRole('dialog', { name: /demo/i })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(trigger(page, 'Software')).toBeFocused();
    await expect(trigger(page, 'Software')).toHaveAttribute('aria-expanded', 'false');
  });

  test('panels are 900 px wide for Software and Support, 800 px for Solutions', async ({ page }) => {
    await page.goto('/');
    for (const [name, width] of [['Software', 900], ['Solutions', 800], ['Support', 900]] as const) {
      await trigger(page, name).hover();
      const panel = await openPanel(page, name);
      await expect.poll(() => panel.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(width);
      // The visible frame around the panel settles at the same width (it eases between menus).
      const frame = page.locator('nav[aria-label="Main"] [data-orientation][style*="--radix-navigation-menu-viewport-width"]');
      await expect.poll(() => frame.evaluate((element) => element.getBoundingClientRect().width)).toBe(width);
    }
  });

  test('Login and Japanese Site open the configured hosts in a new tab; Get Started opens its dialog', async ({ page, request }) => {
    const { links } = (await (await request.get('/settings.json')).json()) as { links: { login: string; japaneseSite: string } };
    await page.goto('/');
    const banner = page.getByRole('banner');
    for (const [name, href] of [[/^Login/, links.login], [/^Japanese Site/, links.japaneseSite]] as const) {
      const link = banner.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    }

    const getStarted = banner.getByRole('button', { name: 'Get Started' });
    await expect(getStarted).toHaveCount(1); // the bar's compact button below lg is not shown here
    await getStarted.click();
    await expect(page.getByRole('dialog', { name: /get started/i })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(getStarted).toBeFocused();
  });

  test('the menu frame eases in, and stays still for visitors who prefer reduced motion', async ({ page }) => {
    const frame = page.locator('nav[aria-label="Main"] [data-orientation][style*="--radix-navigation-menu-viewport-width"]');
    await page.goto('/');
    await trigger(page, 'Software').hover();
    await expect(frame).toHaveCSS('animation-name', 'nav-menu-in');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await trigger(page, 'Solutions').hover();
    await openPanel(page, 'Solutions');
    await expect(frame).toHaveCSS('animation-name', 'none');
    await expect(frame).toHaveCSS('transition-duration', '0s');
  });

  for (const name of ['Software', 'Support']) {
    test(`axe finds no violation with the ${name} menu open`, async ({ page }) => {
      await page.goto('/');
      await trigger(page, name).hover();
      await expect((await openPanel(page, name)).getByRole('link').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('mobile drawer at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // While the modal drawer is open the rest of the page is hidden from assistive technology.
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu', includeHidden: true });
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

  test('opens, expands a section, follows a link and closes', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');

    for (const section of ['Software', 'Solutions', 'Support']) {
      await expect(drawer(page).getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(drawer(page).getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/pricing');
    await expect(drawer(page).getByRole('link', { name: /^Login/ })).toHaveAttribute('target', '_blank');
    await expect(drawer(page).getByRole('link', { name: /^Japanese Site/ })).toHaveAttribute('target', '_blank');
    await expect(drawer(page).getByRole('button', { name: 'Get Started' })).toBeVisible();

    const solutions = drawer(page).getByRole('button', { name: 'Solutions' });
    await solutions.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    for (const path of Object.keys(solutionsMenu)) {
      await expect(drawer(page).locator(`a[href="${path}"]`)).toBeVisible();
    }

    await drawer(page).getByRole('link', { name: /^By Goal/ }).click();
    await expect(page).toHaveURL('/solutions/by-goal');
    await expect(drawer(page)).toBeHidden();
    await expect(page).toHaveTitle(/goal/i);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('keeps focus inside, closes on Esc and returns focus to the menu button', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await drawer(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('Get Started and Schedule Demo close the drawer and open their dialogs', async ({ page }) => {
    await page.goto('/');
    for (const [action, dialog] of [['Get Started', /get started/i], ['Schedule Demo', /demo/i]] as const) {
      await menuButton(page).click();
      await drawer(page).getByRole('button', { name: action }).click();
      await expect(drawer(page)).toBeHidden();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    }
  });

  test('slides in, and does not move for visitors who prefer reduced motion', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await expect(drawer(page)).toHaveCSS('animation-name', 'nav-drawer-in');
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await menuButton(page).click();
    await expect(drawer(page)).toHaveCSS('animation-name', 'none');
    const software = drawer(page).getByRole('button', { name: 'Software' });
    await software.click();
    await expect(page.locator(`[id="${await software.getAttribute('aria-controls')}"]`)).toHaveCSS('animation-name', 'none');
  });

  test('axe finds no violation with the drawer open', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await drawer(page).getByRole('button', { name: 'Software' }).click();
    await expect(drawer(page).getByRole('link', { name: /^Guest Journey/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('footer', () => {
  test('links every area, legal page and contact, the four social networks and the copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const hrefs = await hrefsIn(footer, 'a');
    for (const path of [
      ...Object.keys(softwareMenu),
      ...Object.keys(solutionsMenu),
      '/pricing',
      ...supportPages,
      '/hospitality-industry-news',
      '/support/get-help#contact',
      '/privacy-policy',
      '/terms-and-conditions',
      '/gdpr',
    ]) {
      expect(hrefs, path).toContain(path);
    }

    for (const network of ['LinkedIn', 'Facebook', 'Instagram', 'YouTube']) {
      const link = footer.getByRole('link', { name: new RegExp(`on ${network}`) });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByRole('list', { name: /social media/ }).getByRole('link')).toHaveCount(4);

    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© ${year} Stayvia Technologies Co., Ltd. All rights reserved.`);

    await footer.getByRole('link', { name: 'GDPR' }).click();
    await expect(page).toHaveURL('/gdpr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/gdpr/i);
  });
});
