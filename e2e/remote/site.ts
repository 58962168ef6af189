/**
 * The remote suite's fixtures: the target's settings document, the optional area override (AREA_OVERRIDE, the
 * same `area=manifestURL` list as the `area-override` URL parameter; shared/src/areaOverrides.ts) put in the
 * tab's cookie, the cohort pinned by COHORT (`canary` or `stable`: the cookie platform/canary/cohort.ts reads,
 * so every page, settings document and hydration is that cohort's while a canary runs; pinned views never vote), and
 * a page that fails the test on an uncaught error. The canary cohort is pinned only with QA's credential: COHORT_PIN
 * (`npx tsx scripts/canary-pin.ts` on a server of the site prints it), or on the local site the suite starts, the
 * pin of its own secret.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { pinCookie } from 'platform/canary/cohort';
import { localSiteSecret } from '../playwright.remote.config';

export { expect };

export interface TargetSettings {
  areas: Record<string, { manifest: string; owns: string[] }>;
  leads?: { endpoint?: string; testSink?: boolean };
  overrides?: { allowed?: boolean };
}

/** QA's credential for the canary cohort: COHORT_PIN, or the local site's own (playwright.remote.config.ts). */
function canaryPin(): string {
  const given = process.env.COHORT_PIN;
  if (given) return given;
  if (process.env.BASE_URL) throw new Error('COHORT=canary needs COHORT_PIN, the credential `npx tsx scripts/canary-pin.ts` prints on a server of the site.');
  return pinCookie(Buffer.from(localSiteSecret));
}

export const test = base.extend<{ settings: TargetSettings; pageErrors: Error[] }>({
  context: async ({ context, baseURL }, use) => {
    const override = process.env.AREA_OVERRIDE;
    if (override) await context.addCookies([{ name: 'area-override', value: encodeURIComponent(override), url: baseURL! }]);
    const cohort = process.env.COHORT;
    if (cohort && cohort !== 'canary' && cohort !== 'stable') throw new Error(`COHORT must be canary or stable, not "${cohort}".`);
    if (cohort) await context.addCookies([{ name: 'cohort', value: cohort === 'canary' ? canaryPin() : cohort, url: baseURL! }]);
    await use(context);
  },
  // Through the context: with its cookies (the pinned cohort's document).
  settings: async ({ context }, use) => {
    const response = await context.request.get('/settings.json');
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
