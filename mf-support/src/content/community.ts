/** /support/community: success stories, partners, developers and events. */
import type { CallToActionCopy, InfoCard, PageIntro, RelatedLink, SectionNavItem, Statistic } from './types';

export const communityIntro: PageIntro = {
  metaTitle: 'Community',
  metaDescription:
    'Success stories from hotels and rentals, Stayvia’s technology, payment, hardware and service partners, the developer community and 2025 events and webinars.',
  badge: 'Community',
  title: 'A community of hoteliers,',
  highlight: 'partners and builders',
  description:
    'Learn from properties that changed how they welcome guests, meet the partners we integrate with, and join the people building on the platform.',
};

export const communitySections: SectionNavItem[] = [
  { id: 'success-stories', label: 'Success Stories' },
  { id: 'partners', label: 'Partner Ecosystem' },
  { id: 'developers', label: 'Developer Community' },
  { id: 'events', label: 'Events & Webinars' },
];

export const communityStats: Statistic[] = [
  { value: '5,000+', label: 'Active users' },
  { value: '500+', label: 'Properties' },
  { value: '50+', label: 'Technology partners' },
  { value: '100+', label: 'Monthly webinar attendees' },
];

export interface CaseStudy {
  property: string;
  segment: string;
  location: string;
  result: string;
  resultLabel: string;
  story: string;
}

export const caseStudies: CaseStudy[] = [
  {
    property: 'Chao Phraya Riverside Resort, 212 rooms',
    segment: 'Resort',
    location: 'Bangkok, Thailand',
    result: '38%',
    resultLabel: 'more upsell revenue',
    story: 'Spa slots and river-view upgrades offered in the pre-arrival chat turned into the resort’s fastest-growing revenue line within two quarters.',
  },
  {
    property: 'Harbourline Apartments, 64 units',
    segment: 'Vacation rentals',
    location: 'Sydney, Australia',
    result: '72%',
    resultLabel: 'fewer calls to the front desk',
    story: 'Mobile keys and the AI concierge answer the questions that used to keep one person on the phone through every evening.',
  },
  {
    property: 'The Kestrel Hotel Group, 9 hotels',
    segment: 'Hotel group',
    location: 'Manchester, United Kingdom',
    result: '45%',
    resultLabel: 'faster check-in',
    story: 'With ID checks and payment done before arrival, guests collect nothing at the desk: average check-in fell from 6 minutes to just over 3.',
  },
  {
    property: 'Sakura Residences, 180 units',
    segment: 'Serviced apartments',
    location: 'Osaka, Japan',
    result: '27%',
    resultLabel: 'less energy used in empty units',
    story: 'Connected thermostats switch to eco mode between stays and before arrival, cutting heating and cooling without a single guest complaint.',
  },
];

export interface PartnerGroup {
  category: string;
  description: string;
  vendors: string[];
}

export const partnerGroups: PartnerGroup[] = [
  {
    category: 'Technology Partners',
    description: 'Property-management, channel and CRM systems with certified two-way interfaces.',
    vendors: ['Oracle OPERA Cloud', 'Mews', 'Cloudbeds', 'Apaleo', 'Salesforce'],
  },
  {
    category: 'Payment Partners',
    description: 'Card acceptance, pre-authorisation, tokenisation and identity verification.',
    vendors: ['Stripe', 'Adyen', 'Checkout.com', 'Worldline'],
  },
  {
    category: 'Hardware Partners',
    description: 'Door locks, kiosks and in-room devices our mobile key and smart-room controls work with.',
    vendors: ['ASSA ABLOY', 'Salto', 'dormakaba', 'Honeywell'],
  },
  {
    category: 'Service Partners',
    description: 'Consultancies and integrators who plan, roll out and run the platform for hotel groups.',
    vendors: ['Accenture', 'Deloitte', 'Capgemini', 'NTT DATA'],
  },
];

export const developerBenefits: InfoCard[] = [
  { title: 'Developer forum', description: 'Ask questions, share integration patterns and get answers from our engineers within a business day.' },
  { title: 'Sandbox properties', description: 'A realistic test hotel with rooms, reservations and guests that resets every night.' },
  { title: 'Monthly office hours', description: 'A live call with the API team to review your design before you build it.' },
];

export type EventType = 'webinar' | 'conference' | 'workshop' | 'virtual-meetup';

export const eventTypeLabels: Record<EventType, string> = {
  webinar: 'Webinar',
  conference: 'Conference',
  workshop: 'Workshop',
  'virtual-meetup': 'Virtual Meetup',
};

export interface CommunityEvent {
  type: EventType;
  title: string;
  /** ISO date. */
  date: string;
  location: string;
  description: string;
}

/** In date order. */
export const upcomingEvents: CommunityEvent[] = [
  {
    type: 'webinar',
    title: 'The AI Concierge Playbook for Boutique Hotels',
    date: '2025-05-14',
    location: 'Online',
    description: 'How three boutique hotels trained their concierge, set hand-off rules and measured guest satisfaction.',
  },
  {
    type: 'workshop',
    title: 'Hands-on: Building on the Stayvia API',
    date: '2025-06-18',
    location: 'Singapore',
    description: 'Build a working arrivals integration in one afternoon, with our API engineers at your table.',
  },
  {
    type: 'virtual-meetup',
    title: 'Revenue Managers Roundtable',
    date: '2025-07-09',
    location: 'Online',
    description: 'An open discussion on pricing upgrades, late check-out and packages in the guest app.',
  },
  {
    type: 'conference',
    title: 'Stayvia Connect 2025',
    date: '2025-09-23',
    location: 'Bangkok, Thailand',
    description: 'Two days of customer stories, product sessions and the roadmap, with partners from across the industry.',
  },
];

export const eventTypes: InfoCard[] = [
  { title: 'Webinars', description: 'Monthly 45-minute sessions on one topic, with a recording for everyone who registers.' },
  { title: 'Conferences', description: 'Our annual Stayvia Connect and the industry shows where you can meet the team.' },
  { title: 'Workshops', description: 'Small, hands-on sessions for administrators and developers, in person.' },
  { title: 'Virtual Meetups', description: 'Informal online groups by role — revenue, front office, IT — to share what works.' },
];

export const communityRelated: RelatedLink[] = [
  { title: 'API Documentation', description: 'Authentication, SDKs and tools for the developer community.', href: '/support/api-docs' },
  { title: 'About Us', description: 'Our story, leadership and commitments on sustainability.', href: '/about' },
  { title: 'Industry News', description: 'Insights and trends from across hospitality technology.', href: '/hospitality-industry-news' },
];

export const communityCallToAction: CallToActionCopy = {
  title: 'Join the community',
  text: 'Get invitations to webinars and meetups, early looks at new features and a seat at the customer advisory board.',
};
