/** The marketing figures of SPEC §1 shown in this area's stats strips (display only). */
import type { Statistic } from './types';

export const solutionStats: Statistic[] = [
  { value: '500+', label: 'Properties Served' },
  { value: '98%', label: 'Guest Satisfaction' },
  { value: '2M+', label: 'Messages Processed' },
  { value: '35%', label: 'Revenue Increase' },
];

export const pricingStats: Statistic[] = [
  { value: '2M+', label: 'Monthly Interactions' },
  { value: '150+', label: 'Currencies' },
  { value: '500+', label: 'Integrations' },
  { value: '45%', label: 'Ancillary Revenue' },
];
