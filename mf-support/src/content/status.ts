/** System status page data: services, incidents, maintenance. Static, never fetched. */
import type { BadgeStyle, CallToActionCopy, PageIntro, RelatedLink, Statistic } from './types';

export type ServiceStatus = 'operational' | 'degraded' | 'outage';

export interface Service {
  name: string;
  description: string;
  status: ServiceStatus;
  /** 90-day uptime, as displayed. */
  uptime: string;
}

export interface Incident {
  date: string;
  title: string;
  status: 'resolved';
  duration: string;
  description: string;
}

export interface Maintenance {
  date: string;
  time: string;
  title: string;
  services: string[];
  impact: string;
}

/** Operational green, degraded yellow, outage red: the kit's success, warning and danger tones. */
export const serviceStatusBadges: Record<ServiceStatus, BadgeStyle> = {
  operational: { label: 'Operational', tone: 'success' },
  degraded: { label: 'Degraded', tone: 'warning' },
  outage: { label: 'Outage', tone: 'danger' },
};

export const statusFigures: Statistic[] = [
  { value: '99.98%', label: '30-day uptime' },
  { value: '45 ms', label: 'Average response time' },
  { value: '12', label: 'Monitoring locations' },
  { value: '99.9%', label: 'Uptime SLA' },
];

export const services: Service[] = [
  {
    name: 'Guest Mobile App',
    description: 'Pre-arrival check-in, mobile key delivery, folio and reservations',
    status: 'operational',
    uptime: '99.99%',
  },
  {
    name: 'AI Messaging & Chat Concierge',
    description: 'Automated replies, staff hand-off and translation',
    status: 'operational',
    uptime: '99.97%',
  },
  {
    name: 'Staff Dashboard',
    description: 'Tasks, housekeeping, incidents, analytics and property settings',
    status: 'operational',
    uptime: '99.98%',
  },
  {
    name: 'Mobile Key & Access Control',
    description: 'Key issuing to ASSA ABLOY, Salto and dormakaba lock systems',
    status: 'operational',
    uptime: '99.99%',
  },
  {
    name: 'Payments & Fraud Prevention',
    description: 'Card capture, pre-authorisation, identity checks and payouts',
    status: 'operational',
    uptime: '99.99%',
  },
  {
    name: 'PMS Integrations',
    description: 'Reservation and folio sync with property-management systems',
    status: 'degraded',
    uptime: '99.94%',
  },
  {
    name: 'SMS & One-Time Passwords',
    description: 'Sign-in codes, arrival messages and service notifications',
    status: 'operational',
    uptime: '99.96%',
  },
  {
    name: 'Public REST API & Webhooks',
    description: 'Partner and customer integrations, event delivery',
    status: 'operational',
    uptime: '99.98%',
  },
];

export const pastIncidents: Incident[] = [
  {
    date: '2025-03-27',
    title: 'Delayed reservation sync for one PMS provider',
    status: 'resolved',
    duration: '1 h 42 min',
    description:
      'A rate-limit change on a PMS vendor’s API slowed reservation imports for properties on that system. New bookings appeared in the guest app up to 20 minutes late. We moved the connector to the vendor’s bulk endpoint and cleared the backlog; no data was lost.',
  },
  {
    date: '2025-03-09',
    title: 'SMS one-time passwords slow in Southeast Asia',
    status: 'resolved',
    duration: '38 min',
    description:
      'A carrier route in Thailand and Malaysia queued messages, so sign-in codes took up to four minutes to arrive. Traffic was switched to our secondary SMS provider and delivery returned to under ten seconds.',
  },
  {
    date: '2025-02-14',
    title: 'Staff dashboard analytics charts not loading',
    status: 'resolved',
    duration: '56 min',
    description:
      'A reporting database failover left analytics widgets empty for some properties. Operational screens (tasks, housekeeping, chat) were unaffected. The replica was promoted and the charts back-filled automatically.',
  },
];

export const scheduledMaintenance: Maintenance[] = [
  {
    date: '2025-04-15',
    time: '02:00-04:00 UTC',
    title: 'Database engine upgrade for the messaging cluster',
    services: ['AI Messaging & Chat Concierge', 'Staff Dashboard'],
    impact:
      'Guest messages are queued and delivered when the upgrade completes; staff may see chat history load slowly for up to ten minutes. Mobile keys, check-in and payments are not affected.',
  },
];

export const statusIntro: PageIntro = {
  metaTitle: 'System Status',
  metaDescription:
    'Live status of every Stayvia service: 99.98% uptime over 30 days, 45 ms response, 12 monitoring locations, past incidents and scheduled maintenance.',
  badge: 'System Status',
  title: 'System status',
  highlight: 'and service health',
  description: 'We monitor every service from 12 locations around the world, around the clock, and publish what we find here.',
};

export const statusRelated: RelatedLink[] = [
  { title: 'Get Help', description: 'Report an issue or contact the support team, 24/7 for urgent problems.', href: '/support/get-help' },
  { title: 'Product Updates', description: 'What changed in each release and what is coming next.', href: '/support/updates' },
  { title: 'API Documentation', description: 'Rate limits, error codes and webhooks for your integrations.', href: '/support/api-docs' },
];

export const statusCallToAction: CallToActionCopy = {
  title: 'Reliability you can put in front of guests',
  text: 'Every plan is backed by a 99.9% uptime SLA. See the platform with a product specialist.',
};
