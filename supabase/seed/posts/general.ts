import type { SeedPost } from '../types';

/** Posts without a category, author, image or read time: the column defaults show in the site. */
export const generalPosts: SeedPost[] = [
  {
    slug: 'planning-your-2027-guest-technology-budget',
    title: 'Planning Your 2027 Guest Technology Budget',
    excerpt:
      'Budget season is here. A simple way to decide which guest technology projects deserve money next year, and which can wait.',
    readTime: false,
    publishedAt: '2026-11-18T08:00:00Z',
    format: 'rich-text',
    body: `
Every autumn, hotel leadership teams sit down to decide what to invest in next year. Guest technology competes with renovations, staffing and marketing for the same limited budget, and vendors all promise transformative results. A structured approach helps separate the projects that will pay back from those that only look good in a presentation.

# A method in five steps

## Start from problems, not products

List the problems your guests and staff mention most often. Reviews, feedback and conversations with team leaders will give you a short list quickly: long check-in queues, slow responses to requests, unclear bills, housekeeping delays. Each budget line should solve __one__ of these problems, and you should be able to say which.

## Estimate the value honestly

For each project, estimate what changes if it works. Be specific and conservative:

- Hours of staff time saved per week, and what that time will be used for.
- Revenue from new offers, based on realistic conversion rates.
- Costs avoided, such as printing, key cards or commission.
- Effects on guest satisfaction, measured the way you already measure it.

Projects whose value you cannot describe in one of these ways deserve a second look.

## Count the full cost

Licence fees are only part of the cost. Include implementation, integration, training, hardware and the internal time your team will spend. Ask vendors for references from properties like yours and ask those references what the project really took.

## Sequence the work

Technology projects depend on each other. Digital check-in makes mobile keys possible; a connected folio makes express checkout possible. Put the foundations first, even if the headline features come later. Trying to launch everything at once is the most common reason projects stall.

## Leave room to learn

Reserve a small part of the budget for pilots: a few weeks testing a new idea at one property before deciding whether to roll it out. Pilots reduce risk and give your team a voice in what gets adopted.

## Review in the spring

Set a date, three or four months into the year, to review progress against the value you expected. Projects that are delivering can be extended; those that are not can be fixed or stopped before they consume the whole year's budget.
`,
  },
  {
    slug: 'a-guide-to-guest-data-privacy-for-hoteliers',
    title: 'A Guide to Guest Data Privacy for Hoteliers',
    author: 'Claire Dubois',
    publishedAt: '2025-08-20T08:00:00Z',
    format: 'html',
    body: `
Hotels hold some of the most personal data any business collects: identity documents, payment details, travel plans, room numbers and sometimes health information such as allergies or accessibility needs. Guests trust properties with this data to make their stay work. Handling it well is a legal requirement in most places and, just as importantly, a matter of guest trust.

## Know what you hold

Start with an inventory. For each type of guest data, record where it comes from, where it is stored, who can access it, what it is used for and how long it is kept. Most properties find data in more places than they expected: old spreadsheets, email inboxes, printed arrival lists and vendor systems.

## Collect with a purpose

Privacy laws such as the GDPR are built on a simple principle: collect data for a clear purpose and use it only for that purpose. Registration data collected to comply with local law should not quietly become marketing data. Where you want to use data for marketing or personalisation, ask for consent clearly and record it.

## Limit access

Not every staff member needs to see every guest's details. Give each role access to what it needs: housekeeping needs room status and requests, not passport numbers. Use individual accounts rather than shared logins, so that access can be traced and revoked.

## Choose vendors carefully

Every system that handles guest data is part of your responsibility. Ask vendors where data is stored, how it is secured, whether they use sub-processors and how they handle deletion requests. Put a data processing agreement in place with each of them.

## Respond to guest requests

Guests may ask to see, correct or delete their data. Have a simple process for handling these requests within the required time, and make sure it covers all the systems on your inventory, not only the main property management system.

## Plan for incidents

Despite best efforts, incidents happen: a lost laptop, a misdirected email, a compromised account. Decide in advance who investigates, who decides whether to notify authorities and guests, and how quickly. Practise the plan once a year.

## Privacy as service

Guests notice when a property treats their data with care: a check-in that asks only for what is needed, a clear explanation of why, and staff who do not read out room numbers in the lobby. Good privacy practice is part of good hospitality.
`,
  },
];
