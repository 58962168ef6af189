import { areaForPath, areas, type AreaId } from 'shared/areas';

/** A remote module a page renders: the area's `routes`, or an embed such as the home page's latest news. */
export interface PageModule {
  area: AreaId;
  remote: string;
  expose: string;
}

/** Remote components the shell's own pages embed below their main content, by path. */
export const embeddedOnPage: Record<string, { area: AreaId; expose: string }[]> = {
  '/': [{ area: 'news', expose: 'LatestNews' }],
};

/** Every remote module the page at `pathname` renders. */
export function pageModulesOf(pathname: string): PageModule[] {
  const owner = areaForPath(pathname);
  const embeds = (embeddedOnPage[pathname] ?? []).map(({ area, expose }) => ({
    area,
    remote: areas.find((candidate) => candidate.id === area)!.remote,
    expose,
  }));
  return [...(owner ? [{ area: owner.id, remote: owner.remote, expose: 'routes' }] : []), ...embeds];
}
