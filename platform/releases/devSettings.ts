/**
 * The settings documents of `npm run dev`: every area owning the paths the registry lets it claim, and no
 * shell release (the server then serves the shell's dist). Its areas are served either by their dev servers
 * (`npm run dev`) or from their dists (`/remotes/<workspace>/`, the rest of the site for `npm run dev -- <area>`
 * when the release store has no live releases).
 */
import { areaDefinitions, type AreaDefinition } from '../registry/apps';
import type { AreaEntry, SettingsDocument } from '../settings/reader';

/** Where an area's manifest is: its dist as the site server serves it. */
export const distManifest = (area: AreaDefinition) => `remotes/${area.workspace}/mf-manifest.json`;

export function devSettingsDocument(base: SettingsDocument, siteUrl: string, manifestOf: (area: AreaDefinition) => string = distManifest): SettingsDocument {
  const areas = Object.fromEntries(
    areaDefinitions.map((area): [string, AreaEntry] => [
      area.id,
      { container: area.container, label: area.label, version: 'dev', manifest: manifestOf(area), owns: [...area.owns] },
    ]),
  );
  return { ...base, site: { url: siteUrl }, areas };
}
