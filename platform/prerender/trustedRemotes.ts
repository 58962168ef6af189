/**
 * The prerender job runs the remotes' code in Node, so it loads only remotes from trusted origins: the
 * settings document's own origin (relative manifest URLs) and those its `prerender.trustedOrigins` lists.
 * An area override (AREA_OVERRIDE) is trusted as named by whoever runs the job, and only where the document
 * allows overrides: a development or preview document (`npm run dev -- <area>` names its dev server on
 * localhost); a production document allows none, so it is ignored there and the rule above is the whole rule.
 */
import { overrideDocumentAreas, type AreaOverrides } from 'shared/areaOverrides';
import { manifestUrl } from 'shared/areas';
import type { SettingsDocument } from '../settings/reader';

export interface RemoteRefusal {
  area: string;
  url: string;
}

export function trustedOriginsOf(document: SettingsDocument, settingsUrl: string): Set<string> {
  const listed = document.prerender?.trustedOrigins ?? [];
  return new Set([new URL(settingsUrl).origin, ...listed.map((origin) => new URL(origin).origin)]);
}

/** The areas of the document whose manifest URL is outside the trusted origins. */
export function untrustedRemotes(document: SettingsDocument, settingsUrl: string): RemoteRefusal[] {
  const trusted = trustedOriginsOf(document, settingsUrl);
  return Object.entries(document.areas ?? {})
    .flatMap(([area, entry]) => (entry ? [{ area, url: manifestUrl(entry, settingsUrl) }] : []))
    .filter(({ url }) => !trusted.has(new URL(url).origin));
}

/**
 * What the job renders with: the document with the overrides it allows in place, and the document's own areas
 * from untrusted origins (checked before the overrides, so an override never hides one).
 */
export function remotesToRender(live: SettingsDocument, overrides: AreaOverrides, settingsUrl: string): { document: SettingsDocument; refused: RemoteRefusal[] } {
  return { document: overrideDocumentAreas(live, overrides), refused: untrustedRemotes(live, settingsUrl) };
}
