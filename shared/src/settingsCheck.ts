/**
 * The page's parser of the settings document: the schema of settingsSchema.ts, compiled ahead of time
 * (settingsValidator.generated.ts, made by platform/settings/writeSchemaFiles.ts), so the page checks the document
 * on every start without carrying zod on its start path. It accepts exactly what `parseSettingsDocument` accepts
 * (platform/settings/schema.test.ts holds them to it); its problems name the field as zod's do, with the JSON
 * Schema's wording of what it must be.
 */
import type { ParsedSettings, SettingsDocument } from './settingsSchema';
import { validate } from './settingsValidator.generated';

interface ValidationError {
  instancePath: string;
  keyword: string;
  params: { missingProperty?: string };
  message?: string;
}

/** `/areas/legal/version` → `areas.legal.version` (a required field missing: its own path). */
function problemOf({ instancePath, keyword, params, message }: ValidationError): string {
  const segments = instancePath.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (keyword === 'required' && params.missingProperty) segments.push(params.missingProperty);
  return `${segments.join('.') || 'the settings document'} ${keyword === 'required' ? 'is missing' : message}`;
}

/** Checks a settings document (its JSON value): the document, or every problem, each naming its field. */
export function checkSettingsDocument(raw: unknown): ParsedSettings {
  if (validate(raw)) return { ok: true, document: raw as SettingsDocument };
  return { ok: false, problems: ((validate as { errors?: ValidationError[] }).errors ?? []).map(problemOf) };
}
