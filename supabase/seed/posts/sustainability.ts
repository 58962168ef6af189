import type { SeedPost } from '../types';

const category = 'Sustainability';

export const sustainabilityPosts: SeedPost[] = [
  {
    slug: 'esg-reporting-for-independent-hotels',
    title: 'ESG Reporting for Independent Hotels: Where to Start',
    excerpt:
      'Corporate clients, lenders and guests increasingly ask for sustainability data. Independent hotels can build credible ESG reporting from data they already collect.',
    author: 'Claire Dubois',
    category,
    image: 'sustainability.svg',
    publishedAt: '2026-10-02T08:00:00Z',
    format: 'rich-text',
    body: `
Not long ago, sustainability reporting was something only large hotel groups did, with dedicated teams and glossy annual reports. That has changed. Corporate travel buyers include sustainability questions in their requests for proposals, lenders ask about energy performance, and a growing share of guests look for credible environmental credentials. Independent hotels need an answer, and it does not have to be complicated.

## Start with what you can measure

The foundation of any credible report is measured data, not aspirations. Most properties already have the essentials in their utility bills and operational systems:

- Electricity, gas and fuel consumption, monthly.
- Water consumption, monthly.
- Waste volumes by type, where your contractor reports them.
- Occupied room-nights, to normalise everything per guest.

Collect twelve months of this data and you have a baseline.

## Use recognised frameworks

Rather than inventing your own metrics, align with established methods. The [Hotel Carbon Measurement Initiative](https://sustainablehospitalityalliance.org/resource/hotel-carbon-measurement-initiative/) provides a common way to calculate carbon per occupied room, and certification schemes such as [Green Key](https://www.greenkey.global/) offer structured criteria that many corporate buyers recognise. Using shared methods makes your numbers comparable and credible.

## Report per guest, not just in total

A hotel that is busier uses more energy. Reporting consumption per occupied room-night shows real efficiency improvements and answers the question buyers actually ask: *what is the footprint of a stay with you?*

## Include the social side

ESG is not only environmental. Buyers and guests are also interested in how you treat staff and your community: fair employment practices, training, local sourcing and community partnerships. Write these down with simple, honest figures where you have them.

## Set targets you can meet

A report that lists ambitious targets with no plan invites scepticism. Choose two or three targets tied to concrete actions, such as reducing energy per occupied room through smarter room controls, or cutting printed paper at check-in to near zero. Report progress every year, including where you fell short.

## Let technology do the counting

Digital operations produce sustainability data as a by-product: rooms where energy-saving modes were active, paper saved by digital check-in, linen changes skipped at guest request. Our [ESG solutions](/solutions/by-technology#esg) collect these figures automatically so that reporting becomes a monthly export rather than an annual scramble.
`,
  },
  {
    slug: 'smart-room-controls-and-the-energy-bill',
    title: 'Smart Room Controls and the Energy Bill',
    excerpt:
      'Heating and cooling empty rooms is one of the largest avoidable costs in a hotel. Occupancy-aware room controls cut it without guests feeling any difference.',
    author: 'Tomás Lindqvist',
    category,
    image: 'smart-room.svg',
    publishedAt: '2026-07-29T08:00:00Z',
    format: 'html',
    body: `
In most hotels, heating, ventilation and air-conditioning account for a large share of energy consumption. Much of that energy is spent on rooms with nobody in them: unsold rooms kept at comfortable temperatures, occupied rooms cooled all day while guests are out, and windows open with the air-conditioning running. Smart room controls address each of these.

## Know when rooms are empty

The key input is occupancy. Connected thermostats combined with door sensors or motion detection can tell whether a guest is in the room. When the room has been empty for a while, the system relaxes the set point by a few degrees. When the guest returns, the room recovers quickly enough that they rarely notice.

## Link to the booking system

Occupancy sensors know about the present; the property management system knows about the future. Linking the two means unsold rooms can stay in a deep energy-saving mode, and rooms due for arrival can be brought to a comfortable temperature shortly before the guest is expected. **A room only needs to be comfortable when someone is in it or about to be.**

## Respect the guest's choice

Guests should always be in control of their comfort. If a guest sets a temperature, honour it while they are present. Energy-saving modes should operate within limits that return the room to the guest's setting promptly. Explaining the system briefly in the guest app, and letting guests adjust the temperature from their phone, builds trust rather than suspicion.

## Watch for windows

A window or balcony door left open with the air-conditioning running wastes energy quickly. Contact sensors that pause cooling while the door is open and resume when it closes are simple and effective, especially in resort climates.

## Measure the savings properly

Compare energy use per occupied room-night before and after installation, adjusting for weather. Savings vary by climate, building and guest mix, so measure your own results over a full season rather than relying on general claims.

## Beyond energy

Connected rooms bring other benefits: alerts for units that are failing, data for preventive maintenance, and remote control for engineering teams. These often justify the investment on their own. Our [smart property features](/software/smart-property#energy) connect room controls to the same platform staff already use.
`,
  },
  {
    slug: 'the-paperless-front-office',
    title: 'The Paperless Front Office',
    publishedAt: '2026-02-18T08:00:00Z',
    category,
    format: 'rich-text',
    body: `
A traditional hotel stay generates a surprising amount of paper: registration cards, printed folios, key card sleeves, welcome letters, marketing flyers, room service menus and comment cards. Individually they seem trivial. Across thousands of stays a year, they add up to real cost, real waste and real time spent printing, filing and discarding.

## Where the paper goes

List every printed item a guest touches and every document staff file, and the picture becomes clear. Most of these items now have a digital equivalent that is faster and easier for guests to use:

- Registration cards replaced by digital check-in with an electronic signature.
- Folios sent by email or shown in the guest app.
- Key card sleeves replaced by mobile keys.
- Welcome letters and compendiums replaced by the digital concierge.
- Comment cards replaced by in-stay feedback.

## Mind the legal requirements

Some jurisdictions require guest registration records, sometimes in specific formats, or require that certain notices are displayed. Check your local requirements before removing any document. In many places, digital records with secure storage are acceptable and easier to retrieve than paper archives.

## Keep paper as an option

Some guests will want a printed receipt for their expenses, and some will prefer a printed map. Offer paper on request rather than by default. This keeps the choice with the guest and removes most of the volume.

## Secure the digital records

Paper records locked in a back office have their own risks, but digital records must be protected properly too. Store identity documents and signatures securely, limit who can access them, and delete them when they are no longer needed.

## Count what you saved

Track the paper you no longer print: registration cards per arrival, folios per departure, menus replaced. These figures are useful in sustainability reporting and easy to communicate to guests and staff.

## The time dividend

The most noticeable benefit for staff is often time. No more printing registration cards for tomorrow's arrivals, no more filing, no more searching for a folio copy when a company asks for it. That time returns to guests.
`,
  },
  {
    slug: 'linen-water-and-the-green-choice-that-works',
    title: 'Linen, Water and the Green Choice That Actually Works',
    excerpt:
      'Towel-reuse cards are easy to ignore. Asking guests in the app, and showing them the result, turns good intentions into measurable savings.',
    author: 'Aiko Tanaka',
    category,
    image: 'sustainability.svg',
    publishedAt: '2025-09-17T08:00:00Z',
    format: 'html',
    body: `
Laundry is one of the quiet costs of running a hotel. Every linen change uses water, energy and detergent, and every set of sheets has a limited number of washes before it must be replaced. The familiar card asking guests to hang up their towels was a good idea, but its effect varies widely, and staff often change linen anyway out of habit.

## Why the card often fails

The card depends on guests noticing it, understanding it and trusting that their choice will be honoured. Attendants working through a long list of rooms may not check where the towels are hanging. Guests who see their towels replaced despite hanging them up conclude that the card is decoration.

## Ask clearly, honour reliably

A digital choice works better because it is explicit and recorded:

1. During check-in or the first evening, the guest chooses how often they would like linen changed.
2. The choice appears on the attendant's room list, so it is honoured consistently.
3. The guest can change their mind at any time from the app.

When the choice is recorded and visible to staff, guests see it respected.

## Reward the choice, if you wish

Some properties offer a small benefit for skipping housekeeping: a drink voucher, loyalty points or a donation to a local environmental project. Others simply thank the guest. Both approaches work; the important part is that the benefit is real and delivered reliably.

## Show the impact

Guests are more likely to participate when they can see the effect. A short note at checkout showing how many linen changes were skipped, and an estimate of the water saved, makes the choice feel meaningful. Keep the estimates honest and based on your own laundry data.

## Mind hygiene standards

Guest choice should never override hygiene. Linen must always be changed between guests, and rooms should still be refreshed and checked during longer stays. Make the limits clear in how you present the option.

## Measure at the laundry

The real test is the laundry volume per occupied room-night. If it falls after introducing the digital choice, the programme is working. If not, check that attendants see and follow the guest's choice; the weak link is usually the handover, not the guest.
`,
  },
];
