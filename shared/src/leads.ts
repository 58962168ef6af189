/**
 * Lead forms: their zod schemas (SPEC §5, exact messages and limits; every value trimmed) and the
 * client that posts a lead to the CRM's web-to-lead endpoint (SPEC §7.1).
 */
import { z } from 'zod';
import type { LeadSettings } from './settings';

export const limits = { name: 100, email: 255, company: 200 } as const;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);

const person = {
  firstName: requiredText('First name is required', limits.name, 'First name must be less than 100 characters'),
  lastName: requiredText('Last name is required', limits.name, 'Last name must be less than 100 characters'),
  email: z
    .string()
    .trim()
    .max(limits.email, 'Email must be less than 255 characters')
    .pipe(z.email('Invalid email address')),
};

/** Demo and Get Started forms. */
export const leadSchema = z.object({
  ...person,
  company: requiredText('Company or property is required', limits.company, 'Company name must be less than 200 characters'),
});

/** Free-trial form: the company field is `companyName`. */
export const freeTrialSchema = z.object({
  ...person,
  companyName: requiredText('Company name is required', limits.company, 'Company name must be less than 200 characters'),
});

/** Dialogs that carry a message (contact, idea, community, waitlist, API key). */
export const messageLeadSchema = leadSchema.extend({
  message: z.string().trim().min(1, 'Please tell us a little more').max(2000, 'Message must be less than 2000 characters'),
});

export type LeadValues = z.infer<typeof leadSchema>;
export type FreeTrialValues = z.infer<typeof freeTrialSchema>;
export type MessageLeadValues = z.infer<typeof messageLeadSchema>;

export interface Lead {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  /** Free text the CRM stores as the lead's description. */
  description?: string;
}

/**
 * Posts one lead as multipart/form-data in `no-cors` mode: the CRM's answer cannot be read, so success
 * means the request was sent (a network failure rejects). Endpoint and fixed fields come from settings.
 */
export async function submitLead(settings: LeadSettings, leadSource: string, lead: Lead): Promise<void> {
  if (!settings.endpoint) throw new Error('The lead endpoint is not configured.');
  const body = new FormData();
  for (const [name, value] of Object.entries(settings.fixedFields)) body.append(name, value);
  body.append(settings.leadSourceField, leadSource);
  body.append('First Name', lead.firstName);
  body.append('Last Name', lead.lastName);
  body.append('Email', lead.email);
  body.append('Company', lead.company);
  if (lead.description) body.append('Description', lead.description);
  await fetch(settings.endpoint, { method: 'POST', mode: 'no-cors', body });
}
