import { BadgeCheck, CreditCard, FileCheck2, Landmark, ReceiptText, ScanFace, ShieldAlert, Smartphone } from 'lucide-react';
import type { SoftwarePageContent } from './types';
import { figures } from 'shared/marketingFigures';

export const paymentsSecurity: SoftwarePageContent = {
  path: '/software/payments-security',
  meta: {
    title: 'Payments & Security: Contactless, Fraud and OK Secure',
    description:
      'Contactless and in-app payments in 150+ currencies, fraud checks, built-in compliance, reconciled transactions and SMS one-time passwords with OK Secure.',
  },
  hero: {
    badge: 'Payments & Security',
    title: 'Payments and security',
    highlight: 'guests can trust',
    description:
      'Guests pay the way they pay everywhere else: tap, phone or saved card. Behind each payment, fraud checks, tokenisation and SMS one-time passwords keep guests, staff and your revenue safe.',
    visual: {
      kind: 'board',
      title: 'Payments · Today',
      rows: [
        { label: 'Room 412 · Express checkout', meta: 'THB 13,060 · Visa •• 4242', status: 'Captured', tone: 'success' },
        { label: 'Villa 7 · Beach dinner', meta: 'EUR 180 · Apple Pay', status: 'Captured', tone: 'success' },
        { label: 'Booking 90211 · Pre-authorisation', meta: 'USD 200 · Mastercard •• 5100', status: 'Held', tone: 'brand' },
        { label: 'Booking 90307 · New card', meta: 'Risk score 87 of 100', status: 'Blocked', tone: 'danger' },
      ],
    },
    caption: 'Today’s payments with a risky card stopped before it was charged.',
  },
  navLabel: 'Payments & Security sections',
  sections: [
    {
      id: 'contactless',
      icon: CreditCard,
      audience: 'For guests and finance',
      title: 'Tap, scan or pay in the app',
      intro:
        'Guests pay deposits, extras and the final folio by card, phone wallet or QR code at the desk, at a kiosk or inside the guest app, in their own currency.',
      benefits: [
        {
          title: 'Every way guests pay',
          text: 'Cards, Apple Pay, Google Pay and popular local wallets, in more than 150 currencies.',
        },
        {
          title: 'Pre-authorise once, charge anywhere',
          text: 'The card pre-authorised at check-in covers spa, dining and minibar; the guest signs nothing.',
        },
        {
          title: 'Fewer cards handled by staff',
          text: 'Tokenised cards mean nobody on property sees or writes down a card number.',
        },
      ],
      steps: [
        'During pre-check-in or at the kiosk, the guest’s card is tokenised by the payment gateway.',
        'A pre-authorisation is placed for the stay and incidentals.',
        'Charges from PMS and POS are captured against the token; the guest sees them in the app.',
        'At checkout the balance is settled and the remaining hold is released.',
      ],
      connectsTo: ['Payment gateways', 'Contactless terminals', 'Phone wallets', 'PMS folio', 'POS systems'],
      visual: {
        kind: 'phone',
        header: 'Villa 7 · Payment',
        title: 'THB 6,400',
        rows: [
          { label: 'Sunset dinner for two', detail: 'Beach deck · Saturday 18:30', done: true },
          { label: 'Apple Pay', detail: 'Default for this stay', done: true },
          { label: 'Pay in EUR', detail: 'EUR 166.40 at today’s rate' },
          { label: 'Add to room folio instead', detail: 'Settle at checkout' },
        ],
        action: 'Pay with Apple Pay',
      },
      caption: 'In-app payment with a wallet and a choice of currency.',
    },
    {
      id: 'fraud',
      label: 'Fraud Prevention',
      icon: ShieldAlert,
      audience: 'For finance and revenue',
      title: 'Fraud stopped before it reaches the folio',
      intro:
        'Every card, booking and login is scored against patterns of fraud: stolen cards, chargeback abuse and account takeovers. Risky transactions are held for review instead of becoming losses.',
      benefits: [
        {
          title: 'Fewer chargebacks',
          text: 'Strong customer authentication and risk scoring stop stolen cards at booking and pre-check-in.',
        },
        {
          title: 'Identity matched to payment',
          text: 'The verified ID from pre-check-in is compared with the cardholder name before high-value charges.',
        },
        {
          title: 'A clear review queue',
          text: 'Finance sees why a payment was held and can approve, request another card or cancel in one step.',
        },
      ],
      steps: [
        'Each payment and login is scored using device, location, velocity and card signals.',
        'Low-risk payments pass silently; medium risk triggers 3-D Secure or an SMS one-time password.',
        'High-risk payments are held and queued for review with the reasons shown.',
        'Outcomes and chargebacks feed back into the scoring rules.',
      ],
      connectsTo: ['Payment gateway risk data', 'Identity verification', 'OK Secure one-time passwords', 'Booking engine', 'Finance review queue'],
      visual: {
        kind: 'board',
        title: 'Risk review queue',
        rows: [
          { label: 'Booking 90307 · 4 nights', meta: 'Card country ≠ IP country · 3 cards tried', status: 'Blocked', tone: 'danger' },
          { label: 'Room 1506 · Spa THB 9,000', meta: 'Name matches verified ID', status: 'Approved', tone: 'success' },
          { label: 'Booking 90344 · Suite', meta: 'New device · OTP passed', status: 'Approved', tone: 'success' },
          { label: 'Booking 90352 · Same-day', meta: 'Risk score 61 · 3-D Secure sent', status: 'Pending', tone: 'accent' },
        ],
      },
      caption: 'The risk review queue: one block, one challenge pending, two approvals.',
    },
    {
      id: 'compliance',
      label: 'Compliance',
      icon: FileCheck2,
      audience: 'For owners and IT',
      title: 'Compliance built in, not bolted on',
      intro:
        'Card data never touches your systems, personal data is handled under GDPR and local privacy law, and every access to guest data is logged. Audits become a report instead of a project.',
      benefits: [
        {
          title: 'Card data out of scope',
          text: 'Tokenisation by a PCI DSS Level 1 payment provider keeps card numbers off your network and your staff’s screens.',
        },
        {
          title: 'Privacy by default',
          text: 'All stored data is encrypted, retention periods are enforced and guests can ask for their data or its deletion.',
        },
        {
          title: 'Role-based access',
          text: 'Staff see only what their role needs, and every view of a passport or payment is recorded.',
        },
      ],
      steps: [
        'Payment fields are served by the payment provider, so card numbers go straight to it.',
        'Identity documents are verified by the provider and kept only for the period you set.',
        'Access rules follow roles; sign-ins can require single sign-on and one-time passwords.',
        'Audit logs and data-processing records are exported for auditors on request.',
      ],
      connectsTo: ['Payment provider vault', 'Identity verification', 'Single sign-on', 'Audit log exports', 'Data-request workflow'],
      visual: {
        kind: 'board',
        title: 'Compliance checklist',
        rows: [
          { label: 'Card data tokenised', meta: 'No card numbers stored on property', status: 'Pass', tone: 'success' },
          { label: 'Data encrypted at rest', meta: 'All guest and payment records', status: 'Pass', tone: 'success' },
          { label: 'ID document retention', meta: 'Deleted 30 days after checkout', status: 'Pass', tone: 'success' },
          { label: 'Quarterly access review', meta: 'Due in 12 days', status: 'Upcoming', tone: 'accent' },
        ],
      },
      caption: 'A property’s compliance checklist, ready for the auditor.',
    },
    {
      id: 'transactions',
      label: 'Transactions',
      icon: ReceiptText,
      audience: 'For finance',
      title: 'Every transaction reconciled',
      intro:
        'Payments from the app, kiosks, terminals and the point of sale land in one ledger that matches the PMS folio and the payout from your provider, day by day.',
      benefits: [
        {
          title: 'Night audit in minutes',
          text: 'Captured payments, refunds and holds are matched to folios automatically; only exceptions need a look.',
        },
        {
          title: 'One view across outlets',
          text: 'Rooms, restaurants, spa and shop revenue in one report, by payment method and currency.',
        },
        {
          title: 'Refunds without paperwork',
          text: 'Authorised staff refund to the original payment method with a reason, and the folio updates itself.',
        },
      ],
      steps: [
        'Each payment is recorded with its folio, outlet, method, currency and staff member.',
        'Provider payouts are imported and matched to the payments they contain.',
        'Differences are listed as exceptions for finance to resolve.',
        'Daily and monthly reports are exported to your accounting system.',
      ],
      connectsTo: ['PMS folios', 'POS systems', 'Payment provider payouts', 'Accounting exports', 'Analytics'],
      visual: {
        kind: 'bars',
        title: 'Payments by method this week',
        unit: 'share of value, %',
        bars: [
          { label: 'Terminal', value: 22 },
          { label: 'Kiosk', value: 14 },
          { label: 'Folio', value: 27 },
          { label: 'In app', value: 37 },
        ],
        note: 'All 1,284 transactions matched to folios; 2 exceptions to review.',
      },
      caption: 'Sample weekly reconciliation: in-app payments are now the largest share.',
    },
    {
      id: 'oksecure',
      icon: Smartphone,
      audience: 'For guests and staff',
      title: 'OK Secure: one-time passwords that protect every account',
      intro:
        'OK Secure adds SMS one-time-password authentication to guest and staff sign-ins and to sensitive actions such as changing a payment card, sharing a mobile key or exporting guest data.',
      benefits: [
        {
          title: 'Account takeovers stopped',
          text: 'A stolen password alone cannot open a guest’s app, their key or a staff dashboard.',
        },
        {
          title: 'Friction only when it matters',
          text: 'Trusted devices sign in smoothly; a new phone or an unusual action asks for a code.',
        },
        {
          title: 'Works on any phone',
          text: 'Codes arrive by SMS, so guests need no extra app; staff can use an authenticator app instead.',
        },
      ],
      steps: [
        'The guest or staff member signs in and the device is checked against trusted devices.',
        'For a new device or a sensitive action, a six-digit code is sent by SMS.',
        'The code is valid for a few minutes and for that action only.',
        'Every challenge and result is written to the security log.',
      ],
      connectsTo: ['SMS delivery', 'Authenticator apps', 'Mobile key sharing', 'Payment card changes', 'Security log'],
      visual: {
        kind: 'phone',
        header: 'OK Secure · Verification',
        title: 'Enter the code we sent',
        rows: [
          { label: 'Code sent to +66 •• ••• 4180', detail: 'Valid for 5 minutes', done: true },
          { label: 'Action', detail: 'Share mobile key with Alex', done: true },
          { label: 'New device', detail: 'iPhone · Bangkok' },
          { label: 'Not you?', detail: 'Tell the front desk' },
        ],
        action: 'Verify',
      },
      caption: 'An SMS one-time password protecting a key share.',
    },
  ],
  related: [
    {
      title: 'Payments technology',
      description: 'Contactless, in-app and multi-currency payments across every outlet.',
      href: '/solutions/by-technology#payments',
      icon: Landmark,
    },
    {
      title: 'Contactless stays',
      description: 'From tap-to-pay to mobile keys: a stay with no touchpoints to queue at.',
      href: '/solutions/by-technology#contactless',
      icon: ScanFace,
    },
    {
      title: 'Retail and commercial',
      description: 'Secure payments and identity checks for mixed-use properties.',
      href: '/solutions/by-industry#retail',
      icon: BadgeCheck,
    },
  ],
  stats: [
    figures.currencies,
    figures.ancillaryRevenue,
    figures.propertiesServed,
    figures.monthlyInteractions,
  ],
  cta: {
    title: 'Make every payment simple and safe',
    text: 'See contactless payments, fraud checks and OK Secure on a sample stay, connected to your payment provider.',
  },
};
