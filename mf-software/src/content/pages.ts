/** Every software page, loaded on demand: each page's copy is its own chunk. */
import type { SoftwarePageContent } from './types';

export interface SoftwarePageEntry {
  path: SoftwarePageContent['path'];
  load: () => Promise<SoftwarePageContent>;
}

export const softwarePageEntries: SoftwarePageEntry[] = [
  { path: '/software/guest-journey', load: () => import('./guestJourney').then((module) => module.guestJourney) },
  { path: '/software/guest-engagement', load: () => import('./guestEngagement').then((module) => module.guestEngagement) },
  { path: '/software/staff-tools', load: () => import('./staffTools').then((module) => module.staffTools) },
  { path: '/software/smart-property', load: () => import('./smartProperty').then((module) => module.smartProperty) },
  { path: '/software/payments-security', load: () => import('./paymentsSecurity').then((module) => module.paymentsSecurity) },
  { path: '/software/integrations', load: () => import('./integrations').then((module) => module.integrations) },
];
