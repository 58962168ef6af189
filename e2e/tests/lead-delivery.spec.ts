/**
 * No lost lead on the visitor's side: a lead that could not be sent at all (the request
 * fails at the network level) leaves the form open with every value and a clear error, announced; sending
 * again then works and the lead is stored. A visitor who closed the dialog while the lead was on its way
 * finds the form filled in again, with the error, when it fails. A lead the site's own endpoint could not keep
 * (503 with `Retry-After`: its journal's disk is full) is not sent: the form says when to send it again.
 */
import { expect, test } from '../fixtures';
import { leadsUrl, openDialogByLink, storedLead, toast, uniqueEmail } from './dialog-helpers';

const failure = ['Error', 'Something went wrong. Please try again or contact us directly.'] as const;

test('a lead the network refused keeps every value and says so; sending again delivers it', async ({ page }) => {
  await page.route(leadsUrl, (route) => route.abort('connectionreset'));
  const dialog = await openDialogByLink(page, 'get-started');
  const email = uniqueEmail('retry');
  const values: [label: string, value: string][] = [
    ['First name', 'Somchai'],
    ['Last name', 'Prasert'],
    ['Work email', email],
    ['Company or property', 'Riverside Serviced Apartments'],
  ];
  for (const [label, value] of values) await dialog.getByLabel(label).fill(value);
  const submit = dialog.getByRole('button', { name: 'Get Started' });
  await submit.click();

  await expect(dialog.getByRole('alert')).toHaveText(`${failure[0]}: ${failure[1]}`);
  await expect(toast(page, failure[0])).toContainText(failure[1]);
  for (const [label, value] of values) await expect(dialog.getByLabel(label)).toHaveValue(value);
  await expect(submit).toBeEnabled();

  // The network is back: the same values go through.
  await page.unroute(leadsUrl);
  await submit.click();
  await expect(toast(page, 'Thank you!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await storedLead(email)).fields).toMatchObject({ 'First Name': 'Somchai', Email: email, Company: 'Riverside Serviced Apartments' });
});

test('a lead that fails after its dialog was closed comes back filled in, with the error', async ({ page }) => {
  let fail!: () => void;
  const failed = new Promise<void>((resolve) => (fail = resolve));
  await page.route(leadsUrl, async (route) => {
    await failed;
    await route.abort('failed');
  });
  const dialog = await openDialogByLink(page, 'demo', '/pricing');
  const values: [label: string, value: string][] = [
    ['First name', 'Aiko'],
    ['Last name', 'Tanaka'],
    ['Work email', uniqueEmail('closed')],
    ['Company or property', 'Hakone Ryokan'],
  ];
  for (const [label, value] of values) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Schedule Demo' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  fail();
  await expect(toast(page, failure[0])).toContainText(failure[1]);

  // Opened again from the page (the values are kept for the visit, in memory).
  await page.getByRole('button', { name: 'Book a demo' }).first().click();
  const again = page.getByRole('dialog', { name: 'Schedule a Demo' });
  for (const [label, value] of values) await expect(again.getByLabel(label)).toHaveValue(value);
  await expect(again.getByRole('alert')).toHaveText(`${failure[0]}: ${failure[1]}`);
});

test('a lead the site could not keep (503, Retry-After) keeps every value and says when to send it again', async ({ page }) => {
  let refused = 0;
  await page.route(leadsUrl, async (route) => {
    refused += 1;
    await route.fulfill({ status: 503, headers: { 'Retry-After': '60', 'Content-Type': 'text/plain' }, body: 'The lead could not be kept; please send it again later.' });
  });
  const dialog = await openDialogByLink(page, 'contact');
  const email = uniqueEmail('not-kept');
  const values: [label: string, value: string][] = [
    ['First name', 'Lan'],
    ['Last name', 'Nguyen'],
    ['Work email', email],
    ['Company or property', 'Hoi An Riverside'],
    ['How can we help?', 'Pricing for two hotels'],
  ];
  for (const [label, value] of values) await dialog.getByLabel(label).fill(value);
  const submit = dialog.getByRole('button', { name: 'Send Message' });
  await submit.click();

  const notice = ['Not sent yet', 'Your request could not be saved just now. Please send it again in a minute: everything you typed is still here.'] as const;
  await expect(dialog.getByRole('alert')).toHaveText(`${notice[0]}: ${notice[1]}`);
  await expect(toast(page, notice[0])).toContainText(notice[1]);
  await expect(toast(page, 'Message sent!')).toHaveCount(0);
  for (const [label, value] of values) await expect(dialog.getByLabel(label)).toHaveValue(value);
  expect(refused).toBe(1);

  // The site can keep it again: the same values go through, once.
  await page.unroute(leadsUrl);
  await submit.click();
  await expect(toast(page, 'Message sent!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await storedLead(email)).fields).toMatchObject({ 'First Name': 'Lan', Email: email, Company: 'Hoi An Riverside' });
});
