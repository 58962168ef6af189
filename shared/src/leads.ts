/**
 * Lead forms: their zod schemas (exact messages and limits; every value trimmed), how each
 * form's values become one CRM lead with its lead source, and the client that posts a lead to the CRM's
 * web-to-lead endpoint and says whether it was taken, where the answer can be read.
 */
import { z } from 'zod';
import type { DialogKind } from './dialogs';
import type { LeadSettings } from './settings';

// zod 4 probes for `Function` (JIT-compiled parsers) on first use; the site's Content-Security-Policy
// forbids eval, so the probe is reported as a violation. The interpreted parsers are fast enough for forms.
z.config({ jitless: true });

export const limits = { name: 100, email: 255, company: 200, phone: 30, title: 120, message: 2000 } as const;

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

const company = requiredText('Company or property is required', limits.company, 'Company name must be less than 200 characters');

const message = (required: string) =>
  requiredText(required, limits.message, 'Message must be less than 2000 characters');

/** One of a fixed list of choices (a select), with the message shown when none is chosen. */
const choice = <const T extends readonly [string, ...string[]]>(options: T, required: string) =>
  z.enum(options, { error: required });

/** Demo and Get Started forms. */
export const leadSchema = z.object({ ...person, company });

/** Free-trial form: the company field is `companyName`. */
export const freeTrialSchema = z.object({
  ...person,
  companyName: requiredText('Company name is required', limits.company, 'Company name must be less than 200 characters'),
});

/** Contact dialog (sales and general questions): phone is optional. */
export const contactSchema = z.object({
  ...person,
  company,
  phone: z
    .string()
    .trim()
    .max(limits.phone, 'Phone number must be less than 30 characters')
    .regex(/^(\+?[\d\s().-]{6,})?$/, 'Enter a valid phone number'),
  message: message('Please enter your message'),
});

export const propertyTypes = [
  'Hotel or resort',
  'Vacation rental',
  'Serviced apartments or co-living',
  'Residential or senior living',
  'Retail or commercial',
  'Other',
] as const;

export const portfolioSizes = ['1–20 rooms or units', '21–100 rooms or units', '101–300 rooms or units', 'More than 300 rooms or units'] as const;

/** Self-service platform waitlist. */
export const waitlistSchema = z.object({
  ...person,
  company,
  propertyType: choice(propertyTypes, 'Choose your property type'),
  portfolioSize: choice(portfolioSizes, 'Choose the size of your property'),
});

export const productAreas = [
  'Guest mobile app',
  'Guest messaging and upsells',
  'Staff tools and housekeeping',
  'Smart property and IoT',
  'Payments and security',
  'Integrations and API',
  'Analytics and reporting',
  'Something else',
] as const;

/** Product idea for the roadmap. */
export const ideaSchema = z.object({
  ...person,
  company,
  productArea: choice(productAreas, 'Choose the part of the product your idea is about'),
  ideaTitle: requiredText('Give your idea a short title', limits.title, 'Title must be less than 120 characters'),
  details: message('Describe your idea'),
});

export const apiUseCases = [
  'Property management system (PMS)',
  'Point of sale (POS)',
  'CRM or marketing automation',
  'Custom guest app or website',
  'Reporting and business intelligence',
  'Something else',
] as const;

/** API access request. */
export const apiKeySchema = z.object({
  ...person,
  company,
  useCase: choice(apiUseCases, 'Choose what you want to connect'),
  details: message('Tell us about your integration'),
});

export const communityRoles = [
  'Hotel or property operator',
  'Developer',
  'Technology or hardware partner',
  'Consultant or agency',
  'Other',
] as const;

export const eventTypes = ['Webinars', 'Conferences', 'Workshops', 'Virtual meetups'] as const;

/** Community sign-up: invitations to events and webinars. */
export const communitySchema = z.object({
  ...person,
  company,
  role: choice(communityRoles, 'Choose the role that fits you best'),
  interests: z.array(z.enum(eventTypes)).min(1, 'Choose at least one kind of event'),
});

export type LeadValues = z.infer<typeof leadSchema>;
export type FreeTrialValues = z.infer<typeof freeTrialSchema>;

export interface Lead {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  /** Free text the CRM stores as the lead's description. */
  description?: string;
}

/** Lines of "Label: value", then a blank line and the visitor's own text. */
const describe = (facts: [string, string][], text?: string) =>
  [facts.map(([label, value]) => `${label}: ${value}`).join('\n'), text].filter(Boolean).join('\n\n');

type Sources = LeadSettings['leadSources'];

interface LeadForm<S extends z.ZodType> {
  schema: S;
  /** The CRM lead-source value; forms other than demo, get started and free trial are told apart by a suffix. */
  source: (sources: Sources) => string;
  toLead: (values: z.output<S>) => Lead;
}

const leadForm = <S extends z.ZodType>(form: LeadForm<S>) => form;

/** Every dialog's form: what it validates and how it becomes a lead (so no lead is lost). */
export const leadForms = {
  demo: leadForm({ schema: leadSchema, source: (s) => s.website, toLead: (v) => v }),
  'get-started': leadForm({ schema: leadSchema, source: (s) => s.website, toLead: (v) => v }),
  'free-trial': leadForm({
    schema: freeTrialSchema,
    source: (s) => s.freeTrial,
    toLead: ({ companyName, ...v }) => ({ ...v, company: companyName }),
  }),
  contact: leadForm({
    schema: contactSchema,
    source: (s) => `${s.website} - Contact`,
    toLead: ({ phone, message, ...v }) => ({ ...v, description: describe(phone ? [['Phone', phone]] : [], message) }),
  }),
  waitlist: leadForm({
    schema: waitlistSchema,
    source: (s) => `${s.website} - Waitlist`,
    toLead: ({ propertyType, portfolioSize, ...v }) => ({
      ...v,
      description: describe([
        ['Request', 'Self-service platform waitlist'],
        ['Property type', propertyType],
        ['Size', portfolioSize],
      ]),
    }),
  }),
  idea: leadForm({
    schema: ideaSchema,
    source: (s) => `${s.website} - Idea`,
    toLead: ({ productArea, ideaTitle, details, ...v }) => ({
      ...v,
      description: describe([['Product idea', ideaTitle], ['Product area', productArea]], details),
    }),
  }),
  'api-key': leadForm({
    schema: apiKeySchema,
    source: (s) => `${s.website} - API Access`,
    toLead: ({ useCase, details, ...v }) => ({
      ...v,
      description: describe([['Request', 'API access'], ['Use case', useCase]], details),
    }),
  }),
  community: leadForm({
    schema: communitySchema,
    source: (s) => `${s.website} - Community`,
    toLead: ({ role, interests, ...v }) => ({
      ...v,
      description: describe([
        ['Request', 'Community membership and event invitations'],
        ['Role', role],
        ['Interested in', interests.join(', ')],
      ]),
    }),
  }),
} satisfies Record<DialogKind, LeadForm<z.ZodType>>;

/** The form values a dialog's inputs hold (before trimming), by dialog kind. */
export type LeadFormInput<K extends DialogKind> = z.input<(typeof leadForms)[K]['schema']>;

/**
 * A lead not sent within this long counts as failed (the form keeps every value and says so) rather than
 * leaving the visitor at 'Submitting...' behind an endpoint that never answers.
 */
export const leadTimeoutMs = 20_000;

/**
 * The lead endpoint's refusal, when its answer can be read (an endpoint on the site's own origin): its status,
 * and the seconds it asked to wait before sending again (`Retry-After`), if it said.
 */
export class LeadNotTaken extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(`The lead endpoint answered ${status}.`);
    this.name = 'LeadNotTaken';
  }
}

/** Seconds from a `Retry-After` value (seconds or an HTTP date), or undefined when there is none or it is malformed. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Posts one lead as multipart/form-data in `no-cors` mode. Toward another origin (the CRM) the answer is opaque:
 * success means the request was sent. From the site's own origin the answer is read: anything but 2xx rejects with
 * `LeadNotTaken` (the local sink answers 503 with `Retry-After` for a lead it could not keep). A network failure,
 * or no answer within `leadTimeoutMs`, rejects too. Endpoint and fixed fields come from settings.
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
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error('The lead was not sent in time.')), leadTimeoutMs);
  try {
    const response = await fetch(settings.endpoint, { method: 'POST', mode: 'no-cors', body, signal: timeout.signal });
    if (response.type === 'opaque' || response.ok) return;
    throw new LeadNotTaken(response.status, retryAfterSeconds(response.headers.get('Retry-After')));
  } finally {
    clearTimeout(timer);
  }
}
