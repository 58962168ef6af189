/**
 * The page's side of the settings document: its types and its check, both generated from the one schema
 * (platform/settings/schema.ts) into settingsCheck.generated.ts by platform/settings/writeSchemaFiles.ts, so the page
 * checks the document on every start without carrying zod on its start path. The check accepts exactly what the
 * schema accepts (platform/settings/generatedFiles.test.ts holds them to it); its problems name the field as the
 * schema's do, with the JSON Schema's wording of what it must be. The page's one reader, shared/src/settings.ts
 * (`readSettings`), is its one caller.
 */
import { validate, type SettingsDocument } from './settingsCheck.generated';

export type { SettingsDocument };
/** An area's entry in the document. */
export type AreaEntry = NonNullable<SettingsDocument['areas']>[string];

export type CheckedSettings = { ok: true; document: SettingsDocument } | { ok: false; problems: string[] };

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
export function checkSettingsDocument(raw: unknown): CheckedSettings {
  if (validate(raw)) return { ok: true, document: raw as SettingsDocument };
  return { ok: false, problems: ((validate as { errors?: ValidationError[] }).errors ?? []).map(problemOf) };
}
