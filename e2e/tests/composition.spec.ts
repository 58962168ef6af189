import { expect, test } from '../fixtures';
import { areaRoutes as routes } from './siteRoutes';

for (const [path, heading] of routes) {
  test(`${path} renders through its remote`, async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/releases/')) remoteRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  });
}
