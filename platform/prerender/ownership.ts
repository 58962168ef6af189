/**
 * Which top-level paths an area owns, derived from its routes, and the rule a release must keep: every
 * route inside the paths the registry lets the area claim, none in a path another area owns.
 */
import { areaDefinition, type AreaId } from '../registry/apps';
import type { SettingsDocument } from '../settings/reader';

/** `/support/status` → `/support`; `/hospitality-industry-news/:slug` → `/hospitality-industry-news`. */
export const topLevelOf = (routePath: string) => `/${routePath.split('/').filter(Boolean)[0] ?? ''}`;

/** The top-level paths an area's route paths use, sorted. */
export function ownedPaths(routePaths: string[]): string[] {
  return [...new Set(routePaths.map(topLevelOf))].sort();
}

/** Why the area's routes may not go live (empty when they may). */
export function ownershipProblems(area: AreaId, routePaths: string[], live: SettingsDocument): string[] {
  const claim = new Set<string>(areaDefinition(area).owns);
  const problems: string[] = [];
  for (const routePath of routePaths) {
    if (!routePath.startsWith('/') || topLevelOf(routePath) === '/') {
      problems.push(`route ${routePath} is not inside a top-level path of its own`);
    } else if (!claim.has(topLevelOf(routePath))) {
      problems.push(`route ${routePath} is outside the paths the ${area} area may own (${[...claim].join(', ')}; platform/registry/apps.ts)`);
    }
  }
  for (const [other, entry] of Object.entries(live.areas ?? {})) {
    if (other === area || !entry) continue;
    for (const owned of ownedPaths(routePaths).filter((top) => entry.owns.includes(top))) {
      problems.push(`${owned} is already owned by the ${other} area`);
    }
  }
  return problems;
}
