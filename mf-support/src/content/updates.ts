/** Release notes and roadmap. Static. */
import type { BadgeStyle, CallToActionCopy, PageIntro, RelatedLink, SectionNavItem, Statistic } from './types';

export type ReleaseType = 'major' | 'minor';
export type ReleaseItemType = 'new' | 'improved' | 'fixed';
export type RoadmapStatus = 'coming-soon' | 'in-development' | 'planned';

export interface ReleaseItem {
  type: ReleaseItemType;
  title: string;
  description: string;
}

export interface Release {
  version: string;
  /** ISO date of the release. */
  date: string;
  quarter: string;
  type: ReleaseType;
  items: ReleaseItem[];
}

export interface RoadmapItem {
  status: RoadmapStatus;
  title: string;
  description: string;
  eta: string;
}

export const updatesSections: SectionNavItem[] = [
  { id: 'latest', label: 'Latest Updates' },
  { id: 'features', label: 'Feature Releases' },
  { id: 'improvements', label: 'Recent Improvements' },
  { id: 'roadmap', label: 'Product Roadmap' },
];

export const releaseTypeBadges: Record<ReleaseType, BadgeStyle> = {
  major: { label: 'Major Release', tone: 'brand' },
  minor: { label: 'Minor Release', tone: 'neutral' },
};

/** New green, Improved blue, Fixed yellow: the kit's success, info and warning tones. */
export const releaseItemBadges: Record<ReleaseItemType, BadgeStyle> = {
  new: { label: 'New', tone: 'success' },
  improved: { label: 'Improved', tone: 'info' },
  fixed: { label: 'Fixed', tone: 'warning' },
};

export const roadmapStatusBadges: Record<RoadmapStatus, BadgeStyle> = {
  'coming-soon': { label: 'Coming Soon', tone: 'success' },
  'in-development': { label: 'In Development', tone: 'info' },
  planned: { label: 'Planned', tone: 'neutral' },
};

/** Newest first. */
export const releases: Release[] = [
  {
    version: 'v3.8.0',
    date: '2025-03-18',
    quarter: 'Q1 2025',
    type: 'major',
    items: [
      {
        type: 'new',
        title: 'AI upsell suggestions in chat',
        description:
          'The chat concierge now offers room upgrades, late check-out and spa slots at the moment a guest asks a related question, priced from your live availability.',
      },
      {
        type: 'new',
        title: 'Passport scanning at pre-check-in',
        description:
          'Guests photograph their passport in the app; the machine-readable zone is read on the device and matched to the reservation before arrival.',
      },
      {
        type: 'improved',
        title: 'Faster housekeeping board',
        description: 'Room status changes now reach every open staff dashboard in under a second, even on 600-room properties.',
      },
      {
        type: 'fixed',
        title: 'Folio totals with mixed currencies',
        description: 'Folios that combined charges in two currencies could show a rounded total; each line now converts at the posting rate.',
      },
    ],
  },
  {
    version: 'v3.7.1',
    date: '2025-02-04',
    quarter: 'Q1 2025',
    type: 'minor',
    items: [
      {
        type: 'improved',
        title: 'Mobile key provisioning',
        description: 'Keys for Salto and dormakaba locks are issued 40% faster after check-in is confirmed.',
      },
      {
        type: 'fixed',
        title: 'Duplicate arrival messages',
        description: 'Guests whose reservation was modified on the arrival day no longer receive the welcome message twice.',
      },
      {
        type: 'fixed',
        title: 'Thai and Japanese push notifications',
        description: 'Long notifications in Thai and Japanese are no longer cut off mid-character on Android.',
      },
    ],
  },
  {
    version: 'v3.7.0',
    date: '2024-12-10',
    quarter: 'Q4 2024',
    type: 'major',
    items: [
      {
        type: 'new',
        title: 'Digital ordering for restaurants and bars',
        description:
          'Guests order food and drinks from the app, charge them to the room or pay by card, and follow the order until it arrives.',
      },
      {
        type: 'new',
        title: 'Incident reports with photos',
        description: 'Staff log a maintenance or safety incident with photos and location; the right team is notified and the fix is tracked to closure.',
      },
      {
        type: 'improved',
        title: 'Sentiment in guest feedback',
        description: 'Feedback is grouped by topic and sentiment, so a recurring complaint about breakfast queues is visible in one chart.',
      },
    ],
  },
  {
    version: 'v3.6.1',
    date: '2024-11-05',
    quarter: 'Q4 2024',
    type: 'minor',
    items: [
      {
        type: 'improved',
        title: 'Express checkout receipts',
        description: 'Checkout receipts now include the property’s tax registration number and can be forwarded to an employer in one tap.',
      },
      {
        type: 'fixed',
        title: 'Late check-out requests after midnight',
        description: 'Requests sent after midnight on the departure day were dated the previous day; they now use the property’s time zone.',
      },
    ],
  },
  {
    version: 'v3.6.0',
    date: '2024-10-08',
    quarter: 'Q4 2024',
    type: 'major',
    items: [
      {
        type: 'new',
        title: 'Loyalty points in the guest app',
        description: 'Guests see their tier and points balance, earn on upsells and service orders, and redeem at checkout.',
      },
      {
        type: 'new',
        title: 'Energy saving when rooms are empty',
        description: 'Connected thermostats switch to an eco set-point when a room is sold but unoccupied, and back before the guest returns.',
      },
      {
        type: 'improved',
        title: 'Task assignment rules',
        description: 'Service requests are routed by department, floor and shift, so a towel request reaches the housekeeper on that floor.',
      },
    ],
  },
];

export const roadmap: RoadmapItem[] = [
  {
    status: 'coming-soon',
    title: 'WhatsApp two-way messaging',
    description: 'Guests continue the same conversation on WhatsApp, with the AI concierge and staff hand-off working as in the app.',
    eta: 'Q2 2025',
  },
  {
    status: 'coming-soon',
    title: 'Group and event arrivals',
    description: 'Pre-check-in for a whole wedding or conference block, with one organiser inviting every guest.',
    eta: 'Q2 2025',
  },
  {
    status: 'in-development',
    title: 'Predictive housekeeping schedules',
    description: 'Cleaning rotas built from departures, stay-overs and early check-in requests, rebalanced through the day.',
    eta: 'Q3 2025',
  },
  {
    status: 'in-development',
    title: 'Dynamic upsell pricing',
    description: 'Upgrade and late check-out offers priced from occupancy and demand, within limits the revenue team sets.',
    eta: 'Q3 2025',
  },
  {
    status: 'planned',
    title: 'Voice concierge for in-room speakers',
    description: 'Guests ask for towels, a taxi or the breakfast hours out loud; requests land on the same staff task board.',
    eta: 'Q4 2025',
  },
  {
    status: 'planned',
    title: 'Partner app marketplace',
    description: 'Install vetted integrations — spa booking, parking, EV charging — from the dashboard, without a project.',
    eta: 'Q1 2026',
  },
];

/** Items of type new, with the release they came in (Feature Releases). */
export const featureReleases = releases.flatMap((release) =>
  release.items.filter((item) => item.type === 'new').map((item) => ({ ...item, version: release.version })),
);

/** Items improved or fixed, with their version (Recent Improvements). */
export const recentImprovements = releases.flatMap((release) =>
  release.items.filter((item) => item.type !== 'new').map((item) => ({ ...item, version: release.version })),
);

export const updatesIntro: PageIntro = {
  metaTitle: 'Product Updates',
  metaDescription:
    'Stayvia release notes from v3.6.0 to v3.8.0 — new features, improvements and fixes — and the product roadmap to Q1 2026.',
  badge: 'Product Updates',
  title: 'Product updates',
  highlight: 'and roadmap',
  description: 'New features, improvements and fixes in every release, and what our team is building next.',
};

export const updatesStats: Statistic[] = [
  { value: String(releases.length), label: 'Releases since October 2024' },
  { value: 'Monthly', label: 'Release cadence' },
  { value: String(roadmap.length), label: 'Roadmap items ahead' },
  { value: '40+', label: 'Customer ideas shipped in 2024' },
];

export const updatesRelated: RelatedLink[] = [
  { title: 'System Status', description: 'Live health of every service and scheduled maintenance windows.', href: '/support/status' },
  { title: 'Onboarding', description: 'Training for new features and your teams.', href: '/support/onboarding' },
  { title: 'Community', description: 'Events and webinars where we show what is new.', href: '/support/community' },
];

export const updatesCallToAction: CallToActionCopy = {
  title: 'Help shape what we build next',
  text: 'Most roadmap items start as a customer’s idea. Tell us what would make your property run better.',
};
