/** Navigation data for the header mega menus, the mobile drawer and the footer. */
import { newsPath } from 'shared/newsPaths';

export interface NavLink {
  label: string;
  href: string;
  description?: string;
}

export interface NavPage extends NavLink {
  /** In-page sections listed under the page in the menu (the ids are the page's section anchors). */
  anchors?: NavLink[];
}

export interface NavColumn {
  title: string;
  links: NavLink[];
}

const anchors = (path: string, items: [id: string, label: string][]): NavLink[] =>
  items.map(([id, label]) => ({ label, href: `${path}#${id}` }));

export const softwarePages: NavPage[] = [
  {
    label: 'Guest Journey',
    href: '/software/guest-journey',
    description: 'From booking to check-out, on the guest’s phone',
    anchors: anchors('/software/guest-journey', [
      ['pre-checkin', 'Pre-Check-in'],
      ['mobile-key', 'Mobile Key'],
      ['self-service', 'Self-Service Kiosks'],
      ['digital-concierge', 'Digital Concierge'],
      ['checkout', 'Express Checkout'],
    ]),
  },
  {
    label: 'Guest Engagement',
    href: '/software/guest-engagement',
    description: 'Conversations, offers and loyalty that lift revenue',
    anchors: anchors('/software/guest-engagement', [
      ['messaging', 'AI Messaging'],
      ['upsells', 'Upsells'],
      ['ordering', 'Digital Ordering'],
      ['feedback', 'Feedback'],
      ['loyalty', 'Loyalty'],
    ]),
  },
  {
    label: 'Staff Tools',
    href: '/software/staff-tools',
    description: 'One workspace for every team on property',
    anchors: anchors('/software/staff-tools', [
      ['communication', 'Team Communication'],
      ['tasks', 'Task Management'],
      ['housekeeping', 'Housekeeping'],
      ['incidents', 'Incident Reporting'],
    ]),
  },
  {
    label: 'Smart Property',
    href: '/software/smart-property',
    description: 'Rooms, energy and devices under one control',
    anchors: anchors('/software/smart-property', [
      ['controls', 'Room Controls'],
      ['energy', 'Energy Management'],
      ['iot', 'IoT Devices'],
      ['ai', 'AI Automation'],
    ]),
  },
  {
    label: 'Payments & Security',
    href: '/software/payments-security',
    description: 'Contactless payments and fraud prevention',
    anchors: anchors('/software/payments-security', [
      ['contactless', 'Contactless Payments'],
      ['oksecure', 'OK Secure'],
    ]),
  },
  {
    label: 'Integrations',
    href: '/software/integrations',
    description: 'PMS, POS, CRM and an open API',
    anchors: anchors('/software/integrations', [
      ['pms', 'PMS Integration'],
      ['api', 'Open API'],
      ['analytics', 'Analytics'],
    ]),
  },
];

export const solutionPages: NavPage[] = [
  {
    label: 'By Industry',
    href: '/solutions/by-industry',
    description: 'Hotels, residential, senior living, co-living and retail',
    anchors: anchors('/solutions/by-industry', [
      ['hospitality', 'Hospitality'],
      ['residential', 'Residential'],
      ['senior', 'Senior Living'],
      ['coliving', 'Co-Living'],
      ['retail', 'Retail & Commercial'],
    ]),
  },
  {
    label: 'By Technology',
    href: '/solutions/by-technology',
    description: 'Mobile, contactless, smart rooms and more',
    anchors: anchors('/solutions/by-technology', [
      ['mobile', 'Mobile Apps'],
      ['contactless', 'Contactless'],
      ['staff', 'Staff Platform'],
      ['smart', 'Smart Rooms'],
      ['loyalty', 'Loyalty'],
      ['payments', 'Payments'],
      ['esg', 'ESG & Sustainability'],
    ]),
  },
  {
    label: 'By Goal',
    href: '/solutions/by-goal',
    description: 'Digitize, grow revenue, automate, retain',
    anchors: anchors('/solutions/by-goal', [
      ['digitize', 'Digitize Operations'],
      ['revenue', 'Increase Revenue'],
      ['automate', 'Automate Workflows'],
      ['loyalty', 'Build Loyalty'],
      ['centralize', 'Centralize Management'],
    ]),
  },
];

export const supportColumns: NavColumn[] = [
  {
    title: 'Get Help',
    links: [
      { label: 'Help Center', href: '/support/get-help', description: 'Requests, articles, FAQs and contact' },
      { label: 'Contact Support', href: '/support/get-help#contact' },
      { label: 'Onboarding', href: '/support/onboarding', description: 'Go live with a guided plan' },
      { label: 'System Status', href: '/support/status', description: 'Live service health' },
    ],
  },
  {
    title: 'Customer Resources',
    links: [
      { label: 'Product Updates', href: '/support/updates', description: 'Release notes and roadmap' },
      { label: 'API Documentation', href: '/support/api-docs', description: 'Build on the platform' },
      { label: 'Downloads', href: '/downloads', description: 'Virtual machine images' },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'About Us', href: '/about', description: 'Our story and leadership' },
      { label: 'Leadership', href: '/about#leadership' },
      { label: 'ESG & Sustainability', href: '/about#esg' },
      { label: 'Industry News', href: newsPath },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Community Hub', href: '/support/community', description: 'Customers, partners, developers' },
      { label: 'Success Stories', href: '/support/community#success-stories' },
      { label: 'Partner Ecosystem', href: '/support/community#partners' },
      { label: 'Events & Webinars', href: '/support/community#events' },
    ],
  },
];

export const pricingLink: NavLink = { label: 'Pricing', href: '/pricing' };

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms & Conditions', href: '/terms-and-conditions' },
  { label: 'GDPR', href: '/gdpr' },
];

export const footerColumns: NavColumn[] = [
  { title: 'Software', links: softwarePages.map(({ label, href }) => ({ label, href })) },
  {
    title: 'Solutions',
    links: [...solutionPages.map(({ label, href }) => ({ label, href })), pricingLink],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: '/support/get-help' },
      { label: 'Onboarding', href: '/support/onboarding' },
      { label: 'System Status', href: '/support/status' },
      { label: 'Product Updates', href: '/support/updates' },
      { label: 'API Documentation', href: '/support/api-docs' },
      { label: 'Community', href: '/support/community' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Industry News', href: newsPath },
      { label: 'Downloads', href: '/downloads' },
      { label: 'Security & Trust', href: '/security' },
      { label: 'Contact Us', href: '/support/get-help#contact' },
    ],
  },
];
