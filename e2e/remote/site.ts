/**
 * The remote suite's fixtures: the target's settings document, the optional area override (AREA_OVERRIDE, the
 * same `area=manifestURL` list as the `area-override` URL parameter; shared/src/areaOverrides.ts) put in the
 * tab's cookie, and a page that fails the test on an uncaught error.
 */
import { expect, test as base, type Page } from '@playwright/test';

export { expect };

export interface TargetSettings {
  areas: Record<string, { manifest: string; owns: string[] }>;
  leads?: { endpoint?: string; testSink?: boolean };
  overrides?: { allowed?: boolean };
}

export const test = base.extend<{ settings: TargetSettings; pageErrors: Error[] }>({
  context: async ({ context, baseURL }, use) => {
    const override = process.env.AREA_OVERRIDE;
    if (override) await context.addCookies([{ name: 'area-override', value: encodeURIComponent(override), url: baseURL! }]);
    await use(context);
  },
  settings: async ({ request }, use) => {
    const response = await request.get('/settings.json');
    expect(response.ok(), 'the site serves its settings document').toBe(true);
    await use((await response.json()) as TargetSettings);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until the shell is live (its `app-mounted` mark): a prerendered page is interactive from then on. */
export async function goLive(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => performance.getEntriesByName('app-mounted').length > 0);
}
