/**
 * The areas of the live site as the settings document describes them: each area's remote, the version
 * released, and the top-level paths it owns (written by its release from its own routes). The shell knows
 * nothing else about an area: an area adds a page, or a top-level path, without a shell release.
 */
import { withoutTrailingSlashes } from 'shared/paths';

/**
 * An area's id as the settings document names it. The page's runtime takes the areas from the document, not from
 * the registry of apps (platform/registry/apps.ts, which the release checks hold the document to), so it is a string.
 */
export type AreaId = string;

export interface Area {
  id: AreaId;
  /** Federation container name of the remote. */
  remote: string;
  /** Human name, used in the "temporarily unavailable" panel. */
  label: string;
  /** Top-level paths the area owns: each one and every path below it. */
  owns: string[];
  /** URL of the released remote's `mf-manifest.json` (absolute). */
  manifest: string;
  /** The released version (content-derived), '' when the document names none. */
  version: string;
}

/** Whether `owned` (a top-level path such as `/support`) covers `pathname`. */
export const ownsPath = (owned: string, pathname: string) => pathname === owned || pathname.startsWith(`${owned}/`);

/** The area that owns `pathname`, or undefined when none does (the 404 page then). */
export function areaForPath(areas: readonly Area[], pathname: string): Area | undefined {
  const path = withoutTrailingSlashes(pathname);
  return areas.find((area) => area.owns.some((owned) => ownsPath(owned, path)));
}
