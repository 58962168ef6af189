/** Sample data shown inside the home page's dashboard mock-up and platform grid. */

export type ReservationStatus = 'Checked in' | 'Arriving' | 'Pre-checked' | 'Upsell' | 'Checked out';

export interface Reservation {
  guest: string;
  room: string;
  stay: string;
  status: ReservationStatus;
}

export const dashboardDemo = {
  title: 'Front desk · Today',
  kpis: [
    { label: 'Occupancy', value: '87%' },
    { label: 'Arrivals', value: '42' },
    { label: 'Upsell revenue', value: '$3,480' },
  ],
  reservations: [
    { guest: 'Sarah Chen', room: 'Deluxe King · 412', stay: '3 nights', status: 'Checked in' },
    { guest: 'Marco Rossi', room: 'Ocean Suite · 1208', stay: 'ETA 15:30', status: 'Arriving' },
    { guest: 'Aiko Tanaka', room: 'Garden Twin · 215', stay: '2 nights', status: 'Pre-checked' },
    { guest: 'James O’Neill', room: 'Pool Villa · V3', stay: 'Late check-out', status: 'Upsell' },
    { guest: 'Priya Nair', room: 'Deluxe Queen · 508', stay: '5 nights', status: 'Pre-checked' },
    { guest: 'Lukas Weber', room: 'Junior Suite · 902', stay: 'Departed 10:12', status: 'Checked out' },
  ] satisfies Reservation[],
  /** Arrivals per hour from 08:00, for the small bar chart (relative heights, 0–100). */
  arrivalsByHour: [30, 45, 60, 85, 70, 95, 55, 40],
  recentUpsells: [
    { item: 'Late check-out', room: 'V3', amount: '+$45' },
    { item: 'Thai massage', room: '412', amount: '+$85' },
    { item: 'Breakfast for two', room: '215', amount: '+$38' },
  ],
} as const;

export type PlatformScreen = 'guest-app' | 'analytics' | 'chat' | 'settings' | 'guests' | 'booking';

export interface PlatformCard {
  screen: PlatformScreen;
  title: string;
  description: string;
}

export const platformCards: PlatformCard[] = [
  {
    screen: 'guest-app',
    title: 'Guest Mobile App',
    description: 'Check-in, mobile key, chat, ordering and the folio in one web app that opens from a link, with no download.',
  },
  {
    screen: 'analytics',
    title: 'Analytics Dashboard',
    description: 'Response times, satisfaction, upsell revenue and request volumes by day, outlet and property.',
  },
  {
    screen: 'chat',
    title: 'Chat Management',
    description: 'One inbox for web chat, WhatsApp and SMS, where staff see what the AI answered and step in with one click.',
  },
  {
    screen: 'settings',
    title: 'Property Settings',
    description: 'Outlet hours, policies, offers and the AI’s tone of voice, edited by your team and live in minutes.',
  },
  {
    screen: 'guests',
    title: 'Guest Management',
    description: 'Every guest’s stays, preferences, requests and spend in one profile, shared by all departments.',
  },
  {
    screen: 'booking',
    title: 'Booking Integration',
    description: 'Two-way sync with your property-management system: reservations in, charges and notes back out.',
  },
];
