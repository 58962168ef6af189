import { expect, test } from '../fixtures';

// Every route of SPEC §2 renders through the remote that owns it, inside the shell's header and footer.
const routes: [path: string, heading: RegExp][] = [
  ['/software/guest-journey', /guest journey/i],
  ['/software/guest-engagement', /guest engagement/i],
  ['/software/staff-tools', /staff tools/i],
  ['/software/smart-property', /smart property/i],
  ['/software/payments-security', /payments/i],
  ['/software/integrations', /integrations/i],
  ['/solutions/by-industry', /industry/i],
  ['/solutions/by-technology', /technology/i],
  ['/solutions/by-goal', /goal/i],
  ['/pricing', /pricing|plan/i],
  ['/support/get-help', /help/i],
  ['/support/onboarding', /onboarding/i],
  ['/support/status', /status/i],
  ['/support/updates', /updates|release/i],
  ['/support/api-docs', /api/i],
  ['/support/community', /community/i],
  ['/about', /about|story/i],
  ['/downloads', /downloads/i],
  ['/terms-and-conditions', /terms/i],
  ['/terms-conditions', /terms/i],
  ['/privacy-policy', /privacy/i],
  ['/gdpr', /gdpr/i],
  ['/how-to-manage-your-data', /data/i],
  ['/hospitality-industry-news', /news/i],
];

for (const [path, heading] of routes) {
  test(`${path} renders through its remote`, async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/')) remoteRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  });
}
