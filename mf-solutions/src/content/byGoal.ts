import { Building2, Cpu, FileCheck2, Heart, Layers, Tag, TrendingUp, Workflow } from 'lucide-react';
import { brand } from 'shared/brand';
import { softwareModule as m } from './softwareModules';
import { solutionStats } from './stats';
import type { SolutionPageContent } from './types';

export const byGoal: SolutionPageContent = {
  path: '/solutions/by-goal',
  meta: {
    title: 'Solutions by Goal',
    description: `Digitise operations, increase revenue, automate workflows, build loyalty and centralise management with ${brand.name}: where to start for each goal and what it delivers.`,
  },
  hero: {
    badge: 'Solutions by Goal',
    title: 'Start from the',
    highlight: 'goal you want to reach',
    description:
      'Whether this year is about margin, service or a portfolio that has grown too fast, here is where properties begin, which modules they switch on first and what changes in the first months.',
  },
  sections: [
    {
      id: 'digitize',
      icon: FileCheck2,
      title: 'Go digital without a big-bang project',
      intro:
        'Paper registration cards, printed compendiums and phone calls to housekeeping still run many properties. We replace them one step at a time, starting with the guest-facing steps that show results in weeks.',
      challenges: [
        'Processes that live in binders and in the heads of long-serving staff',
        'Fear of a long IT project that disrupts the season',
        'Guest data re-typed between paper, PMS and spreadsheets',
      ],
      approach: [
        { title: 'Week 1: digital check-in and compendium', text: 'Registration and property information move to the guest app, connected to your PMS.' },
        { title: 'Month 1: staff on mobile', text: 'Housekeeping and maintenance switch from radio and paper to task boards.' },
        { title: 'Then: payments and smart rooms', text: 'Add what makes sense, on the same data and the same login.' },
      ],
      outcomes: [
        { value: 'Free', label: 'onboarding support on every plan' },
        { value: '500+', label: 'integrations to connect what you already run' },
      ],
      modules: [m('guest-journey', 'pre-checkin'), m('guest-journey', 'digital-concierge'), m('staff-tools', 'tasks'), m('integrations', 'pms')],
      visual: {
        kind: 'panel',
        title: 'Go-live plan · Hotel Lumen',
        rows: [
          { label: 'PMS connected', detail: 'Reservations syncing every minute', status: 'Done', tone: 'good' },
          { label: 'Digital check-in live', detail: 'Link in confirmation e-mail', status: 'Done', tone: 'good' },
          { label: 'Housekeeping on mobile', detail: 'Training for 14 attendants', status: 'This week', tone: 'info' },
        ],
      },
    },
    {
      id: 'revenue',
      icon: TrendingUp,
      title: 'Increase revenue per guest',
      intro:
        'The best moment to offer a spa treatment, an upgrade or a late check-out is when the guest is thinking about it, not when they pass the desk. Our offers arrive at that moment, in the app and in the AI chat.',
      challenges: [
        'Upsells depend on how busy the front desk is',
        'Outlets like spa and dining run below capacity on weekdays',
        'Third-party ordering platforms take a commission on every in-house sale',
      ],
      approach: [
        { title: 'Timed offers', text: 'Upgrades before arrival, dining on the first evening, late check-out on the last morning.' },
        { title: 'AI that sells politely', text: 'When a guest asks about the spa, the concierge offers a free slot and books it.' },
        { title: 'Digital ordering to the room', text: 'Room service and outlet menus with photos, modifiers and payment in the app.' },
      ],
      outcomes: [
        { value: '35%', label: 'revenue increase reported by properties' },
        { value: '45%', label: 'growth in ancillary revenue' },
      ],
      modules: [m('guest-engagement', 'upsells'), m('guest-engagement', 'ordering'), m('guest-engagement', 'messaging'), m('payments-security', 'contactless')],
      visual: {
        kind: 'chart',
        title: 'Ancillary revenue per stay',
        metric: '+45%',
        caption: 'Average ancillary spend per stay, six months after launching in-app offers',
        bars: [
          { label: 'M1', value: 40 },
          { label: 'M2', value: 46 },
          { label: 'M3', value: 52 },
          { label: 'M4', value: 57 },
          { label: 'M5', value: 61 },
          { label: 'M6', value: 66 },
        ],
      },
    },
    {
      id: 'automate',
      icon: Workflow,
      title: 'Automate the repetitive work',
      intro:
        'A large share of guest messages ask the same dozen questions, and many staff tasks follow the same rules every day. Automation handles those so your team can handle the moments that need a person.',
      challenges: [
        'Front-desk phones ringing with questions already answered in the compendium',
        'Manual room-status updates between housekeeping and reception',
        'Night audit spent re-keying outlet charges',
      ],
      approach: [
        { title: 'AI conversations 24/7', text: 'Answers questions in the guest’s language from your own property knowledge, and escalates with context.' },
        { title: 'Rules that create tasks', text: 'A check-out triggers cleaning; a guest complaint triggers a duty-manager follow-up.' },
        { title: 'Systems that post to each other', text: 'Orders, payments and room status flow between the app, POS and PMS without re-typing.' },
      ],
      outcomes: [
        { value: '24/7', label: 'AI answers in the guest’s language' },
        { value: '2M+', label: 'messages processed by the platform' },
      ],
      modules: [m('guest-engagement', 'messaging'), m('smart-property', 'ai'), m('staff-tools', 'tasks'), m('integrations', 'api')],
      visual: {
        kind: 'phone',
        title: 'Good evening, Priya',
        subtitle: 'Room 221 · Check-out Tue 11:00',
        messages: [
          { from: 'guest', text: 'What time does the spa close tonight?' },
          { from: 'app', text: 'The spa is open until 21:00. There is a 19:30 massage slot free — shall I book it?' },
        ],
        action: 'Book 19:30 massage',
      },
    },
    {
      id: 'loyalty',
      icon: Heart,
      title: 'Build loyalty that brings guests back',
      intro:
        'Loyalty starts with being remembered. When the app knows a guest prefers a high floor and oat milk, and rewards them for booking direct, the next stay is far more likely to be with you.',
      challenges: [
        'Returning guests treated like first-timers',
        'Feedback collected after departure, when it is too late to fix anything',
        'Direct-booking incentives that guests never hear about',
      ],
      approach: [
        { title: 'In-stay feedback', text: 'A short check-in survey on day one flags unhappy guests while they are still on site.' },
        { title: 'Preferences on the profile', text: 'Requests and preferences saved to the guest profile and shared with every department.' },
        { title: 'Rewards for coming back', text: 'Points, tiers and member rates that show in the app on every stay.' },
      ],
      outcomes: [
        { value: '98%', label: 'guest satisfaction across properties served' },
        { value: 'Day 1', label: 'feedback, while there is time to act' },
      ],
      modules: [m('guest-engagement', 'feedback'), m('guest-engagement', 'loyalty'), m('integrations', 'analytics')],
      visual: {
        kind: 'panel',
        title: 'Guest pulse · today',
        rows: [
          { label: 'Room 1407 · ★★☆☆☆', detail: '“Noisy air conditioning”', status: 'Engineer sent', tone: 'warn' },
          { label: 'Room 918 · ★★★★★', detail: 'Returning guest · 6th stay', status: 'Thank-you sent', tone: 'good' },
          { label: 'Room 322 · ★★★★☆', detail: 'Asked for a quieter room next time', status: 'Saved to profile', tone: 'info' },
        ],
      },
    },
    {
      id: 'centralize',
      icon: Layers,
      title: 'Centralise management across properties',
      intro:
        'Groups that grew by acquisition often run a different set of tools in every building. We give head office one view of guests, staff performance and revenue, while each property keeps its own brand and settings.',
      challenges: [
        'A different app, inbox and report format at every property',
        'No comparison of service levels between sites',
        'Brand standards that drift from one property to the next',
      ],
      approach: [
        { title: 'One portfolio dashboard', text: 'Requests, response times, reviews and ancillary revenue compared across properties.' },
        { title: 'Shared templates, local settings', text: 'Publish offers and message templates group-wide; let each site adjust prices and hours.' },
        { title: 'Roles and access', text: 'Role-based access so a regional manager sees their properties and nothing else.' },
      ],
      outcomes: [
        { value: '500+', label: 'properties served on one platform' },
        { value: '1 login', label: 'for every property and team' },
      ],
      modules: [m('integrations', 'analytics'), m('integrations', 'pms'), m('staff-tools', 'communication'), m('integrations')],
      visual: {
        kind: 'chart',
        title: 'Average response time by property',
        metric: '4 min avg',
        caption: 'Median minutes from a guest request to a staff reply, this week',
        bars: [
          { label: 'BKK', value: 3.5 },
          { label: 'HKT', value: 5 },
          { label: 'CNX', value: 4 },
          { label: 'SIN', value: 3 },
          { label: 'KUL', value: 4.5 },
        ],
      },
    },
  ],
  related: [
    { title: 'Solutions by Industry', description: 'See how hotels, residential, senior-living, co-living and retail properties use the platform.', href: '/solutions/by-industry', icon: Building2 },
    { title: 'Solutions by Technology', description: 'Explore the building blocks: mobile, contactless, staff, smart rooms, loyalty, payments and ESG.', href: '/solutions/by-technology', icon: Cpu },
    { title: 'Pricing', description: 'Plans from $100 a month; Professional has 0% commission on in-house upsells.', href: '/pricing', icon: Tag },
  ],
  stats: solutionStats,
  cta: {
    title: 'Tell us your goal, we will map the route',
    text: 'In a 30-minute demo we look at your property, pick the first two modules and sketch a go-live plan.',
  },
};
