/**
 * Security headers and the Content-Security-Policy: every kind of response carries them, and
 * Chromium reports no violation on any route — prerendered (first server) or rendered in the browser
 * (second server) — nor while a dialog is used, a lead is sent and the news filters and search are used.
 * Violations are collected from `securitypolicyviolation` events (every document, via an init script) and
 * from the console's CSP messages.
 */
import type { Page } from '@playwright/test';
import { anonKey, browserRendered, expect, port, secondPort, test } from '../fixtures';
import { portOf } from '../ports';
import { holdLeadRequests, leadsUrl, openDialogByLink, toast, uniqueEmail, storedLead } from './dialog-helpers';
import { siteRoutes } from './siteRoutes';

const newsPath = '/hospitality-industry-news';

/** Starts collecting CSP violations for this page (every document it loads from now on). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

test.describe('security headers', () => {
  const responses: [name: string, path: string, headers?: Record<string, string>][] = [
    ['prerendered page', '/'],
    ['browser-rendered page (history fallback)', '/hospitality-industry-news/not-yet-rendered'],
    ['404 page', '/no-such-page'],
    ['settings document', '/settings.json'],
    ['remote manifest', '/remotes/mf-news/mf-manifest.json'],
    ['sitemap', '/sitemap.xml'],
    ['REST read', '/rest/v1/blog_posts?select=slug&limit=1', { apikey: anonKey, Authorization: `Bearer ${anonKey}` }],
    ['lead sink', '/api/leads'],
    ['missing asset', '/no-such-file.js'],
  ];
  for (const [name, path, headers] of responses) {
    test(`${name}: ${path}`, async ({ request }) => {
      const response = await request.get(path, { headers });
      const sent = response.headers();
      expect(sent['x-content-type-options']).toBe('nosniff');
      expect(sent['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(sent['x-frame-options']).toBe('DENY');
      expect(sent['permissions-policy']).toContain('camera=()');
      const policy = sent['content-security-policy'];
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scripts).toContain("'self'");
      expect(scripts).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(scripts).not.toContain('unsafe-inline');
      expect(scripts).not.toContain('unsafe-eval');
    });
  }

  // Scripts and stylesheets carry a policy that allows nothing (they are never a document), not the page's.
  const expectFilePolicy = (headers: Record<string, string>) => {
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
  };

  test('the shell’s script and stylesheet', async ({ request }) => {
    // The shell's own files, named in its page.
    const html = await (await request.get('/no-such-page')).text();
    const script = /<script [^>]*\bdefer\b[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
    const stylesheet = /<link [^>]*\bhref="([^"]+\.css)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect(stylesheet).toBeTruthy();
    for (const file of [script!, stylesheet!]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expectFilePolicy(response.headers());
    }
  });

  test('an area’s released entry script', async ({ request }) => {
    const settings = await (await request.get('/settings.json')).json();
    const manifest = new URL(settings.areas.news.manifest, `http://localhost:${port}/`);
    const response = await request.get(new URL('remoteEntry.js', manifest).pathname);
    expect(response.status()).toBe(200);
    expectFilePolicy(response.headers());
  });
});

test('an area override adds a parsed origin only: no directive injected, the loader’s hash kept, no unknown area', async ({ request }) => {
  const scriptSources = (policy: string) => /(?:^|;\s*)script-src ([^;]*)/.exec(policy)![1].split(' ');
  const baseline = (await request.get('/gdpr')).headers()['content-security-policy'];
  const hostile = [
    'legal=http://a.example;sandbox/mf-manifest.json',
    "legal=http://a.example;script-src 'unsafe-inline'/m.json",
    'legal=http://a.example/m.json sandbox',
    'nosuch=http://evil.example/mf-manifest.json',
    'legal=javascript:alert(1)',
    'legal=ftp://evil.example/mf-manifest.json',
  ];
  for (const value of hostile) {
    for (const [url, headers] of [
      [`/gdpr?area-override=${encodeURIComponent(value)}`, {}],
      ['/gdpr', { Cookie: `area-override=${encodeURIComponent(value)}` }],
    ] as const) {
      const policy = (await request.get(url, { headers })).headers()['content-security-policy'];
      expect(policy, value).toBe(baseline);
    }
  }
  // A well-formed override of a real area is allowed where the document allows overrides (the local one does).
  const allowed = (await request.get(`/gdpr?area-override=${encodeURIComponent(`legal=http://localhost:${portOf('unservedOverride')}/mf-manifest.json`)}`)).headers()['content-security-policy'];
  expect(scriptSources(allowed)).toContain(`http://localhost:${portOf('unservedOverride')}`);
  expect(scriptSources(allowed).at(-1)).toBe(scriptSources(baseline).at(-1));
  expect(scriptSources(baseline).at(-1)).toMatch(/^'sha256-/);
});

test('the policy is enforced: an injected inline script is refused and reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/gdpr');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((text) => text.startsWith('script-src-elem blocked inline'))).toBe(true);
});

for (const [label, url] of [
  ['prerendered', (path: string) => path],
  ['browser-rendered', browserRendered],
] as const) {
  test(`no CSP violation on any ${label} route`, async ({ page }) => {
    test.setTimeout(150_000);
    const violations = await watchViolations(page);
    for (const [path, heading] of siteRoutes) {
      await page.goto(url(path));
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
    // An article, and the 404 page.
    await page.goto(url(newsPath));
    await page.getByTestId('news-grid').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${newsPath}/.+`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Blog post not found');
    await page.goto(url('/no-such-page'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    expect(violations).toEqual([]);
  });

  test(`no CSP violation while a ${label} page's dialog sends a lead and the news filters and search are used`, async ({ page, request }) => {
    test.setTimeout(60_000);
    // The second server opens its backend on its first call: open it first, so the lead is not answered only once
    // the database has started (several seconds on a busy machine, beyond the toast's wait).
    await request.get(url('/api/leads'));
    const violations = await watchViolations(page);
    // A dialog, its validation messages and a lead sent (the submitting state held for a moment).
    const release = await holdLeadRequests(page);
    const dialog = await openDialogByLink(page, 'demo', url('/pricing'));
    await dialog.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    const email = uniqueEmail('csp');
    await dialog.getByLabel('First name').fill('Ana');
    await dialog.getByLabel('Last name').fill('Lima');
    await dialog.getByLabel('Work email').fill(email);
    await dialog.getByLabel('Company or property').fill('Casa Lima');
    const posted = page.waitForRequest(leadsUrl);
    await dialog.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeVisible();
    release();
    await posted;
    await expect(toast(page, 'Thank you!')).toBeVisible();
    await expect(dialog).toBeHidden();
    if (label === 'prerendered') expect((await storedLead(email)).fields.Email).toBe(email);

    // The news page: a category, a search, Load More.
    await page.goto(url(newsPath));
    const grid = page.getByTestId('news-grid').getByRole('article');
    await expect(grid).toHaveCount(9);
    const filters = page.getByRole('group', { name: 'Filter articles by category' });
    await filters.getByRole('button').nth(1).click();
    await expect(filters.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('featured-article')).toHaveCount(0);
    await filters.getByRole('button', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('guest');
    await expect(grid.first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('');
    // The search is debounced: the unfiltered list is back once the featured article shows again.
    await expect(page.getByTestId('featured-article')).toBeVisible();
    await expect(grid).toHaveCount(9);
    await page.getByRole('button', { name: /^Load More Articles/ }).click();
    await expect(grid).toHaveCount(15);
    // The mobile drawer (a second kind of dialog).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(violations).toEqual([]);
  });
}

test('the e2e servers allow the suite\'s other origins (CSP_EXTRA_ORIGINS)', async ({ request }) => {
  const policy = (await request.get('/')).headers()['content-security-policy'];
  expect(policy).toMatch(new RegExp(`script-src [^;]*http://localhost:${secondPort}`));
  expect(policy).toMatch(/connect-src [^;]*'self'/);
  expect(policy).toMatch(/form-action [^;]*'self'/);
});
