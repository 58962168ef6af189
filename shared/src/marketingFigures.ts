/**
 * The site's marketing figures (display only), in one place: the home page, the area pages' stats
 * strips and the pricing page all show these.
 */
import type { Statistic } from 'shared/content';

export const figures = {
  propertiesServed: { value: '500+', label: 'Properties served' },
  guestSatisfaction: { value: '98%', label: 'Guest satisfaction' },
  messagesProcessed: { value: '2M+', label: 'Messages processed' },
  revenueIncrease: { value: '35%', label: 'Revenue increase' },
  monthlyInteractions: { value: '2M+', label: 'Monthly interactions' },
  currencies: { value: '150+', label: 'Currencies' },
  integrations: { value: '500+', label: 'Integrations' },
  ancillaryRevenue: { value: '45%', label: 'Ancillary revenue' },
  aiConversations: { value: '24/7', label: 'AI conversations' },
} as const satisfies Record<string, Statistic>;

/** Properties served, guest satisfaction, messages processed, revenue increase. */
export const headlineStats: Statistic[] = [
  figures.propertiesServed,
  figures.guestSatisfaction,
  figures.messagesProcessed,
  figures.revenueIncrease,
];

/** Monthly interactions, currencies, integrations, ancillary revenue. */
export const scaleStats: Statistic[] = [
  figures.monthlyInteractions,
  figures.currencies,
  figures.integrations,
  figures.ancillaryRevenue,
];
