/**
 * Copy of the site's eight dialogs: titles, introductions, the fields each form shows and the notices
 * after sending. What each form validates and how it reaches the CRM lives in `shared/leads`.
 */
import { brand } from 'shared/brand';
import type { DialogKind } from 'shared/dialogs';
import {
  apiUseCases,
  communityRoles,
  eventTypes,
  portfolioSizes,
  productAreas,
  propertyTypes,
  type LeadFormInput,
} from 'shared/leads';

interface FieldBase<Name extends string> {
  name: Name;
  label: string;
  autoComplete?: string;
  placeholder?: string;
  /** Shown beside the label; the schema decides what is really required. */
  optional?: boolean;
  /** Half a row (first and last name side by side). */
  half?: boolean;
}

export type FieldSpec<Name extends string = string> = FieldBase<Name> &
  (
    | { kind: 'text' | 'email' | 'tel' }
    | { kind: 'textarea'; rows: number }
    | { kind: 'select'; options: readonly string[] }
    | { kind: 'checkboxes'; options: readonly string[] }
  );

export interface Notice {
  title: string;
  description: string;
}

export interface DialogContent<K extends DialogKind = DialogKind> {
  title: string;
  description: string;
  /** Short facts shown as badges under the introduction. */
  highlights?: readonly string[];
  fields: readonly FieldSpec<keyof LeadFormInput<K> & string>[];
  submitLabel: string;
  /** Small print under the button. */
  footnote?: string;
  success: Notice;
  failure: Notice;
}

const firstName = { name: 'firstName', label: 'First name', kind: 'text', autoComplete: 'given-name', half: true } as const;
const lastName = { name: 'lastName', label: 'Last name', kind: 'text', autoComplete: 'family-name', half: true } as const;
const email = { name: 'email', label: 'Work email', kind: 'email', autoComplete: 'email', placeholder: 'you@yourhotel.com' } as const;
const company = { name: 'company', label: 'Company or property', kind: 'text', autoComplete: 'organization' } as const;

const genericFailure: Notice = {
  title: 'Error',
  description: 'Something went wrong. Please try again or contact us directly.',
};

/** "in 45 seconds", "in a minute", "in 3 minutes". */
const inTime = (seconds: number) => {
  if (seconds < 60) return `in ${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
};

/**
 * Every form's notice when the site's own lead endpoint answered that it could not keep the lead now and when to
 * send it again (`Retry-After`: a full disk, too many leads at once).
 */
export const notTakenNotice = (retryAfterSeconds: number): Notice => ({
  title: 'Not sent yet',
  description: `Your request could not be saved just now. Please send it again ${inTime(retryAfterSeconds)}: everything you typed is still here.`,
});

const privacyNote = `We use your details only to answer this request. See our privacy policy for how ${brand.name} handles data.`;

export const dialogContent: { [K in DialogKind]: DialogContent<K> } = {
  demo: {
    title: 'Schedule a Demo',
    description: `See how ${brand.name} answers guest messages, runs mobile check-in and sells upgrades for a property like yours, in a 30-minute walkthrough with a product specialist.`,
    fields: [firstName, lastName, email, company],
    submitLabel: 'Schedule Demo',
    footnote: privacyNote,
    success: {
      title: 'Thank you!',
      description: "Your demo request has been submitted successfully. We'll be in touch soon.",
    },
    failure: genericFailure,
  },
  'get-started': {
    title: `Get Started with ${brand.name}`,
    description:
      'Tell us about your property and our onboarding team will plan your setup with you: integrations, guest app branding and staff training. Onboarding support is free on every plan.',
    fields: [firstName, lastName, email, company],
    submitLabel: 'Get Started',
    footnote: privacyNote,
    success: {
      title: 'Thank you!',
      description: `We'll get in touch soon to help you get started with ${brand.name}.`,
    },
    failure: genericFailure,
  },
  'free-trial': {
    title: 'Start Your Free Trial',
    description: `Try the ${brand.name} guest app and staff dashboard with your own team, and get hospitality insights from our newsletter along the way.`,
    highlights: ['No credit card required', 'Free onboarding support'],
    fields: [firstName, lastName, email, { name: 'companyName', label: 'Company name', kind: 'text', autoComplete: 'organization' }],
    submitLabel: 'Start Free Trial',
    footnote: "Cancel at any time. We'll email you your login and a setup guide.",
    success: { title: 'Welcome aboard!', description: 'Check your email for next steps.' },
    failure: { title: 'Submission failed', description: 'Please try again or contact support.' },
  },
  contact: {
    title: 'Contact Us',
    description:
      'Questions about Enterprise pricing, a multi-property rollout or an integration? Send us a message and the right person on our team will reply within one business day.',
    fields: [
      firstName,
      lastName,
      email,
      company,
      { name: 'phone', label: 'Phone', kind: 'tel', autoComplete: 'tel', optional: true },
      { name: 'message', label: 'How can we help?', kind: 'textarea', rows: 4 },
    ],
    submitLabel: 'Send Message',
    footnote: privacyNote,
    success: { title: 'Message sent!', description: "We'll get back to you as soon as possible." },
    failure: genericFailure,
  },
  waitlist: {
    title: 'Join the Self-Service Waitlist',
    description: `Our self-service platform lets independent properties set up the ${brand.name} guest app on their own, with no sales call and no setup fee. Join the waitlist and we'll invite you as soon as it opens.`,
    highlights: ['Coming Q2 2026', 'Launch in 30 Minutes'],
    fields: [
      firstName,
      lastName,
      email,
      company,
      { name: 'propertyType', label: 'Property type', kind: 'select', options: propertyTypes },
      { name: 'portfolioSize', label: 'Size', kind: 'select', options: portfolioSizes },
    ],
    submitLabel: 'Join Waitlist',
    footnote: 'No credit card required. We only email you about the launch.',
    success: {
      title: "You're on the list!",
      description: "We'll email you as soon as the self-service platform opens in Q2 2026.",
    },
    failure: genericFailure,
  },
  idea: {
    title: 'Submit a Product Idea',
    description: `Tell us what would make ${brand.name} better for your guests or your team. Our product team reads every idea when it plans the roadmap.`,
    fields: [
      firstName,
      lastName,
      email,
      company,
      { name: 'productArea', label: 'Product area', kind: 'select', options: productAreas },
      { name: 'ideaTitle', label: 'Your idea in one line', kind: 'text', placeholder: 'e.g. Let guests extend their stay in the app' },
      { name: 'details', label: 'What problem would it solve?', kind: 'textarea', rows: 4 },
    ],
    submitLabel: 'Submit Idea',
    footnote: privacyNote,
    success: {
      title: 'Thanks for your idea!',
      description: 'Our product team reviews every suggestion and will contact you if we need more detail.',
    },
    failure: genericFailure,
  },
  'api-key': {
    title: 'Request API Access',
    description:
      "Tell us what you're building. We'll send you sandbox credentials to start with; production keys follow once we have reviewed your integration.",
    highlights: ['OAuth 2.0 and API keys', '1000 requests per minute'],
    fields: [
      firstName,
      lastName,
      email,
      company,
      { name: 'useCase', label: 'What do you want to connect?', kind: 'select', options: apiUseCases },
      { name: 'details', label: 'Describe your integration', kind: 'textarea', rows: 4, placeholder: 'Systems involved, data you need, number of properties' },
    ],
    submitLabel: 'Request API Key',
    footnote: privacyNote,
    success: {
      title: 'Request received',
      description: "Our developer team will review your request and email you your sandbox API key.",
    },
    failure: genericFailure,
  },
  community: {
    title: 'Join the Community',
    description: `Get invitations to our webinars, workshops, conferences and virtual meetups, and meet the hoteliers, developers and partners building with ${brand.name}.`,
    fields: [
      firstName,
      lastName,
      email,
      company,
      { name: 'role', label: 'Your role', kind: 'select', options: communityRoles },
      { name: 'interests', label: 'Events you would like to hear about', kind: 'checkboxes', options: eventTypes },
    ],
    submitLabel: 'Join Community',
    footnote: 'You can unsubscribe from event invitations at any time.',
    success: {
      title: 'Welcome to the community!',
      description: "We'll send you invitations to upcoming webinars, workshops and meetups.",
    },
    failure: genericFailure,
  },
};
