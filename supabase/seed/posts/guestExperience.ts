import type { SeedPost } from '../types';

const category = 'Guest Experience';

export const guestExperiencePosts: SeedPost[] = [
  {
    slug: 'mobile-keys-lessons-from-the-first-year',
    title: 'Mobile Keys: Lessons from the First Year of Going Keyless',
    excerpt:
      'Going keyless is less about the lock and more about the journey to the door. Here is what properties learned in their first twelve months with mobile keys.',
    author: 'Claire Dubois',
    category,
    image: 'mobile-key.svg',
    publishedAt: '2026-11-05T09:00:00Z',
    format: 'rich-text',
    body: `
Mobile keys have moved from novelty to expectation. Frequent travellers now assume they can walk past the desk and open their door with a phone. Yet the properties that get the most from keyless entry treat it as a guest journey, not a hardware project. These are the lessons that came up again and again in the first year.

## The lock is the easy part

Modern locks from the major manufacturers support Bluetooth credentials, and most properties already have compatible hardware or can retrofit it. The difficult work is everything around the lock: verifying the guest before a key is issued, delivering the key at the right moment, and recovering gracefully when a phone battery dies at midnight.

## Issue keys after verification, not before

The safest pattern ties key issue to the completion of pre-arrival check-in. The guest confirms their details, verifies their identity document and places a card on file; only then does the key appear in the app, and only for the dates of the stay. **A key that can be issued without verification is a key someone else can ask for.**

## Plan for the dead battery

Every keyless property needs a fallback that does not depend on the guest's phone:

- A physical key card available at the desk or from a kiosk after an identity check.
- Clear instructions in the welcome message about what to do if the app will not open the door.
- A night-shift procedure that staff have actually practised.

## Share keys carefully

Families and colleagues travelling together want to share access. Shared keys should be issued to named people, each verified, and revocable individually. Avoid forwarding links that anyone can open; they are convenient until one is posted in a group chat.

## Measure adoption honestly

Adoption rates vary widely with the guest mix. Business-heavy city hotels see high uptake quickly, while leisure resorts with many first-time guests grow more slowly. Track the share of eligible stays that used a mobile key at least once, and ask guests who did not why. The answers are usually practical: they did not know it was available, or they did not want another app. Both can be fixed with better pre-arrival messaging.

## The quiet benefit

Several general managers told us the biggest change was not speed at the door but fewer lost key cards, fewer re-encodes and a calmer desk at peak arrival times. Our [mobile key overview](/software/guest-journey#mobile-key) explains how the credential is issued and revoked across a stay.
`,
  },
  {
    slug: 'pre-arrival-messaging-that-guests-actually-read',
    title: 'Pre-Arrival Messaging That Guests Actually Read',
    excerpt:
      'A pre-arrival message is the first conversation of the stay. Timing, length and one clear action decide whether it is read or ignored.',
    author: 'Claire Dubois',
    category,
    image: 'guest-messaging.svg',
    publishedAt: '2026-10-14T08:00:00Z',
    format: 'html',
    body: `
The pre-arrival message is the most valuable message a property sends, and the one most often wasted. Too many arrive as a long email full of policies, sent at an arbitrary time, asking the guest to do five things. Guests skim, close and arrive unprepared. A few changes make a large difference.

## Send it when the guest is planning

Timing matters more than wording. For short city stays, three days before arrival works well: the trip is real, but the guest is not yet travelling. For resort stays booked far ahead, a first message a week out and a short reminder the day before perform better. Avoid sending in the middle of the night in the guest's own time zone; schedule by their locale, not yours.

## One message, one action

Every pre-arrival message should have exactly one primary action. Usually that is completing online check-in. Secondary information, such as parking, transport or dining, belongs in a short list below, or in the concierge chat where guests can ask when they need it.

- **Primary:** complete check-in and receive your mobile key.
- **Secondary:** arrival time, special requests, transport options.
- **Optional:** a single relevant upgrade offer, not a catalogue.

## Write like a person

Guests respond to messages that sound like they come from someone at the hotel. Use the name of the property, a real sign-off and plain language. Compare "Please be advised that check-in commences at 15:00" with "Your room will be ready from 3 pm; if you arrive earlier, we will happily keep your bags." The second one gets answered.

## Choose the right channel

Email remains the default for many markets, but messaging apps and SMS see much higher open rates for time-sensitive notes. Let guests choose their channel during booking or check-in, and respect that choice. A guest who asked for messages on one app should not receive the same note in three places.

## Close the loop

When a guest replies, someone or something must answer. Pre-arrival replies are often the most valuable: allergies, celebrations, accessibility needs, late arrivals. Route them to the concierge and make sure the relevant team sees them before the guest arrives.

## Measure and iterate

Track the share of guests who complete check-in before arrival and the number of replies you receive. Test one change at a time: send time, subject line or the order of the content. Small, steady improvements compound quickly across thousands of stays.
`,
  },
  {
    slug: 'designing-digital-check-in-for-every-guest',
    title: 'Designing Digital Check-In for Every Guest, Including the Ones Who Prefer the Desk',
    excerpt:
      'Digital check-in should widen choice, not remove it. Accessibility, language and a graceful path back to a person make it work for everyone.',
    category,
    publishedAt: '2026-09-09T11:00:00Z',
    format: 'rich-text',
    body: `
Digital check-in is now standard in much of hospitality, and guests who use it rarely want to go back. But a check-in flow designed only for confident smartphone users leaves people out: older guests, guests with disabilities, guests travelling with a work phone that will not install apps. Good design serves them too.

## Start with accessibility

A check-in flow is a form, and forms are where accessibility most often breaks. The fundamentals are well understood and set out in the [Web Content Accessibility Guidelines](https://www.w3.org/WAI/standards-guidelines/wcag/):

- Every field has a visible label, not just a placeholder.
- Errors are described in words next to the field, not only with colour.
- The whole flow works with a keyboard and a screen reader.
- Text remains readable when the guest enlarges it.
- Nothing depends on a time limit the guest cannot extend.

Testing with real assistive technology, even briefly, catches problems automated checks miss.

## Ask only what you need

Every extra field costs completions. Many flows ask for information the property already holds from the booking. Pre-fill what you know, ask the guest to confirm it, and only request what is legally or operationally necessary, such as identity verification where local regulations demand it.

## Speak the guest's language

Offer the flow in the guest's language from the first screen, based on their booking or device settings, with an easy way to switch. Translate the legal text properly; a machine-translated privacy notice undermines the trust you are asking for.

## Keep the desk as a choice

> Digital check-in should be the fastest path, never the only one.

Some guests will always prefer to talk to a person, and some situations need one. Make it clear in every message that the desk is available, and make sure a guest who abandons the flow halfway is not penalised: their progress should be waiting for staff to complete with them.

## Design the arrival, not just the form

The flow ends at the door. Tell guests exactly where to go when they arrive: which entrance, which lift, how the key works. A perfect form followed by a confusing lobby is still a poor check-in.

## Learn from the drop-offs

Look at where guests abandon the flow. It is usually one step: the identity upload, the payment card, a confusing question. Fix that step and completion rises across the board. Our [pre-check-in](/software/guest-journey#pre-checkin) design follows these principles by default.
`,
  },
  {
    slug: 'service-recovery-in-the-age-of-instant-reviews',
    title: 'Service Recovery in the Age of Instant Reviews',
    excerpt:
      'Guests now tell the internet before they tell the desk. In-stay feedback gives hotels the chance to hear first and fix things while the guest is still there.',
    author: 'Marcus Webb',
    category,
    image: 'guest-messaging.svg',
    publishedAt: '2026-06-25T09:45:00Z',
    format: 'html',
    body: `
A guest who has a problem and says nothing is the hardest guest to win back, because you do not know there is anything to fix until the review appears. In-stay feedback changes that. When guests can tell the property about a problem as easily as they could post about it, most of them will, and the property gets a chance to put it right.

## Ask at the right moment

The most useful feedback prompt arrives the morning after the first night. The guest has slept in the room, used the shower and tried breakfast, and there is still time left in the stay to fix anything. A single question works best: *How is your stay so far?* with a simple scale and an optional comment.

## Route by severity

Not every piece of feedback needs a manager, but every negative one needs an owner:

- A low score with a comment about the room goes to housekeeping or engineering as a task, with the duty manager informed.
- A low score without a comment triggers a short, personal follow-up asking what went wrong.
- A high score can invite the guest to share a public review at checkout.

## Respond like a person, quickly

Speed matters more than polish. A reply within fifteen minutes that says "I am sorry about the noise, I have moved your room for tonight, here is the new key" resolves far more than a carefully worded apology the next day. Give front-line staff the authority to make small gestures without approval: a drink voucher, a late checkout, a room move.

## Close the loop visibly

When something is fixed, tell the guest. Then check the next morning that it stayed fixed. Guests whose problems were solved during the stay often leave more positive reviews than guests who had no problem at all, because they saw the property care.

## Learn across stays

Individual fixes help individual guests. Patterns help the property. Review tagged feedback weekly: if the same room appears three times for air-conditioning noise, that is an engineering job, not a service recovery. If breakfast waits come up every Sunday, the roster needs a look.

## A word on review prompts

Inviting only happy guests to review publicly is common, but do it honestly: never offer incentives for positive reviews, and never stop unhappy guests from reviewing. Platforms penalise both, and guests notice. The point of in-stay feedback is to have fewer unhappy guests, not to hide them.
`,
  },
  {
    slug: 'loyalty-beyond-points-recognition-that-feels-personal',
    title: 'Loyalty Beyond Points: Recognition That Feels Personal',
    excerpt:
      'Independent hotels cannot out-point the global chains, and they do not need to. Recognition, memory and small surprises build loyalty that points cannot buy.',
    author: 'Priya Raman',
    category,
    publishedAt: '2026-04-16T08:30:00Z',
    format: 'rich-text',
    body: `
Global hotel brands run loyalty programmes with millions of members, partner airlines and elaborate tiers. An independent hotel or a small group cannot compete on points, and trying usually means giving away margin for little return. What independents can offer is something the large programmes struggle with: being remembered.

## Recognition is the real reward

Ask frequent guests what makes them return and the answers are rarely about points. They mention the receptionist who remembered their name, the room with the view they liked, the breakfast order that arrived without asking. **Recognition is a reward that costs little and is hard to copy.**

## Remember with consent

Remembering preferences requires storing them, and guests should know and agree. A guest profile that records the preferred room type, pillow choice, dietary needs and celebration dates is valuable, but only when the guest has chosen to share it and can see or remove it. Privacy and personal service are compatible when the guest is in control.

## Small surprises, well timed

A handful of gestures, used thoughtfully, carry more weight than a points balance:

1. A handwritten note for a returning guest, mentioning something from their last stay.
2. The same room as last time, offered before they ask.
3. A local treat on a birthday or anniversary the guest mentioned.
4. An early check-in offered proactively when availability allows.

## Make it easy for staff

Recognition fails when it depends on one person's memory. Surface returning-guest details on the arrival list and in the conversation view, so that whoever is on shift can act on them. A short note such as *third stay, prefers high floor, celebrating anniversary* is enough.

## Reward direct relationships

Where a points-style element helps, keep it simple: perks for booking direct, such as a welcome drink, flexible checkout or a member rate. These strengthen the direct relationship without building an expensive currency you must manage for years.

## Measure return, not enrolment

Membership numbers flatter. The measure that matters is the share of guests who come back within a year, and how that compares with guests who were not recognised. Our [loyalty tools](/software/guest-engagement#loyalty) track exactly that.
`,
  },
];
