import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectAxeCleanAtBothWidths } from './section-page-helpers';

// /pricing: the four plans with their figures and
// buttons, custom pricing, the waitlist promo, stats, call to action, the three dialogs, axe.

const plans = [
  { name: 'Starter', price: '$100', button: 'Book a demo', dialog: 'Schedule a Demo' },
  { name: 'Essentials', price: '$150', button: 'Book a demo', dialog: 'Schedule a Demo' },
  { name: 'Professional', price: '$200', button: 'Book a demo', dialog: 'Schedule a Demo' },
  { name: 'Enterprise', price: null, button: 'Contact us', dialog: 'Contact Us' },
] as const;

const plan = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function open(page: Page) {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/plans/i);
}

test('has its own metadata and the four plans with their prices, notes, features and buttons', async ({ page }) => {
  await open(page);
  await expect(page).toHaveTitle('Pricing | Stayvia');
  expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(80);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pricing$/);

  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(plans.map((p) => p.name));
  for (const { name, price, button } of plans) {
    const card = plan(page, name);
    // Minimum monthly prices, "from $100/month" style; Enterprise is quoted.
    if (price) await expect(card.locator('p').filter({ hasText: price })).toHaveText(`From ${price}/month`);
    else await expect(card).not.toContainText('$');
    await expect(card.getByText('Minimum monthly fee per property', { exact: false }).or(card.getByText('Custom pricing', { exact: false }))).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: 'Free onboarding support' })).toBeVisible();
    expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    await expect(card.getByRole('button')).toHaveText(button);
  }
  await expect(page.getByText('All plans include free onboarding support.')).toBeVisible();
});

test('highlights Professional with its badge, and only Professional', async ({ page }) => {
  await open(page);
  await expect(plan(page, 'Professional').getByText('0% Commission on in-house upsells', { exact: true })).toBeVisible();
  for (const name of ['Starter', 'Essentials', 'Enterprise']) {
    await expect(plan(page, name)).not.toContainText('0% Commission on in-house upsells');
  }
  // The badge sits wholly inside the viewport on a phone, too.
  await page.setViewportSize({ width: 390, height: 844 });
  const badge = await plan(page, 'Professional').getByText('0% Commission on in-house upsells', { exact: true }).boundingBox();
  expect(badge!.x).toBeGreaterThanOrEqual(0);
  expect(badge!.x + badge!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('shows custom pricing, the waitlist promo with its labels and trial copy, stats and a call to action', async ({ page }) => {
  await open(page);
  const custom = page.locator('section#custom-pricing');
  await expect(custom.getByRole('heading', { level: 2 })).toHaveText(/custom pricing/i);
  await expect(custom.getByRole('button', { name: /Contact us/ })).toBeVisible();

  const promo = page.locator('section#self-service');
  await expect(promo.getByText('Coming Q2 2026', { exact: true })).toBeVisible();
  await expect(promo.getByRole('heading', { level: 2 })).toHaveText('Launch in 30 Minutes');
  await expect(promo.getByText(/no credit card required/i)).toBeVisible();
  await expect(promo.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();

  const stats = page.getByRole('region', { name: 'Platform figures' });
  for (const [value, label] of [
    ['2M+', 'Monthly interactions'],
    ['150+', 'Currencies'],
    ['500+', 'Integrations'],
    ['45%', 'Ancillary revenue'],
  ]) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Related solutions' })).toBeVisible();
  await expect(page.locator('#call-to-action-heading')).toBeVisible();
});

test("each plan's button opens its dialog, and Escape returns focus to it", async ({ page }) => {
  test.slow(); // four dialogs, each loaded, opened and closed
  await open(page);
  for (const { name, button, dialog } of plans) {
    const trigger = plan(page, name).getByRole('button', { name: button });
    await trigger.click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  }
});

test('custom pricing opens the contact dialog and the promo opens the waitlist dialog', async ({ page }) => {
  await open(page);
  await page.locator('section#custom-pricing').getByRole('button', { name: /Contact us/ }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.locator('section#self-service').getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByRole('dialog', { name: 'Join the Self-Service Waitlist' })).toBeVisible();
});

test('axe finds no violation at 390 and 1366 px', async ({ page }) => {
  await expectAxeCleanAtBothWidths(page, '/pricing', async (p) => {
    await expect(p.getByRole('article')).toHaveCount(4);
  });
});

test('the pricing questions open and close from the keyboard', async ({ page }) => {
  await open(page);
  const faq = page.locator('section#faq');
  await expect(faq.getByRole('heading', { level: 2 })).toBeVisible();
  const question = faq.locator('summary', { hasText: 'Is there a free trial?' });
  const answer = faq.getByText(/no credit card required/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
});
