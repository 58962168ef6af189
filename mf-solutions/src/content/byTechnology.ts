import { Building2, CreditCard, Gift, LayoutDashboard, Leaf, Lightbulb, Nfc, Plug, Smartphone, Target } from 'lucide-react';
import { brand } from 'shared/brand';
import { softwareModule as m } from './softwareModules';
import { solutionStats } from './stats';
import type { SolutionPageContent } from './types';

export const byTechnology: SolutionPageContent = {
  path: '/solutions/by-technology',
  meta: {
    title: 'Solutions by Technology',
    description: `${brand.name}'s technology for hospitality: guest mobile apps, contactless journeys, the staff platform, smart rooms, loyalty, payments and ESG reporting, and what each one changes on property.`,
  },
  hero: {
    badge: 'Solutions by Technology',
    title: 'The technology behind',
    highlight: 'effortless stays',
    description:
      'Seven building blocks that work on their own and work better together. Start with the one that solves today’s problem and switch on the rest when you are ready, without another vendor or another login.',
  },
  sections: [
    {
      id: 'mobile',
      icon: Smartphone,
      title: 'A guest app your brand owns',
      intro:
        'Most guests will not download an app for a two-night stay. Ours opens from a link in the confirmation e-mail or a QR code in the room, and installs only if the guest wants it to.',
      challenges: [
        'Native apps with low download rates and high upkeep',
        'Guest information spread across printed folders and TV channels',
        'No way to reach an in-house guest except a call to the room',
      ],
      approach: [
        { title: 'Web app first, install optional', text: 'Works from a link on any phone, in the guest’s language, with your logo and colours.' },
        { title: 'Everything about the stay in one place', text: 'Reservation, folio, services, dining, local tips and chat on one home screen.' },
        { title: 'Notifications that help', text: 'Check-in ready, room cleaned, weather and local events, sent when they are useful.' },
      ],
      outcomes: [
        { value: '2M+', label: 'guest messages processed in the app' },
        { value: '0', label: 'app-store downloads required' },
      ],
      modules: [m('guest-journey'), m('guest-journey', 'digital-concierge'), m('guest-engagement', 'messaging')],
      visual: {
        kind: 'phone',
        title: 'Good morning, Daniel',
        subtitle: 'Room 508 · Check-out Sun 12:00',
        messages: [
          { from: 'app', text: 'Sunny, 29°C today. The pool bar opens at 10:00.' },
          { from: 'guest', text: 'Great — can I book two sun loungers?' },
        ],
        action: 'Book loungers',
      },
    },
    {
      id: 'contactless',
      icon: Nfc,
      title: 'Contactless from arrival to departure',
      intro:
        'Contactless is no longer only about hygiene. It is about letting guests skip the parts of a stay they never enjoyed: the queue, the form, the key card that stops working.',
      challenges: [
        'Registration cards filled in by hand at the desk',
        'Plastic key cards that demagnetise and need re-encoding',
        'Check-out queues on the busiest morning of the week',
      ],
      approach: [
        { title: 'Online registration with ID check', text: 'Guests scan their passport and verify their identity through our card-payment partner before arrival.' },
        { title: 'Mobile key and kiosks', text: 'A BLE or NFC key on the phone, with lobby kiosks for guests who prefer them.' },
        { title: 'Express checkout', text: 'Review the folio, pay with a saved card and get the invoice by e-mail.' },
      ],
      outcomes: [
        { value: '2 taps', label: 'to settle the folio and leave' },
        { value: '24/7', label: 'arrivals without waiting for the desk' },
      ],
      modules: [m('guest-journey', 'pre-checkin'), m('guest-journey', 'self-service'), m('guest-journey', 'checkout'), m('payments-security', 'contactless')],
      visual: {
        kind: 'panel',
        title: 'Arrivals today · 42',
        rows: [
          { label: 'Chen, Wei · 2 guests', detail: 'ID verified · key issued to phone', status: 'Ready', tone: 'good' },
          { label: 'Okafor, Ada · 1 guest', detail: 'Passport scan pending', status: 'Reminder sent', tone: 'warn' },
          { label: 'Martín, Lucía · 3 guests', detail: 'Arrival 22:40 · kiosk check-in', status: 'Pre-checked', tone: 'info' },
        ],
      },
    },
    {
      id: 'staff',
      icon: LayoutDashboard,
      title: 'The staff platform',
      intro:
        'Guest requests are only as good as the team behind them. The staff platform turns every chat, order and complaint into a task with an owner, and shows managers where the day is slipping.',
      challenges: [
        'Requests passed on by radio and forgotten at shift change',
        'Housekeeping status updated on paper and phoned to the desk',
        'Incidents that leave no record of who handled them',
      ],
      approach: [
        { title: 'One inbox for every channel', text: 'App chat, SMS and messaging apps in a shared inbox with AI-suggested replies.' },
        { title: 'Tasks and housekeeping boards', text: 'Room status changes on the attendant’s phone and the front desk sees it instantly.' },
        { title: 'Incident log with follow-up', text: 'Every incident recorded with photos, owner and resolution, ready for audit.' },
      ],
      outcomes: [
        { value: '1 view', label: 'of requests, rooms and incidents per shift' },
        { value: '98%', label: 'guest satisfaction when requests close on time' },
      ],
      modules: [m('staff-tools', 'communication'), m('staff-tools', 'tasks'), m('staff-tools', 'housekeeping'), m('staff-tools', 'incidents')],
      visual: {
        kind: 'panel',
        title: 'Housekeeping board · Floor 3',
        rows: [
          { label: 'Room 301', detail: 'Checked out 10:12 · Nok', status: 'Cleaning', tone: 'info' },
          { label: 'Room 304', detail: 'VIP arrival 14:00', status: 'Inspected', tone: 'good' },
          { label: 'Room 310', detail: 'Extra pillows requested via app', status: 'Due 11:30', tone: 'warn' },
        ],
      },
    },
    {
      id: 'smart',
      icon: Lightbulb,
      title: 'Smart rooms and IoT',
      intro:
        'Thermostats, lights, curtains and sensors already exist in many rooms; they just do not talk to the guest or to each other. We connect them to the stay so rooms welcome guests and save energy when they are away.',
      challenges: [
        'Air conditioning running at full power in empty rooms',
        'Guests fighting wall panels with unlabeled buttons',
        'Faulty devices discovered only when a guest complains',
      ],
      approach: [
        { title: 'Room controls on the phone', text: 'Light scenes, temperature and curtains from the guest app, in plain language.' },
        { title: 'Occupancy-aware automation', text: 'Rooms go to eco mode at check-out and when sensors see no one inside.' },
        { title: 'Device health alerts', text: 'Offline locks, low batteries and leaks create a maintenance task automatically.' },
      ],
      outcomes: [
        { value: 'Eco mode', label: 'set automatically when a room is empty' },
        { value: '< 1 min', label: 'from a device fault to a maintenance task' },
      ],
      modules: [m('smart-property', 'controls'), m('smart-property', 'iot'), m('smart-property', 'energy'), m('smart-property', 'ai')],
      visual: {
        kind: 'chart',
        title: 'Room 1204 · HVAC load',
        metric: 'Eco mode',
        caption: 'Cooling eases off while the guest is out and returns before they do',
        bars: [
          { label: '08:00', value: 70 },
          { label: '10:00', value: 28 },
          { label: '12:00', value: 22 },
          { label: '14:00', value: 24 },
          { label: '16:00', value: 30 },
          { label: '18:00', value: 75 },
        ],
      },
    },
    {
      id: 'loyalty',
      icon: Gift,
      title: 'Loyalty that lives in the stay',
      intro:
        'Points schemes built for global chains rarely fit an independent hotel or a small group. Ours rewards the behaviour you want — direct bookings, reviews, spa visits — and shows the balance right in the guest app.',
      challenges: [
        'Repeat guests who book through an agency because nothing rewards them for coming direct',
        'Loyalty cards that live in a drawer',
        'No view of a guest’s spend across rooms, dining and spa',
      ],
      approach: [
        { title: 'Points on every outlet', text: 'Earn on rooms, restaurants and upsells, with tiers you define.' },
        { title: 'Rewards guests can use today', text: 'Redeem for breakfast, upgrades or late check-out inside the app.' },
        { title: 'Profiles that remember', text: 'Preferences and past stays follow the guest to every property in your group.' },
      ],
      outcomes: [
        { value: '35%', label: 'revenue increase reported by properties' },
        { value: '1 profile', label: 'per guest across every property' },
      ],
      modules: [m('guest-engagement', 'loyalty'), m('guest-engagement', 'feedback'), m('integrations', 'pms')],
      visual: {
        kind: 'phone',
        title: 'Gold member · 4,250 pts',
        subtitle: '750 pts to Platinum',
        messages: [
          { from: 'app', text: 'Thanks for your review! You earned 200 points.' },
          { from: 'guest', text: 'Can I use points for breakfast tomorrow?' },
          { from: 'app', text: 'Yes — breakfast for two is 1,200 points.' },
        ],
        action: 'Redeem 1,200 pts',
      },
    },
    {
      id: 'payments',
      icon: CreditCard,
      title: 'Payments and fraud prevention',
      intro:
        'Every in-app offer, order and checkout ends in a payment. We take it in the guest’s currency, protect it against fraud and post it straight to the folio, so finance never reconciles by hand.',
      challenges: [
        'Chargebacks from stolen cards used for online bookings',
        'Card details read out over the phone or written on forms',
        'Charges from outlets re-keyed into the PMS at night audit',
      ],
      approach: [
        { title: 'Contactless, in 150+ currencies', text: 'Cards and wallets in the app and at kiosks, settled in your currency.' },
        { title: 'OK Secure fraud screening', text: 'Risk checks and SMS one-time passwords before high-value charges.' },
        { title: 'Posting to the folio', text: 'Every charge lands on the right reservation through the PMS integration.' },
      ],
      outcomes: [
        { value: '150+', label: 'currencies accepted' },
        { value: '0', label: 'card numbers stored on your systems' },
      ],
      modules: [m('payments-security', 'contactless'), m('payments-security', 'oksecure'), m('payments-security'), m('integrations', 'pms')],
      visual: {
        kind: 'panel',
        title: 'Payments · last hour',
        rows: [
          { label: 'Spa package · Room 712', detail: 'EUR 180 · Apple Pay', status: 'Posted to folio', tone: 'good' },
          { label: 'Room upgrade · Room 215', detail: 'JPY 12,000 · OTP verified', status: 'Approved', tone: 'good' },
          { label: 'Booking deposit · web', detail: 'Card country mismatch', status: 'Held for review', tone: 'warn' },
        ],
      },
    },
    {
      id: 'esg',
      icon: Leaf,
      title: 'ESG and sustainability',
      intro:
        'Corporate buyers and travellers now ask for the carbon footprint of a stay. The data sits in your meters, rooms and paper use; we gather it and turn it into reporting and guest choices.',
      challenges: [
        'Energy use known only from the monthly utility bill',
        'Printed folios, compendiums and registration cards',
        'Green programmes guests never hear about',
      ],
      approach: [
        { title: 'Energy data per room and zone', text: 'Smart-room and meter readings rolled up into daily dashboards.' },
        { title: 'Paperless by default', text: 'Digital registration, compendium, folio and invoice replace printed stock.' },
        { title: 'Guest green choices', text: 'Offer to skip daily cleaning in exchange for points or a donation, tracked per stay.' },
      ],
      outcomes: [
        { value: 'Per room', label: 'energy data, rolled up daily for reporting' },
        { value: '100%', label: 'digital registration and folio option' },
      ],
      modules: [m('smart-property', 'energy'), m('integrations', 'analytics'), m('guest-engagement', 'loyalty')],
      visual: {
        kind: 'chart',
        title: 'Energy per occupied room-night',
        metric: '−18% YoY',
        caption: 'Monthly kWh per occupied room-night, January to June',
        bars: [
          { label: 'Jan', value: 90 },
          { label: 'Feb', value: 84 },
          { label: 'Mar', value: 80 },
          { label: 'Apr', value: 76 },
          { label: 'May', value: 74 },
          { label: 'Jun', value: 72 },
        ],
      },
    },
  ],
  related: [
    { title: 'Solutions by Industry', description: 'Hotels, residential, senior living, co-living and retail: the same platform, used differently.', href: '/solutions/by-industry', icon: Building2 },
    { title: 'Solutions by Goal', description: 'Start from the result you want and see which modules get you there.', href: '/solutions/by-goal', icon: Target },
    { title: 'Integrations', description: 'Connect your PMS, POS and CRM, or build on the open API.', href: '/software/integrations', icon: Plug },
  ],
  stats: solutionStats,
  cta: {
    title: 'Pick one building block, or all seven',
    text: 'Tell us what you run today and we will show which parts of the platform fit, and how they connect to your systems.',
  },
};
