/** Pricing data: static, never fetched. */
import { Building2, GraduationCap, Target } from 'lucide-react';
import { brand } from 'shared/brand';
import type { CallToActionContent, PricingPlan, RelatedLink } from './types';

/** Every plan includes this; shown on each card and under the plans. */
export const onboardingIncluded = 'Free onboarding support';

export const pricingMeta = {
  title: 'Pricing',
  description: `${brand.name} plans from $100 per month: Starter, Essentials, Professional with 0% commission on in-house upsells, and Enterprise. Free onboarding support on every plan.`,
};

export const pricingHero = {
  badge: 'Pricing',
  title: 'Simple plans that',
  highlight: 'grow with your property',
  description:
    'Four plans with a clear monthly minimum and no hidden fees. Start with the guest app and AI concierge, add staff tools, payments and smart rooms as you go, and get free onboarding support on every plan.',
};

/** What every plan comes with (the pricing hero's card). */
export const everyPlanIncludes = [
  { title: onboardingIncluded, text: 'PMS connection, setup and staff training with our onboarding team.' },
  { title: 'Your brand, your languages', text: 'The guest app in your logo and colours, in the languages your guests speak.' },
  { title: 'Hosting, updates and security', text: 'New releases and security patches arrive at no extra cost.' },
  { title: 'Change plans as you grow', text: 'Move up or add modules at any time; prices are in US dollars, billed monthly.' },
];

export const plans: PricingPlan[] = [
  {
    name: 'Starter',
    subtitle: 'For boutique hotels and rentals',
    description: 'Put the stay on the guest’s phone and let AI answer the questions your team hears every day.',
    price: 100,
    features: [
      'Branded guest web app, no download needed',
      'Pre-arrival check-in with ID verification',
      'AI chat concierge, 24/7 in 40+ languages',
      'Digital compendium and local guide',
      'Guest feedback surveys',
      onboardingIncluded,
    ],
    pricingNote: 'Minimum monthly fee per property, billed monthly',
    buttonText: 'Book a demo',
    dialog: 'demo',
    highlighted: false,
  },
  {
    name: 'Essentials',
    subtitle: 'For growing hotels and serviced apartments',
    description: 'Everything in Starter, plus the keys, offers and staff tools that take work off the front desk.',
    price: 150,
    features: [
      'Everything in Starter',
      'Mobile key and express checkout',
      'Upsells and digital ordering',
      'Staff inbox, tasks and housekeeping board',
      'Two-way PMS integration',
      onboardingIncluded,
    ],
    pricingNote: 'Minimum monthly fee per property, billed monthly',
    buttonText: 'Book a demo',
    dialog: 'demo',
    highlighted: false,
  },
  {
    name: 'Professional',
    subtitle: 'For full-service hotels and resorts',
    description: 'The complete guest-engagement platform, with payments, loyalty and smart rooms, and no commission on what you sell in-house.',
    price: 200,
    features: [
      'Everything in Essentials',
      '0% commission on in-house upsells and orders',
      'Loyalty points, tiers and rewards',
      'Contactless payments with OK Secure fraud screening',
      'Smart-room controls and energy automation',
      'Advanced analytics, POS and CRM integrations',
      onboardingIncluded,
    ],
    pricingNote: 'Minimum monthly fee per property, billed monthly',
    buttonText: 'Book a demo',
    dialog: 'demo',
    highlighted: true,
    badge: '0% Commission on in-house upsells',
  },
  {
    name: 'Enterprise',
    subtitle: 'For groups, chains and portfolios',
    description: 'One platform across every property, with custom integrations, governance and a team that knows your business.',
    price: null,
    features: [
      'Everything in Professional, for every property',
      'Portfolio dashboard and central management',
      'Open API access and custom integrations',
      'Single sign-on and role-based access control',
      'Dedicated success manager and 99.9% uptime SLA',
      onboardingIncluded,
    ],
    pricingNote: 'Custom pricing for your portfolio',
    buttonText: 'Contact us',
    dialog: 'contact',
    highlighted: false,
  },
];

export const customPricing = {
  title: 'Need something different? We build custom pricing',
  description:
    'Large portfolios, mixed property types and unusual room counts rarely fit a table. Tell us what you run and we will put together a quote that matches it.',
  factors: [
    { title: 'Portfolio size', text: 'Volume pricing for groups, from two properties to several hundred.' },
    { title: 'Property type', text: 'Hotels, rentals, residential, senior living, co-living and retail priced for how they work.' },
    { title: 'Modules you need', text: 'Pay only for the building blocks you switch on, and add more at any time.' },
    { title: 'Integrations', text: 'Connections to your PMS, POS, CRM and access-control systems scoped with you.' },
  ],
  buttonText: 'Contact us',
};

export const waitlist = {
  label: 'Coming Q2 2026',
  title: 'Launch in 30 Minutes',
  description: `The self-service ${brand.name} platform: sign up, connect your PMS, brand your guest app and go live the same afternoon, without a sales call.`,
  points: ['Guided setup wizard', 'Pay by card, cancel any time', 'Free trial — no credit card required'],
  buttonText: 'Join the waitlist',
};

/** Questions buyers ask before they book a demo. */
export const pricingFaqs = [
  {
    question: 'What does “from” mean in the prices?',
    answer:
      'Each price is the minimum monthly fee for one property on that plan. The final figure depends on the number of rooms or units and on the modules you switch on; your quote shows every line before you sign.',
  },
  {
    question: 'What is included in free onboarding support?',
    answer:
      'Our onboarding team connects your PMS, sets up the guest app in your brand, loads your property information for the AI concierge and trains your staff, on every plan and at no extra cost.',
  },
  {
    question: 'Can I change plans later?',
    answer: 'Yes. Move up, add modules or move down at any time; the change applies from your next monthly bill.',
  },
  {
    question: 'Why does Professional have 0% commission on in-house upsells?',
    answer:
      'On Essentials, a commission applies to upgrades, orders and extras sold through the guest app. Professional and Enterprise remove it, so every dollar of in-house upsell revenue stays with your property.',
  },
  {
    question: 'Is there a free trial?',
    answer: `The self-service platform, coming in Q2 2026, starts with a free trial and no credit card required. Until then, book a demo and we will show ${brand.name} running on your own property's information.`,
  },
];

export const pricingRelated: RelatedLink[] = [
  { title: 'Solutions by Industry', description: 'How hotels, residential, senior-living, co-living and retail properties use each plan.', href: '/solutions/by-industry', icon: Building2 },
  { title: 'Solutions by Goal', description: 'Grow revenue, automate workflows or centralise a portfolio: where each plan gets you.', href: '/solutions/by-goal', icon: Target },
  { title: 'Onboarding', description: 'What free onboarding support includes, from PMS connection to staff training.', href: '/support/onboarding', icon: GraduationCap },
];

export const pricingCta: CallToActionContent = {
  title: 'Not sure which plan fits?',
  text: 'Book a 30-minute demo. We will look at your property and systems and recommend the plan that pays for itself fastest.',
};
