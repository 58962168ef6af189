/**
 * A release's version as the release store names it (its folder, `releases/<app>/<version>/`): 12 hex digits of
 * its content's hash. Besides a release, an area of the settings document may be `dev` (served from source) or
 * `override` (an area override), and a field signal may come from a page that knows no release (`none`).
 * The one definition: the settings schema, the release store, the site server's and nginx's paths, the field
 * beacon's check and the page's attribution of signals all take it from here.
 */

/** The pattern's source, for a pattern that embeds it (a path, nginx's script). */
export const releaseVersionSource = '[0-9a-f]{12}';

/** A release's version, and nothing else. */
export const releaseVersion = new RegExp(`^${releaseVersionSource}$`);

/** An area's version in the settings document: a release, `dev` or `override`. */
export const areaVersion = new RegExp(`^(?:${releaseVersionSource}|dev|override)$`);

/** The release a field signal is counted to: an area's version, or `none` when the page knows none. */
export const signalRelease = new RegExp(`^(?:${releaseVersionSource}|dev|override|none)$`);
