import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { watchLayoutShifts } from '../layoutShifts';
import {
  expectAxeCleanAtBothWidths,
  expectHashLanding,
  expectSectionAtOffset,
  expectSpyFollowsScroll,
  expectTabsScrollToSections,
  expectTexts,
  type Section,
} from './section-page-helpers';

// The support pages (mf-support): sections and their tab bars, the scroll-spy rules, every
// figure and label, the contact form, the dialogs and the 404 targets.

interface SectionPage {
  path: string;
  nav: string;
  sections: Section[];
  spy: 'default' | 'api-docs';
}

const sectionPages: SectionPage[] = [
  {
    path: '/support/get-help',
    nav: 'Get Help sections',
    spy: 'default',
    sections: [
      { id: 'support-request', label: 'Support Request' },
      { id: 'knowledge-base', label: 'Knowledge Base' },
      { id: 'faqs', label: 'FAQs' },
      { id: 'contact', label: 'Contact Us' },
    ],
  },
  {
    path: '/support/onboarding',
    nav: 'Onboarding sections',
    spy: 'default',
    sections: [
      { id: 'getting-started', label: 'Getting Started' },
      { id: 'training-programs', label: 'Training Programs' },
      { id: 'implementation', label: 'Implementation' },
      { id: 'resources', label: 'Resources' },
    ],
  },
  {
    path: '/support/updates',
    nav: 'Product Updates sections',
    spy: 'default',
    sections: [
      { id: 'latest', label: 'Latest Updates' },
      { id: 'features', label: 'Feature Releases' },
      { id: 'improvements', label: 'Recent Improvements' },
      { id: 'roadmap', label: 'Product Roadmap' },
    ],
  },
  {
    path: '/support/api-docs',
    nav: 'API Documentation sections',
    spy: 'api-docs',
    sections: [
      { id: 'getting-started', label: 'Getting Started' },
      { id: 'authentication', label: 'Authentication' },
      { id: 'sdks', label: 'SDKs & Tools' },
    ],
  },
  {
    path: '/support/community',
    nav: 'Community sections',
    spy: 'default',
    sections: [
      { id: 'success-stories', label: 'Success Stories' },
      { id: 'partners', label: 'Partner Ecosystem' },
      { id: 'developers', label: 'Developer Community' },
      { id: 'events', label: 'Events & Webinars' },
    ],
  },
];

for (const { path, nav, sections, spy } of sectionPages) {
  test.describe(path, () => {
    test('every anchor is a section its tab scrolls to', async ({ page }) => {
      await expectTabsScrollToSections(page, path, nav, sections);
    });

    test('a URL hash lands on its section', async ({ page }) => {
      await expectHashLanding(page, path, nav, sections[sections.length - 1]!);
      await expectHashLanding(page, path, nav, sections[1]!);
    });

    test(`the spy marks the section in view while scrolling (${spy} rule)`, async ({ page }) => {
      await expectSpyFollowsScroll(page, path, nav, sections, spy);
    });

    test('is axe clean at 390 and 1366 px', async ({ page }) => {
      await expectAxeCleanAtBothWidths(page, path, async (p) => {
        await expect(p.getByRole('navigation', { name: nav })).toBeVisible();
      });
    });
  });
}

test.describe('/support/get-help', () => {
  const fields = ['First name', 'Last name', 'Work email', 'Company or property', 'How can we help?'];

  async function openContactForm(page: Page) {
    await page.goto('/support/get-help#contact');
    const form = page.getByRole('form', { name: 'Contact support' });
    await expect(form).toBeVisible();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    return { form, posts };
  }

  test("the footer's Contact Us link lands on the contact section from another page", async ({ page }) => {
    await page.goto('/support/status');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/support/get-help#contact');
    await expectSectionAtOffset(page, 'contact');
    await expect(page.getByRole('navigation', { name: 'Get Help sections' }).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'true');
  });

  test('the contact form labels every field, with an e-mail input for the email', async ({ page }) => {
    const { form } = await openContactForm(page);
    for (const label of fields) await expect(form.getByLabel(label)).toBeVisible();
    await expect(form.getByLabel('Work email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('How can we help?')).toHaveJSProperty('tagName', 'TEXTAREA');
  });

  test('an incomplete form shows Missing fields and sends nothing', async ({ page }) => {
    const { form, posts } = await openContactForm(page);
    await form.getByLabel('First name').fill('Ploy');
    await form.getByLabel('Last name').fill('Chaiyaporn');
    await form.getByLabel('Work email').fill('ploy@riverside-resort.example');
    await form.getByLabel('Company or property').fill('Riverside Resort');
    await form.getByLabel('How can we help?').fill('   '); // blank once trimmed
    await form.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Missing fields' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Please fill in all required fields.');
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(form.getByLabel('First name')).toHaveValue('Ploy'); // nothing is lost
    expect(posts).toEqual([]);
  });

  test('a complete form shows Message sent! and clears', async ({ page }) => {
    const { form, posts } = await openContactForm(page);
    const values = ['Ploy', 'Chaiyaporn', 'ploy@riverside-resort.example', 'Riverside Resort', 'Our mobile keys stopped pairing with the Salto encoder this morning.'];
    for (const [index, label] of fields.entries()) await form.getByLabel(label).fill(values[index]!);
    await form.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Message sent!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("We'll get back to you as soon as possible.");
    for (const label of fields) await expect(form.getByLabel(label)).toHaveValue('');
    expect(posts).toEqual([]); // the contact form makes no call
  });

  for (const [button, target] of [
    ['Submit a Request', '/support/submit-request'],
    ['Browse Knowledge Base', '/support/knowledge-base'],
    ['View All FAQs', '/support/faqs'],
  ] as const) {
    test(`${button} leads to ${target}, which is the 404 page`, async ({ page }) => {
      await page.goto('/support/get-help');
      await page.getByRole('link', { name: button }).click();
      await expect(page).toHaveURL(target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    });
  }
});

test.describe('/support/onboarding', () => {
  test('shows its four sections with their content', async ({ page }) => {
    await page.goto('/support/onboarding');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Onboarding');
    await expectTexts(page, ['Kickoff call', 'Front Office Essentials', 'Pilot', 'Go-live checklist', 'free onboarding']);
  });

  test('the hero buttons open the get-started and demo dialogs', async ({ page }) => {
    await page.goto('/support/onboarding');
    await page.getByRole('main').getByRole('button', { name: 'Get Started' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Get Started with Stayvia' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('main').getByRole('button', { name: 'Schedule Demo' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Schedule a Demo' })).toBeVisible();
  });
});

/** Hue (0–360°) of the background of the badge reading `text`, resolved to sRGB by a canvas. */
async function badgeHue(scope: Locator, text: string): Promise<number> {
  const [r, g, b] = await scope
    .locator('span', { hasText: new RegExp(`^${text}$`) })
    .first()
    .evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(element).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3).map((channel) => channel / 255);
    }) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return Number.NaN;
  const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (hue * 60 + 360) % 360;
}

test.describe('/support/status', () => {
  test('shows the figures, services with badges, incidents and maintenance', async ({ page }) => {
    await page.goto('/support/status');
    const figures = page.getByRole('region', { name: 'Overall service figures' });
    for (const [value, label] of [
      ['99.98%', '30-day uptime'],
      ['45 ms', 'Average response time'],
      ['12', 'Monitoring locations'],
      ['99.9%', 'Uptime SLA'],
    ]) {
      await expect(figures.getByRole('definition').filter({ hasText: new RegExp(`^${value.replace('.', '\\.')}$`) })).toBeVisible();
      await expect(figures.getByRole('term').filter({ hasText: label })).toBeVisible();
    }

    const services = page.locator('#services');
    await expect(services.getByRole('listitem').filter({ hasText: 'PMS Integrations' })).toContainText('Degraded');
    await expect(services.getByRole('listitem').filter({ hasText: 'Guest Mobile App' })).toContainText('Operational');
    await expectTexts(services, ['99.94%', '99.99%', 'Outage']);
    // The badges' colours: green, yellow and red backgrounds, each beside its text label.
    const hues = await Promise.all(['Operational', 'Degraded', 'Outage'].map((text) => badgeHue(services, text)));
    expect(hues[0]).toBeGreaterThan(90); // green
    expect(hues[0]).toBeLessThan(180);
    expect(hues[1]).toBeGreaterThan(30); // yellow
    expect(hues[1]).toBeLessThan(75);
    expect(hues[2] < 20 || hues[2] > 340).toBe(true); // red

    const incidents = page.locator('#incidents');
    await expect(incidents.getByRole('listitem')).toHaveCount(3);
    for (const item of await incidents.getByRole('listitem').all()) {
      await expect(item).toContainText('Resolved');
      await expect(item).toContainText('Duration');
      await expect(item.getByRole('heading')).toBeVisible();
      await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    }

    const maintenance = page.locator('#maintenance');
    await expectTexts(maintenance, ['2025-04-15 02:00-04:00 UTC', 'Services affected', 'Impact', 'AI Messaging & Chat Concierge']);
  });

  test('the subscription field is labelled and does nothing visible', async ({ page }) => {
    await page.goto('/support/status');
    const field = page.getByLabel('Email for status updates');
    await expect(field).toBeVisible();
    // The shell loads its dialogs and toaster on the first interaction: wait for that, so every request
    // counted below could only come from the subscription field.
    await field.focus();
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const url = page.url();
    await field.fill('not an address'); // no validation either
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(field).toHaveValue('not an address');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    expect(page.url()).toBe(url);
    expect(requests).toEqual([]);
  });

  test('the call to action opens the get-started and demo dialogs', async ({ page }) => {
    await page.goto('/support/status');
    const panel = page.getByRole('region', { name: 'Reliability you can put in front of guests' });
    for (const [button, heading] of [['Get Started', /get started/i], ['Schedule Demo', /demo/i]] as const) {
      await panel.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: heading });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('is axe clean at 390 and 1366 px', async ({ page }) => {
    await expectAxeCleanAtBothWidths(page, '/support/status', async (p) => {
      await expect(p.locator('#incidents')).toBeVisible();
    });
  });
});

test.describe('/support/updates', () => {
  test('shows releases v3.6.0 to v3.8.0 with their badges', async ({ page }) => {
    await page.goto('/support/updates');
    const latest = page.locator('#latest');
    const releases = latest.getByRole('article');
    await expect(releases.getByRole('heading', { level: 3 })).toHaveText(['v3.8.0', 'v3.7.1', 'v3.7.0', 'v3.6.1', 'v3.6.0']);
    const newest = releases.first();
    await expectTexts(newest, ['Major Release', 'Q1 2025', 'March 18, 2025', 'New', 'Improved', 'Fixed']);
    await expectTexts(releases.nth(1), ['Minor Release']);
  });

  test('Feature Releases holds only new items in two columns; Recent Improvements only improved or fixed, with versions', async ({ page }) => {
    await page.goto('/support/updates');
    const features = page.locator('#features li');
    await expect(features).toHaveCount(6);
    for (const item of await features.all()) {
      await expect(item).toContainText('New');
      await expect(item).toContainText(/v3\.\d\.\d/);
    }
    const [first, second] = await Promise.all([features.nth(0).boundingBox(), features.nth(1).boundingBox()]);
    expect(first!.y).toBe(second!.y); // side by side
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);

    const improvements = page.locator('#improvements > div > ul > li');
    await expect(improvements).toHaveCount(9);
    for (const item of await improvements.all()) {
      await expect(item).toContainText(/^(Improved|Fixed)v3\.\d\.\d/);
    }
  });

  test('the roadmap shows statuses, ETAs and the note', async ({ page }) => {
    await page.goto('/support/updates');
    const roadmap = page.locator('#roadmap');
    await expectTexts(roadmap, ['Coming Soon', 'In Development', 'Planned', 'ETA Q2 2025', 'ETA Q3 2025', 'ETA Q4 2025', 'ETA Q1 2026', 'ETAs are estimates and may change']);
    await expect(roadmap.getByRole('listitem').first().getByRole('heading')).toBeVisible();
  });

  test('Submit Idea opens its dialog; View Full Roadmap goes to the roadmap', async ({ page }) => {
    await page.goto('/support/updates');
    await page.getByRole('button', { name: 'Submit Idea' }).click();
    await expect(page.getByRole('dialog', { name: 'Submit a Product Idea' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('link', { name: 'View Full Roadmap' }).click();
    await expect(page).toHaveURL(/\/support\/updates#roadmap$/);
    await expectSectionAtOffset(page, 'roadmap');
  });
});

test.describe('/support/api-docs', () => {
  test('shows the stats and the authentication text', async ({ page }) => {
    await page.goto('/support/api-docs');
    const stats = page.getByRole('region', { name: 'API Documentation in figures' });
    await expect(stats.getByRole('definition')).toHaveText(['99.99%', '50ms', '10M+', '5']);
    await expect(stats.getByRole('term')).toHaveText(['API uptime', 'Average response', 'API calls daily', 'SDKs']);
    await expectTexts(page.locator('#authentication'), [
      'OAuth 2.0 authorization code flow',
      'API keys',
      'IP allow-listing (whitelisting)',
      'Role-based access control',
      'detailed error codes',
      '1000 requests per minute for standard plans',
    ]);
    await expect(page.locator('#sdks').getByRole('heading', { level: 4 })).toHaveCount(5 + 3 + 3);
  });

  test('Get API Key opens its dialog; View Sample Apps goes to the sample apps', async ({ page }) => {
    await page.goto('/support/api-docs');
    await page.getByRole('button', { name: 'Get API Key' }).click();
    await expect(page.getByRole('dialog', { name: 'Request API Access' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'View Sample Apps' }).click();
    await expect(page).toHaveURL(/#sdks$/);
    await expectSectionAtOffset(page, 'sdks');
    await expect(page.getByRole('heading', { name: 'Sample apps', exact: true })).toBeAttached();
  });
});

test.describe('/support/community', () => {
  test('shows stories, partners, developers, events and the stats', async ({ page }) => {
    await page.goto('/support/community');
    const stories = page.locator('#success-stories > div > ul > li');
    await expect(stories).toHaveCount(4);
    for (const story of await stories.all()) await expect(story).toContainText(/\d+%/);

    const partners = page.locator('#partners');
    for (const [group, vendor] of [
      ['Technology Partners', 'Oracle OPERA Cloud'],
      ['Payment Partners', 'Stripe'],
      ['Hardware Partners', 'ASSA ABLOY'],
      ['Service Partners', 'Accenture'],
    ]) {
      await expect(partners.getByRole('listitem').filter({ has: page.getByRole('heading', { name: group }) })).toContainText(vendor);
    }

    const events = page.locator('#events > div > ul').first().locator('> li');
    await expect(events).toHaveCount(4);
    for (const time of await events.locator('time').all()) await expect(time).toHaveAttribute('datetime', /^2025-/);
    for (const type of ['Webinar', 'Conference', 'Workshop', 'Virtual Meetup']) {
      await expect(events.filter({ hasText: type })).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { name: 'Event types' })).toBeVisible();

    const stats = page.getByRole('region', { name: 'Community in figures' });
    await expect(stats.getByRole('definition')).toHaveText(['5,000+', '500+', '50+', '100+']);
    await expect(stats.getByRole('term')).toHaveText(['Active users', 'Properties', 'Technology partners', 'Monthly webinar attendees']);
  });

  test('Join Developer Portal leads to the API docs; the call to action opens the community dialog', async ({ page }) => {
    await page.goto('/support/community');
    await page.getByRole('button', { name: 'Join the Community' }).click();
    await expect(page.getByRole('dialog', { name: 'Join the Community' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('link', { name: 'Join Developer Portal' }).click();
    await expect(page).toHaveURL('/support/api-docs');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('API documentation');
  });
});

test.describe('every page of the support area', () => {
  const pages: [path: string, title: string][] = [
    ['/support/get-help', 'Get Help'],
    ['/support/onboarding', 'Onboarding'],
    ['/support/status', 'System Status'],
    ['/support/updates', 'Product Updates'],
    ['/support/api-docs', 'API Documentation'],
    ['/support/community', 'Community'],
    ['/about', 'About Us'],
    ['/downloads', 'Downloads'],
  ];

  test('has its own title, description, canonical link and breadcrumb JSON-LD, without layout shift', async ({ page }) => {
    test.slow(); // eight page loads
    await page.setViewportSize({ width: 390, height: 844 });
    const layoutShifts = await watchLayoutShifts(page);
    const descriptions = new Set<string>();
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Stayvia`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, `${path} description`).toBeGreaterThan(60);
      descriptions.add(description!);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const trail = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BreadcrumbList');
      expect(trail, `${path} breadcrumb JSON-LD`).toBeTruthy();
      expect(trail.itemListElement[0].name).toBe('Home');
      expect(trail.itemListElement.at(-1).item).toMatch(new RegExp(`${path}$`));
      // The remote's styles arrive with its code: nothing on the page moves once it has rendered.
      await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:')));
      const shifted = await layoutShifts.read();
      expect(shifted, `${path} layout shift`).toBeLessThan(0.01);
    }
    expect(descriptions.size).toBe(pages.length);
  });
});
