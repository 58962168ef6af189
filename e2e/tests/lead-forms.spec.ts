import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  failLeadRequests,
  holdLeadRequests,
  leadSettings,
  leadsUrl,
  openDialogByLink,
  postedFields,
  storedLead,
  toast,
  uniqueEmail,
  brand,
} from './dialog-helpers';

// The three lead forms: demo, get started and free trial.
interface LeadFormCase {
  kind: string;
  title: string;
  submit: string;
  companyLabel: string;
  companyRequired: string;
  leadSource: (sources: { website: string; freeTrial: string }) => string;
  success: [title: string, text: string];
  failure: [title: string, text: string];
}

const forms: LeadFormCase[] = [
  {
    kind: 'demo',
    title: 'Schedule a Demo',
    submit: 'Schedule Demo',
    companyLabel: 'Company or property',
    companyRequired: 'Company or property is required',
    leadSource: (sources) => sources.website,
    success: ['Thank you!', "Your demo request has been submitted successfully. We'll be in touch soon."],
    failure: ['Error', 'Something went wrong. Please try again or contact us directly.'],
  },
  {
    kind: 'get-started',
    title: `Get Started with ${brand.name}`,
    submit: 'Get Started',
    companyLabel: 'Company or property',
    companyRequired: 'Company or property is required',
    leadSource: (sources) => sources.website,
    success: ['Thank you!', `We'll get in touch soon to help you get started with ${brand.name}.`],
    failure: ['Error', 'Something went wrong. Please try again or contact us directly.'],
  },
  {
    kind: 'free-trial',
    title: 'Start Your Free Trial',
    submit: 'Start Free Trial',
    companyLabel: 'Company name',
    companyRequired: 'Company name is required',
    leadSource: (sources) => sources.freeTrial,
    success: ['Welcome aboard!', 'Check your email for next steps.'],
    failure: ['Submission failed', 'Please try again or contact support.'],
  },
];

const inputs = (dialog: Locator, form: LeadFormCase) => ({
  firstName: dialog.getByLabel('First name'),
  lastName: dialog.getByLabel('Last name'),
  email: dialog.getByLabel('Work email'),
  company: dialog.getByLabel(form.companyLabel),
});

/** Expects the field to be marked invalid and described by exactly this message. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectFieldValid(field: Locator) {
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(field).not.toHaveAttribute('aria-describedby');
}

function countLeadRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/leads')) sent.push(request.url());
  });
  return sent;
}

for (const form of forms) {
  test.describe(`${form.kind} form`, () => {
    test('labels every field, uses an e-mail input and a visible company field', async ({ page }) => {
      const dialog = await openDialogByLink(page, form.kind);
      await expect(dialog.getByRole('heading', { name: form.title })).toBeVisible();
      const fields = inputs(dialog, form);
      for (const field of Object.values(fields)) await expect(field).toBeVisible();
      await expect(fields.email).toHaveAttribute('type', 'email');
      await expect(fields.firstName).toBeFocused();
      if (form.kind === 'free-trial') await expect(dialog.getByText('No credit card required').first()).toBeVisible();
    });

    test('shows every required-field message and sends nothing', async ({ page }) => {
      const sent = countLeadRequests(page);
      const dialog = await openDialogByLink(page, form.kind);
      const fields = inputs(dialog, form);
      await dialog.getByRole('button', { name: form.submit }).click();
      await expectFieldError(fields.firstName, 'First name is required');
      await expectFieldError(fields.lastName, 'Last name is required');
      await expectFieldError(fields.email, 'Invalid email address');
      await expectFieldError(fields.company, form.companyRequired);
      // The first invalid field takes focus; spaces alone count as empty (values are trimmed).
      await expect(fields.firstName).toBeFocused();
      await fields.firstName.fill('   ');
      await dialog.getByRole('button', { name: form.submit }).click();
      await expectFieldError(fields.firstName, 'First name is required');
      await expect(dialog).toBeVisible();
      expect(sent).toEqual([]);
    });

    test('rejects an invalid e-mail and values over the limits, accepts values at the limits', async ({ page }) => {
      const sent = countLeadRequests(page);
      const dialog = await openDialogByLink(page, form.kind);
      const fields = inputs(dialog, form);
      await fields.firstName.fill('a'.repeat(101));
      await fields.lastName.fill('b'.repeat(101));
      await fields.email.fill('maria.santos@');
      await fields.company.fill('c'.repeat(201));
      await dialog.getByRole('button', { name: form.submit }).click();
      await expectFieldError(fields.firstName, 'First name must be less than 100 characters');
      await expectFieldError(fields.lastName, 'Last name must be less than 100 characters');
      await expectFieldError(fields.email, 'Invalid email address');
      await expectFieldError(fields.company, 'Company name must be less than 200 characters');

      // 256 characters, otherwise a well-formed address.
      await fields.email.fill(`${'m'.repeat(244)}@example.com`);
      await expectFieldError(fields.email, 'Email must be less than 255 characters');

      // At the limits (100, 255, 200) every field is valid again.
      await fields.firstName.fill('a'.repeat(100));
      await fields.lastName.fill('b'.repeat(100));
      await fields.email.fill(`${'m'.repeat(243)}@example.com`);
      await fields.company.fill('c'.repeat(200));
      for (const field of Object.values(fields)) await expectFieldValid(field);
      await expect(dialog.getByText(/must be less than|is required|Invalid email/)).toHaveCount(0);
      expect(sent).toEqual([]);
    });

    test('submits trimmed values: submitting state, toast, closed dialog, the lead posted and stored', async ({ page }) => {
      const settings = await leadSettings(page);
      const email = uniqueEmail(form.kind);
      const release = await holdLeadRequests(page);
      const dialog = await openDialogByLink(page, form.kind);
      const fields = inputs(dialog, form);
      await fields.firstName.fill('  Maria ');
      await fields.lastName.fill(' Santos  ');
      await fields.email.fill(`  ${email}  `);
      await fields.company.fill('  Casa Azul Boutique Hotel ');

      const posted = page.waitForRequest(leadsUrl);
      await dialog.getByRole('button', { name: form.submit }).click();
      const submitting = dialog.getByRole('button', { name: 'Submitting...' });
      await expect(submitting).toBeVisible();
      await expect(submitting).toBeDisabled();
      await expect(submitting.locator('[aria-hidden="true"].animate-spin')).toBeVisible();
      release();

      const request = await posted;
      expect(request.method()).toBe('POST');
      const expected = {
        ...settings.fixedFields,
        [settings.leadSourceField]: form.leadSource(settings.leadSources),
        'First Name': 'Maria',
        'Last Name': 'Santos',
        Email: email,
        Company: 'Casa Azul Boutique Hotel',
      };
      expect(await postedFields(request)).toEqual(expected);

      const shown = toast(page, form.success[0]);
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(form.success[1]);
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/dialog=/);

      expect((await storedLead(email)).fields).toEqual(expected);
    });

    test('keeps the dialog open with every value when sending fails', async ({ page }) => {
      await failLeadRequests(page);
      const dialog = await openDialogByLink(page, form.kind);
      const fields = inputs(dialog, form);
      const values = {
        firstName: ' Kenji',
        lastName: 'Watanabe ',
        email: 'kenji.watanabe@example.com',
        company: 'Harbour View Residences',
      };
      for (const [name, value] of Object.entries(values)) await fields[name as keyof typeof values].fill(value);
      await dialog.getByRole('button', { name: form.submit }).click();

      const shown = toast(page, form.failure[0]);
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(form.failure[1]);
      // Announced inside the dialog too: the toaster is hidden from assistive technology behind the modal.
      await expect(dialog.getByRole('alert')).toHaveText(`${form.failure[0]}: ${form.failure[1]}`);
      await expect(dialog).toBeVisible();
      for (const [name, value] of Object.entries(values)) await expect(fields[name as keyof typeof values]).toHaveValue(value);
      await expect(dialog.getByRole('button', { name: form.submit })).toBeEnabled();
    });
  });
}

test('real buttons open the forms: header and home page, and the news page across remotes', async ({ page }) => {
  test.slow(); // two pages, four dialogs opened and closed
  await page.goto('/');
  const opens = async (button: Locator, title: string) => {
    await button.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  };
  await opens(page.getByRole('banner').getByRole('button', { name: 'Get Started' }), `Get Started with ${brand.name}`);
  await opens(page.getByRole('main').getByRole('button', { name: 'Get Started' }).first(), `Get Started with ${brand.name}`);
  await opens(page.getByRole('main').getByRole('button', { name: 'Schedule Demo' }).first(), 'Schedule a Demo');

  // A remote's button opens the shell's dialog through the shared store (the news page's
  // Subscribe to Newsletter opens the free-trial form).
  await page.goto('/hospitality-industry-news');
  await opens(page.getByRole('button', { name: 'Subscribe to Newsletter' }), 'Start Your Free Trial');
});
