/**
 * The legal area: every page's heading, outline, dates and
 * constants, the deletion steps, the downloadable terms PDFs, and axe at both widths.
 */
import type { Page } from '@playwright/test';
import { browserRendered, expect, overrideSettings, test } from '../fixtures';
import { expectAxeCleanAtBothWidths, expectSectionAtOffset, expectTexts } from './section-page-helpers';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const outline = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Title, description and the breadcrumb JSON-LD naming the page. */
async function expectMeta(page: Page, title: string, crumb: string) {
  await expect(page).toHaveTitle(`${title} | Stayvia`);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(jsonLd ?? '{}');
  expect(data['@type']).toBe('BreadcrumbList');
  expect(data.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', crumb]);
}

/** The outline lists exactly these sections, and each entry points at a real section. */
async function expectOutline(page: Page, sections: [id: string, label: string][]) {
  await expect(outline(page).getByRole('link')).toHaveText(sections.map(([, label]) => label));
  for (const [id, label] of sections) {
    await expect(outline(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `#${id}`);
    await expect(page.locator(`section[id="${id}"]`).getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
  }
}

test.describe('/terms-and-conditions', () => {
  test('has every section, the date and the constants', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(h1(page)).toHaveText('Terms and Conditions');
    await expectMeta(page, 'Terms and Conditions', 'Terms and Conditions');
    await expect(page.locator('time[datetime="2025-07-30"]')).toHaveText('30 July 2025');
    await expect(page.getByText('Last updated:')).toBeVisible();
    await expectOutline(page, [
      ['interpretation-and-definitions', 'Interpretation and definitions'],
      ['acknowledgment', 'Acknowledgment'],
      ['links-to-other-websites', 'Links to other websites'],
      ['termination', 'Termination'],
      ['limitation-of-liability', 'Limitation of liability'],
      ['as-is-disclaimer', '"AS IS" and "AS AVAILABLE" disclaimer'],
      ['governing-law', 'Governing law'],
      ['disputes-resolution', 'Disputes resolution'],
      ['eu-users', 'For European Union (EU) users'],
      ['us-legal-compliance', 'United States legal compliance'],
      ['severability-and-waiver', 'Severability and waiver'],
      ['translation-interpretation', 'Translation interpretation'],
      ['changes-to-these-terms', 'Changes to these Terms and Conditions'],
      ['contact-us', 'Contact us'],
    ]);
    await expect(page.getByRole('heading', { level: 3, name: 'Severability' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Waiver' })).toBeVisible();
    await expectTexts(section(page, 'Acknowledgment'), ['You must be over 18', 'You represent that you are over 18 years of age']);
    await expectTexts(section(page, 'Limitation of liability'), ['the amount actually paid by you through the Service or 100 USD']);
    await expectTexts(section(page, 'Governing law'), ['The laws of Thailand']);
    await expectTexts(section(page, 'Changes to these Terms and Conditions'), ['at least 30 days notice']);
    await expectTexts(section(page, 'Contact us'), ['Stayvia Technologies Co., Ltd.', 'Bangkok 10500, Thailand']);
  });

  test('an outline link scrolls to its section and marks it', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    const link = outline(page).getByRole('link', { name: 'Governing law', exact: true });
    await link.click();
    await expectSectionAtOffset(page, 'governing-law');
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/\/terms-and-conditions#governing-law$/);

    // By keyboard too: Enter on an entry moves there and puts focus on the section.
    const contact = outline(page).getByRole('link', { name: 'Contact us', exact: true });
    await contact.focus();
    await page.keyboard.press('Enter');
    await expectSectionAtOffset(page, 'contact-us');
    await expect(page.locator('section[id="contact-us"]')).toBeFocused();
    await expect(contact).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('/privacy-policy', () => {
  test('covers every topic with its rules', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(h1(page)).toHaveText('Privacy Policy');
    await expectMeta(page, 'Privacy Policy', 'Privacy Policy');
    await expectOutline(page, [
      ['information-we-collect', 'Information we collect'],
      ['identity-verification', 'Identity verification in pre-check-in'],
      ['how-we-use-information', 'How we use information'],
      ['controller-and-processor', 'Data controller and data processor'],
      ['your-rights', 'Your rights'],
      ['account-deletion', 'Account deletion'],
      ['cookies', 'Cookies'],
      ['anonymous-data', 'Anonymous data'],
      ['legal-use', 'Legal use and disclosure'],
      ['sale-or-transfer', 'Sale or transfer of business'],
      ['promotions', 'Promotions'],
      ['security', 'Security'],
      ['changes', 'Changes to this Privacy Policy'],
      ['minors', 'Minors'],
      ['eu-representative', 'EU representative'],
      ['contact-us', 'Contact us'],
    ]);
    await expectTexts(section(page, 'Identity verification in pre-check-in'), ['verified by our card payment provider']);
    await expectTexts(section(page, 'Account deletion'), [
      'sending an e-mail request',
      'Completed within up to 14 days',
      'we send a confirmation e-mail',
    ]);
    await expectTexts(section(page, 'Data controller and data processor'), ['as a data processor', 'is the controller of website and customer data']);
    await expectTexts(section(page, 'Cookies'), ['Necessary cookies', 'Preference cookies', 'Statistic cookies', 'Marketing cookies']);
    await expectTexts(section(page, 'Security'), ['All stored data is encrypted']);
    await expectTexts(section(page, 'Minors'), ['Children under 13', 'Minors aged 13 to 17 may use the guest app only with a parent or guardian']);
    await expectTexts(section(page, 'EU representative'), ['representative in the European Union']);
  });

  test('opening the page at a hash lands on that section', async ({ page }) => {
    await page.goto('/privacy-policy#minors');
    await expectSectionAtOffset(page, 'minors');
    await expect(outline(page).getByRole('link', { name: 'Minors', exact: true })).toHaveAttribute('aria-current', 'true');
  });
});

test('/gdpr is short, dated 25 May 2018, with settings, requests and the EU representative', async ({ page }) => {
  await page.goto('/gdpr');
  await expect(h1(page)).toHaveText('GDPR Compliance');
  await expectMeta(page, 'GDPR', 'GDPR');
  await expect(page.getByText('Effective:')).toBeVisible();
  await expect(page.locator('time[datetime="2018-05-25"]')).toHaveText('25 May 2018');
  await expectOutline(page, [
    ['privacy-settings', 'Privacy settings'],
    ['requests', 'Privacy requests'],
    ['eu-representative', 'EU representative'],
  ]);
  await expectTexts(page.getByRole('main'), ['took effect on 25 May 2018']);
});

test.describe('/how-to-manage-your-data', () => {
  test('has its four sections, the deletion steps and the two step lists', async ({ page }) => {
    await page.goto('/how-to-manage-your-data');
    await expect(h1(page)).toHaveText('How to Manage Your Data');
    await expectMeta(page, 'How to Manage Your Data', 'How to Manage Your Data');
    await expectOutline(page, [
      ['contact', 'Contact'],
      ['within-app', 'Within the app'],
      ['download-data', 'Download data'],
      ['third-party-data', 'Third-party data'],
    ]);
    const steps = (name: string) => page.getByRole('list', { name }).getByRole('listitem');
    await expect(steps('Delete your account in the app')).toHaveText([
      /open your profile/i,
      /scroll to the bottom/i,
      /Choose Delete Account, make sure the selector is enabled, and tap Continue/,
      /choose the data to delete/i,
      /confirm the deletion/i,
      /receive a confirmation e-mail/i,
    ]);
    await expect(steps('Download your data from a social network')).toHaveCount(5);
    await expect(steps('Download your data from a social network').first()).toContainText('social network');
    await expect(steps('Remove a third-party app’s access')).toHaveCount(4);
    await expect(steps('Remove a third-party app’s access').last()).toContainText('Remove');
  });

  test('the contact link goes to the Help Center contact section', async ({ page }) => {
    await page.goto('/how-to-manage-your-data');
    const link = section(page, 'Contact').getByRole('link', { name: 'contact form of our Help Center' });
    await expect(link).toHaveAttribute('href', '/support/get-help#contact');
    await link.click();
    await expect(page).toHaveURL(/\/support\/get-help#contact$/);
  });
});

test.describe('/terms-conditions', () => {
  const cards = [
    { title: 'Global Terms & Conditions', language: 'English', region: 'Global' },
    { title: 'Global Terms & Conditions (Japanese)', language: 'Japanese', region: 'Global' },
    { title: 'Thailand Terms & Conditions', language: 'English', region: 'Thailand' },
  ];

  test('shows three PDF cards whose Download links serve real PDFs', async ({ page }) => {
    await page.goto('/terms-conditions');
    await expect(h1(page)).toHaveText(/Terms & Conditions/);
    await expectMeta(page, 'Terms & Conditions Downloads', 'Terms & Conditions Downloads');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    for (const { title, language, region } of cards) {
      const card = page.getByRole('article', { name: title, exact: true });
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(card.locator('dt')).toHaveText(['Language', 'Region', 'Format', 'Updated']);
      await expect(card.locator('dd')).toHaveText([language, region, 'PDF', '13 January 2022']);
      const download = card.getByRole('link', { name: `Download ${title} (PDF, opens in a new tab)` });
      await expect(download).toHaveAttribute('target', '_blank');
      const href = await download.evaluate((anchor) => (anchor as HTMLAnchorElement).href);
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const body = await response.body();
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(body.subarray(-6).toString('latin1')).toContain('%%EOF');
    }
  });

  test('Download opens the PDF in a new tab', async ({ page }) => {
    await page.goto('/terms-conditions');
    const download = page.getByRole('link', { name: /^Download Thailand Terms/ });
    const href = await download.evaluate((anchor) => (anchor as HTMLAnchorElement).href);
    const [popup] = await Promise.all([page.waitForEvent('popup'), download.click()]);
    await expect.poll(() => popup.url()).toBe(href);
  });

  test('the settings document can point a download elsewhere', async ({ page }) => {
    await overrideSettings(page, (settings) => {
      settings.downloads = { ...settings.downloads, 'terms-global-ja': 'https://legal.stayvia.example/terms/ja-2022.pdf' };
    });
    await page.goto(browserRendered('/terms-conditions'));
    await expect(page.getByRole('link', { name: /^Download Global Terms & Conditions \(Japanese\)/ })).toHaveAttribute(
      'href',
      'https://legal.stayvia.example/terms/ja-2022.pdf',
    );
    await expect(page.getByRole('link', { name: /^Download Thailand Terms/ })).toHaveAttribute('href', /\/releases\/legal\/[0-9a-f]{12}\/assets\/.+\.pdf$/);
  });
});

for (const path of ['/terms-and-conditions', '/terms-conditions', '/privacy-policy', '/gdpr', '/how-to-manage-your-data']) {
  test(`${path} has no axe violations at 390 and 1366 px`, async ({ page }) => {
    await expectAxeCleanAtBothWidths(page, path, async (p) => {
      await expect(h1(p)).toBeVisible();
    });
  });
}
