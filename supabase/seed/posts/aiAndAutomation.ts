import type { SeedPost } from '../types';

const category = 'AI & Automation';

export const aiAndAutomationPosts: SeedPost[] = [
  {
    slug: 'ai-concierge-adoption-what-500-properties-taught-us',
    title: 'AI Concierge Adoption: What 500 Properties Taught Us About Guests Who Text',
    excerpt:
      'Guests no longer call the front desk; they message it. Across more than 500 properties, the hotels that got the most from an AI concierge were not the ones with the cleverest bot, but the ones that decided early what the bot should never answer alone.',
    author: 'Priya Raman',
    category,
    featured: true,
    image: 'concierge.svg',
    publishedAt: '2026-11-12T08:00:00Z',
    format: 'rich-text',
    body: `
When we started rolling out conversational concierge features, the question hoteliers asked most was whether guests would actually use them. That question has been settled. At a typical city hotel on our platform, **more than half of all guest requests now arrive as messages**, and most of them arrive outside the hours when the front desk is busiest. The harder question, and the one this article is about, is how to run an AI concierge so that it earns trust instead of eroding it.

## Guests ask simple questions, often

The long tail of guest questions is surprisingly short. Breakfast hours, the Wi-Fi password, late checkout, parking, the pool, the nearest pharmacy: a few dozen intents cover the large majority of conversations. That is good news, because those are exactly the questions an AI concierge can answer instantly and accurately, provided the answers come from the property's own data rather than from the model's imagination.

The properties that launched well spent their first week on *content*, not configuration. They reviewed every answer the concierge would give about their own hotel, corrected the opening hours that had changed since the last brochure, and added the details that staff know by heart but never write down.

## Decide what the AI must hand over

Every successful rollout we have seen drew a clear line between what the AI resolves and what it routes to a person. A good starting list:

- Complaints, even mild ones, go to a named duty manager within minutes.
- Anything involving money beyond a published price (refunds, disputes, exceptions) goes to staff.
- Medical, safety and security topics are escalated immediately, with the guest told so.
- Requests the AI cannot match to a service are turned into a task, never silently dropped.

> The best AI concierge is the one that knows when to stop talking and bring in a colleague.

## Measure resolution, not volume

Message counts look impressive in a board deck, but they say little about service. We encourage properties to track three numbers instead: the share of conversations resolved without staff, the median time to a first human reply when one is needed, and the satisfaction score of conversations that were escalated. When the third number rises, guests are telling you that the handover works.

## Language is the quiet win

One effect surprised many general managers: the concierge answers in the guest's own language. Properties with international demand reported fewer misunderstandings at the desk, because guests arrived having already sorted out the practical questions in writing, at their own pace.

## Where to begin

Start with pre-arrival messaging, where the stakes are low and the value is high, then extend into the stay once your answers are reliable. If you want to see how this looks in practice, the [digital concierge overview](/software/guest-journey#digital-concierge) walks through a real conversation flow, from the first welcome message to checkout.
`,
  },
  {
    slug: 'writing-guardrails-for-hotel-chatbots',
    title: 'Writing Guardrails for Hotel Chatbots Your Legal Team Will Sign Off',
    excerpt:
      'A practical framework for the policies behind an AI concierge: what it may promise, what it must never say, and how to prove it behaved.',
    author: 'Daniel Mensah',
    category,
    image: 'guest-messaging.svg',
    publishedAt: '2026-10-28T09:30:00Z',
    format: 'html',
    body: `
Most hotel groups that pause an AI project do not do so because the technology disappoints. They pause because someone in legal or brand asks a reasonable question nobody can answer: *what exactly is this thing allowed to say on our behalf?* This article sets out the guardrails we recommend writing down before the first guest conversation.

## Promises need a source

An AI concierge should only commit the property to things that exist in a system of record. If it confirms a late checkout, that confirmation should come from a rule in the property management system or from a staff approval, not from a model deciding that it sounds helpful. We phrase this to teams as a simple test: **could a staff member point to where this promise came from?** If not, the concierge should offer to ask.

## A short list of things it never does

Keep the prohibited list short, specific and testable:

- It never quotes a price that is not in the rate or menu data.
- It never gives medical, legal or immigration advice.
- It never discusses other guests, including whether someone is staying.
- It never asks for full card numbers in chat.
- It never argues with a complaint; it acknowledges and escalates.

## Tone is a policy too

Brand teams care about voice, and rightly so. Write three or four example answers in the voice you want, including one apology and one refusal, and use them as the reference for reviews. A refusal done well keeps the guest on side: it says what the concierge cannot do, why in one clause, and what will happen next.

## Logging that answers the auditor

Keep a complete transcript of each conversation with the sources the AI used for every factual answer. When a guest disputes what they were told, staff should be able to open the conversation and see the message, the data it drew on and any staff edits, in one place. That record protects the guest and the property alike.

## Review on a schedule

Guardrails drift as menus, policies and seasons change. A monthly review of a sample of conversations, with the front office manager and someone from brand, catches most problems early. Treat findings as content fixes first: in our experience, the majority of wrong answers trace back to outdated property information rather than to the model itself.

## Make it easy to say yes

Legal teams sign off faster when they can see the rules, the logs and the escalation paths before launch. Bring them a one-page policy, a sample transcript and the list of topics that go straight to staff. It turns an open-ended risk into a specific, reviewable one, which is all most reviewers are asking for.
`,
  },
  {
    slug: 'automating-the-night-shift-without-losing-the-human-touch',
    title: 'Automating the Night Shift Without Losing the Human Touch',
    excerpt:
      'Night auditors carry a surprising share of guest contact. Automation can take the repetitive load off the night shift while making sure the one urgent call still reaches a person.',
    author: 'Aiko Tanaka',
    category,
    publishedAt: '2026-09-30T07:00:00Z',
    format: 'rich-text',
    body: `
Between midnight and six in the morning, many mid-sized hotels run on one or two people. The night auditor balances the day, answers the phone, checks in the late arrivals and handles whatever the night brings. It is the shift where automation can help most, and where getting it wrong is most visible.

## What actually happens at night

When properties review their overnight requests, the same patterns appear. Late arrivals asking how to get in, guests asking for an extra pillow or a phone charger, questions about breakfast, and a small number of genuinely urgent calls: a noise complaint, a guest locked out, someone feeling unwell. The first groups are predictable and repetitive. The last group needs a person, fast.

## Let the routine answer itself

Automation works well for the predictable requests:

1. **Late arrival instructions** sent automatically when a flight is delayed or the guest tells the concierge they will arrive after midnight.
2. **Amenity requests** captured in chat and queued as tasks, so the auditor can batch the deliveries instead of walking the corridors five times.
3. **Breakfast and checkout questions** answered from the property's own information, in the guest's language.

Each of these removes an interruption from a shift that is already stretched, without taking anything away from the guest.

## Protect the urgent path

The urgent path deserves more design effort than everything else combined. Messages that mention safety, health, lock-outs or disturbances should bypass any queue and alert the person on duty with a sound and a phone notification. The guest should receive an immediate, honest reply: a person has been notified and will respond within minutes. *Never let an urgent message sit behind an automated answer.*

## Give the night team context

When the auditor does respond, they should see the whole conversation and the guest's booking details on one screen. Nothing frustrates a guest at two in the morning more than repeating themselves.

## Measure what matters at night

Track the time from an urgent message to a human reply, the number of walks to rooms per shift and the number of calls to the desk. Properties that automate the routine requests typically see the phone ring far less, which is exactly what lets the night team give the urgent moments their full attention.

---

The night shift is where guests form some of their strongest impressions of a hotel. Automation done well makes that shift calmer, and calm staff give better service.
`,
  },
  {
    slug: 'forecasting-housekeeping-demand-with-machine-learning',
    title: 'Forecasting Housekeeping Demand with Machine Learning',
    excerpt:
      'Departure lists tell you how many rooms to clean tomorrow, not when guests will actually leave. Predicting checkout times lets housekeeping plan the day around reality.',
    author: 'Tomás Lindqvist',
    category,
    image: 'housekeeping.svg',
    publishedAt: '2026-08-19T10:00:00Z',
    format: 'html',
    body: `
Every housekeeping manager knows the morning puzzle. The departure list says forty rooms will be vacated today, but it does not say when. If most guests leave at the stroke of checkout time, attendants stand idle at nine and rush at one. If arrivals come early, the team is racing a queue of guests in the lobby. Forecasting when rooms will actually be free turns that puzzle into a plan.

## The signals are already there

A property's own data carries most of what a model needs:

- Flight times shared by guests in pre-arrival messages or booking notes.
- Whether the guest has requested late checkout or booked a late-departure upsell.
- The day of the week and the booking segment: business travellers tend to leave early on weekdays, leisure guests linger on Sundays.
- Whether the guest has already settled the folio through express checkout.

None of these is a perfect predictor on its own. Together they produce an estimated departure window for each room that is far more useful than the single checkout time printed on the list.

## From prediction to assignment

The forecast only matters if it changes the work. We use it to order each attendant's list so that rooms likely to be free early come first, and rooms with confirmed early arrivals are prioritised within that order. Supervisors see the plan before the shift starts and can adjust it with one tap when something changes, such as a group departure moved up by an hour.

## Keep people in charge

A model should never lock an attendant into a route. Attendants know things the data does not: the room that always takes longer, the guest who asked not to be disturbed until eleven. The plan is a starting point and the **team's edits feed back into the next day's forecast**.

## What to expect

Properties that adopt predicted departures usually notice two changes within weeks. Fewer guests wait for a room on arrival, and the afternoon crunch spreads more evenly across the day. Neither requires extra staff; both come from matching effort to when rooms actually become available.

## Start small

You do not need a data science team to begin. Start by asking guests their departure time in the pre-arrival message, record it, and sort the room list by it. That simple step captures a large part of the benefit, and it gives you the data to do more later. Our [housekeeping tools](/software/staff-tools#housekeeping) include the forecast out of the box.
`,
  },
  {
    slug: 'ai-and-the-front-desk-role-in-2027',
    title: 'AI and the Front Desk Role in 2027',
    excerpt:
      'The front desk is not disappearing; it is changing shape. Here is what the role looks like when routine transactions move to the guest’s phone.',
    category,
    publishedAt: '2026-07-22T08:15:00Z',
    format: 'rich-text',
    body: `
Ask a front office manager what their team spends the day on and the answer rarely includes the word *hospitality*. It is keys, ID checks, card pre-authorisations, directions and the printer. As more of those transactions move to guests' phones, the front desk is not vanishing. It is becoming something closer to what it was always meant to be.

## From transactions to hosting

When check-in, keys and payment are handled digitally, the desk is freed from the queue. Properties that have made this shift describe a new role that looks more like a host than a clerk: someone who greets arriving guests by name, notices the family that looks lost, and has time to recommend a restaurant properly. **The number of conversations stays the same; their content changes.**

## New skills for the team

The change asks for new skills, and the best operators train for them deliberately:

- Reading a conversation history quickly and picking up where the AI concierge left off.
- Handling the exceptions automation cannot: the disputed charge, the room that is not right, the special occasion.
- Using the guest profile well, without making guests feel watched.
- Spotting gaps in the concierge's answers and reporting them so the content gets fixed.

## Fewer hand-offs, clearer ownership

A common failure in early digital rollouts was that nobody owned the messages. Guests wrote in, the AI answered what it could, and the rest waited for whoever noticed. The properties that succeed assign conversations to a named person per shift, just as they would assign the phone. That person is accountable for every escalation reaching a human reply within the agreed time.

## Design the lobby for it

If fewer guests queue at a counter, the lobby can change too. Some hotels have replaced part of the desk with a standing pod where a host can check a guest in on a tablet beside them, rather than across a barrier. Others keep a traditional desk for those who prefer it, because many guests still do, and that choice should always remain.

## What not to automate

Welcome and farewell moments carry more weight than their length suggests. Several properties deliberately keep a person at the door at peak arrival times, even though check-in itself is digital. The technology removes friction; the people create the memory.
`,
  },
];
