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

/**
 * A release of an area: its version and its manifest's URL. One shape wherever a release travels — the settings
 * document's area entry, a page's hand-off (the releases it was rendered with), the page index and the dependency
 * map — and one form of the URL: as the settings document writes it (relative to the document for the site's own
 * store, so the document, the pages and their index work under any host name; or absolute), resolved only where a
 * manifest is fetched or its origin checked (`manifestUrl`).
 */
export interface AreaRelease {
  /** The released version (content-derived; `dev` or `override` for a build from elsewhere; '' for none yet). */
  version: string;
  /** URL of the release's `mf-manifest.json`, as the settings document writes it. */
  manifest: string;
}

/** Area id → the release of it a page was rendered with. */
export type PageReleases = Record<AreaId, AreaRelease>;

export interface Area extends AreaRelease {
  id: AreaId;
  /** Federation container name of the remote. */
  remote: string;
  /** Human name, used in the "temporarily unavailable" panel. */
  label: string;
  /** Top-level paths the area owns: each one and every path below it. */
  owns: string[];
}

/** The release an area is at: what a page records of it. */
export const releaseOf = ({ version, manifest }: AreaRelease): AreaRelease => ({ version, manifest });

/** Where a release's manifest is fetched from: its URL resolved against the settings document's (`settingsUrl`). */
export const manifestUrl = (release: Pick<AreaRelease, 'manifest'>, settingsUrl: string): string => new URL(release.manifest, settingsUrl).href;

/** Whether `owned` (a top-level path such as `/support`) covers `pathname`. */
export const ownsPath = (owned: string, pathname: string) => pathname === owned || pathname.startsWith(`${owned}/`);

/** The area that owns `pathname`, or undefined when none does (the 404 page then). */
export function areaForPath(areas: readonly Area[], pathname: string): Area | undefined {
  const path = withoutTrailingSlashes(pathname);
  return areas.find((area) => area.owns.some((owned) => ownsPath(owned, path)));
}
