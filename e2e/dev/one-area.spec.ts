/**
 * `npm run dev -- legal`: the legal area from its dev server (source, development mode) inside the rest of the
 * site as built — the shell, header, dialogs and the other areas — through the area override the site server
 * hands the tab, in the browser and in the prerender job alike. An edit to the legal area's content reaches the
 * prerendered HTML and shows without a manual reload; the page hydrates it without a warning.
 */
import { expect, test } from '../fixtures';
import { oneAreaBase } from '../playwright.dev.config';
import { consoleProblems } from '../consoleProblems';
import { watchHydration } from './hydration';
import { editSource } from './sourceEdit';

const site = `http://localhost:${oneAreaBase}`;
const legalDevServer = `http://localhost:${oneAreaBase + 5}`;

/** The text of a page's main heading as the site sends it: the prerendered HTML, read without running a script. */
async function prerenderedHeading(sitePath: string): Promise<string> {
  const response = await fetch(`${site}${sitePath}`);
  if (!response.ok) throw new Error(`${sitePath}: HTTP ${response.status}`);
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1] ?? '';
  return heading.replace(/<!--[\s\S]*?-->|<[^>]+>/g, '');
}

test('the legal area from source, edited, inside the full site with the header, dialogs and other areas', async ({ page }) => {
  const problems = consoleProblems(page);
  const hydration = await watchHydration(page);
  const fromDevServer = page.waitForRequest((request) => request.url().startsWith(`${legalDevServer}/`));
  await page.goto(`${site}/privacy-policy`);
  await fromDevServer;
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Privacy');
  // Each edit waits for the page to be hydrated: a build that changes under a page still hydrating gives it other
  // text than its HTML (a developer's save during a page load does the same; the reload after the render mends it).
  await hydration.expectServerMarkupKept();

  const edit = editSource('mf-legal/src/content/privacyPolicy.ts', "title: 'Privacy',", "title: 'Privacy (edited from source)',");
  try {
    // The dev server reloads the page once its pages are rendered again from the edit: nobody presses reload.
    await expect(heading).toContainText('(edited from source)', { timeout: 30_000 });
    await hydration.expectServerMarkupKept();
  } finally {
    edit.restore();
  }
  await expect(heading).not.toContainText('(edited from source)', { timeout: 30_000 });
  await hydration.expectServerMarkupKept();

  // The shell's header and dialogs, and the other areas from their builds.
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/plans/i);
  await page.getByRole('contentinfo').getByRole('link', { name: 'GDPR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/gdpr/i);
  expect(problems).toEqual([]);
});

test('the prerender job renders the legal area from source: an edit reaches the HTML, and the page hydrates it', async ({ page }) => {
  const problems = consoleProblems(page);
  const hydration = await watchHydration(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => prerenderedHeading('/privacy-policy')).toBe('Privacy Policy');
  await page.goto(`${site}/privacy-policy`);
  await expect(heading).toHaveText('Privacy Policy');
  await hydration.expectServerMarkupKept();

  const edit = editSource('mf-legal/src/content/privacyPolicy.ts', "title: 'Privacy',", "title: 'Privacy (prerendered from source)',");
  try {
    await expect.poll(() => prerenderedHeading('/privacy-policy'), { timeout: 30_000 }).toBe('Privacy (prerendered from source) Policy');
    // The open page reloads once the job has rendered it again, and hydrates the new HTML with the new build.
    await expect(heading).toHaveText('Privacy (prerendered from source) Policy', { timeout: 30_000 });
    await hydration.expectServerMarkupKept();
  } finally {
    edit.restore();
  }
  await expect.poll(() => prerenderedHeading('/privacy-policy'), { timeout: 30_000 }).toBe('Privacy Policy');
  await expect(heading).toHaveText('Privacy Policy', { timeout: 30_000 });
  await hydration.expectServerMarkupKept();
  expect(problems).toEqual([]);
});
