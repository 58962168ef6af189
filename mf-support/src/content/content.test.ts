import { describe, expect, it } from 'vitest';
import { footerColumns, supportColumns } from 'shared/navigation';
import { aboutSections } from './about';
import { securitySections } from './security';
import { apiDocsSections } from './apiDocs';
import { communitySections } from './community';
import { getHelpSections } from './getHelp';
import { onboardingSections } from './onboarding';
import { serviceStatusBadges, services, scheduledMaintenance, pastIncidents, statusFigures } from './status';
import { releaseItemBadges, releaseTypeBadges, releases, roadmap, roadmapStatusBadges, featureReleases, recentImprovements, updatesSections } from './updates';
import { vmImages } from './downloads';
import type { SectionNavItem } from './types';

/** The anchors this area's pages must have, written out here on purpose, and the section navs that carry them. */
const pages: [path: string, sections: SectionNavItem[], specAnchors: string[]][] = [
  ['/support/get-help', getHelpSections, ['support-request', 'knowledge-base', 'faqs', 'contact']],
  ['/support/onboarding', onboardingSections, ['getting-started', 'training-programs', 'implementation', 'resources']],
  ['/support/updates', updatesSections, []],
  ['/support/api-docs', apiDocsSections, []],
  ['/support/community', communitySections, []],
  ['/about', aboutSections, []],
  ['/security', securitySections, []],
];

describe('section navs', () => {
  it.each(pages)('%s has a section for every required anchor, in order, with unique ids', (_path, sections, specAnchors) => {
    const ids = sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => specAnchors.includes(id))).toEqual(specAnchors);
    for (const section of sections) expect(section.label.trim()).not.toBe('');
  });

  it('name the sections of updates, api-docs, community and about', () => {
    expect(updatesSections.map((s) => s.label)).toEqual(['Latest Updates', 'Feature Releases', 'Recent Improvements', 'Product Roadmap']);
    expect(apiDocsSections.map((s) => s.label)).toEqual(['Getting Started', 'Authentication', 'SDKs & Tools']);
    expect(communitySections.map((s) => s.label)).toEqual(['Success Stories', 'Partner Ecosystem', 'Developer Community', 'Events & Webinars']);
    expect(aboutSections.map((s) => s.label)).toEqual(['Our Story', 'Leadership', 'ESG & Sustainability']);
  });

  it('cover every anchor the site menus and footer link to on these pages', () => {
    const links = [...supportColumns, ...footerColumns].flatMap((column) => column.links.map((link) => link.href));
    const anchored = links.filter((href) => href.includes('#'));
    for (const href of anchored) {
      const [path, id] = href.split('#') as [string, string];
      const page = pages.find(([pagePath]) => pagePath === path);
      if (!page) continue; // another area's page
      expect(page[1].map((section) => section.id), href).toContain(id);
    }
    expect(anchored).toEqual(expect.arrayContaining(['/about#leadership', '/about#esg', '/support/community#events']));
  });
});

describe('status badges map to their statuses', () => {
  it('operational is green, degraded yellow, outage red — each with its text label', () => {
    // The kit's tones: success is green, warning yellow (amber), danger red.
    expect(serviceStatusBadges).toEqual({
      operational: { label: 'Operational', tone: 'success' },
      degraded: { label: 'Degraded', tone: 'warning' },
      outage: { label: 'Outage', tone: 'danger' },
    });
  });

  it('release items: New green, Improved blue, Fixed yellow; releases Major/Minor', () => {
    expect(releaseItemBadges).toEqual({
      new: { label: 'New', tone: 'success' },
      improved: { label: 'Improved', tone: 'info' },
      fixed: { label: 'Fixed', tone: 'warning' },
    });
    expect(releaseTypeBadges.major.label).toBe('Major Release');
    expect(releaseTypeBadges.minor.label).toBe('Minor Release');
  });

  it('roadmap: Coming Soon, In Development, Planned', () => {
    expect(Object.values(roadmapStatusBadges).map((badge) => badge.label)).toEqual(['Coming Soon', 'In Development', 'Planned']);
  });
});

describe('status data', () => {
  it('has the four overall figures', () => {
    expect(statusFigures.map((figure) => figure.value)).toEqual(['99.98%', '45 ms', '12', '99.9%']);
  });

  it('gives every service an uptime between 99.94% and 99.99%', () => {
    for (const service of services) {
      const uptime = Number.parseFloat(service.uptime);
      expect(uptime).toBeGreaterThanOrEqual(99.94);
      expect(uptime).toBeLessThanOrEqual(99.99);
    }
    expect(services.map((s) => s.uptime)).toEqual(expect.arrayContaining(['99.94%', '99.99%']));
  });

  it('lists resolved incidents and the 2025-04-15 maintenance window', () => {
    expect(pastIncidents.length).toBeGreaterThan(0);
    expect(pastIncidents.every((incident) => incident.status === 'resolved')).toBe(true);
    expect(scheduledMaintenance[0]).toMatchObject({ date: '2025-04-15', time: '02:00-04:00 UTC' });
    expect(scheduledMaintenance[0]!.services.length).toBeGreaterThan(0);
  });
});

describe('release and roadmap data', () => {
  it('runs from v3.6.0 to v3.8.0, newest first, with both release types', () => {
    expect(releases[0]!.version).toBe('v3.8.0');
    expect(releases[releases.length - 1]!.version).toBe('v3.6.0');
    const dates = releases.map((release) => release.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(releases.map((release) => release.type))).toEqual(new Set(['major', 'minor']));
  });

  it('splits items into Feature Releases (new only) and Recent Improvements (improved or fixed)', () => {
    const all = releases.flatMap((release) => release.items);
    expect(featureReleases.every((item) => item.type === 'new')).toBe(true);
    expect(recentImprovements.every((item) => item.type === 'improved' || item.type === 'fixed')).toBe(true);
    expect(featureReleases.length + recentImprovements.length).toBe(all.length);
  });

  it('has ETAs from Q2 2025 to Q1 2026 and every roadmap status', () => {
    expect(roadmap[0]!.eta).toBe('Q2 2025');
    expect(roadmap[roadmap.length - 1]!.eta).toBe('Q1 2026');
    expect(new Set(roadmap.map((item) => item.status))).toEqual(new Set(['coming-soon', 'in-development', 'planned']));
  });
});

describe('downloads', () => {
  it('has the VMware ESXi and Hyper-V images, both ZIP, Ubuntu 22, version 2', () => {
    expect(vmImages.map((image) => image.id)).toEqual(['vmware-esxi', 'hyper-v']);
    for (const image of vmImages) {
      expect(image.badges).toEqual(['ZIP', 'Ubuntu 22', 'Version 2']);
      expect(image.filename).toMatch(/\.zip$/);
    }
  });
});
