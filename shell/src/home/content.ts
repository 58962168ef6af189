/**
 * Copy of the home page, as typed data apart from the components that lay it out. Numbers are the
 * display-only marketing claims; the brand name always comes from `shared/brand`.
 */
import {
  BookOpen,
  Building2,
  ConciergeBell,
  Cpu,
  Headset,
  Hotel,
  KeyRound,
  type LucideIcon,
  MessageSquareText,
  Activity,
  Plug,
  GraduationCap,
  TreePalm,
  UsersRound,
} from 'lucide-react';
import { brand } from 'shared/brand';

export interface IconCard {
  icon: LucideIcon;
  title: string;
  description: string;
  href: string;
  /** Link text, read on its own by screen readers, so it names the target. */
  linkLabel: string;
}

export interface SolutionCard extends IconCard {
  highlights: string[];
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  property: string;
  /** Initials drawn in the avatar circle. */
  initials: string;
}

export const homeDescription = `${brand.name} is the AI guest-engagement platform for hotels, rentals and property managers: a 24/7 AI concierge, mobile check-in, upsells and staff tools.`;

export const hero = {
  eyebrow: 'AI guest engagement for hospitality',
  titleLead: 'Every guest answered',
  titleHighlight: 'in seconds,',
  titleTrail: 'in their language, at any hour.',
  description: `${brand.name}’s AI concierge answers questions, takes requests and sells the spa slot, the late check-out and the room upgrade over chat, WhatsApp and SMS. Your team gets every conversation it needs to see, with the room number and context attached.`,
  assurances: ['Live in 30 days, onboarding included', 'Replies in 40+ languages', 'Connects to your PMS, POS and CRM'],
  /** Illustrative activity shown beside the headline on wide screens. */
  activity: [
    { tag: 'AI reply · 3 s', text: 'Room 412 asked when the spa closes', tone: 'brand' },
    { tag: 'Upsell accepted', text: 'Late check-out 14:00 · +$45', tone: 'accent' },
    { tag: 'Task created', text: 'Extra towels → Housekeeping · Room 215', tone: 'brand' },
  ],
} as const;

export { headlineStats } from 'shared/marketingFigures';

export const featuresIntro = {
  eyebrow: 'The software',
  title: 'One platform for the whole stay',
  description:
    'Six modules that share one guest profile, so the concierge knows the booking, housekeeping knows the request and finance sees every charge on the folio.',
};

export const features: IconCard[] = [
  {
    icon: MessageSquareText,
    title: 'AI guest messaging',
    description:
      'Answers Wi-Fi, breakfast, parking and “where can we eat tonight?” questions in 40+ languages, and hands refunds, complaints and anything sensitive to a person with the full thread.',
    href: '/software/guest-engagement#messaging',
    linkLabel: 'Explore AI guest messaging',
  },
  {
    icon: KeyRound,
    title: 'Mobile check-in and keys',
    description:
      'Guests verify their ID, sign the registration card and pay the deposit before they land, then open their door with the phone. The front desk queue disappears.',
    href: '/software/guest-journey#pre-checkin',
    linkLabel: 'Explore mobile check-in and keys',
  },
  {
    icon: ConciergeBell,
    title: 'Upsells and digital ordering',
    description:
      'Room upgrades, late check-out, spa slots and in-room dining, offered at the moment of the stay they sell best, paid in one tap and posted straight to the folio.',
    href: '/software/guest-engagement#upsells',
    linkLabel: 'Explore upsells and digital ordering',
  },
  {
    icon: UsersRound,
    title: 'Staff workspace',
    description:
      'Every request becomes a task routed to housekeeping, maintenance or F&B, with a due time, photos and an escalation when the service target slips.',
    href: '/software/staff-tools',
    linkLabel: 'Explore the staff workspace',
  },
  {
    icon: Cpu,
    title: 'Smart property',
    description:
      'Thermostats, lighting and occupancy sensors on one screen, with energy schedules that set back empty rooms and warm them up before the guest arrives.',
    href: '/software/smart-property',
    linkLabel: 'Explore smart property controls',
  },
  {
    icon: Plug,
    title: 'Payments and integrations',
    description:
      'Contactless payments with fraud screening built in, and two-way sync with your property-management, point-of-sale and CRM systems through 500+ ready connectors.',
    href: '/software/integrations',
    linkLabel: 'Explore payments and integrations',
  },
];

export const liveDemoIntro = {
  eyebrow: 'Live demo',
  title: 'What your guests see on their phone',
  description:
    'No download and no login: guests open their stay from a link in the confirmation e-mail or a QR code in the room. Try the tabs and type a message.',
};

export interface Claim {
  title: string;
  description: string;
  /** Short list under the description (the kinds of notifications). */
  points?: string[];
}

export const demoClaims: Claim[] = [
  {
    title: '24/7 AI conversations',
    description:
      'The same answer at 3 a.m. as at noon: replies in under five seconds, learned from your own policies and menus, with a clean hand-over to staff whenever a guest asks for a person.',
  },
  {
    title: 'Smart notifications',
    description: 'Timely, useful messages instead of marketing blasts, each sent when it helps the guest most.',
    points: ['Check-in and check-out alerts', 'Local events', 'Weather', 'Personal recommendations'],
  },
  {
    title: 'One-tap service requests',
    description:
      'Towels, a taxi or a late check-out in a single tap. Staff receive it as a task with the room number, and the guest sees when it is on its way.',
  },
];

export const solutionsIntro = {
  eyebrow: 'Solutions',
  title: 'Built for the way you host',
  description: 'The same platform, set up for the guests, teams and systems of your kind of property.',
};

export const solutions: SolutionCard[] = [
  {
    icon: Hotel,
    title: 'Hotels and resorts',
    description:
      'From 40-key boutiques to 1,200-room resorts: mobile check-in, a concierge that knows every outlet’s hours and upsells timed to each day of the stay.',
    highlights: ['Mobile keys and express check-out', 'Spa, dining and upgrade offers', 'Housekeeping and maintenance tasks'],
    href: '/solutions/by-industry#hospitality',
    linkLabel: 'Solutions for hotels and resorts',
  },
  {
    icon: TreePalm,
    title: 'Vacation rentals',
    description:
      'Self check-in with door codes sent on arrival day, a house manual the AI can quote in any language, and cleaners dispatched the minute guests leave.',
    highlights: ['Keyless self check-in', 'Answers from your house manual', 'Turnover cleaning schedules'],
    href: '/solutions/by-industry#hospitality',
    linkLabel: 'Solutions for vacation rentals',
  },
  {
    icon: Building2,
    title: 'Property management',
    description:
      'One inbox and one dashboard for every building in the portfolio, with owner reports, resident requests and access control managed centrally.',
    highlights: ['Portfolio-wide inbox and reporting', 'Resident and tenant requests', 'Access and smart-building control'],
    href: '/solutions/by-industry#residential',
    linkLabel: 'Solutions for property management',
  },
];

export const platformIntro = {
  eyebrow: 'Platform overview',
  title: 'Every screen your team and your guests use',
  description: 'One design, one login and one guest profile, from the guest’s phone to the back office.',
};

export { scaleStats as impactStats } from 'shared/marketingFigures';

export const dashboardIntro = {
  eyebrow: 'Operations, live',
  title: 'See the whole house at a glance',
  description:
    'Arrivals, pre-check-ins, upsells and open requests update the moment they happen, so the front desk plans the day instead of chasing it.',
  points: [
    'Reservations sync from your PMS in real time',
    'Pre-check-in status before each guest arrives',
    'Upsell revenue per booking, posted to the folio',
  ],
};

export const testimonialsIntro = {
  eyebrow: 'Customers',
  title: 'Hosts who answer every guest',
};

export const testimonials: Testimonial[] = [
  {
    quote:
      'Our front desk took three hundred calls a day about Wi-Fi and breakfast. Now the AI answers them in seconds, and the team spends that time with the guests standing in front of them.',
    name: 'Natalie Brooks',
    role: 'Director of Guest Experience',
    property: 'The Harbourline Hotel, Sydney',
    initials: 'NB',
  },
  {
    quote:
      'Late check-out and spa offers on the second morning paid for the platform in the first quarter. Extras per stay are up 41% year on year, and nobody on the team had to sell harder.',
    name: 'Daniel Okafor',
    role: 'Revenue Manager',
    property: 'Azure Bay Resort & Spa, Phuket',
    initials: 'DO',
  },
  {
    quote:
      'We run 180 rentals in three cities. Guests get their door code, the house rules and an answer at 2 a.m. without anyone on my team waking up.',
    name: 'Sofia Marín',
    role: 'Head of Operations',
    property: 'Casa Lumen Stays, Lisbon',
    initials: 'SM',
  },
];

export const newsIntro = {
  eyebrow: 'Industry news',
  title: 'Latest from hospitality',
  description: 'Trends, guest research and playbooks from our team and the operators we work with.',
};

export const supportIntro = {
  eyebrow: 'Support',
  title: 'People behind the platform',
  description: 'A hospitality specialist sets you up, trains your team and stays on call after go-live.',
};

export const supportLinks: IconCard[] = [
  {
    icon: Headset,
    title: 'Help around the clock',
    description: 'Reach our support desk by chat, e-mail or phone at any hour, in English, Thai and Japanese.',
    href: '/support/get-help',
    linkLabel: 'Get help',
  },
  {
    icon: GraduationCap,
    title: 'Onboarding and training',
    description: 'A named specialist, a 30-day go-live plan and training sessions for every department.',
    href: '/support/onboarding',
    linkLabel: 'See how onboarding works',
  },
  {
    icon: BookOpen,
    title: 'API documentation',
    description: 'REST endpoints, webhooks and SDKs for building on top of your guest data.',
    href: '/support/api-docs',
    linkLabel: 'Read the API docs',
  },
  {
    icon: Activity,
    title: 'System status',
    description: 'Live uptime of every service, incident history and scheduled maintenance.',
    href: '/support/status',
    linkLabel: 'Check system status',
  },
];

export const closingBanner = {
  title: 'Give every guest a concierge in their pocket',
  description: `Book a 30-minute walkthrough with a hospitality specialist and see ${brand.name} answering questions about your own property.`,
};
