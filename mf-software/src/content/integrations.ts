import { BookOpen, ChartColumn, CodeXml, Database, LayoutDashboard, Network } from 'lucide-react';
import type { SoftwarePageContent } from './types';
import { figures } from 'shared/marketingFigures';

export const integrations: SoftwarePageContent = {
  path: '/software/integrations',
  meta: {
    title: 'Integrations: PMS, POS, CRM, Open API and Analytics',
    description:
      '500+ integrations with PMS, POS and CRM systems, an open REST API with webhooks, and analytics that join guests, revenue and operations.',
  },
  hero: {
    badge: 'Integrations',
    title: 'Integrations with the systems',
    highlight: 'you already run',
    description:
      'Reservations, folios, menus, guest profiles and devices flow between the platform and your existing systems in real time, so nobody types the same thing twice and every report tells the same story.',
    visual: {
      kind: 'hub',
      centre: 'Guest platform',
      nodes: ['PMS', 'POS', 'CRM', 'Door locks', 'Payments', 'Channel manager', 'BI tools', 'Messaging'],
    },
    caption: 'The platform at the centre of your property’s systems.',
  },
  navLabel: 'Integrations sections',
  sections: [
    {
      id: 'pms',
      icon: Database,
      audience: 'For IT and the front office',
      title: 'Two-way PMS integration, in real time',
      intro:
        'Reservations, room assignments, folios and guest profiles are read from and written back to your property-management system as they change, so the guest app and the desk always agree.',
      benefits: [
        {
          title: 'No double entry',
          text: 'Pre-check-in details, preferences and charges made in the app appear in the PMS without retyping.',
        },
        {
          title: 'Live room status',
          text: 'Check-ins, check-outs and housekeeping statuses move both ways within seconds.',
        },
        {
          title: 'POS and CRM too',
          text: 'Outlet menus and charges come from your point of sale; guest profiles and consent sync with your CRM.',
        },
      ],
      steps: [
        'Choose your PMS, POS and CRM from the integration catalogue and authorise the connection.',
        'Our onboarding team maps room types, rate codes, outlets and charge codes with you.',
        'Historical reservations are imported; new changes stream both ways from then on.',
        'A health panel shows every connection’s status and alerts IT if one stops.',
      ],
      connectsTo: ['Property-management systems', 'Point-of-sale systems', 'CRM platforms', 'Channel managers', 'Booking engines'],
      visual: {
        kind: 'board',
        title: 'Connections · Health',
        rows: [
          { label: 'PMS · Reservations and folios', meta: 'Last sync 4 s ago', status: 'Healthy', tone: 'success' },
          { label: 'POS · Restaurant and bar', meta: 'Last order 2 min ago', status: 'Healthy', tone: 'success' },
          { label: 'CRM · Guest profiles', meta: 'Nightly sync 02:00', status: 'Scheduled', tone: 'neutral' },
          { label: 'Door locks · Mobile keys', meta: 'Gateway offline 3 min', status: 'Retrying', tone: 'accent' },
        ],
      },
      caption: 'Every connection’s health in one panel.',
    },
    {
      id: 'api',
      icon: CodeXml,
      audience: 'For developers and partners',
      title: 'An open API for everything else',
      intro:
        'A documented REST API and webhooks let your developers and partners build on the platform: sync a custom system, add a service to the guest app or feed your data warehouse.',
      benefits: [
        {
          title: 'Secure by default',
          text: 'OAuth 2.0 authorisation code flow for apps, API keys for servers, IP allow-listing and role-based scopes.',
        },
        {
          title: 'Events as they happen',
          text: 'Webhooks announce check-ins, orders, requests and payments, so your systems react in real time.',
        },
        {
          title: 'Predictable limits',
          text: 'Standard plans allow 1000 requests per minute, with detailed error codes when something goes wrong.',
        },
      ],
      steps: [
        'Request an API key from the developer portal and try calls in the sandbox property.',
        'Choose the scopes your integration needs; an administrator approves them.',
        'Subscribe to webhooks for the events you care about.',
        'Go live on your production property with the same code.',
      ],
      connectsTo: ['REST API', 'Webhooks', 'SDKs', 'Sandbox property', 'Developer portal'],
      visual: {
        kind: 'code',
        title: 'GET /v1/reservations?arrival=today',
        lines: [
          '$ curl https://api.example.com/v1/reservations \\',
          '    -H "Authorization: Bearer $API_KEY" \\',
          '    -d arrival=today',
          '',
          '{',
          '  "data": [{',
          '    "id": "res_88421",',
          '    "guest": "Mia Laurent",',
          '    "room": "412",',
          '    "preCheckIn": "completed",',
          '    "mobileKey": "issued"',
          '  }],',
          '  "rateLimit": { "perMinute": 1000 }',
          '}',
        ],
      },
      caption: 'A sample API call listing today’s arrivals.',
    },
    {
      id: 'analytics',
      icon: ChartColumn,
      audience: 'For general managers and owners',
      title: 'Analytics that join guests, revenue and operations',
      intro:
        'Because messaging, offers, tasks, payments and devices share one platform, the analytics dashboard can show what drives satisfaction and revenue, not just what happened.',
      benefits: [
        {
          title: 'One source of truth',
          text: 'Adoption of pre-check-in, upsell revenue, response times and review scores, per property and portfolio.',
        },
        {
          title: 'Benchmarks that matter',
          text: 'Compare properties, teams and months side by side, with targets you set.',
        },
        {
          title: 'Your data, your tools',
          text: 'Schedule exports or stream data to your warehouse and BI tools through the API.',
        },
      ],
      steps: [
        'Events from every module are collected with the property, guest segment and time.',
        'Dashboards update every few minutes; figures match the PMS and finance reports.',
        'Managers set targets and receive a weekly summary by e-mail.',
        'Data teams export or stream the raw events to their own warehouse.',
      ],
      connectsTo: ['Analytics dashboard', 'BI tools', 'Data warehouses', 'Scheduled e-mail reports', 'REST API'],
      visual: {
        kind: 'bars',
        title: 'Pre-check-in adoption',
        unit: '% of arrivals',
        bars: [
          { label: 'Wk 1', value: 38 },
          { label: 'Wk 2', value: 47 },
          { label: 'Wk 3', value: 55 },
          { label: 'Wk 4', value: 63 },
          { label: 'Wk 5', value: 71 },
        ],
        note: 'Properties above 60% adoption also score higher on arrival feedback.',
      },
      caption: 'Sample adoption trend in the first five weeks after launch.',
    },
  ],
  related: [
    {
      title: 'Centralize management',
      description: 'Run many properties and systems from one dashboard.',
      href: '/solutions/by-goal#centralize',
      icon: LayoutDashboard,
    },
    {
      title: 'API documentation',
      description: 'Authentication, endpoints, SDKs and tools for developers.',
      href: '/support/api-docs',
      icon: BookOpen,
    },
    {
      title: 'The whole platform',
      description: 'Guest journey, engagement, staff tools and smart property, together.',
      href: '/#software',
      icon: Network,
    },
  ],
  stats: [
    figures.integrations,
    figures.currencies,
    figures.monthlyInteractions,
    figures.propertiesServed,
  ],
  cta: {
    title: 'Connect the platform to your systems',
    text: 'Tell us which PMS, POS and CRM you run; we will show the integration working and plan your go-live.',
  },
};
