/**
 * The tab's side of shared/areaOverrides.ts: `?area-override=legal=<manifest URL>` is kept in a cookie (so
 * every page of the preview composes the same build; `?area-override=` clears it), and the areas the tab
 * composes get the overridden manifests when the settings document allows overrides.
 */
import {
  applyAreaOverrides,
  allowedOverrides,
  areaOverrideName,
  documentAreaIds,
  overrideCookie,
  overriddenSinceRendered,
  overrideFromCookies,
  parseAreaOverrides,
  type AreaOverrides,
} from 'shared/areaOverrides';
import type { Area } from 'shared/areas';
import { once } from 'shared/loading';
import type { SettingsDocument } from 'shared/settingsCheck';
import type { PageReleases } from 'shared/areas';

/** Moves the URL parameter into the cookie and out of the address bar (once, at start-up). */
export function adoptOverrideParameter() {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(areaOverrideName);
  if (value === null) return;
  document.cookie = overrideCookie(value);
  url.searchParams.delete(areaOverrideName);
  window.history.replaceState(window.history.state, '', url);
}

/** Said once per tab (the overrides are read at start and on every revalidation). */
const warnIgnored = once(() => console.info(`[areas] This site's settings do not allow area overrides; ${areaOverrideName} is ignored.`));

/** The overrides this tab applies under `settingsDocument` (none when it does not allow them). */
export function tabOverrides(settingsDocument: SettingsDocument | undefined): AreaOverrides {
  // A cookie that is not valid percent-encoding is ignored, like one that names no area.
  const requested = parseAreaOverrides(overrideFromCookies(document.cookie), documentAreaIds(settingsDocument));
  const allowed = allowedOverrides(settingsDocument, requested);
  if (Object.keys(requested).length > Object.keys(allowed).length) warnIgnored();
  return allowed;
}

/** The areas to compose: the document's, with the tab's overrides in place. */
export const withAreaOverrides = (areas: readonly Area[], settingsDocument: SettingsDocument | undefined): Area[] =>
  applyAreaOverrides(areas, tabOverrides(settingsDocument));

/**
 * Whether the tab overrides an area this prerendered page shows with another build than the page was rendered
 * with (`recorded`: its releases): the page is then rendered, not hydrated.
 */
export const overriddenOnPage = (recorded: PageReleases, settingsDocument: SettingsDocument | undefined, settingsUrl: string) =>
  overriddenSinceRendered(recorded, tabOverrides(settingsDocument), settingsUrl).length > 0;
