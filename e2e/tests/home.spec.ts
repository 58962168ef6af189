import type { Page } from '@playwright/test';
import { browserRendered, expect, expectNoAxeViolations, test } from '../fixtures';

// The home page: every section and marketing figure, the dialogs its buttons open,
// the phone demo, the animated dashboard and reduced motion, hash links and accessibility.

const section = (page: Page, heading: string | RegExp) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });

/** The live demo's phone, which arrives as its section nears the viewport. */
async function phoneDemo(page: Page) {
  await section(page, 'What your guests see on their phone').scrollIntoViewIfNeeded();
  return page.getByRole('group', { name: 'Guest app demo' });
}

/** Names of the CSS animations running anywhere inside the dashboard mock-up. */
const dashboardAnimations = (page: Page) =>
  page.getByRole('figure', { name: 'Sample front-desk dashboard' }).evaluate((figure) =>
    [figure, ...figure.querySelectorAll('*')].map((element) => getComputedStyle(element).animationName).filter((name) => name !== 'none'),
  );

test('shows one h1, every section and every marketing figure', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Stayvia/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Every guest answered');

  const headline = page.getByRole('region', { name: 'Stayvia in numbers' });
  for (const [value, label] of [
    ['500+', 'Properties served'],
    ['98%', 'Guest satisfaction'],
    ['2M+', 'Messages processed'],
    ['35%', 'Revenue increase'],
  ]) {
    await expect(headline.getByRole('definition').filter({ hasText: value })).toHaveCount(1);
    await expect(headline.getByRole('term').filter({ hasText: label })).toHaveCount(1);
  }
  const impact = page.getByRole('region', { name: 'Scale and results' });
  for (const [value, label] of [
    ['2M+', 'Monthly interactions'],
    ['150+', 'Currencies'],
    ['500+', 'Integrations'],
    ['45%', 'Ancillary revenue'],
  ]) {
    await expect(impact.getByRole('definition').filter({ hasText: value })).toHaveCount(1);
    await expect(impact.getByRole('term').filter({ hasText: label })).toHaveCount(1);
  }

  await expect(page.locator('#software').getByRole('heading', { level: 3 })).toHaveCount(6);

  const solutions = page.locator('#solutions');
  await expect(solutions.getByRole('heading', { level: 3 })).toHaveText(['Hotels and resorts', 'Vacation rentals', 'Property management']);
  await expect(solutions.getByRole('link', { name: 'Solutions for hotels and resorts' })).toHaveAttribute('href', '/solutions/by-industry#hospitality');
  await expect(solutions.getByRole('link', { name: 'Solutions for property management' })).toHaveAttribute('href', '/solutions/by-industry#residential');

  const testimonials = section(page, 'Hosts who answer every guest').getByRole('figure');
  await expect(testimonials).toHaveCount(3);
  for (const name of ['Natalie Brooks', 'Daniel Okafor', 'Sofia Marín']) await expect(testimonials.filter({ hasText: name })).toHaveCount(1);

  const demo = section(page, 'What your guests see on their phone');
  await expect(demo.getByRole('heading', { level: 3 })).toHaveText(['24/7 AI conversations', 'Smart notifications', 'One-tap service requests']);
  for (const point of ['Check-in and check-out alerts', 'Local events', 'Weather', 'Personal recommendations']) {
    await expect(demo.getByRole('listitem').filter({ hasText: new RegExp(`^${point}$`) })).toBeVisible();
  }

  await expect(section(page, 'Every screen your team and your guests use').getByRole('heading', { level: 3 })).toHaveText([
    'Guest Mobile App',
    'Analytics Dashboard',
    'Chat Management',
    'Property Settings',
    'Guest Management',
    'Booking Integration',
  ]);

  const dashboard = page.getByRole('figure', { name: 'Sample front-desk dashboard' });
  await expect(dashboard.getByRole('table', { name: 'Sample reservations' }).getByRole('row')).toHaveCount(7);

  await expect(section(page, 'Latest from hospitality')).toBeVisible();
  await expect(page.locator('#support').getByRole('link', { name: 'Get help' })).toHaveAttribute('href', '/support/get-help');
  await expect(section(page, 'Give every guest a concierge in their pocket')).toBeVisible();
});

test('the latest-news block shows three skeleton cards while mf-news loads', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/releases/news/*/mf-manifest.json', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(browserRendered('/'));
  const news = section(page, 'Latest from hospitality');
  const skeleton = news.getByRole('status', { name: 'Loading the latest articles' });
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator(':scope > *')).toHaveCount(3);
  // The cards replace it once the posts are read: this server's backend opens on its first read, which takes a
  // while on a busy machine.
  const posts = page.waitForResponse((response) => new URL(response.url()).pathname === '/rest/v1/blog_posts' && response.ok());
  release();
  await posts;
  await expect(skeleton).toHaveCount(0);
});

for (const [where, button, dialogTitle] of [
  ['hero', 'Get Started', /Get Started with Stayvia/],
  ['hero', 'Schedule Demo', /Schedule a Demo/],
  ['closing banner', 'Get Started', /Get Started with Stayvia/],
  ['closing banner', 'Schedule Demo', /Schedule a Demo/],
] as const) {
  test(`${button} in the ${where} opens its dialog`, async ({ page }) => {
    await page.goto('/');
    const container =
      where === 'hero' ? page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) }) : section(page, 'Give every guest a concierge in their pocket');
    await container.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog', { name: dialogTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(container.getByRole('button', { name: button })).toBeFocused();
  });
}

test('the phone demo switches tabs by mouse and keyboard', async ({ page }) => {
  await page.goto('/');
  const phone = await phoneDemo(page);
  await expect(phone.getByText('Good evening, Sarah')).toBeVisible();
  await expect(phone.getByText('Room 412')).toBeVisible();
  await expect(phone.getByText(/Check-out/)).toBeVisible();

  const tabs = phone.getByRole('tab');
  await expect(tabs).toHaveText(['Chat', 'Local', 'Services']);
  const chatTab = phone.getByRole('tab', { name: 'Chat' });
  await expect(chatTab).toHaveAttribute('aria-selected', 'true');
  await expect(phone.getByRole('tabpanel')).toHaveCount(1);
  await expect(phone.getByRole('tabpanel', { name: 'Chat' })).toContainText('What time does the spa close tonight?');
  await expect(phone.getByRole('tabpanel', { name: 'Chat' })).toContainText('Shall I book you a 60-minute Thai massage');
  await expect(phone.getByRole('tabpanel', { name: 'Chat' })).toContainText('open until 10 PM');

  await phone.getByRole('tab', { name: 'Local' }).click();
  await expect(phone.getByRole('tab', { name: 'Local' })).toHaveAttribute('aria-selected', 'true');
  await expect(phone.getByRole('tabpanel', { name: 'Local' })).toContainText('Sunset jazz');
  await expect(phone.getByRole('tabpanel', { name: 'Chat' })).toHaveCount(0);

  // Keyboard: arrows move and wrap, Home and End jump; only the selected tab is in the Tab order.
  await phone.getByRole('tab', { name: 'Local' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(phone.getByRole('tab', { name: 'Services' })).toBeFocused();
  await expect(phone.getByRole('tabpanel', { name: 'Services' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(chatTab).toBeFocused();
  await expect(chatTab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(phone.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(chatTab).toHaveAttribute('aria-selected', 'true');
  await expect(phone.locator('[role=tab][tabindex="0"]')).toHaveCount(1);

  // A one-tap service request.
  await phone.getByRole('tab', { name: 'Services' }).click();
  await phone.getByRole('button', { name: 'Extra towels' }).click();
  await expect(phone.getByRole('button', { name: 'Extra towels' })).toHaveAttribute('aria-pressed', 'true');
  await expect(phone.getByText('1 request sent to the team')).toBeVisible();
});

test('the chat area is 16rem tall and the message box answers locally', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/');
  await phoneDemo(page);
  const log = page.getByRole('log', { name: 'Conversation with the concierge' });
  expect(await log.evaluate((element) => getComputedStyle(element).height)).toBe('256px');
  expect(await log.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');

  // A suggested reply books the treatment; the suggestions go and focus stays in the chat.
  const input = page.getByRole('textbox', { name: 'Message the concierge' });
  await log.getByRole('button', { name: 'Book 8:30 PM' }).click();
  await expect(log.getByText(/Your 60-minute Thai massage is confirmed/)).toBeVisible();
  await expect(log.getByRole('button')).toHaveCount(0);
  await expect(input).toBeFocused();

  await input.fill('Can I get a late check-out?');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(log.getByText('Can I get a late check-out?')).toBeVisible();
  await expect(log.getByText(/This is a demo/)).toBeInViewport();
  expect(await log.evaluate((element) => getComputedStyle(element).height)).toBe('256px');
  expect(posts).toEqual([]);
});

test('the dashboard mock-up animates on a 6 s loop', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const names = await dashboardAnimations(page);
  expect(names).toEqual(expect.arrayContaining(['dashboard-sync', 'dashboard-bar', 'dashboard-row']));
  const duration = await page
    .getByRole('figure', { name: 'Sample front-desk dashboard' })
    .evaluate((figure) => [...figure.querySelectorAll('*')].map((e) => getComputedStyle(e)).find((s) => s.animationName !== 'none')!.animationDuration);
  expect(duration).toBe('6s');
});

test('the dashboard mock-up does not move under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('figure', { name: 'Sample front-desk dashboard' })).toBeVisible();
  expect(await dashboardAnimations(page)).toEqual([]);
});

for (const id of ['solutions', 'software', 'support']) {
  test(`/#${id} scrolls its section into view`, async ({ page }) => {
    // Instant scrolling: the check is where the page lands, not the smooth-scroll animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/#${id}`);
    await expect(page.locator(`#${id}`)).toBeInViewport();
    // Not hidden under the sticky header: the section heading is in view below it.
    const heading = page.locator(`#${id} h2`);
    await expect(heading).toBeInViewport();
    const headerBottom = (await page.getByRole('banner').boundingBox())!.height;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  });
}

for (const width of [390, 1366]) {
  test(`no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The phone demo arrives as it nears the viewport; at 390 px check its Services panel, at 1366 px the chat.
    const phone = await phoneDemo(page);
    if (width === 390) await phone.getByRole('tab', { name: 'Services' }).click();
    await expect(phone.getByRole('tabpanel')).toBeVisible();
    // Wait for the remote news block to settle (content, empty message or unavailable panel).
    await expect(page.getByRole('status', { name: 'Loading the latest articles' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
