/** /about: our story, leadership, ESG & sustainability. */
import { brand } from 'shared/brand';
import type { CallToActionCopy, InfoCard, PageIntro, RelatedLink, SectionNavItem, Statistic } from './types';

export const aboutIntro: PageIntro = {
  metaTitle: 'About Us',
  metaDescription: `The story of ${brand.name}: founded in ${brand.foundingYear} in Bangkok, now serving 1000+ properties in 50+ countries, with the people who lead it and our ESG commitments.`,
  badge: 'About Us',
  title: 'Our story: technology that',
  highlight: 'gives hosts time back',
  description: `${brand.name} was founded by hoteliers and engineers who wanted staff to spend less time at a screen and more time with guests.`,
};

export const aboutSections: SectionNavItem[] = [
  { id: 'our-story', label: 'Our Story' },
  { id: 'leadership', label: 'Leadership' },
  { id: 'esg', label: 'ESG & Sustainability' },
];

export const aboutStats: Statistic[] = [
  { value: String(brand.foundingYear), label: 'Founded' },
  { value: '50+', label: 'Countries' },
  { value: '1000+', label: 'Properties' },
  { value: '5M+', label: 'Guests served' },
];

export const storyParagraphs: string[] = [
  `${brand.name} began in ${brand.foundingYear} at a 140-room hotel in Bangkok, where the front office spent most of each evening answering the same ten questions by phone and WhatsApp. Two of us had run hotels; two had built software for banks. We wrote a small assistant that answered those questions from the hotel’s own information — and the phones went quiet.`,
  'When travel stopped in 2020, hotels needed contactless check-in and mobile keys almost overnight. We built them in four months with our first twelve customers, and those features became the core of the guest app.',
  'Today the platform runs the guest journey from booking to checkout, the staff tools behind it and the connections to property, lock and payment systems, for hotels, resorts, vacation rentals, residences and senior living in more than 50 countries.',
];

export const milestones: InfoCard[] = [
  { title: '2019', description: 'Founded in Bangkok; the first AI concierge goes live at one hotel.' },
  { title: '2020', description: 'Contactless check-in and mobile keys launched with twelve pilot properties.' },
  { title: '2022', description: 'Offices in Singapore and Tokyo; 250 properties and the first hotel groups.' },
  { title: '2024', description: 'Staff tools, smart-room controls and payments join the platform; 1000 properties.' },
];

export interface Leader {
  name: string;
  role: string;
  bio: string;
  /** Two-letter monogram drawn in place of a photo. */
  initials: string;
}

export const leaders: Leader[] = [
  {
    name: 'Natthaya Srisuk',
    role: 'Co-founder & Chief Executive Officer',
    bio: 'Fifteen years in hotel operations, last as general manager of a 300-room city hotel. Sets the product’s first rule: every feature must save staff time.',
    initials: 'NS',
  },
  {
    name: 'Daniel Okafor',
    role: 'Co-founder & Chief Technology Officer',
    bio: 'Built payment and fraud systems for regional banks before leading the platform’s architecture, security and AI work.',
    initials: 'DO',
  },
  {
    name: 'Mei Tanaka',
    role: 'Chief Customer Officer',
    bio: 'Leads onboarding, support and customer success across Asia-Pacific and Europe; formerly head of guest experience at a Japanese hotel group.',
    initials: 'MT',
  },
  {
    name: 'Lucas Ferreira',
    role: 'Chief Revenue Officer',
    bio: 'Grew hospitality software businesses in Europe and Latin America; runs sales, partnerships and the partner ecosystem.',
    initials: 'LF',
  },
];

export const esgCommitments: InfoCard[] = [
  {
    title: 'Environment',
    meta: '18 million sheets of paper saved',
    description: 'Digital registration cards, folios and receipts replace printing, and energy controls cut consumption in empty rooms.',
  },
  {
    title: 'Social',
    meta: '44% women in leadership',
    description: 'Hiring across 14 nationalities, paid hospitality internships in Bangkok and accessibility built into every guest screen.',
  },
  {
    title: 'Governance',
    meta: 'Annual independent security audit',
    description: 'Encrypted guest data, published privacy practices and a data-ethics review for every AI feature before it ships.',
  },
];

export const aboutRelated: RelatedLink[] = [
  { title: 'Community', description: 'Success stories, partners and events from across our customer base.', href: '/support/community' },
  { title: 'Industry News', description: 'What we are reading and writing about hospitality technology.', href: '/hospitality-industry-news' },
  { title: 'ESG solutions', description: 'How the platform helps properties report and reduce their footprint.', href: '/solutions/by-technology#esg' },
];

export const aboutCallToAction: CallToActionCopy = {
  title: 'See what we have built',
  text: 'Book a demo with a product specialist and see the platform running for a property like yours.',
};
