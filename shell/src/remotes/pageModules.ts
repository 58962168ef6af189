import { areaForPath, type Area } from 'shared/areas';
import { pageExpose } from '../pageData';

/** A remote module a page renders: the area's `routes`, or an embed such as the home page's latest news. */
export interface PageModule {
  area: Area;
  expose: string;
}

/**
 * The remote module the page at `pathname` renders as its own: the routes of the area that owns it (none for a
 * shell page). The blocks a page embeds record themselves as they render (`<Embed>`, pageRecord.ts).
 */
export function ownModuleOf(areas: readonly Area[], pathname: string): PageModule | undefined {
  const owner = areaForPath(areas, pathname);
  return owner && { area: owner, expose: pageExpose };
}
