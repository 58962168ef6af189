import { describe, expect, it } from 'vitest';
import { softwarePages } from 'shared/navigation';
import { guestEngagement } from './guestEngagement';
import { guestJourney } from './guestJourney';
import { integrations } from './integrations';
import { softwarePageEntries } from './pages';
import { paymentsSecurity } from './paymentsSecurity';
import { sectionNavItems } from './sectionNav';
import { smartProperty } from './smartProperty';
import { staffTools } from './staffTools';

/** The pages and their anchors, written out here on purpose: the content must match them, not itself. */
const specAnchors: Record<string, string[]> = {
  '/software/guest-journey': ['pre-checkin', 'mobile-key', 'self-service', 'digital-concierge', 'checkout'],
  '/software/guest-engagement': ['messaging', 'upsells', 'ordering', 'feedback', 'loyalty'],
  '/software/staff-tools': ['communication', 'tasks', 'housekeeping', 'incidents'],
  '/software/smart-property': ['controls', 'energy', 'iot', 'ai'],
  '/software/payments-security': ['contactless', 'fraud', 'compliance', 'transactions', 'oksecure'],
  '/software/integrations': ['pms', 'api', 'analytics'],
};

const pages = [guestJourney, guestEngagement, staffTools, smartProperty, paymentsSecurity, integrations];

describe('software content', () => {
  it('has one page per route, each loadable from the route table', async () => {
    expect(pages.map((page) => page.path).sort()).toEqual(Object.keys(specAnchors).sort());
    expect(softwarePageEntries.map((entry) => entry.path).sort()).toEqual(Object.keys(specAnchors).sort());
    for (const entry of softwarePageEntries) expect((await entry.load()).path).toBe(entry.path);
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s has a section for every required anchor, in order', (path, page) => {
    expect(page.sections.map((section) => section.id)).toEqual(specAnchors[path]);
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s: tabs use the top menu’s labels for the anchors it lists', (path, page) => {
    const menu = softwarePages.find((entry) => entry.href === path)!;
    const tabs = new Map(sectionNavItems(page).map((item) => [item.id, item.label]));
    for (const anchor of menu.anchors ?? []) {
      const id = anchor.href.split('#')[1]!;
      expect(tabs.get(id)).toBe(anchor.label);
    }
    for (const label of tabs.values()) expect(label.length).toBeGreaterThan(0);
  });

  it('lists only contactless and oksecure in the menu for payments-security, while the page has all five', () => {
    const menu = softwarePages.find((entry) => entry.href === '/software/payments-security')!;
    expect(menu.anchors?.map((anchor) => anchor.href.split('#')[1])).toEqual(['contactless', 'oksecure']);
    expect(sectionNavItems(paymentsSecurity).map((item) => item.label)).toEqual([
      'Contactless Payments',
      'Fraud Prevention',
      'Compliance',
      'Transactions',
      'OK Secure',
    ]);
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s: every section says what it does, how, and what it connects to', (_path, page) => {
    for (const section of page.sections) {
      expect(section.benefits.length).toBeGreaterThanOrEqual(3);
      expect(section.steps.length).toBeGreaterThanOrEqual(3);
      expect(section.connectsTo.length).toBeGreaterThanOrEqual(3);
      expect(section.intro.length).toBeGreaterThan(80);
    }
    expect(page.stats).toHaveLength(4);
    expect(page.related.length).toBeGreaterThanOrEqual(3);
    for (const link of page.related) expect(link.href).toMatch(/^\/(solutions|software|support)\/[a-z-]+(#[a-z-]+)?$|^\/#(software|solutions|support)$/);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
  });
});
