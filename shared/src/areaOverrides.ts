/**
 * One area from elsewhere: the one mechanism that composes an area from another build than the live
 * release — a developer's dev server (`npm run dev -- legal`), a preview of a branch — with the rest of the
 * site as it is. It is a list `area=manifestURL` (comma-separated), given to a tab as the `area-override`
 * URL parameter (kept in a cookie of the same name until cleared with an empty value; shell/src/remotes/
 * areaOverrides.ts) and to the prerender job as AREA_OVERRIDE (overrideDocumentAreas). An override replaces the manifest of an area the settings document names; owned
 * paths stay the document's.
 *
 * It runs another build's code on the site's origin, so only a settings document that says so allows it:
 * `"overrides": { "allowed": true }` (the local base document does; a production document leaves it out or
 * sets it false, and every override is then ignored).
 */
import { manifestUrl, type Area, type AreaId, type AreaRelease } from './areas';
import { cookieValue, sessionCookie } from './cookies';
import { httpOrigin } from './httpOrigin';
import type { SettingsDocument } from './settingsCheck';

/** The URL parameter and cookie a tab takes an override from. */
export const areaOverrideName = 'area-override';

/** The override a `Cookie` header (or `document.cookie`) carries; undefined when it has none or a malformed one. */
export const overrideFromCookies = (cookies: string | undefined) => cookieValue(cookies, areaOverrideName);

/** The cookie that keeps `value` for the tab's session (`Set-Cookie` or `document.cookie`); `''` clears it. */
export const overrideCookie = (value: string) => sessionCookie(areaOverrideName, value);

export type AreaOverrides = Partial<Record<AreaId, string>>;

/**
 * `legal=http://localhost:3005/mf-manifest.json,news=…` → `{ legal: '…', news: '…' }`. A pair counts only when it
 * names one of `areaIds` (the registry's areas, or the areas of the settings document where the registry is not
 * at hand) and an absolute http(s) URL with a plain origin (httpOrigin.ts) and no space, `;`, quote or backslash
 * anywhere; anything else is left out. The URL is kept as the parser writes it.
 */
export function parseAreaOverrides(text: string | null | undefined, areaIds: readonly string[]): AreaOverrides {
  const overrides: AreaOverrides = {};
  for (const pair of (text ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at < 1) continue;
    const id = pair.slice(0, at).trim();
    const manifest = pair.slice(at + 1).trim();
    if (!areaIds.includes(id) || /[\s;'"\\]/.test(manifest) || httpOrigin(manifest) === undefined) continue;
    overrides[id as AreaId] = new URL(manifest).href;
  }
  return overrides;
}

/** The ids of the areas a settings document names: what the shell, which never imports the registry, checks overrides against. */
export const documentAreaIds = (document: OverridableDocument | undefined): string[] => Object.keys(document?.areas ?? {});

export const formatAreaOverrides = (overrides: AreaOverrides) =>
  Object.entries(overrides)
    .map(([id, manifest]) => `${id}=${manifest}`)
    .join(',');

/** Whether the settings document lets areas be overridden (`overrides.allowed: true`; off when absent). */
export function overridesAllowed(document: OverridableDocument | undefined): boolean {
  return document?.overrides?.allowed === true;
}

/** The areas with the overridden ones' manifests replaced (version `override`); unknown ids are ignored. */
export function applyAreaOverrides(areas: readonly Area[], overrides: AreaOverrides): Area[] {
  return areas.map((area) => {
    const manifest = overrides[area.id];
    return manifest ? { ...area, manifest, version: 'override' } : area;
  });
}

/** The overrides that apply under `document`: none when it does not allow them. */
export const allowedOverrides = (document: OverridableDocument | undefined, overrides: AreaOverrides): AreaOverrides =>
  overridesAllowed(document) ? overrides : {};

/** What overrides read of a settings document (settingsCheck.ts). */
type OverridableDocument = Pick<SettingsDocument, 'areas' | 'overrides'>;

/**
 * The prerender job's side (it reads the document itself, AREA_OVERRIDE names the overrides): the document with
 * the overridden areas' manifests replaced, when it allows overrides (otherwise as it is). Pages it renders name
 * the overridden releases: render them into a preview's own pages folder.
 */
export function overrideDocumentAreas<D extends OverridableDocument>(document: D, overrides: AreaOverrides): D {
  const allowed = Object.entries(allowedOverrides(document, overrides));
  if (!allowed.length) return document;
  const areas = { ...document.areas };
  for (const [id, manifest] of allowed as [AreaId, string][]) {
    const entry = areas[id];
    if (entry) areas[id] = { ...entry, manifest, version: 'override' };
  }
  return { ...document, areas };
}

/**
 * The areas a tab overrides with another build than the one a prerendered page was rendered with (`recorded`:
 * the page's releases, manifests as its settings document wrote them, resolved against `base`): such a page is
 * rendered again rather than hydrated. A page the job rendered with the same override (`npm run dev -- <area>`)
 * hydrates, and so does a page that does not show an overridden area.
 */
export function overriddenSinceRendered(recorded: Partial<Record<AreaId, Pick<AreaRelease, 'manifest'>>>, overrides: AreaOverrides, base: string): AreaId[] {
  return (Object.entries(overrides) as [AreaId, string][])
    .filter(([id, manifest]) => {
      const release = recorded[id];
      return release !== undefined && manifestUrl(release, base) !== manifestUrl({ manifest }, base);
    })
    .map(([id]) => id);
}
