import { Award, HeartHandshake, MessagesSquare, ShoppingBag, Sparkles, Star, TrendingUp, UtensilsCrossed } from 'lucide-react';
import type { SoftwarePageContent } from './types';
import { figures } from 'shared/marketingFigures';

export const guestEngagement: SoftwarePageContent = {
  path: '/software/guest-engagement',
  meta: {
    title: 'Guest Engagement: AI Messaging, Upsells and Loyalty',
    description:
      'AI messaging in every guest’s language, well-timed upsells, in-room ordering, in-stay feedback and a loyalty programme that drives direct bookings.',
  },
  hero: {
    badge: 'Guest Engagement',
    title: 'Guest engagement that feels personal',
    highlight: 'and grows revenue',
    description:
      'Conversations, offers, orders, feedback and rewards share one guest profile, so every message is timely and every offer fits. Guests feel looked after; your ancillary revenue follows.',
    visual: {
      kind: 'chat',
      header: 'Villa 7 · Guest messaging',
      messages: [
        { from: 'assistant', text: 'Welcome back, Daniel! Your villa is ready. Would you like the sunset dinner on the beach again this year?' },
        { from: 'guest', text: 'That would be perfect. Saturday for two?' },
        { from: 'assistant', text: 'Reserved for Saturday at 18:30, added to your folio. Your loyalty points cover the wine.' },
      ],
    },
    caption: 'A returning guest, recognised and looked after in three messages.',
  },
  navLabel: 'Guest Engagement sections',
  sections: [
    {
      id: 'messaging',
      icon: MessagesSquare,
      audience: 'For guests and the front desk',
      title: 'One conversation, from booking to goodbye',
      intro:
        'Guests message you on the channel they already use. The AI answers the everyday questions in their language; your team sees every thread in one inbox and steps in with one click.',
      benefits: [
        {
          title: 'Replies in seconds, around the clock',
          text: 'The AI handles directions, Wi-Fi, breakfast hours and policies from your property guide, in the guest’s own language.',
        },
        {
          title: 'Smart notifications',
          text: 'Check-in and check-out alerts, local events, weather and recommendations arrive when they are useful, not in bulk.',
        },
        {
          title: 'People where it matters',
          text: 'Complaints, VIPs and anything uncertain are routed to staff with the full history and a suggested reply.',
        },
      ],
      steps: [
        'Messages from the guest app, SMS, WhatsApp and e-mail arrive in one shared inbox, tied to the reservation.',
        'The AI drafts or sends the answer, using the guest’s booking, preferences and your property guide.',
        'Rules hand a conversation to the right team when it mentions a complaint, a booking change or a safety concern.',
        'Every exchange is stored on the guest profile for the next stay.',
      ],
      connectsTo: ['Guest app chat', 'SMS and WhatsApp', 'E-mail', 'PMS guest profile', 'Task management'],
      visual: {
        kind: 'board',
        title: 'Chat management · Inbox',
        rows: [
          { label: 'Room 318 · Late check-out?', meta: 'Answered by AI · 4 s', status: 'Resolved', tone: 'success' },
          { label: 'Room 1204 · Air con noisy', meta: 'Sent to engineering', status: 'Task', tone: 'accent' },
          { label: 'Villa 7 · Anniversary dinner', meta: 'VIP · assigned to Nok', status: 'Staff', tone: 'brand' },
          { label: 'Booking 88421 · Airport taxi', meta: 'Answered by AI · 6 s', status: 'Resolved', tone: 'success' },
        ],
      },
      caption: 'The shared inbox: the AI resolves routine threads, staff take the rest.',
    },
    {
      id: 'upsells',
      icon: TrendingUp,
      audience: 'For revenue managers',
      title: 'Offers guests are glad to receive',
      intro:
        'Room upgrades, early check-in, late checkout, spa, transfers and experiences are offered at the moments guests decide: after booking, during pre-check-in and on the first evening.',
      benefits: [
        {
          title: 'The right offer for the right guest',
          text: 'Offers follow the stay: families see connecting rooms, couples see the spa, business travellers see late checkout.',
        },
        {
          title: 'Priced by availability',
          text: 'Upgrade prices follow what is still free tonight, so an empty suite earns revenue instead of nothing.',
        },
        {
          title: 'Straight to the folio',
          text: 'Accepted offers are charged to the room or the card on file, and the team that delivers them is told at once.',
        },
      ],
      steps: [
        'You create offers with a photo, a price rule and the guests and dates they apply to.',
        'The platform places each offer in the journey step where it converts best, in the guest’s language.',
        'The guest accepts with one tap; the charge posts to the PMS folio.',
        'Revenue per offer and per channel appears in analytics, so you can keep the winners.',
      ],
      connectsTo: ['PMS inventory and rates', 'PMS folio', 'Payment gateway', 'Spa and restaurant systems', 'Analytics'],
      visual: {
        kind: 'bars',
        title: 'Upsell revenue per month',
        unit: 'USD thousands',
        bars: [
          { label: 'Jan', value: 12 },
          { label: 'Feb', value: 14 },
          { label: 'Mar', value: 17 },
          { label: 'Apr', value: 21 },
          { label: 'May', value: 26 },
        ],
        note: 'Upgrades and late checkout lead; spa offers grow fastest.',
      },
      caption: 'Sample upsell revenue for a 180-room resort in its first five months.',
    },
    {
      id: 'ordering',
      icon: UtensilsCrossed,
      audience: 'For guests and F&B',
      title: 'In-room dining and amenities without the phone call',
      intro:
        'Guests browse menus with photos, dietary tags and prices in their currency, order food, drinks or amenities to the room or the pool bed, and follow the order until it arrives.',
      benefits: [
        {
          title: 'Bigger, more accurate orders',
          text: 'Photos and suggested pairings raise the average order; written orders end misheard room numbers and allergies.',
        },
        {
          title: 'Served anywhere on property',
          text: 'Guests order to their room, a sun lounger or a table by scanning its QR code.',
        },
        {
          title: 'Kitchen-ready tickets',
          text: 'Orders arrive in your point of sale and kitchen display exactly as the guest placed them.',
        },
      ],
      steps: [
        'Menus and opening hours are imported from your point of sale or built in the dashboard.',
        'The guest orders in the app; allergies on the profile are flagged on the ticket.',
        'The order is sent to the POS and kitchen, and status updates go back to the guest.',
        'The bill posts to the room folio or is paid in the app.',
      ],
      connectsTo: ['POS systems', 'Kitchen displays', 'PMS room charges', 'Payment gateway', 'Guest profile allergies'],
      visual: {
        kind: 'phone',
        header: 'Room 905 · In-room dining',
        title: 'Your order',
        rows: [
          { label: 'Khao soi gai', detail: 'Mild · no peanuts', done: true },
          { label: 'Mango sticky rice', detail: '1 portion', done: true },
          { label: 'Fresh coconut', detail: '2 × chilled', done: true },
          { label: 'Delivery to room 905', detail: 'About 25 minutes' },
        ],
        action: 'Charge to my room',
      },
      caption: 'An in-room dining order with the guest’s allergy noted.',
    },
    {
      id: 'feedback',
      icon: Star,
      audience: 'For guest relations',
      title: 'Hear about problems while you can still fix them',
      intro:
        'Short check-ins during the stay catch a cold shower or a noisy room on day one, not in a public review a week later. After departure, happy guests are invited to share their stay.',
      benefits: [
        {
          title: 'Recovery during the stay',
          text: 'A low score opens a task for the duty manager straight away, with the room and the guest’s words.',
        },
        {
          title: 'More good reviews',
          text: 'Guests who rate their stay highly are invited to post on the review sites you choose.',
        },
        {
          title: 'Themes, not just scores',
          text: 'The AI groups comments into themes such as breakfast, noise and cleanliness, per property and per week.',
        },
      ],
      steps: [
        'A one-question pulse survey is sent on the morning after arrival.',
        'Scores under your threshold alert the duty manager and open a follow-up task.',
        'After checkout, a short survey asks about the whole stay.',
        'Results and themes appear in analytics alongside occupancy and revenue.',
      ],
      connectsTo: ['Guest messaging', 'Task management', 'Review sites', 'Analytics dashboard', 'PMS stay data'],
      visual: {
        kind: 'board',
        title: 'Feedback · This week',
        rows: [
          { label: 'Room 611 · 2 of 5', meta: '“Shower is lukewarm”', status: 'Follow-up', tone: 'danger' },
          { label: 'Room 214 · 5 of 5', meta: '“Staff remembered my birthday!”', status: 'Review invite', tone: 'success' },
          { label: 'Room 903 · 4 of 5', meta: '“Breakfast queue at 9 am”', status: 'Theme: F&B', tone: 'neutral' },
          { label: 'Room 611 · 5 of 5', meta: 'After the fix, day 2', status: 'Recovered', tone: 'brand' },
        ],
      },
      caption: 'In-stay feedback: a low score is followed up and recovered the next day.',
    },
    {
      id: 'loyalty',
      icon: Award,
      audience: 'For marketing',
      title: 'A loyalty programme guests actually use',
      intro:
        'Guests earn points on rooms, dining and experiences booked directly, see their balance in the app and spend it on the stay. Direct bookings rise because your own channel is the best deal.',
      benefits: [
        {
          title: 'Rewards for booking direct',
          text: 'Members get perks only your website and app can offer: late checkout, welcome drinks, member rates.',
        },
        {
          title: 'Recognition at every touchpoint',
          text: 'Tiers and preferences show on the staff dashboard, so the team greets members by name.',
        },
        {
          title: 'Points that work on property',
          text: 'Balances can pay for spa treatments, dining and upgrades, right from the app.',
        },
      ],
      steps: [
        'You set earning rules, tiers and rewards in the dashboard.',
        'Points are earned from PMS and POS charges once the stay is completed.',
        'Members see their balance and rewards in the app and redeem with one tap.',
        'Member data feeds your CRM for targeted campaigns.',
      ],
      connectsTo: ['PMS stays and revenue', 'POS spend', 'CRM', 'Booking engine', 'Guest app wallet'],
      visual: {
        kind: 'phone',
        header: 'Gold member · 12,450 points',
        title: 'Your rewards',
        rows: [
          { label: 'Late checkout until 14:00', detail: 'Included with Gold', done: true },
          { label: 'Welcome drink', detail: 'At the lobby bar', done: true },
          { label: '60-minute massage', detail: '8,000 points' },
          { label: 'Platinum tier', detail: '3 nights to go' },
        ],
        action: 'Redeem points',
      },
      caption: 'A member’s balance, perks and next tier in the guest app.',
    },
  ],
  related: [
    {
      title: 'Increase revenue',
      description: 'The upsell, ordering and direct-booking playbook behind a 45% ancillary revenue lift.',
      href: '/solutions/by-goal#revenue',
      icon: ShoppingBag,
    },
    {
      title: 'Build loyalty',
      description: 'Turn first-time guests into direct repeat bookers.',
      href: '/solutions/by-goal#loyalty',
      icon: HeartHandshake,
    },
    {
      title: 'Loyalty technology',
      description: 'Points, tiers and member perks that work across properties.',
      href: '/solutions/by-technology#loyalty',
      icon: Sparkles,
    },
  ],
  stats: [
    figures.messagesProcessed,
    figures.ancillaryRevenue,
    figures.revenueIncrease,
    figures.guestSatisfaction,
  ],
  cta: {
    title: 'Turn every conversation into a better stay',
    text: 'See how AI messaging, offers and loyalty work together for your guests, with your own menus, rooms and rates.',
  },
};
