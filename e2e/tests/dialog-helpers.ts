/**
 * Helpers for the dialog and lead-form suites: opening a dialog, reading the lead the page posted,
 * holding or failing the lead request, and finding a stored lead in the local sink.
 */
import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, readLeads, type StoredLead } from '../fixtures';

/**
 * The product name the messages end with (shared/src/brand.ts). Stated here rather than imported: the
 * suite checks what visitors read, and Playwright cannot load `shared`'s ES-module source as it stands.
 */
export const brand = { name: 'Stayvia' } as const;

export const leadsUrl = '**/api/leads';

/** Opens a dialog through its `?dialog=` link and waits for it. */
export async function openDialogByLink(page: Page, kind: string, path = '/') {
  await page.goto(`${path}?dialog=${kind}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The lead's fields exactly as the browser posted them (multipart/form-data, parsed field by field). */
export async function postedFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers()['content-type'] ?? '';
  expect(type).toMatch(/^multipart\/form-data; boundary=/);
  const body = request.postDataBuffer();
  if (!body) throw new Error('The lead request had no body.');
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    expect(typeof value, `field ${name} is text`).toBe('string');
    expect(fields, `field ${name} is sent once`).not.toHaveProperty([name]);
    fields[name] = value as string;
  }
  return fields;
}

/** The lead settings the site runs with (fixed fields, lead-source field and values). */
export async function leadSettings(page: Page) {
  const response = await page.request.get('/settings.json');
  const settings = await response.json();
  return settings.leads as {
    fixedFields: Record<string, string>;
    leadSourceField: string;
    leadSources: { website: string; freeTrial: string };
  };
}

/** Holds every lead request until `release()` is called, so the submitting state can be seen. */
export async function holdLeadRequests(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(leadsUrl, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Makes every lead request fail as a network error would. */
export const failLeadRequests = (page: Page) => page.route(leadsUrl, (route) => route.abort('failed'));

/** A unique address per test, so a lead can be found in the sink's file among earlier runs'. */
export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Waits until the local sink has stored the lead with this e-mail address, and returns it. */
export async function storedLead(email: string): Promise<StoredLead> {
  let found: StoredLead | undefined;
  await expect
    .poll(async () => {
      found = (await readLeads()).find((lead) => lead.fields.Email === email);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The toast sonner shows, by its title. */
export const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });

/**
 * Runs axe (WCAG 2.x A/AA and best practices) on the open dialog and expects no violation. Scoped to
 * the dialog: the page behind it is checked by its own area's suite.
 */
export async function expectDialogAxeClean(page: Page) {
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
}
