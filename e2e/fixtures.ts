/**
 * Shared test helpers: a `page` that fails the test on uncaught page errors, axe checks, the leads the
 * embedded backend stored, and settings-document overrides for composing remotes differently.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { fixturePort, port, secondPort, throwingRemoteDist } from './playwright.config';

export { expect, fixturePort, port, secondPort, throwingRemoteDist };

/** An uncaught error as the failure names it: its message and where it was thrown. */
const described = (error: Error) => [`${error.name}: ${error.message}`, ...(error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 2)].join('\n');

export const test = base.extend<{ pageErrors: Error[]; allowedPageErrors: RegExp[]; gotoWaitsForApp: boolean }>({
  /**
   * Whether `page.goto` waits for the app (below). Only a spec that holds the shell's script back on purpose, to
   * act before hydration, turns it off (`test.use({ gotoWaitsForApp: false })`) and waits for hydration itself.
   */
  gotoWaitsForApp: [true, { option: true }],
  // A prerendered page is readable at once and becomes interactive when the shell's script has hydrated
  // it, after the page's load: `goto` resolves once the app is live (the shell's `app-mounted` mark), as a
  // visitor's first click would find it.
  page: async ({ page, javaScriptEnabled, gotoWaitsForApp }, use) => {
    if (javaScriptEnabled && gotoWaitsForApp) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.waitForFunction(() => performance.getEntriesByName('app-mounted').length > 0);
        return response;
      };
    }
    await use(page);
  },
  /**
   * The uncaught errors a test causes on purpose (a remote made to throw, a script made to fail): only a spec
   * that injects a failure sets it (`test.use({ allowedPageErrors: [/Simulated failure/] })`), naming what
   * it injects; any other uncaught error still fails the test.
   */
  allowedPageErrors: [[], { option: true }],
  // Uncaught errors of every page of the test's context fail the test once it has run.
  pageErrors: [
    async ({ context, allowedPageErrors }, use) => {
      const errors: Error[] = [];
      context.on('weberror', (webError) => errors.push(webError.error()));
      await use(errors);
      const unexpected = errors.filter((error) => !allowedPageErrors.some((allowed) => allowed.test(error.message)));
      expect(unexpected.map(described), 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The time one axe run may take, added to the test's own: a run over a long page or an open dialog took
 * 7-15 s on a quiet machine and twice that on a busy CI machine, where tests that ran one passed their
 * 30 s timeout with nothing wrong.
 */
const axeRunMs = 30_000;

/**
 * Runs axe (WCAG 2.x A/AA and best practices) on the page as it is now, or only inside `include` (a CSS
 * selector), and expects no violation. Each run adds its own time to the test's timeout.
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  test.info().setTimeout(test.info().timeout + axeRunMs);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (include ? builder.include(include) : builder).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

export interface StoredLead {
  receivedAt: string;
  fields: Record<string, string>;
}

/** The service-role key of the embedded backend (only it may read the `leads` table). */
export const serviceKey = process.env.BACKEND_SERVICE_KEY ?? 'local-service-key';
/** The embedded backend's public (anon) key, as the site's pages send it. */
export const anonKey = process.env.BACKEND_ANON_KEY ?? 'local-anon-key';

/** Leads the site's lead sink (the backend's `leads` table, fresh for each run) stored, oldest first; another site's with `origin`. */
export async function readLeads(origin = `http://localhost:${port}`): Promise<StoredLead[]> {
  const response = await fetch(`${origin}/rest/v1/leads?select=received_at,fields&order=id.asc`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  });
  if (!response.ok) throw new Error(`Could not read the leads: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as { received_at: string; fields: Record<string, string> }[];
  return rows.map((row) => ({ receivedAt: row.received_at, fields: row.fields }));
}

/**
 * The page at `path` on the second server, which prerenders nothing: it is rendered in the browser, as any
 * URL without a prerendered page is. For the states a prerendered page never shows (loading skeletons,
 * a remote failing on first render, settings changed in the browser alone).
 */
export const browserRendered = (path: string) => `http://localhost:${secondPort}${path}`;

/** Serves a modified settings document to this page only (e.g. a remote moved to another origin). */
export async function overrideSettings(page: Page, change: (settings: Record<string, any>) => void) {
  await page.route('**/settings.json', async (route) => {
    const response = await route.fetch();
    const settings = await response.json();
    change(settings);
    await route.fulfill({ response, json: settings });
  });
}
