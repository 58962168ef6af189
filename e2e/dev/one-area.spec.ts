/**
 * `npm run dev -- legal`: the legal area from its dev server (source, development mode) inside the rest of the
 * site as built — the shell, header, dialogs and the other areas — through the area override the site server
 * hands the tab. An edit to the legal area's content shows without a manual reload.
 */
import { expect, test } from '@playwright/test';
import { oneAreaBase } from '../playwright.dev.config';
import { consoleProblems } from './consoleMessages';
import { editSource } from './sourceEdit';

const site = `http://localhost:${oneAreaBase}`;
const legalDevServer = `http://localhost:${oneAreaBase + 5}`;

test('the legal area from source, edited, inside the full site with the header, dialogs and other areas', async ({ page }) => {
  const problems = consoleProblems(page);
  const fromDevServer = page.waitForRequest((request) => request.url().startsWith(`${legalDevServer}/`));
  await page.goto(`${site}/privacy-policy`);
  await fromDevServer;
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Privacy');

  const edit = editSource('mf-legal/src/content/privacyPolicy.ts', "title: 'Privacy',", "title: 'Privacy (edited from source)',");
  try {
    // The dev server reloads the page once the area is rebuilt: nobody presses reload.
    await expect(heading).toContainText('(edited from source)', { timeout: 30_000 });
  } finally {
    edit.restore();
  }
  await expect(heading).not.toContainText('(edited from source)', { timeout: 30_000 });

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
