import type { SeedPost } from '../types';

const category = 'Operations';

export const operationsPosts: SeedPost[] = [
  {
    slug: 'housekeeping-without-the-clipboard',
    title: 'Housekeeping Without the Clipboard: Real-Time Room Status in Practice',
    excerpt:
      'Paper room lists and radio calls cost minutes on every room. Real-time status on a phone gives housekeeping, the front desk and engineering the same picture at the same moment.',
    author: 'Tomás Lindqvist',
    category,
    image: 'housekeeping.svg',
    publishedAt: '2026-11-01T07:30:00Z',
    format: 'rich-text',
    body: `
In many hotels, the housekeeping day still begins with a printed list and ends with a supervisor walking the floors to check what the radio missed. Each room's status travels through a chain of people: attendant to supervisor, supervisor to desk, desk to guest. Every link adds delay. Real-time room status removes the chain.

## One status, visible to everyone

When an attendant marks a room clean on their phone, the front desk sees it immediately, and so does the guest waiting for an early check-in. When an inspector flags a dripping tap, engineering receives a task with the room number and a photo. Nobody needs to call anyone. **The room's status lives in one place and updates once.**

## Design the attendant's screen first

Attendants are the people who update status most often, usually with gloves on and a trolley to push. Their screen must be simple:

- Large buttons for the few actions they take: start, pause, done, report a problem.
- The day's rooms in the order they should be cleaned, with priority arrivals highlighted.
- Guest requests attached to the room, such as extra towels or a cot.
- Their own language, whatever the property's default.

Anything more belongs on the supervisor's view.

## Inspections that help, not police

Room inspection is where quality is kept, and where morale can suffer if it feels like surveillance. Use inspection checklists that focus on what guests notice, record findings as coaching notes rather than penalties, and share trends with the team weekly. Attendants who see their own improvement stay longer, which matters in a tight labour market.

## Connect it to arrivals

The real payoff comes from linking room status to arrivals. When a guest with an early arrival checks in online, their room can be prioritised automatically. When the room is ready, the guest gets a message and a mobile key. No phone call, no waiting in the lobby.

## Expect a transition period

Teams used to paper need time and support. The properties that switch smoothly run both systems side by side for a week, choose two or three enthusiastic attendants as champions, and keep the first version of the workflow deliberately simple. New features can come later, once the basics are habit.

## What changes

After the transition, supervisors spend less time walking and more time coaching, the desk stops calling housekeeping to ask about rooms, and guests get their rooms sooner. See our [housekeeping module](/software/staff-tools#housekeeping) for the full workflow.
`,
  },
  {
    slug: 'one-inbox-for-every-department',
    title: 'One Inbox for Every Department: Ending the WhatsApp Group Era',
    excerpt:
      'Staff group chats are fast, free and a liability. A shared operational inbox keeps the speed while adding ownership, history and privacy.',
    author: 'Aiko Tanaka',
    category,
    publishedAt: '2026-10-07T08:00:00Z',
    format: 'html',
    body: `
Walk into almost any hotel back office and you will find the real communication system on the staff's personal phones: a handful of group chats for housekeeping, engineering, the front office and the managers. They grew up because they are fast and everyone already has the app. They persist because nothing official has been as easy. But they come with real costs.

## The hidden costs of group chats

Group chats mix guest details with personal life on personal devices. When an employee leaves, the history leaves with them, or worse, stays on their phone. Requests scroll out of view and nobody knows who took them. A message saying "Room 412 needs towels" has no owner, no status and no record that it was done.

## What a shared inbox adds

A shared operational inbox keeps the immediacy that made group chats popular and adds the structure they lack:

- **Ownership:** every request is assigned to a person or a team, and everyone can see who.
- **Status:** open, in progress, done, with timestamps.
- **History:** the conversation about a room or a guest stays with the property, not with a phone.
- **Privacy:** guest data sits on managed accounts that can be revoked when someone leaves.

## Keep it as easy as chat

Adoption depends on speed. If posting a request takes longer than sending a message to the group, staff will keep using the group. Use a mobile app with push notifications, let people post a photo and a room number in two taps, and allow simple chat alongside structured tasks.

## Translate automatically

Many hotel teams work across several languages. Automatic translation in the staff inbox lets a supervisor write in one language and an attendant read in another, without either switching apps or asking a colleague to interpret.

## Migrate gently

Do not ban the group chats on day one. Start by moving one type of request, such as maintenance issues, to the new inbox, and show the team that those requests now get done faster. Move the next type once the first has stuck. Within a few weeks the groups go quiet on their own.

## Set expectations for managers

Managers set the tone. If they keep posting instructions in the old group, everyone follows them there. Agree as a leadership team that operational requests go through the inbox, and lead by example. Our [staff communication tools](/software/staff-tools#communication) were designed around exactly this transition.
`,
  },
  {
    slug: 'preventive-maintenance-that-guests-never-notice',
    title: 'Preventive Maintenance That Guests Never Notice',
    readTime: false,
    publishedAt: '2026-08-05T09:00:00Z',
    category,
    format: 'rich-text',
    body: `
The best maintenance work is invisible. A guest should never find out that the air-conditioning unit in their room was serviced the week before; they should simply have a quiet, cool night. Yet in many hotels, engineering still works mostly from complaints, fixing what guests report rather than preventing what they would have noticed.

## From reactive to planned

Reactive maintenance feels efficient because every job is clearly needed. In reality it is the most expensive way to run a building. Failures happen at the worst times, repairs are rushed, rooms go out of order unexpectedly and guests bear the discomfort. A planned programme spreads the work across quiet periods and catches problems while they are small.

## Build the asset list first

You cannot plan maintenance on equipment you have not listed. Start with the assets that most affect guests:

- Air-conditioning and heating units in each room.
- Hot water systems and shower mixers.
- Door locks and their batteries.
- Lifts, pool pumps and kitchen refrigeration.

For each, record its location, age and service interval. A spreadsheet is enough to begin.

## Let rooms tell you

Guest feedback and housekeeping reports are early warning signals. An attendant who notices a slow drain or a rattling fan should be able to report it in seconds from their phone. Those small reports, grouped by room and by asset, reveal which units are heading for failure. *Three minor reports about the same unit in a month is a prediction, not a coincidence.*

## Use occupancy to schedule

Schedule planned work into rooms that are vacant anyway. Linking the maintenance plan to the occupancy forecast lets engineering take a room out of order for an hour on a quiet afternoon rather than during a sold-out weekend.

## Track the right numbers

Useful measures include the ratio of planned to reactive jobs, the number of guest complaints related to room equipment and the number of room-nights lost to out-of-order status. As the planned share rises, the other two should fall.

## Connected rooms help

Where rooms have connected thermostats and sensors, equipment can report its own problems: a unit that runs constantly without reaching its set point, or a door that does not close properly. Our [smart property](/software/smart-property#iot) features bring those signals into the same task list engineering already uses.
`,
  },
  {
    slug: 'running-five-properties-from-one-dashboard',
    title: 'Running Five Properties from One Dashboard',
    excerpt:
      'Small hotel groups and property managers face the same complexity as large chains with a fraction of the head-office staff. Centralising the right things, and only those, makes the difference.',
    author: 'Daniel Mensah',
    category,
    image: 'revenue.svg',
    publishedAt: '2026-05-20T08:00:00Z',
    format: 'html',
    body: `
A group of five hotels or a portfolio of fifty rental apartments has most of the operational complexity of a large chain, but none of its head-office departments. The owner or a small regional team must keep standards consistent, spot problems early and share what works, usually with each property running its own systems. A single dashboard across properties changes what a small team can manage.

## Decide what to centralise

Not everything should move to the centre. Guest service happens on property, and local teams need the freedom to run it. What benefits from central visibility is the information that lets a regional manager compare, support and intervene:

- Guest satisfaction and open service requests per property.
- Response times to guest messages and escalations.
- Upsell and ancillary revenue by property and by offer.
- Housekeeping productivity and rooms out of order.

## Standardise the content, localise the details

A shared library of message templates, offers and concierge answers keeps the brand voice consistent while letting each property fill in its own details: breakfast hours, local recommendations, parking. When a template improves at one property, every property gets the improvement.

## Compare fairly

Dashboards that rank properties invite blame. Compare each property with its own history first, then with peers of a similar size and market. A resort and a city hotel will never have the same response times, and should not be judged as if they did.

## Use alerts sparingly

The value of a central view is seeing problems early. The risk is drowning the regional team in notifications. Agree on a short list of alerts that truly need central attention, such as an unresolved complaint older than an hour or a sudden drop in satisfaction, and let everything else live on the dashboard for the weekly review.

## Share wins across the group

The most underrated benefit of a multi-property view is learning. When one property's late-checkout offer converts twice as well as the others, the regional team can see why and share it. Small groups that review their dashboard together every week improve faster than properties working alone.

## Access and roles

A central dashboard needs careful permissions. Property staff should see their own property, regional managers their region, and owners everything. Role-based access keeps guest data where it belongs. Our [by-goal overview](/solutions/by-goal#centralize) shows how groups set this up.
`,
  },
  {
    slug: 'staffing-a-hotel-in-a-tight-labour-market',
    title: 'Staffing a Hotel in a Tight Labour Market',
    excerpt: 'Technology will not replace hotel staff, but it can make hotel jobs easier to do, to learn and to keep.',
    category,
    publishedAt: '2025-12-03T08:00:00Z',
    format: 'rich-text',
    body: `
Across much of the world, hotels are still finding it harder to hire and keep staff than before the pandemic. Wages matter, and so do schedules, but people also leave jobs that are needlessly stressful: chasing information, repeating the same answers, working around systems that fight them. Technology cannot solve the labour market. It can make the jobs within it better.

## Remove the work nobody wants

Start by asking staff which tasks they find most frustrating. The answers are remarkably consistent: answering the same questions all day, walking to the desk to check a room status, writing handover notes that nobody reads, and re-keying information from one system into another. Each of these can be reduced:

- Routine guest questions answered by the digital concierge.
- Room status and tasks on staff phones.
- Handover notes replaced by a shared log attached to rooms and guests.
- Integrations that pass booking data between systems automatically.

## Shorten the learning curve

New hires are most likely to leave in their first months. Tools that are easy to learn help them feel competent sooner. Simple mobile apps in the employee's own language, with clear task lists, mean a new attendant can be productive on day one rather than after weeks of shadowing.

## Offer flexibility where you can

Digital task management makes split shifts and part-time roles easier to coordinate, because work is visible and can be handed over without a long briefing. Some properties use this to offer shorter shifts that suit students or parents, widening the pool of people they can hire.

## Recognise good work visibly

When work is recorded, it can be recognised. Share guest comments that mention staff by name, celebrate the attendant with the best inspection scores, and let teams see the difference they make. **People stay where their effort is seen.**

## Be honest about automation

Staff worry that every new system is a step towards replacing them. Be clear about the goal: to remove tedious work so that people can spend more time on guests. Involve staff in choosing and configuring tools, and follow through by investing the time saved in service and training rather than in cuts.

## The long view

The hotels that will staff well over the next decade are those that are good places to work. Technology is one ingredient, alongside fair pay, respectful management and real career paths.
`,
  },
];
