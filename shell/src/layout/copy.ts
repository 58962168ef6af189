import { brand } from 'shared/brand';

/** Words of the header's mega menus, the mobile drawer and the footer (links live in shared/navigation). */
export const layoutCopy = {
  footerBlurb: `${brand.name} gives hotels, resorts, rentals and property managers one AI platform for every guest conversation, staff task and smart room, from the first booking message to the final folio.`,
  softwareStrip: {
    text: 'Every module shares one guest profile and one AI concierge.',
    action: 'Schedule Demo',
  },
  solutionsStrip: {
    text: 'Plans start at $100 a month, with onboarding included.',
    action: 'Compare plans',
  },
  supportStrip: {
    text: 'Questions about your property? Our support team is one message away.',
  },
  drawerDemo: {
    title: 'See it on your property',
    text: 'A 30-minute walkthrough with our team, shaped around your rooms and systems.',
    action: 'Schedule Demo',
  },
  newTab: '(opens in a new tab)',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  drawerTitle: 'Site menu',
} as const;
