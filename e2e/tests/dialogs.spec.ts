import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  expectDialogAxeClean,
  failLeadRequests,
  leadSettings,
  leadsUrl,
  openDialogByLink,
  postedFields,
  storedLead,
  toast,
  uniqueEmail,
  brand,
} from './dialog-helpers';

// The eight site dialogs: each opens from a `?dialog=` link on any page.
const titles: Record<string, string> = {
  demo: 'Schedule a Demo',
  'get-started': `Get Started with ${brand.name}`,
  'free-trial': 'Start Your Free Trial',
  contact: 'Contact Us',
  waitlist: 'Join the Self-Service Waitlist',
  idea: 'Submit a Product Idea',
  'api-key': 'Request API Access',
  community: 'Join the Community',
};

for (const [kind, title] of Object.entries(titles)) {
  test.describe(`${kind} dialog`, () => {
    test('has its title, description and close button, is 425 px wide and axe clean', async ({ page }) => {
      const dialog = await openDialogByLink(page, kind);
      await expect(dialog).toHaveAccessibleName(title);
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
      const description = await dialog.getAttribute('aria-describedby');
      expect(description).toBeTruthy();
      await expect(page.locator(`[id="${description}"]`)).not.toBeEmpty();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
      // Measured once its opening transition has settled.
      await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(425);
      await expectDialogAxeClean(page);
    });

    test('traps focus, and Esc closes it and drops the ?dialog= parameter', async ({ page }) => {
      const dialog = await openDialogByLink(page, kind);
      // From the first field, one Tab per control comes back to it; Shift+Tab from it reaches the
      // close button (the last control).
      const first = dialog.getByRole('textbox').first();
      await expect(first).toBeFocused();
      const controls = await dialog.locator('input, select, textarea, button').count();
      for (let i = 0; i < controls; i++) await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

      await expect(page).toHaveURL(new RegExp(`dialog=${kind}`));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/dialog=/);
    });
  });
}

test('an unknown ?dialog= value opens nothing', async ({ page }) => {
  await page.goto('/?dialog=newsletter');
  await expect(page.getByRole('banner')).toBeVisible();
  // The dialog host is loaded (its toaster region is in the page) and still shows no dialog.
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a ?dialog= link works on an area page; closing drops only the parameter, adding no history entry', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/pricing?plan=enterprise&dialog=contact');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Contact Us');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/pricing\?plan=enterprise$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('focus returns to the button that opened the dialog (Esc and the close button)', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('main').getByRole('button', { name: 'Get Started' }).first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: titles['get-started'] });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 640 } });

  test('a tall dialog fits the width and scrolls to its submit button', async ({ page }) => {
    const dialog = await openDialogByLink(page, 'community');
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(390 - 32);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(16);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390 - 16);
    expect(box!.height).toBeGreaterThan(640);
    const submit = dialog.getByRole('button', { name: 'Join Community' });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
    await expectDialogAxeClean(page);
  });
});

// The five dialogs beyond the three lead forms: their own fields, messages and lead delivery.
type Extra =
  | { type: 'text'; label: string; value: string; required?: string }
  | { type: 'select'; label: string; value: string; required: string }
  | { type: 'checks'; group: string; values: string[]; required: string };

interface ExtraFormCase {
  kind: string;
  submit: string;
  extras: Extra[];
  sourceSuffix: string;
  description: string;
  success: [title: string, text: string];
}

const extraForms: ExtraFormCase[] = [
  {
    kind: 'contact',
    submit: 'Send Message',
    extras: [
      { type: 'text', label: 'Phone', value: '+66 81 234 5678' },
      { type: 'text', label: 'How can we help?', value: 'We run three hotels in Phuket and need Enterprise pricing.', required: 'Please enter your message' },
    ],
    sourceSuffix: ' - Contact',
    description: 'Phone: +66 81 234 5678\n\nWe run three hotels in Phuket and need Enterprise pricing.',
    success: ['Message sent!', "We'll get back to you as soon as possible."],
  },
  {
    kind: 'waitlist',
    submit: 'Join Waitlist',
    extras: [
      { type: 'select', label: 'Property type', value: 'Vacation rental', required: 'Choose your property type' },
      { type: 'select', label: 'Size', value: '1–20 rooms or units', required: 'Choose the size of your property' },
    ],
    sourceSuffix: ' - Waitlist',
    description: 'Request: Self-service platform waitlist\nProperty type: Vacation rental\nSize: 1–20 rooms or units',
    success: ["You're on the list!", "We'll email you as soon as the self-service platform opens in Q2 2026."],
  },
  {
    kind: 'idea',
    submit: 'Submit Idea',
    extras: [
      { type: 'select', label: 'Product area', value: 'Guest mobile app', required: 'Choose the part of the product your idea is about' },
      { type: 'text', label: 'Your idea in one line', value: 'Let guests extend their stay in the app', required: 'Give your idea a short title' },
      { type: 'text', label: 'What problem would it solve?', value: 'Guests call reception to extend; the app could check availability.', required: 'Describe your idea' },
    ],
    sourceSuffix: ' - Idea',
    description:
      'Product idea: Let guests extend their stay in the app\nProduct area: Guest mobile app\n\nGuests call reception to extend; the app could check availability.',
    success: ['Thanks for your idea!', 'Our product team reviews every suggestion and will contact you if we need more detail.'],
  },
  {
    kind: 'api-key',
    submit: 'Request API Key',
    extras: [
      { type: 'select', label: 'What do you want to connect?', value: 'Property management system (PMS)', required: 'Choose what you want to connect' },
      { type: 'text', label: 'Describe your integration', value: 'Sync reservations from our in-house PMS for 12 properties.', required: 'Tell us about your integration' },
    ],
    sourceSuffix: ' - API Access',
    description:
      'Request: API access\nUse case: Property management system (PMS)\n\nSync reservations from our in-house PMS for 12 properties.',
    success: ['Request received', 'Our developer team will review your request and email you your sandbox API key.'],
  },
  {
    kind: 'community',
    submit: 'Join Community',
    extras: [
      { type: 'select', label: 'Your role', value: 'Developer', required: 'Choose the role that fits you best' },
      { type: 'checks', group: 'Events you would like to hear about', values: ['Webinars', 'Workshops'], required: 'Choose at least one kind of event' },
    ],
    sourceSuffix: ' - Community',
    description: 'Request: Community membership and event invitations\nRole: Developer\nInterested in: Webinars, Workshops',
    success: ['Welcome to the community!', "We'll send you invitations to upcoming webinars, workshops and meetups."],
  },
];

const person = (dialog: Locator) => ({
  firstName: dialog.getByLabel('First name'),
  lastName: dialog.getByLabel('Last name'),
  email: dialog.getByLabel('Work email'),
  company: dialog.getByLabel('Company or property'),
});

async function fillExtras(dialog: Locator, extras: Extra[]) {
  for (const extra of extras) {
    if (extra.type === 'text') await dialog.getByLabel(extra.label).fill(`  ${extra.value} `);
    else if (extra.type === 'select') await dialog.getByLabel(extra.label).selectOption({ label: extra.value });
    else for (const value of extra.values) await dialog.getByRole('checkbox', { name: value }).check();
  }
}

for (const form of extraForms) {
  test.describe(`${form.kind} form`, () => {
    test('validates, then sends the lead with its source and description', async ({ page }) => {
      const settings = await leadSettings(page);
      const email = uniqueEmail(form.kind);
      const dialog = await openDialogByLink(page, form.kind);
      const submit = dialog.getByRole('button', { name: form.submit });

      await submit.click();
      const fields = person(dialog);
      await expect(fields.firstName).toHaveAccessibleDescription('First name is required');
      await expect(fields.company).toHaveAccessibleDescription('Company or property is required');
      for (const extra of form.extras) {
        if (!extra.required) continue;
        const field = extra.type === 'checks' ? dialog.getByRole('group', { name: extra.group }) : dialog.getByLabel(extra.label);
        await expect(field).toHaveAccessibleDescription(extra.required);
      }

      await fields.firstName.fill(' Aroon ');
      await fields.lastName.fill('Chaiyaporn');
      await fields.email.fill(email);
      await fields.company.fill(' Baan Suan Villas ');
      await fillExtras(dialog, form.extras);
      const posted = page.waitForRequest(leadsUrl);
      await submit.click();

      const expected = {
        ...settings.fixedFields,
        [settings.leadSourceField]: `${settings.leadSources.website}${form.sourceSuffix}`,
        'First Name': 'Aroon',
        'Last Name': 'Chaiyaporn',
        Email: email,
        Company: 'Baan Suan Villas',
        // Multipart encoding sends line breaks as CRLF (HTML's form-data newline normalisation).
        Description: form.description.replaceAll('\n', '\r\n'),
      };
      expect(await postedFields(await posted)).toEqual(expected);
      const shown = toast(page, form.success[0]);
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(form.success[1]);
      await expect(dialog).toBeHidden();
      // The sink stores text normalised: line breaks as "\n" (supabase/server/leads/leadText.ts).
      expect((await storedLead(email)).fields).toEqual({ ...expected, Description: form.description });
    });

    test('keeps the dialog open with every value when sending fails', async ({ page }) => {
      await failLeadRequests(page);
      const dialog = await openDialogByLink(page, form.kind);
      const fields = person(dialog);
      await fields.firstName.fill('Aroon');
      await fields.lastName.fill('Chaiyaporn');
      await fields.email.fill('aroon@example.com');
      await fields.company.fill('Baan Suan Villas');
      await fillExtras(dialog, form.extras);
      await dialog.getByRole('button', { name: form.submit }).click();

      const shown = toast(page, 'Error');
      await expect(shown).toBeVisible();
      await expect(shown).toContainText('Something went wrong. Please try again or contact us directly.');
      await expect(dialog).toBeVisible();
      await expect(fields.firstName).toHaveValue('Aroon');
      await expect(fields.lastName).toHaveValue('Chaiyaporn');
      await expect(fields.email).toHaveValue('aroon@example.com');
      await expect(fields.company).toHaveValue('Baan Suan Villas');
      for (const extra of form.extras) {
        if (extra.type === 'text') await expect(dialog.getByLabel(extra.label)).toHaveValue(`  ${extra.value} `);
        else if (extra.type === 'select') await expect(dialog.getByLabel(extra.label)).toHaveValue(extra.value);
        else for (const value of extra.values) await expect(dialog.getByRole('checkbox', { name: value })).toBeChecked();
      }
    });
  });
}

test('contact form rejects a malformed phone number', async ({ page }) => {
  const dialog = await openDialogByLink(page, 'contact');
  await dialog.getByLabel('Phone').fill('call me');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByLabel('Phone')).toHaveAccessibleDescription('Enter a valid phone number');
});
