import type { SeedPost } from '../types';

const category = 'Payments & Security';

export const paymentsPosts: SeedPost[] = [
  {
    slug: 'contactless-payments-across-the-whole-stay',
    title: 'Contactless Payments Across the Whole Stay',
    excerpt:
      'Guests pay with their phones everywhere else. A hotel stay should be no different, from the deposit at booking to the last coffee before checkout.',
    author: 'Daniel Mensah',
    category,
    image: 'payments.svg',
    publishedAt: '2026-09-23T08:00:00Z',
    format: 'rich-text',
    body: `
Payments are one of the few parts of a hotel stay that guests notice only when something goes wrong: a pre-authorisation that blocks their card for days, a folio they do not understand, a terminal that does not accept their wallet. A well-designed payment journey is invisible. Here is how properties are getting there.

## Capture the card once

The guest should provide their payment details once, ideally during online check-in, and never again during the stay. A tokenised card on file lets the property take a deposit, charge incidentals and settle the folio without the card ever being handed over. **The card number never touches the property's own systems; only a token does.**

## Be transparent about holds

Pre-authorisations are necessary, but they surprise guests. Explain the amount and when it will be released in the check-in flow, in plain language. Release holds promptly at checkout; guests remember a hotel that held funds for a week long after they forget the room.

## Pay anywhere on property

Once a card is on file, every outlet can charge to the room with the guest's confirmation in the app: the restaurant, the spa, the minibar, the pool bar. Guests see each charge appear on their digital folio in real time, which prevents disputes at checkout.

## Support local wallets

International guests increasingly expect their local wallets and payment methods, not only cards. Supporting the methods your guests actually use, which varies strongly by source market, reduces friction and abandoned bookings. Check your guest mix before choosing which to add.

## Express checkout

The payoff comes on the last morning. A guest who has seen every charge during the stay can review the folio on their phone, confirm it and leave. No queue, no printed bill, and a receipt in their inbox. Properties that offer express checkout find that a large share of guests use it once it is available.

## Security and compliance

Handling payments means meeting the requirements of the [PCI Data Security Standard](https://www.pcisecuritystandards.org/). Using a payment provider that tokenises cards and hosts the card entry fields keeps most of that scope away from the property. Ask any vendor exactly which parts of PCI compliance they cover and which remain with you.

## Start with the folio

If you change only one thing, make the folio visible to guests during the stay. It builds trust, reduces checkout disputes and lays the ground for everything else. Our [contactless payment tools](/software/payments-security#contactless) show how it fits together.
`,
  },
  {
    slug: 'chargebacks-and-fraud-in-hospitality',
    title: 'Chargebacks and Fraud in Hospitality: A Practical Defence',
    excerpt:
      'Card-not-present bookings and no-show disputes cost hotels more than most realise. Good evidence, collected automatically, wins the majority of disputes.',
    author: 'Daniel Mensah',
    category,
    publishedAt: '2026-06-10T08:00:00Z',
    format: 'html',
    body: `
Hotels are an attractive target for payment fraud. Bookings are made remotely, stays happen days or weeks later, and the service is consumed before the final charge. Add genuine disputes about no-shows and cancellation fees, and chargebacks become a steady drain on revenue and staff time. The good news is that most of the defence is about evidence, and evidence can be collected automatically.

## Know the common patterns

Fraud in hospitality tends to follow a few patterns:

- Bookings with stolen cards, often for same-day arrival and high-value rooms.
- Friendly fraud, where a genuine guest disputes a legitimate charge.
- No-show and cancellation disputes, where the guest claims they were not told the terms.
- Third-party bookings where the cardholder is not the guest.

Each calls for slightly different checks, but all are easier to handle with good records.

## Verify at the right moments

Strong customer authentication at booking, where regulations require it, shifts liability for many fraud cases away from the merchant. At pre-arrival check-in, verifying the guest's identity and matching it with the booking adds a further layer. For third-party bookings, a signed authorisation from the cardholder is essential.

## Collect evidence as you go

When a dispute arrives, the property needs to show that the guest agreed to the terms and received the service. A digital journey produces this evidence naturally:

1. The accepted cancellation policy, with a timestamp.
2. The completed check-in, with identity verification and signature.
3. Mobile key usage showing that the room was accessed.
4. The itemised folio reviewed and confirmed by the guest.

Stored together, these records make responding to a dispute a matter of minutes.

## Respond quickly and completely

Disputes have deadlines, and partial responses often lose. Assign responsibility for disputes to one person or team, respond with all relevant evidence, and track outcomes to learn which cases you win and which you do not.

## Balance security and welcome

Every check adds friction. Apply the strongest checks to the riskiest bookings, such as same-day, high-value or third-party stays, rather than treating every guest as a suspect. Most guests are honest, and the experience should reflect that. Our [fraud prevention features](/software/payments-security#fraud) apply risk-based checks automatically.
`,
  },
  {
    slug: 'identity-verification-without-the-photocopier',
    title: 'Identity Verification Without the Photocopier',
    excerpt:
      'Photocopied passports in a filing cabinet are a privacy risk and a poor welcome. Digital verification is faster, safer and easier to audit.',
    category,
    image: 'mobile-key.svg',
    publishedAt: '2026-01-21T08:00:00Z',
    format: 'rich-text',
    body: `
In many countries, hotels are required to verify and record the identity of their guests. For decades, that meant photocopying passports at the desk and filing the copies. The process is slow for guests and risky for properties: paper copies of identity documents are exactly the kind of data that should never sit in an unlocked drawer.

## What digital verification does

Digital verification lets the guest photograph their identity document during pre-arrival check-in, often with a selfie to confirm that the document belongs to them. The document is checked for authenticity and the data extracted automatically, so the guest does not have to type it. Staff see a verified status rather than handling the document themselves.

## Collect only what the law requires

Data protection rules such as the [GDPR](https://gdpr.eu/) require that you collect only the data you need and keep it only as long as necessary. Check precisely what your local registration rules require: often it is specific fields, not a full image of the document. Configure verification to store those fields and discard the rest.

## Secure what you keep

Whatever you store must be protected:

- Encrypt documents and extracted data at rest and in transit.
- Limit access to the staff roles that genuinely need it.
- Log every access, so you can show who viewed what.
- Delete data automatically at the end of the retention period.

## Verification unlocks the rest

Once a guest is verified, other parts of the journey can safely go digital. A mobile key can be issued, a card can be confirmed as belonging to the guest, and the guest can skip the desk entirely. **Verification is the foundation that makes contactless arrival trustworthy.**

## Keep a manual path

Some guests cannot or will not complete digital verification: their document may not be supported, or they may simply prefer the desk. Staff should be able to verify these guests in person, recording the result in the same system so that the audit trail stays complete.

## One-time passwords for sensitive actions

For actions such as sharing a key or changing payment details, a one-time password sent by SMS adds a simple second check that the person using the app is the guest. It is quick for legitimate guests and a real barrier for anyone else. Read more about our [compliance approach](/software/payments-security#compliance).
`,
  },
];
