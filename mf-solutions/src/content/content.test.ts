import { describe, expect, it } from 'vitest';
import { solutionPages, softwarePages } from 'shared/navigation';
import { byGoal } from './byGoal';
import { byIndustry } from './byIndustry';
import { byTechnology } from './byTechnology';
import { onboardingIncluded, plans, waitlist } from './pricing';
import { sectionNavItems } from './sectionNav';

// The required anchors, written out here on purpose: the data and the menu must both match them.
const specAnchors: Record<string, string[]> = {
  '/solutions/by-industry': ['hospitality', 'residential', 'senior', 'coliving', 'retail'],
  '/solutions/by-technology': ['mobile', 'contactless', 'staff', 'smart', 'loyalty', 'payments', 'esg'],
  '/solutions/by-goal': ['digitize', 'revenue', 'automate', 'loyalty', 'centralize'],
};

const pages = [byIndustry, byTechnology, byGoal];

describe('solution pages content', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s has one section per required anchor, in order', (path, page) => {
    expect(page.sections.map((section) => section.id)).toEqual(specAnchors[path]);
    expect(sectionNavItems(path).map((item) => item.id)).toEqual(specAnchors[path]);
  });

  it('covers exactly the solution pages of the menu', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(solutionPages.map((page) => page.href).sort());
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s: every section is filled in and links to real software pages', (_path, page) => {
    const softwareHrefs = new Set(softwarePages.flatMap((p) => [p.href, ...(p.anchors ?? []).map((a) => a.href)]));
    for (const section of page.sections) {
      expect(section.title.length).toBeGreaterThan(10);
      expect(section.intro.length).toBeGreaterThan(80);
      expect(section.challenges.length).toBeGreaterThanOrEqual(3);
      expect(section.approach.length).toBe(3);
      expect(section.outcomes.length).toBeGreaterThanOrEqual(2);
      expect(section.modules.length).toBeGreaterThanOrEqual(2);
      for (const module of section.modules) expect(softwareHrefs.has(module.href)).toBe(true);
    }
    expect(page.related.length).toBeGreaterThanOrEqual(3);
    expect(page.stats).toHaveLength(4);
  });
});

describe('pricing content', () => {
  const byName = Object.fromEntries(plans.map((plan) => [plan.name, plan]));

  it('has the four plans in order with their minimum monthly prices', () => {
    expect(plans.map((plan) => [plan.name, plan.price])).toEqual([
      ['Starter', 100],
      ['Essentials', 150],
      ['Professional', 200],
      ['Enterprise', null],
    ]);
  });

  it('highlights Professional with its badge, and only Professional', () => {
    expect(plans.filter((plan) => plan.highlighted).map((plan) => plan.name)).toEqual(['Professional']);
    expect(byName.Professional!.badge).toBe('0% Commission on in-house upsells');
    expect(plans.filter((plan) => plan.badge).map((plan) => plan.name)).toEqual(['Professional']);
  });

  it("opens the contact dialog from Enterprise's 'Contact us' and the demo dialog from every 'Book a demo'", () => {
    expect([byName.Enterprise!.buttonText, byName.Enterprise!.dialog]).toEqual(['Contact us', 'contact']);
    for (const name of ['Starter', 'Essentials', 'Professional']) {
      expect([byName[name]!.buttonText, byName[name]!.dialog]).toEqual(['Book a demo', 'demo']);
    }
  });

  it('includes free onboarding support in every plan', () => {
    expect(onboardingIncluded).toBe('Free onboarding support');
    for (const plan of plans) expect(plan.features).toContain(onboardingIncluded);
  });

  it('fills every field of a pricing plan', () => {
    for (const plan of plans) {
      for (const field of ['name', 'subtitle', 'description', 'pricingNote', 'buttonText'] as const) expect(plan[field]).not.toBe('');
      expect(plan.features.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('labels the self-service waitlist and says no credit card is required', () => {
    expect(waitlist.label).toBe('Coming Q2 2026');
    expect(waitlist.title).toBe('Launch in 30 Minutes');
    expect(waitlist.points.join(' ')).toMatch(/no credit card required/i);
  });
});
