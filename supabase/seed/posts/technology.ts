import type { SeedPost } from '../types';

const category = 'Technology';

export const technologyPosts: SeedPost[] = [
  {
    slug: 'pms-integration-checklist-before-you-sign',
    title: 'The PMS Integration Checklist: Questions to Ask Before You Sign',
    excerpt:
      'A guest app is only as good as its connection to the property management system. These questions separate real integrations from brochure logos.',
    author: 'Tomás Lindqvist',
    category,
    publishedAt: '2026-08-26T08:00:00Z',
    format: 'html',
    body: `
Every guest-technology vendor shows a slide full of integration logos. Behind each logo, though, the depth of integration varies enormously. Some connections sync reservations every few minutes and write back nothing; others work in real time in both directions. The difference decides whether your staff work in one system or constantly re-key data between two. Ask these questions before signing.

## What data flows, and in which direction?

Ask for a list, not a yes. A useful integration typically reads reservations, guest profiles, room status and folios, and writes back check-in status, room assignments, charges and guest preferences. If charges from the guest app cannot post to the folio automatically, someone will be typing them in at night.

## How fast is it?

Real-time or near-real-time updates matter for anything guests see. If a room is marked clean in housekeeping and the guest app learns about it twenty minutes later, the guest waits twenty minutes for a key they could have had. Ask about the delay for each type of data, and how it behaves at peak times.

## What happens when it fails?

Every integration fails sometimes. Ask what the guest sees when the property management system is unreachable, whether changes are queued and replayed, and how staff are alerted. A graceful failure is worth more than a promise that failures never happen.

## Who maintains it?

Property management systems release updates. Ask who is responsible for keeping the integration working, how quickly breaking changes are fixed, and whether there is a test environment. Integrations certified by the property management vendor are usually better supported.

## What about the other systems?

Beyond the property management system, look at point-of-sale, door locks, payment providers, customer-relationship tools and channel managers. Each one that connects directly removes a manual task. Check which exist today and which are only on the roadmap.

## Can you see it working?

Ask for a live demonstration against your own property management system, or a reference customer using the same one. Watch a reservation appear, a guest check in and a charge post to the folio. Ten minutes of real data tells you more than an hour of slides.

## Is there an API for the rest?

No vendor integrates with everything. A documented, stable API lets your own team or a partner fill the gaps. Ask to see the documentation before you sign; its quality says a lot about the vendor. Our [integration overview](/software/integrations#pms) lists what syncs in each direction.
`,
  },
  {
    slug: 'what-a-good-hospitality-api-looks-like',
    title: 'What a Good Hospitality API Looks Like',
    excerpt:
      'Hotel groups increasingly build their own tools on top of their platforms. A developer’s guide to judging whether an API will help or hinder.',
    author: 'Aiko Tanaka',
    category,
    image: 'smart-room.svg',
    publishedAt: '2026-05-06T08:00:00Z',
    format: 'rich-text',
    body: `
As hotel groups grow more digital, many build their own tools: a revenue dashboard, an integration with a local partner, a custom report for the owners. Whether those projects take days or months depends heavily on the APIs of the platforms underneath. Here is what developers should look for.

## Clear, versioned documentation

Good documentation lists every endpoint with its parameters, example requests and responses, and error codes. It states which version is current and how long old versions are supported. **If the documentation requires a call to the vendor to understand, the API will too.**

## Predictable resources

A well-designed API models the domain clearly: properties, reservations, guests, rooms, tasks, charges. Resource names and fields are consistent, dates use a standard format such as ISO 8601 with time zones, and money is represented with an explicit currency. Consistency lets developers guess correctly.

## Webhooks, not polling

Hospitality is event-driven: a guest checks in, a room is cleaned, a charge is posted. An API that offers webhooks for these events lets your tools react immediately instead of polling every minute. Look for signed webhook payloads, retries on failure and a way to replay missed events.

## Sensible limits

Rate limits protect everyone, but they should be documented and generous enough for real use. A typical limit is expressed per minute per key, with clear headers telling the client how much capacity remains. Bulk endpoints for exports avoid the need to page through thousands of records one call at a time.

## Security by default

### Keys and permissions

Look for:

- API keys scoped to specific properties and permissions.
- Keys that can be rotated without downtime.
- Access logs that show which key did what.
- Personal data returned only to keys that need it.

### Personal data

Responses should include guest contact details only when the key's permissions require them, and exports of personal data should be logged like any other access.

## A sandbox to build in

Developers need somewhere to experiment without touching live guest data. A sandbox with realistic sample data, including edge cases such as cancelled and split reservations, saves weeks of trial and error.

## Examples that run

Finally, look for working examples in common languages, such as \`curl\`, JavaScript and Python. A developer who can make a successful call in the first fifteen minutes is far more likely to build something useful. See our [API documentation](/support/api-docs) for how we approach each of these points.
`,
  },
];
