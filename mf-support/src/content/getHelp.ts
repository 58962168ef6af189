/** /support/get-help: support requests, knowledge base, FAQs and the contact form. */
import type { CallToActionCopy, InfoCard, PageIntro, RelatedLink, SectionNavItem, Statistic } from './types';

export const getHelpIntro: PageIntro = {
  metaTitle: 'Get Help',
  metaDescription:
    'Submit a support request, search the knowledge base, read the FAQs or contact the Stayvia support team — 24/7 for urgent guest-facing issues.',
  badge: 'Help Center',
  title: 'Get help from people who',
  highlight: 'know hospitality',
  description:
    'Our support team has worked front desks, night audits and housekeeping rotas. Tell us what is happening and we will get your guests and staff back on track.',
};

export const getHelpSections: SectionNavItem[] = [
  { id: 'support-request', label: 'Support Request' },
  { id: 'knowledge-base', label: 'Knowledge Base' },
  { id: 'faqs', label: 'FAQs' },
  { id: 'contact', label: 'Contact Us' },
];

/** First-response targets by priority, shown beside the Submit a Request button. */
export const responseTargets: InfoCard[] = [
  {
    title: 'Urgent',
    meta: 'Within 30 minutes, 24/7',
    description: 'Guests cannot check in, open their door or pay; the staff dashboard is unreachable.',
  },
  {
    title: 'High',
    meta: 'Within 4 hours',
    description: 'A feature is failing for some guests or one department, with a workaround in place.',
  },
  {
    title: 'Normal',
    meta: 'Within 1 business day',
    description: 'Configuration questions, report requests, changes to templates or upsell offers.',
  },
];

export const knowledgeBaseTopics: InfoCard[] = [
  {
    title: 'Setting up your property',
    meta: '42 articles',
    description: 'Room types, departments, staff accounts, branding and the guest app’s welcome screen.',
  },
  {
    title: 'Check-in, keys and checkout',
    meta: '35 articles',
    description: 'Pre-arrival forms, ID verification, mobile keys for your lock system and express checkout.',
  },
  {
    title: 'Messaging and the AI concierge',
    meta: '28 articles',
    description: 'Training the concierge on your property, hand-off rules, quick replies and languages.',
  },
  {
    title: 'Integrations and the API',
    meta: '31 articles',
    description: 'Connecting your PMS, POS and CRM, webhooks, API keys and troubleshooting sync.',
  },
];

export interface Faq {
  question: string;
  answer: string;
}

export const faqs: Faq[] = [
  {
    question: 'How do guests get the app — do they have to download anything?',
    answer:
      'No. Guests receive a link by e-mail or SMS before arrival and use the web app in their browser. They can add it to their home screen; a native app is optional for brands that want one.',
  },
  {
    question: 'Which property-management systems do you connect to?',
    answer:
      'We have certified two-way interfaces for Oracle OPERA Cloud, Mews, Cloudbeds, Apaleo and more than 40 other PMSs. Reservations, room status and folio postings sync in both directions.',
  },
  {
    question: 'What happens if the internet connection at the property goes down?',
    answer:
      'Mobile keys already issued keep working because they are stored on the guest’s phone and the lock. Staff tasks queue on their devices and sync as soon as the connection returns.',
  },
  {
    question: 'Can I change the AI concierge’s answers?',
    answer:
      'Yes. Everything it says comes from your property knowledge in the dashboard — opening hours, policies, local tips. Edit an entry and the next answer uses it; you can also require staff approval for chosen topics.',
  },
];

export const contactDetails = {
  hours: 'Urgent requests 24/7 · general enquiries Monday to Friday, 08:00–20:00 (GMT+7)',
  responseNote: 'We answer contact-form messages within one business day.',
};

export const getHelpStats: Statistic[] = [
  { value: '24/7', label: 'Urgent support' },
  { value: '< 30 min', label: 'Urgent first response' },
  { value: '96%', label: 'Customer satisfaction' },
  { value: '136', label: 'Knowledge-base articles' },
];

export const getHelpRelated: RelatedLink[] = [
  { title: 'Onboarding', description: 'A guided plan from kickoff to go-live, with training for every team.', href: '/support/onboarding' },
  { title: 'System Status', description: 'Live health of every service, incidents and scheduled maintenance.', href: '/support/status' },
  { title: 'API Documentation', description: 'Authentication, SDKs and tools for building on the platform.', href: '/support/api-docs' },
];

export const getHelpCallToAction: CallToActionCopy = {
  title: 'Still looking for the right answer?',
  text: 'Book a walkthrough with a product specialist and see how the platform handles your property’s workflows.',
};

/** The contact form's fields; every one is required. */
export type ContactField = 'firstName' | 'lastName' | 'email' | 'company' | 'message';

export const contactFields: { name: ContactField; label: string; autoComplete?: string; type?: 'email' | 'textarea' }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Work email', autoComplete: 'email', type: 'email' },
  { name: 'company', label: 'Company or property', autoComplete: 'organization' },
  { name: 'message', label: 'How can we help?', type: 'textarea' },
];

/** The contact form's notices. */
export const contactMessages = {
  missing: { title: 'Missing fields', description: 'Please fill in all required fields.' },
  sent: { title: 'Message sent!', description: "We'll get back to you as soon as possible." },
};
