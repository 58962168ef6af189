/**
 * Shared test helpers: a `page` that fails the test on uncaught page errors, axe checks, the lead
 * sink's file, and settings-document overrides for composing remotes differently.
 */
import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { fixturePort, leadsFile, port, secondPort } from './playwright.config';

export { expect, fixturePort, leadsFile, port, secondPort };

export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
    },
    { auto: true },
  ],
});

/** Runs axe (WCAG 2.x A/AA rules) on the page as it is now and expects no violation. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

export interface StoredLead {
  receivedAt: string;
  fields: Record<string, string>;
}

/** Leads the local sink stored during this run. */
export async function readLeads(): Promise<StoredLead[]> {
  const text = await fs.readFile(leadsFile, 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as StoredLead);
}

/** Serves a modified settings document to this page only (e.g. a remote moved to another origin). */
export async function overrideSettings(page: Page, change: (settings: Record<string, any>) => void) {
  await page.route('**/settings.json', async (route) => {
    const response = await route.fetch();
    const settings = await response.json();
    change(settings);
    await route.fulfill({ response, json: settings });
  });
}
