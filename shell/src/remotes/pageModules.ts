import { areaForPath, type Area, type AreaId } from 'shared/areas';
import { pageExpose } from '../pageData';

/** A remote module a page renders: the area's `routes`, or an embed such as the home page's latest news. */
export interface PageModule {
  area: Area;
  expose: string;
}

/** A remote component a shell page embeds: the area that exposes it and the name it is exposed under. */
export interface Embed {
  area: AreaId;
  expose: string;
}

/** The home page's latest news, rendered by mf-news (`./LatestNews`). */
export const latestNewsEmbed: Embed = { area: 'news', expose: 'LatestNews' };

/** Remote components the shell's own pages embed below their main content, by path. */
export const embeddedOnPage: Record<string, Embed[]> = {
  '/': [latestNewsEmbed],
};

/** Every remote module the page at `pathname` renders (an embed whose area is not released is left out). */
export function pageModulesOf(areas: readonly Area[], pathname: string): PageModule[] {
  const owner = areaForPath(areas, pathname);
  const embeds = (embeddedOnPage[pathname] ?? []).flatMap(({ area: id, expose }) => {
    const area = areas.find((candidate) => candidate.id === id);
    return area ? [{ area, expose }] : [];
  });
  return [...(owner ? [{ area: owner, expose: pageExpose }] : []), ...embeds];
}
