import { BedDouble, ClipboardCheck, ConciergeBell, Hotel, KeyRound, LogOut, MonitorSmartphone, ScanLine } from 'lucide-react';
import type { SoftwarePageContent } from './types';
import { figures } from 'shared/marketingFigures';

export const guestJourney: SoftwarePageContent = {
  path: '/software/guest-journey',
  meta: {
    title: 'Guest Journey: Pre-Check-in, Mobile Key and Checkout',
    description:
      'Pre-check-in with ID verification, mobile keys, kiosks, an AI concierge and express checkout: the whole stay in one guest app connected to your PMS.',
  },
  hero: {
    badge: 'Guest Journey',
    title: 'Every step of the guest journey,',
    highlight: 'on the guest’s own phone',
    description:
      'From the booking confirmation to the thank-you after departure, guests check in, open their door, ask for anything and settle the bill without waiting in line. Your team spends the time saved on hospitality.',
    visual: {
      kind: 'phone',
      header: 'Room 412 · Check-out Sun 11:00',
      title: 'Good afternoon, Mia',
      rows: [
        { label: 'Pre-check-in complete', detail: 'Passport verified · card on file', done: true },
        { label: 'Mobile key ready', detail: 'Room 412, gym and rooftop lift', done: true },
        { label: 'Spa at 19:30', detail: 'Booked through the concierge', done: true },
        { label: 'Express checkout', detail: 'Available Sunday from 06:00' },
      ],
      action: 'Open my room',
    },
    caption: 'A guest’s stay at a glance in the guest app.',
  },
  navLabel: 'Guest Journey sections',
  sections: [
    {
      id: 'pre-checkin',
      icon: ClipboardCheck,
      audience: 'For guests',
      title: 'Arrive already checked in',
      intro:
        'Guests confirm their stay, verify their identity and share arrival details from a link in the booking confirmation, so the front desk greets people instead of processing paperwork.',
      benefits: [
        {
          title: 'No queue at the desk',
          text: 'Registration details and signatures are collected days before arrival; guests go straight to their room or pick up a key in seconds.',
        },
        {
          title: 'Identity checked before arrival',
          text: 'ID documents are verified through our card payment provider’s identity check, so staff see a verified badge instead of photocopying passports.',
        },
        {
          title: 'Preferences captured early',
          text: 'Arrival time, bed type, dietary needs and celebrations land on the reservation, giving housekeeping and F&B time to prepare.',
        },
      ],
      steps: [
        'The booking is read from your PMS and the guest receives a branded pre-check-in link by e-mail or SMS three days before arrival.',
        'The guest confirms the stay, scans an ID document with a selfie for the identity check and signs the registration card on screen.',
        'A card is pre-authorised for incidentals, and early check-in or an upgrade is offered along the way.',
        'The reservation is updated in the PMS and the front desk sees the guest as ready to check in.',
      ],
      connectsTo: ['PMS reservations', 'Identity verification', 'Payment gateway', 'SMS one-time passwords', 'E-mail and SMS messaging'],
      visual: {
        kind: 'phone',
        header: 'Pre-check-in · Arriving Fri 14 Mar',
        title: 'Welcome, Mia',
        rows: [
          { label: 'Confirm your stay', detail: '2 nights · Deluxe King', done: true },
          { label: 'Verify your identity', detail: 'Passport verified', done: true },
          { label: 'Sign registration card', detail: 'Signed on screen', done: true },
          { label: 'Arrival time', detail: 'Add an estimate' },
        ],
        action: 'Finish pre-check-in',
      },
      caption: 'Pre-check-in in the guest app: three of four steps done before arrival.',
    },
    {
      id: 'mobile-key',
      icon: KeyRound,
      audience: 'For guests',
      title: 'The phone becomes the room key',
      intro:
        'A secure digital key reaches the guest’s phone as soon as the room is ready. Guests walk past the desk and open the door with a tap: no plastic cards to encode, lose or demagnetise.',
      benefits: [
        {
          title: 'Straight to the room',
          text: 'A notification arrives the moment housekeeping releases the room, with the room number and a key for the door, lift and gym.',
        },
        {
          title: 'Safer than cards',
          text: 'Keys are encrypted, bound to the verified guest’s device and revoked automatically at check-out or when staff cancel them.',
        },
        {
          title: 'Shared with companions',
          text: 'The main guest can invite others on the booking to receive their own key, each with its own record of openings.',
        },
      ],
      steps: [
        'When pre-check-in is complete and the PMS assigns a room, the platform requests a credential from your lock system.',
        'The key is delivered to the guest app and protected by the phone’s own biometrics.',
        'At the door the phone talks to the lock over Bluetooth Low Energy or NFC, and every opening is logged.',
        'At check-out the key expires and the lock system revokes it.',
      ],
      connectsTo: ['Door locks (BLE and NFC)', 'PMS room assignment', 'Lift and access control', 'Phone wallets', 'Housekeeping room status'],
      visual: {
        kind: 'phone',
        header: 'Room 412 · Check-out Sun 11:00',
        title: 'Your key is ready',
        rows: [
          { label: 'Room 412', detail: 'Hold your phone near the lock', done: true },
          { label: 'Fitness centre', detail: 'Open 06:00–22:00', done: true },
          { label: 'Lift access', detail: 'Floors 1–4 and rooftop', done: true },
          { label: 'Shared with Alex', detail: 'Key accepted on his phone', done: true },
        ],
        action: 'Unlock room 412',
      },
      caption: 'One mobile key for the room, the gym and the lift.',
    },
    {
      id: 'self-service',
      icon: MonitorSmartphone,
      audience: 'For guests and the front desk',
      title: 'Kiosk check-in in under a minute',
      intro:
        'Lobby and curbside kiosks run the same check-in as the app for guests who prefer a big screen to their phone: find the booking, verify, pay and collect a key card.',
      benefits: [
        {
          title: 'Shorter peaks',
          text: 'When a coach arrives or a flight lands, kiosks take the rush so one agent can look after the guests who need a person.',
        },
        {
          title: 'Every guest’s language',
          text: 'The kiosk switches to the language of the passport or booking, with large type and a screen reader.',
        },
        {
          title: 'Keys and receipts on the spot',
          text: 'An encoder beside the screen issues key cards; receipts and registration cards go to the guest’s e-mail.',
        },
      ],
      steps: [
        'The guest scans the QR code from the confirmation or a passport, or types the booking reference.',
        'Details from pre-check-in are confirmed; anything missing is captured and the ID is scanned.',
        'The deposit is taken on the contactless terminal and a key card is encoded for the assigned room.',
        'The PMS marks the guest as in-house and the welcome message appears in the app.',
      ],
      connectsTo: ['Key card encoders', 'Passport and ID scanners', 'Contactless terminals', 'PMS check-in', 'Receipt e-mail'],
      visual: {
        kind: 'board',
        title: 'Kiosks · Today',
        rows: [
          { label: 'Kiosk 1 · Lobby', meta: '14 check-ins · 52 s on average', status: 'Online', tone: 'success' },
          { label: 'Kiosk 2 · Lobby', meta: '11 check-ins · 48 s on average', status: 'Online', tone: 'success' },
          { label: 'Kiosk 3 · Car park', meta: 'Key card stock low', status: 'Refill', tone: 'accent' },
          { label: 'Curbside tablet', meta: '6 check-ins · 61 s on average', status: 'Online', tone: 'success' },
        ],
      },
      caption: 'The kiosk fleet on the staff dashboard.',
    },
    {
      id: 'digital-concierge',
      icon: ConciergeBell,
      audience: 'For guests',
      title: 'A concierge in every pocket, in every language',
      intro:
        'The AI concierge answers around the clock (pool hours, late checkout, the best ramen nearby) from your property’s own information, and hands over to a person when one is needed.',
      benefits: [
        {
          title: 'Answers at 3 a.m.',
          text: 'Common questions are answered in seconds in the guest’s language, from a property guide your team controls.',
        },
        {
          title: 'Local recommendations',
          text: 'Curated restaurants, events and weather-aware suggestions, with bookings through your partners.',
        },
        {
          title: 'One-tap requests',
          text: 'Towels, a taxi or a wake-up call are requested with one tap and routed to the right team as a task.',
        },
      ],
      steps: [
        'Your team fills in the property guide: amenities, opening hours, policies and favourite local places.',
        'Guests ask in chat or tap a service tile; the AI answers from the guide and the guest’s reservation.',
        'Requests become tasks for housekeeping, engineering or the front desk, with progress shown to the guest.',
        'Anything the AI is unsure of goes to the shared staff inbox with the conversation so far.',
      ],
      connectsTo: ['Chat management inbox', 'Task management', 'Partner bookings', 'Smart notifications', 'PMS guest profile'],
      visual: {
        kind: 'chat',
        header: 'Room 1208 · Digital concierge',
        messages: [
          { from: 'guest', text: 'What time does the spa close tonight?' },
          {
            from: 'assistant',
            text: 'The Lagoon Spa is open until 21:00. A 60-minute massage is free at 19:30. Shall I book it?',
          },
          { from: 'guest', text: 'Yes please, and two extra towels.' },
          { from: 'assistant', text: 'Booked for 19:30. Housekeeping will bring two towels within 15 minutes.' },
        ],
      },
      caption: 'The concierge answers, books a treatment and raises a housekeeping task in one chat.',
    },
    {
      id: 'checkout',
      icon: LogOut,
      audience: 'For guests and finance',
      title: 'Check out from bed, not from a queue',
      intro:
        'Guests review their folio, pay with the card on file and leave feedback before they leave the room. The key is revoked and housekeeping learns the room is free.',
      benefits: [
        {
          title: 'A folio without surprises',
          text: 'Every charge is itemised in the app in the guest’s currency; a query goes to the front desk before payment.',
        },
        {
          title: 'Faster room turns',
          text: 'The moment a guest checks out, housekeeping sees the room as vacant and dirty and can start cleaning.',
        },
        {
          title: 'Late checkout as an offer',
          text: 'Guests can buy a later departure at a price that follows tomorrow’s occupancy.',
        },
      ],
      steps: [
        'On the morning of departure the guest receives a reminder with the folio.',
        'They approve the charges and pay with the card pre-authorised at check-in, or another method.',
        'The PMS closes the folio, the invoice is e-mailed and the mobile key expires.',
        'A short feedback survey follows, and delighted guests are invited to post a public review.',
      ],
      connectsTo: ['PMS folio and invoicing', 'Payment gateway', 'Mobile key revocation', 'Housekeeping board', 'Feedback surveys'],
      visual: {
        kind: 'phone',
        header: 'Room 412 · Departing today',
        title: 'Your folio',
        rows: [
          { label: 'Deluxe King · 2 nights', detail: 'THB 9,800', done: true },
          { label: 'Lagoon Spa', detail: '60-minute massage · THB 2,400', done: true },
          { label: 'In-room dining', detail: 'Breakfast for two · THB 860', done: true },
          { label: 'Total', detail: 'THB 13,060 · Visa •• 4242' },
        ],
        action: 'Pay and check out',
      },
      caption: 'Express checkout: review the folio and pay in one tap.',
    },
  ],
  related: [
    {
      title: 'Hotels and resorts',
      description: 'How full-service hotels run arrival, stay and departure on one platform.',
      href: '/solutions/by-industry#hospitality',
      icon: Hotel,
    },
    {
      title: 'Contactless technology',
      description: 'Mobile keys, kiosks and payments that remove every queue from the stay.',
      href: '/solutions/by-technology#contactless',
      icon: ScanLine,
    },
    {
      title: 'Digitize operations',
      description: 'Replace paper registration cards and manual key encoding for good.',
      href: '/solutions/by-goal#digitize',
      icon: BedDouble,
    },
  ],
  stats: [
    figures.guestSatisfaction,
    figures.propertiesServed,
    figures.monthlyInteractions,
    figures.aiConversations,
  ],
  cta: {
    title: 'See the whole guest journey on your property',
    text: 'We will walk you through pre-check-in, mobile keys and express checkout with your own PMS and lock system in mind.',
  },
};
