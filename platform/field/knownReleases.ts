/**
 * Which signals `POST /api/field` takes on the site: of an app the registry has (the shell or an area) and a release
 * the release store holds, or `dev`, `override` or `none` (a development build, an area override, no release
 * known). Anything else is refused, so no one adds areas or releases to the field figures. The store is looked up on
 * each beacon (a version folder's stat, once per area and release in it): a release published a moment ago counts.
 */
import fs from 'node:fs/promises';
import { isReleaseTarget, releaseTargets } from '../registry/apps';
import { isVersion, versionDir, type ReleaseStore } from '../releases/store';

const unreleased = new Set(['dev', 'override', 'none']);

/** Why the site takes no signal of `area` at `release`, or undefined when it takes them. */
export function knownReleases(store: ReleaseStore) {
  return async (area: string, release: string): Promise<string | undefined> => {
    if (!isReleaseTarget(area)) return `"${area}" is no area of this site (${releaseTargets.join(', ')})`;
    if (unreleased.has(release)) return undefined;
    if (!isVersion(release)) return `"${release}" is no release version`;
    const found = await fs.stat(versionDir(store, area, release)).then(
      (stat) => stat.isDirectory(),
      () => false,
    );
    return found ? undefined : `${area} has no release ${release} in the release store`;
  };
}
