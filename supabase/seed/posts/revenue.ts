import type { SeedPost } from '../types';

const category = 'Revenue';

export const revenuePosts: SeedPost[] = [
  {
    slug: 'upselling-that-guests-thank-you-for',
    title: 'Upselling That Guests Thank You For',
    excerpt:
      'The best upsell feels like a helpful suggestion at the right moment. Relevance, timing and honest pricing turn offers from noise into service.',
    author: 'Marcus Webb',
    category,
    image: 'revenue.svg',
    publishedAt: '2026-10-21T08:00:00Z',
    format: 'rich-text',
    body: `
Upselling has a reputation problem. Many guests picture the hard sell at the front desk, or a pre-arrival email stuffed with a dozen offers. Yet when we look at the offers that perform best on our platform, they share something simple: **they solve a problem the guest actually has**. An early check-in for the guest landing at seven in the morning. A room with a bath for the couple celebrating an anniversary. Parking for the family arriving by car.

## Relevance beats volume

A single well-chosen offer converts better than a catalogue. Use what you know about the booking to choose:

- Arrival time and flight details suggest early check-in or late checkout.
- Party composition suggests connecting rooms, cots or family breakfast packages.
- Stay purpose, where shared, suggests workspace upgrades or spa time.
- Length of stay suggests laundry or weekly housekeeping options.

## Timing is half the offer

The same offer converts very differently depending on when it arrives. Room upgrades perform well a few days before arrival, when the guest is planning. Dining and spa offers do best in-stay, in the afternoon, when evening plans are being made. Late checkout converts best on the last morning, when the guest is deciding how to spend it.

## Price honestly

Show the full price, including taxes, in the offer itself. Nothing damages trust faster than a surprise on the folio. Where dynamic pricing applies, explain why a price is what it is: an upgrade to a suite might be offered at a lower price because it is available tonight, which guests understand and appreciate.

## Let staff approve what needs approval

Some offers depend on availability that only staff can confirm, such as early check-in on a busy day. Let guests request these with a clear message that the request will be confirmed, and route the request to the right person. An approval that arrives within the hour feels like service; silence feels like a bait-and-switch.

## Count the right revenue

Measure conversion per offer and per moment, not only total upsell revenue. Watch satisfaction scores too: if guests who received offers rate their stay lower, the offers are too many or too pushy. In our experience, properties that focus on relevance see both numbers rise together.

## Zero commission matters

When upsells run through a platform that takes a share of each sale, the economics of small offers suffer. Look for models where in-house upsells carry no commission, so that every relevant offer is worth making.
`,
  },
  {
    slug: 'late-checkout-is-a-product-price-it-like-one',
    title: 'Late Checkout Is a Product: Price It Like One',
    excerpt:
      'Late checkout is the most requested favour in hospitality. Treating it as a priced, bookable product protects housekeeping and earns revenue at the same time.',
    author: 'Marcus Webb',
    category,
    publishedAt: '2026-09-16T09:00:00Z',
    format: 'html',
    body: `
Every front desk knows the morning phone call: "Could we possibly stay a little later?" Granting it is good service, but done ad hoc it creates problems. Housekeeping plans collapse, arriving guests wait, and the desk has no consistent answer. Treating late checkout as a product with clear rules and prices solves all three.

## Define the product

Decide what you offer and write it down. A common structure has three tiers:

1. Until 1 pm, offered free to loyalty members or direct bookers when availability allows.
2. Until 3 pm, at a modest fixed price.
3. Until 6 pm, priced as a share of the room rate, useful for guests with evening flights.

Keep it simple enough that staff and guests can understand it at a glance.

## Tie availability to the arrival list

Late checkout is only available when the room is not needed. Link the offer to the arrival list so it is shown only for rooms without an early arrival in the same room type, and limit the number of late checkouts per day to what housekeeping can absorb in the afternoon.

## Offer it at the right moment

Guests decide about late checkout on the last evening or the last morning. A message the evening before departure, with a one-tap option to buy, performs far better than a line in the welcome letter. Guests who plan ahead can also book it during pre-arrival check-in.

## Tell housekeeping automatically

Once a guest buys late checkout, housekeeping should see the change on their room list immediately. This is where manual processes break: the desk agrees to a late checkout, nobody tells the attendant, and the guest is woken by a knock at eleven. A connected system removes that failure entirely.

## Watch the numbers

Track late checkout sales per departure, the revenue they generate and the effect on early arrivals. If early-arrival waits grow, tighten the daily limit. If late checkout rarely sells, test the price or the timing of the offer.

## A small product with a big effect

Late checkout is rarely the largest revenue line, but it is one of the most appreciated. Guests who buy it feel they have been given flexibility, and the desk no longer has to improvise answers. It is one of the first offers we recommend properties set up in our [upsell tools](/software/guest-engagement#upsells).
`,
  },
  {
    slug: 'in-room-dining-reinvented-with-digital-ordering',
    title: 'In-Room Dining Reinvented with Digital Ordering',
    excerpt:
      'Printed menus and phone orders made in-room dining slow and costly. Digital ordering brings it back as a profitable, guest-friendly service.',
    category,
    image: 'concierge.svg',
    publishedAt: '2026-07-08T10:00:00Z',
    format: 'rich-text',
    body: `
In-room dining has been in decline for years. Many hotels cut it back or closed it, citing high labour costs and low order volumes. Yet guests still want to eat in their rooms: after a late flight, with children asleep, or simply to relax. The problem was never demand. It was the way orders were taken.

## Why the old model struggled

The traditional model relied on a printed menu in the room and a phone call to the kitchen. Menus went out of date, photos were absent, and guests hesitated to call in a language they did not speak well. Every order tied up a staff member on the phone, and errors in transcription came back as cold food and complaints.

## What digital ordering changes

A menu on the guest's phone fixes most of these problems at once:

- **Always current:** sold-out items disappear and prices update instantly.
- **Visual:** photos and descriptions help guests order with confidence.
- **In the guest's language:** the menu and the modifiers are translated.
- **Accurate:** orders go straight to the kitchen display, with allergies and notes included.
- **Paid or charged to the room:** no payment conversation at the door.

## Design the menu for the phone

A digital menu is not a scanned PDF. Keep categories short, lead with the items you most want to sell, and make modifiers clear: cooking preferences, sides, allergens. Show an honest delivery estimate and update the guest if the kitchen is running late.

## Use the data

Digital orders tell you what sells, when and to whom. Many properties discover that a short late-night menu of five dishes covers almost all demand after ten, allowing the kitchen to simplify without disappointing guests. Others find that breakfast delivery is far more popular than they thought once it can be ordered the night before.

## Extend beyond the room

The same ordering flow works by the pool, on the beach or in the co-working lounge. Guests order from where they are and staff deliver to a table number or a sun lounger. Properties with large outdoor areas often see this become their busiest channel.

## Start with a pilot

Launch digital ordering with a limited menu for a few weeks, gather feedback from guests and kitchen staff, and expand once the workflow is smooth. See how [digital ordering](/software/guest-engagement#ordering) fits into the wider guest app.
`,
  },
  {
    slug: 'winning-back-direct-bookings-with-the-guest-app',
    title: 'Winning Back Direct Bookings with the Guest App',
    excerpt:
      'Online travel agencies are valuable partners and expensive habits. The stay itself is your best chance to convince a guest to book direct next time.',
    author: 'Priya Raman',
    category,
    publishedAt: '2026-03-11T08:00:00Z',
    format: 'html',
    body: `
For many independent hotels, a large share of bookings arrives through online travel agencies. The agencies bring reach that a single property cannot match, and that reach is worth paying for. The trouble starts when the same guests return year after year through the agency, and the commission is paid again on a relationship the hotel built itself.

## The stay is the moment of influence

A guest who booked through an agency often has no direct relationship with the hotel before arrival. The stay is when that changes. Every interaction, from pre-arrival messages to the checkout email, is a chance to show the value of dealing with the property directly.

## Make direct benefits visible

Guests respond to concrete benefits, not slogans. Examples that work well:

- Flexible check-in and checkout for direct bookers.
- A welcome drink or breakfast included in the direct rate.
- Free cancellation terms that are easier than the agency's rate.
- Recognition on return: the same room, remembered preferences.

Mention these benefits during the stay, when the guest is experiencing the service, not only in marketing emails afterwards.

## Capture consent properly

To invite a guest back, you need their permission to contact them. Ask for marketing consent during digital check-in, explain what they will receive, and respect the answer. Guests who opt in knowingly engage far more than those added to a list without asking.

## Follow up with something personal

The post-stay message is the bridge to the next booking. Thank the guest for their stay, mention something specific about it, and include a direct booking link with a returning-guest benefit. Keep it short; one message, one link.

## Respect rate parity rules

Agency contracts often include rate parity clauses. Direct benefits that add value, such as perks and recognition, are generally a safer route than publicly undercutting the agency's price. Check your contracts and local regulations before designing your offer.

## Track the shift

Measure the share of returning guests who book direct, and how it changes after introducing direct benefits. Even a modest shift reduces commission costs meaningfully over a year, and the relationships it creates are worth more than the savings. Our [loyalty tools](/software/guest-engagement#loyalty) support direct-booking perks from the first stay.
`,
  },
  {
    slug: 'ancillary-revenue-beyond-the-room',
    title: 'Ancillary Revenue Beyond the Room: Spa, Parking, Experiences',
    excerpt:
      'Rooms are the largest revenue line, but a property has far more to sell. A connected guest journey makes those services easy to discover and book.',
    author: 'Daniel Mensah',
    category,
    image: 'revenue.svg',
    publishedAt: '2025-10-29T08:00:00Z',
    format: 'rich-text',
    body: `
When revenue meetings focus on average daily rate and occupancy, everything else a hotel sells can look like a rounding error. Add up spa treatments, parking, airport transfers, experiences, bike hire and retail, though, and the total is often significant. More importantly, these services shape how guests remember their stay.

## Guests cannot buy what they cannot find

The most common reason ancillary services underperform is simple: guests do not know they exist. A spa on the lower ground floor, a sunset boat trip run by a partner, bikes available at the concierge desk. Unless these appear at the right moment in the guest's journey, most guests never consider them.

## Map services to moments

Think about when each service is relevant:

- **Before arrival:** airport transfers, parking, early check-in, celebration packages.
- **On arrival day:** dinner reservations, spa availability for tomorrow.
- **During the stay:** experiences, tours, bike hire, poolside cabanas.
- **Before departure:** late checkout, transfers to the airport, retail items.

A guest app that surfaces the right service at the right time turns a long list into a helpful suggestion.

## Make booking instant

If booking a spa treatment means calling the spa and waiting for a callback, many guests give up. Show real availability and let guests book and pay in a few taps. For partner experiences, agree on a simple confirmation process and show the guest exactly what happens next.

## Partner with care

Local partners extend what a property can offer without adding staff. Choose partners whose quality you trust, agree on commission and service standards, and collect feedback on partner experiences just as you would on your own services.

## Bundle thoughtfully

Packages such as a room with breakfast and parking, or a weekend with spa credit, simplify choices for guests and raise the average spend. Keep bundles few and clearly better value than buying separately.

## Measure per guest

Track ancillary revenue per occupied room and the share of guests who buy at least one extra service. These measures show whether the offer is reaching guests, not just whether a few big spenders happened to stay.
`,
  },
];
