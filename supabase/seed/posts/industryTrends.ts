import type { SeedPost } from '../types';

const category = 'Industry Trends';

export const industryTrendsPosts: SeedPost[] = [
  {
    slug: 'vacation-rentals-are-becoming-hotels-and-hotels-rentals',
    title: 'Vacation Rentals Are Becoming Hotels, and Hotels Are Becoming Rentals',
    excerpt:
      'Professional rental managers are adopting hotel-grade service while hotels add apartments and kitchens. The guest expectations in the middle are converging fast.',
    author: 'Priya Raman',
    category,
    image: 'mobile-key.svg',
    publishedAt: '2026-10-09T08:00:00Z',
    format: 'rich-text',
    body: `
A decade ago, the line between a hotel and a vacation rental was clear. Hotels offered service, consistency and a front desk; rentals offered space, kitchens and a local feel, with a key under the mat. Today that line is blurring from both sides, and guests increasingly expect the best of each.

## Rentals are professionalising

Professional property managers now run portfolios of hundreds of units with centralised operations. Their guests expect what hotel guests expect: instant answers, reliable cleaning, secure self check-in and someone to call when the hot water fails. Managers who deliver that consistently earn better reviews and more direct repeat business than those who rely on ad hoc arrangements.

## Hotels are adding apartments

Meanwhile, hotel groups are opening aparthotels and extended-stay brands with kitchens, laundry and larger rooms. These properties run with leaner staffing than traditional hotels, which pushes them towards the self-service tools rental managers pioneered: digital check-in, mobile keys and messaging instead of a staffed desk around the clock.

## Shared expectations

Whatever the property type, guests now expect a common set of basics:

- **Contactless arrival** with clear instructions and a key on their phone.
- **Fast answers** to practical questions, at any hour, in their language.
- **Reliable cleanliness**, verified and visible.
- **A person when it matters**, reachable quickly for anything urgent.

## Different operations, same platform

Operationally, the two models still differ. Rental managers coordinate cleaners and maintenance across scattered units; hotels run teams under one roof. The tools that serve both well handle tasks, messaging and access centrally, while adapting to the realities of each, such as travel time between units or turnover windows between guests.

## What this means for operators

Rental managers should study hotel service standards, especially around response times and issue resolution. Hotels launching apartment products should study how rental managers communicate before arrival, because guests in apartments need more guidance on practical details. Both can learn from each other's data, and increasingly they run on the same kind of software. Our [vacation rental solutions](/solutions/by-industry#hospitality) cover both models.
`,
  },
  {
    slug: 'hospitality-lessons-for-senior-living-communities',
    title: 'Hospitality Lessons for Senior Living Communities',
    excerpt:
      'Senior living operators are borrowing from hotels: service requests, dining orders and communication that families can see. Done well, it improves daily life for residents and staff.',
    category,
    publishedAt: '2026-04-01T08:00:00Z',
    format: 'html',
    body: `
Senior living communities have always combined housing, care and hospitality. As residents' expectations change, with new residents more familiar with smartphones and tablets, operators are borrowing more from hotels. The goal is not to make a community feel like a hotel, but to make everyday service as responsive and dignified as the best hotels manage.

## Service requests that get done

A resident who reports a dripping tap or asks for help moving furniture should know their request was received and when it will be handled. Digital service requests, made on a tablet, by phone or through a staff member, give residents that visibility and give managers a record of response times. Families appreciate it too, because they can see that requests are handled.

## Dining with choice

Dining is central to community life, and choice matters. Digital menus let residents choose meals in advance, record dietary needs and allergies reliably, and order to their apartment when they prefer to eat in. Kitchens get accurate numbers, which reduces waste.

## Communication families can see

Families want to feel connected to their relative's life in the community. With the resident's consent, updates about activities, events and general wellbeing can be shared through an app. Clear consent and privacy controls are essential: residents decide what is shared and with whom.

## Design for every ability

Interfaces for senior living must work for people with limited vision, hearing or dexterity:

- Large text and high contrast by default.
- Simple navigation with few choices per screen.
- Voice and in-person alternatives for every digital service.
- No time limits that rush a resident.

These principles make the tools easier for everyone, including staff.

## Support the staff

Care and service staff in senior living face heavy workloads. Digital task management, shift handover notes and translated messaging help teams coordinate, reducing the time spent searching for information and leaving more time for residents.

## Start with listening

Before introducing any technology, ask residents and families what would improve daily life. The answers usually point to communication and responsiveness, exactly the areas where hospitality practices help most. See how our [senior living solution](/solutions/by-industry#senior) approaches them.
`,
  },
  {
    slug: 'co-living-operators-and-the-community-app',
    title: 'Co-Living Operators and the Community App',
    excerpt:
      'Co-living sells community as much as space. The operators who make it work treat their app as the building’s noticeboard, front desk and events calendar in one.',
    author: 'Marcus Webb',
    category,
    image: 'guest-messaging.svg',
    publishedAt: '2025-11-12T08:00:00Z',
    format: 'rich-text',
    body: `
Co-living has grown from a niche for young professionals into an established segment, with purpose-built buildings in many major cities. Residents pay a premium for flexibility, furnished spaces and, above all, community. Delivering that community at scale, across many buildings, is where operators succeed or struggle.

## Community needs a place to happen

In a hotel, guests interact with staff. In co-living, residents interact with each other, and the operator's job is to make that easy. A community app acts as the building's shared space online: an events calendar, a noticeboard, a way to book shared rooms and a channel to the building team.

## Make events easy to join

Events are the backbone of co-living community. The best operators run a steady rhythm of small, low-pressure events, such as shared dinners, workshops and fitness classes, and make joining them a single tap. Residents can see who else is going, which encourages people who might not come alone.

## Shared spaces, fairly booked

Kitchens, laundry rooms, meeting rooms and rooftop terraces are shared. A simple booking system prevents conflicts and makes usage visible. It also gives operators data about which spaces are popular and which are underused, informing the design of future buildings.

## Service that scales

Co-living buildings often run with small on-site teams. Residents still expect quick responses to maintenance issues and questions. Digital service requests, with clear status updates, let a small team handle many residents without losing the personal touch.

## Respect privacy

Community does not mean constant visibility. Residents should control what they share in the app, from their profile to their event attendance. Some residents want to join everything; others want a quiet place to live. Both should feel at home.

## Measure belonging

Occupancy and renewals are the commercial measures, but they follow from something softer: whether residents feel they belong. Simple regular surveys, event attendance and renewal rates together give a useful picture. Operators who track belonging deliberately, and act on what they learn, see it reflected in renewals. Explore our [co-living solution](/solutions/by-industry#coliving).
`,
  },
];
