import { Building, Building2, Cpu, HeartHandshake, Hotel, Store, Tag, Target } from 'lucide-react';
import { brand } from 'shared/brand';
import { softwareModule as m } from './softwareModules';
import { solutionStats } from './stats';
import type { SolutionPageContent } from './types';

export const byIndustry: SolutionPageContent = {
  path: '/solutions/by-industry',
  meta: {
    title: 'Solutions by Industry',
    description: `How ${brand.name} serves hotels and resorts, residential buildings, senior living, co-living and retail properties: the problems of each, what the platform does and the results.`,
  },
  hero: {
    badge: 'Solutions by Industry',
    title: 'One platform, shaped to',
    highlight: 'your industry',
    description:
      'A resort, an apartment tower and a senior-living community all host people, but their days look nothing alike. See how each one uses the same guest app, staff tools and smart-property controls in its own way.',
  },
  sections: [
    {
      id: 'hospitality',
      icon: Hotel,
      title: 'Hotels, resorts and vacation rentals',
      intro:
        'Guests expect to arrive, unlock and ask for anything from their phone, while front desks run leaner than ever. We take the routine questions and paperwork off the desk so the team can spend its time on hospitality.',
      challenges: [
        'Check-in queues at peak arrival hours and ID copies handled on paper',
        'The same questions about breakfast, Wi-Fi and parking answered all day',
        'Upsells offered only at the desk, when the guest is tired and in a hurry',
        'Reviews that reveal a problem only after the guest has left',
      ],
      approach: [
        { title: 'Pre-arrival check-in', text: 'Guests confirm details, verify their ID and choose an arrival time before they travel.' },
        { title: 'Mobile key and express checkout', text: 'The phone opens the room door and settles the folio in two taps.' },
        { title: 'AI concierge around the clock', text: 'Answers in the guest’s language and hands anything unusual to staff with full context.' },
      ],
      outcomes: [
        { value: '35%', label: 'revenue increase reported by properties using in-stay offers' },
        { value: '98%', label: 'guest satisfaction across properties served' },
      ],
      modules: [m('guest-journey', 'pre-checkin'), m('guest-journey', 'mobile-key'), m('guest-engagement', 'messaging'), m('guest-engagement', 'upsells')],
      visual: {
        kind: 'phone',
        title: 'Welcome, Ms. Tanaka',
        subtitle: 'Room 1204 · Check-out Fri 11:00',
        messages: [
          { from: 'guest', text: 'Can I get a late check-out on Friday?' },
          { from: 'app', text: 'Yes — 14:00 is available for $25. Shall I add it to your folio?' },
        ],
        action: 'Add late check-out',
      },
    },
    {
      id: 'residential',
      icon: Building2,
      title: 'Residential and multifamily buildings',
      intro:
        'Residents stay for years, so small frictions add up: lost fobs, parcels piling up in the lobby, maintenance requests sent to a personal phone. We give every resident one app and every building team one queue.',
      challenges: [
        'Key fobs that get lost, copied or never returned at move-out',
        'Maintenance requests scattered across e-mail, calls and chat groups',
        'Amenity bookings for gyms and meeting rooms kept on paper sheets',
        'Building notices that half the residents never read',
      ],
      approach: [
        { title: 'Phone as the building key', text: 'Doors, lifts and amenity rooms open with a mobile credential that can be revoked in seconds.' },
        { title: 'Requests with a status', text: 'Residents report an issue with a photo; the team assigns, updates and closes it in one queue.' },
        { title: 'Targeted notices', text: 'Water shut-offs and events reach the right floors by push notification and in-app chat.' },
      ],
      outcomes: [
        { value: '24/7', label: 'resident requests received and triaged' },
        { value: '1 app', label: 'for access, requests, bookings and notices' },
      ],
      modules: [m('guest-journey', 'mobile-key'), m('staff-tools', 'tasks'), m('staff-tools', 'incidents'), m('smart-property', 'iot')],
      visual: {
        kind: 'panel',
        title: 'Maintenance queue · Tower B',
        rows: [
          { label: 'Leaking tap · Unit 14C', detail: 'Photo attached · assigned to Somchai', status: 'In progress', tone: 'info' },
          { label: 'Gym booking · 18:00', detail: 'Unit 7A · 2 residents', status: 'Confirmed', tone: 'good' },
          { label: 'Lift 2 inspection', detail: 'Notice sent to floors 1–20', status: 'Scheduled', tone: 'warn' },
        ],
      },
    },
    {
      id: 'senior',
      icon: HeartHandshake,
      title: 'Senior living communities',
      intro:
        'In senior living, a missed request is more than an inconvenience. Residents need something simple to use, families want to stay informed, and care teams need to know who needs what, right now.',
      challenges: [
        'Requests made by pulling a cord or phoning a busy nurse station',
        'Families calling the front office for updates on daily life',
        'Dining choices and activity sign-ups collected on paper',
        'Room temperature and lighting that residents struggle to adjust',
      ],
      approach: [
        { title: 'Large, simple request buttons', text: 'One tap asks for help, housekeeping or a meal, and the care team sees it ranked by urgency.' },
        { title: 'Family updates', text: 'Activity calendars, menus and messages shared with the relatives residents choose.' },
        { title: 'Comfort by voice and automation', text: 'Lights and temperature follow a daily schedule and can be changed without a thermostat.' },
      ],
      outcomes: [
        { value: '1 tap', label: 'to reach the care team from any room' },
        { value: '100%', label: 'of requests logged with a time and an owner' },
      ],
      modules: [m('guest-engagement', 'ordering'), m('staff-tools', 'communication'), m('smart-property', 'controls'), m('guest-engagement', 'feedback')],
      visual: {
        kind: 'panel',
        title: 'Care requests · Garden Wing',
        rows: [
          { label: 'Assistance · Room 12', detail: 'Mrs. Wong · 2 min ago', status: 'Urgent', tone: 'warn' },
          { label: 'Lunch order · Room 8', detail: 'Soft menu · no dairy', status: 'Sent to kitchen', tone: 'info' },
          { label: 'Family message · Room 3', detail: 'Photo of Tuesday’s garden club', status: 'Delivered', tone: 'good' },
        ],
      },
    },
    {
      id: 'coliving',
      icon: Building,
      title: 'Co-living and serviced apartments',
      intro:
        'Co-living sells community as much as a room. Operators juggle short and long stays, shared kitchens and events, often with one community manager per building. We automate the logistics so that manager can build the community.',
      challenges: [
        'Member move-ins at any hour with no one at the desk',
        'Shared spaces double-booked or left untidy',
        'Community events announced in chat groups that members mute',
        'Add-ons like cleaning and laundry sold by word of mouth',
      ],
      approach: [
        { title: 'Self check-in at any hour', text: 'Members sign the agreement, verify their ID and receive a mobile key before they arrive.' },
        { title: 'Shared-space booking', text: 'Kitchens, studios and laundry slots booked in the app, with cleaning tasks created after each use.' },
        { title: 'Community in the app', text: 'Events, RSVPs and member perks in one feed, with points for taking part.' },
      ],
      outcomes: [
        { value: '45%', label: 'ancillary revenue growth from in-app add-ons' },
        { value: '0', label: 'desk staff needed for late-night move-ins' },
      ],
      modules: [m('guest-journey', 'self-service'), m('guest-engagement', 'loyalty'), m('guest-engagement', 'upsells'), m('staff-tools', 'housekeeping')],
      visual: {
        kind: 'phone',
        title: 'Hi Lukas 👋',
        subtitle: 'Studio 3F · Member since March',
        messages: [
          { from: 'app', text: 'Rooftop cooking night is Thursday at 19:00. 12 members are going.' },
          { from: 'guest', text: 'Count me in, and book the laundry for Saturday 10:00.' },
        ],
        action: 'RSVP confirmed',
      },
    },
    {
      id: 'retail',
      icon: Store,
      title: 'Retail and commercial properties',
      intro:
        'Malls, mixed-use developments and office campuses host thousands of visitors and dozens of tenants. We connect them: visitors find offers and services, tenants reach shoppers, and operations see the whole property at once.',
      challenges: [
        'Visitors who leave without discovering the tenants and offers on site',
        'Tenant and facility requests handled by e-mail without a trail',
        'Energy costs from lighting and cooling running in empty zones',
        'No shared loyalty scheme across independent tenants',
      ],
      approach: [
        { title: 'A property-wide visitor app', text: 'Maps, tenant offers, parking and digital ordering from food-court outlets.' },
        { title: 'One operations desk', text: 'Tenant tickets, cleaning rounds and incidents tracked in one staff dashboard.' },
        { title: 'Occupancy-based energy control', text: 'Lighting and HVAC follow footfall sensors and trading hours.' },
      ],
      outcomes: [
        { value: '500+', label: 'integrations with POS, PMS and CRM systems' },
        { value: '150+', label: 'currencies accepted for visitor payments' },
      ],
      modules: [m('smart-property', 'energy'), m('guest-engagement', 'loyalty'), m('payments-security', 'contactless'), m('integrations', 'analytics')],
      visual: {
        kind: 'chart',
        title: 'Footfall and energy · Level 2',
        metric: '−18% kWh',
        caption: 'Cooling follows footfall instead of a fixed timetable',
        bars: [
          { label: '10:00', value: 35 },
          { label: '12:00', value: 80 },
          { label: '14:00', value: 62 },
          { label: '16:00', value: 54 },
          { label: '18:00', value: 92 },
          { label: '20:00', value: 48 },
        ],
      },
    },
  ],
  related: [
    { title: 'Solutions by Technology', description: 'Start from the capability: mobile apps, contactless, smart rooms, payments and more.', href: '/solutions/by-technology', icon: Cpu },
    { title: 'Solutions by Goal', description: 'Digitise operations, grow revenue, automate workflows, build loyalty, centralise management.', href: '/solutions/by-goal', icon: Target },
    { title: 'Pricing', description: 'Four plans from $100 a month, with free onboarding support on every one.', href: '/pricing', icon: Tag },
  ],
  stats: solutionStats,
  cta: {
    title: 'See it working for a property like yours',
    text: 'Book a 30-minute demo and we will walk through your property type, your systems and your guests’ journey.',
  },
};
