/**
 * The settings document's schema as the platform holds it (shared/src/settingsSchema.ts, with the registry's
 * areas: an area must be one of them, with its container), and where the two files made from it live
 * (schemaFiles.ts makes them, at build time).
 */
import path from 'node:path';
import { parseSettingsDocument, settingsSchema, type ParsedSettings } from 'shared/settingsSchema';
import { areaDefinitions } from '../registry/apps';
import { root } from '../root';

export const registrySettingsSchema = settingsSchema({ containers: Object.fromEntries(areaDefinitions.map((area) => [area.id, area.container])) });

/** Parses a settings document against the registry: the document, or every problem, each naming its field. */
export const parseSiteDocument = (raw: unknown): ParsedSettings => parseSettingsDocument(raw, registrySettingsSchema);

export const schemaFile = path.join(root, 'platform', 'settings', 'settings.schema.json');
export const validatorFile = path.join(root, 'shared', 'src', 'settingsValidator.generated.ts');
/** Where the site serves the schema: beside the document, as the base document's `$schema` names it. */
export const schemaPath = '/settings.schema.json';
