/**
 * The settings document of `npm run dev`: every area served from its dist (`/remotes/<workspace>/`), owning
 * the paths the registry lets it claim, and no shell release (the server then serves the shell's dist).
 */
import { areaDefinitions } from '../../shared/registry/apps';
import type { AreaEntry, SettingsDocument } from './settingsDocument';

export function devSettingsDocument(base: SettingsDocument, siteUrl: string): SettingsDocument {
  const areas = Object.fromEntries(
    areaDefinitions.map((area): [string, AreaEntry] => [
      area.id,
      { container: area.container, label: area.label, version: 'dev', manifest: `remotes/${area.workspace}/mf-manifest.json`, owns: [...area.owns] },
    ]),
  );
  return { ...base, site: { url: siteUrl }, areas };
}
