/** /support/onboarding: getting started, training programs, implementation and resources. */
import type { CallToActionCopy, CardSection, InfoCard, PageIntro, RelatedLink, SectionNavItem, Statistic } from './types';

export const onboardingIntro: PageIntro = {
  metaTitle: 'Onboarding',
  metaDescription:
    'Go live with Stayvia in weeks: a named onboarding manager, PMS and lock integration, role-based staff training and a resource library — free with every plan.',
  badge: 'Onboarding',
  title: 'Onboarding that gets you live',
  highlight: 'in weeks, not months',
  description:
    'Every plan includes free onboarding: a named manager, a plan built around your PMS and lock system, and training for front office, housekeeping and management.',
};


const gettingStartedSteps: InfoCard[] = [
  {
    title: 'Kickoff call',
    meta: 'Day 1',
    description: 'Meet your onboarding manager, agree the go-live date and list the systems we will connect: PMS, locks, POS and payment provider.',
  },
  {
    title: 'Property profile',
    meta: 'Days 2–5',
    description: 'Import room types, departments and staff; add your logo, colours and the answers the AI concierge should give guests.',
  },
  {
    title: 'Connect your systems',
    meta: 'Week 2',
    description: 'We certify the PMS interface on a test property, pair the door locks and run sample reservations end to end.',
  },
  {
    title: 'Go live',
    meta: 'Week 3',
    description: 'Invite arriving guests, switch on pre-check-in and mobile keys, and review the first week’s conversations together.',
  },
];

const trainingPrograms: InfoCard[] = [
  {
    title: 'Front Office Essentials',
    meta: 'Live · 90 minutes',
    description: 'Reading the arrivals board, approving ID checks, issuing and revoking mobile keys, answering chats the AI hands over.',
  },
  {
    title: 'Housekeeping & Maintenance',
    meta: 'Live · 60 minutes',
    description: 'Room status from the phone, task assignment by floor, logging incidents with photos and closing them.',
  },
  {
    title: 'Administrator Academy',
    meta: 'Live · 2 sessions of 2 hours',
    description: 'Property settings, roles and permissions, upsell offers, message templates, integrations and reports.',
  },
  {
    title: 'On-demand Library',
    meta: 'Self-paced · 45 short videos',
    description: 'Three-minute lessons for new starters and seasonal staff, with a short quiz and a certificate for each role.',
  },
];

const implementationPhases: InfoCard[] = [
  {
    title: 'Discovery',
    meta: 'Week 1',
    description: 'We map how guests arrive, stay and leave today, and which steps the platform should take over first.',
  },
  {
    title: 'Configuration and integration',
    meta: 'Weeks 1–2',
    description: 'PMS, lock, POS and payment interfaces are set up on a test property and signed off by your IT contact.',
  },
  {
    title: 'Pilot',
    meta: 'Week 3',
    description: 'A share of arriving guests use the app while staff work both ways; we tune messages and task routing daily.',
  },
  {
    title: 'Full rollout and review',
    meta: 'Weeks 4–6',
    description: 'Every guest is invited, every department is live, and a 30-day review sets targets for adoption and upsell revenue.',
  },
];

const onboardingResources: InfoCard[] = [
  {
    title: 'Go-live checklist',
    meta: 'PDF · 4 pages',
    description: 'Every setting, integration test and staff task to tick off before the first guest receives an invitation.',
  },
  {
    title: 'Guest message templates',
    meta: '60 templates · 12 languages',
    description: 'Pre-arrival, welcome, upsell and checkout messages written for hotels, rentals and serviced apartments.',
  },
  {
    title: 'Staff quick-reference cards',
    meta: 'Printable · by role',
    description: 'One page per role with the five actions staff use every shift, to keep at the desk or on the housekeeping cart.',
  },
  {
    title: 'Monthly office hours',
    meta: 'Live Q&A',
    description: 'An open call with our product team to ask questions, see what is new and hear how other properties use it.',
  },
];

/** The page's four sections, in order (their ids are the URL anchors). */
export const onboardingCardSections: CardSection[] = [
  {
    id: 'getting-started',
    label: 'Getting Started',
    title: 'Four steps from signature to first guest',
    intro: 'Your onboarding manager runs each step with you and keeps a shared plan with owners and dates.',
    cards: gettingStartedSteps,
    ordered: true,
  },
  {
    id: 'training-programs',
    label: 'Training Programs',
    title: 'Training for every role on property',
    intro: 'Live sessions in your time zone and an on-demand library for new starters, in 12 languages.',
    cards: trainingPrograms,
  },
  {
    id: 'implementation',
    label: 'Implementation',
    title: 'A rollout that never disrupts a shift',
    intro: 'We start with a pilot, measure it, and widen the rollout only when your teams are comfortable.',
    cards: implementationPhases,
    ordered: true,
  },
  {
    id: 'resources',
    label: 'Resources',
    title: 'Everything your team needs to keep going',
    intro: 'Checklists, templates and reference cards that stay useful long after go-live.',
    cards: onboardingResources,
  },
];

export const onboardingSections: SectionNavItem[] = onboardingCardSections.map(({ id, label }) => ({ id, label }));

export const onboardingStats: Statistic[] = [
  { value: '3 weeks', label: 'Typical time to go live' },
  { value: '$0', label: 'Onboarding fee on every plan' },
  { value: '92%', label: 'Staff active in the first month' },
  { value: '12', label: 'Training languages' },
];

export const onboardingRelated: RelatedLink[] = [
  { title: 'Get Help', description: 'Support requests, the knowledge base, FAQs and our contact form.', href: '/support/get-help' },
  { title: 'Product Updates', description: 'Release notes for every version and the roadmap ahead.', href: '/support/updates' },
  { title: 'Integrations', description: 'PMS, POS and CRM interfaces, and the open API.', href: '/software/integrations' },
];

export const onboardingCallToAction: CallToActionCopy = {
  title: 'Ready to plan your go-live?',
  text: 'Tell us about your property and we will send an onboarding plan with dates for each step.',
};
