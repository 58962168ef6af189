import { browserRendered, expect, overrideSettings, test } from '../fixtures';
import {
  expectAxeCleanAtBothWidths,
  expectHashLanding,
  expectSpyFollowsScroll,
  expectTabsScrollToSections,
  expectTexts,
  type Section,
} from './section-page-helpers';

// /about and /downloads, served by mf-support.

const aboutNav = 'About Us sections';
const aboutSections: Section[] = [
  { id: 'our-story', label: 'Our Story' },
  { id: 'leadership', label: 'Leadership' },
  { id: 'esg', label: 'ESG & Sustainability' },
];

test.describe('/about', () => {
  test('every section is reached from its tab', async ({ page }) => {
    await expectTabsScrollToSections(page, '/about', aboutNav, aboutSections);
  });

  test('the menu anchors #leadership and #esg land on their sections', async ({ page }) => {
    await expectHashLanding(page, '/about', aboutNav, aboutSections[1]!);
    await expectHashLanding(page, '/about', aboutNav, aboutSections[2]!);
  });

  test('the spy marks the section across the viewport middle line', async ({ page }) => {
    await expectSpyFollowsScroll(page, '/about', aboutNav, aboutSections, 'about');
  });

  test('shows the stats, the story, leadership and ESG', async ({ page }) => {
    await page.goto('/about');
    const stats = page.getByRole('region', { name: 'About Us in figures' });
    await expect(stats.getByRole('definition')).toHaveText(['2019', '50+', '1000+', '5M+']);
    await expect(stats.getByRole('term')).toHaveText(['Founded', 'Countries', 'Properties', 'Guests served']);
    await expect(page.locator('#our-story').getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.locator('#leadership').getByRole('heading', { level: 3 })).toHaveCount(4);
    await expectTexts(page.locator('#esg'), ['Environment', 'Social', 'Governance']);
  });

  test('the hero Get Started button opens its dialog', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('main').getByRole('button', { name: 'Get Started' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Get Started with Stayvia' })).toBeVisible();
  });

  test('is axe clean at 390 and 1366 px', async ({ page }) => {
    await expectAxeCleanAtBothWidths(page, '/about', async (p) => {
      await expect(p.getByRole('navigation', { name: aboutNav })).toBeVisible();
    });
  });
});

test.describe('/downloads', () => {
  const images = [
    { id: 'vmware-esxi', title: 'VMware ESXi Image', platform: 'VMware ESXi' },
    { id: 'hyper-v', title: 'Hyper-V Image', platform: 'Hyper-V' },
  ];

  test('two VM image cards with their details and Download links to the configured URLs', async ({ page }) => {
    const settings = (await (await page.request.get('/settings.json')).json()) as { downloads: Record<string, string> };
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) external.push(request.url());
    });
    await page.goto('/downloads');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Downloads');
    for (const image of images) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: image.title, exact: true }) });
      await expect(card).toBeVisible();
      await expect(card.getByRole('list', { name: 'Badges' }).getByRole('listitem')).toHaveText(['ZIP', 'Ubuntu 22', 'Version 2']);
      await expect(card.getByRole('term')).toHaveText(['Format', 'Platform', 'Operating system']);
      await expectTexts(card, ['ZIP', image.platform, 'Ubuntu 22.04 LTS']);
      const download = card.getByRole('link', { name: `Download ${image.title}` });
      expect(settings.downloads[image.id]).toMatch(/^https:\/\//);
      await expect(download).toHaveAttribute('href', settings.downloads[image.id]!);
    }
    await expectTexts(page, ['Extract, then import', 'extract it', 'Import Virtual Machine', 'More Downloads Coming Soon']);
    expect(external).toEqual([]); // the files are linked, never fetched
  });

  test('without a configured URL a card offers no Download link', async ({ page }) => {
    await overrideSettings(page, (settings) => {
      delete settings.downloads;
    });
    // Rendered in the browser: the prerendered page was rendered with the document's download URLs, and
    // hydrating it with other settings would not match its markup.
    await page.goto(browserRendered('/downloads'));
    await expect(page.getByRole('heading', { name: 'VMware ESXi Image' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Download / })).toHaveCount(0);
  });

  test('the call to action opens the contact dialog', async ({ page }) => {
    await page.goto('/downloads');
    await page.getByRole('button', { name: 'Talk to an Engineer' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  });

  test('is axe clean at 390 and 1366 px', async ({ page }) => {
    await expectAxeCleanAtBothWidths(page, '/downloads', async (p) => {
      await expect(p.getByText('More Downloads Coming Soon')).toBeVisible();
    });
  });
});
