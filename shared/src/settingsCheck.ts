/**
 * The page's side of the settings document: its types and its JSON Schema, both generated from the one schema
 * (platform/settings/schema.ts) into settingsCheck.generated.ts by platform/settings/writeSchemaFiles.ts, and checked
 * with jsonSchemaCheck.ts, so the page checks the document on every start without carrying zod or a compiled
 * validator on its start path (ajv's standalone code was 3 KB gzip of every page; the schema and its check are
 * about 1 KB). The check accepts exactly what the schema accepts (platform/settings/generatedFiles.test.ts holds
 * them to it); its problems name the field as the schema's do. The page's one reader, shared/src/settings.ts
 * (`readSettings`), is its one caller.
 */
import { jsonSchemaProblems } from './jsonSchemaCheck';
import { settingsJsonSchema, type SettingsDocument } from './settingsCheck.generated';

export type { SettingsDocument };
/** An area's entry in the document. */
export type AreaEntry = NonNullable<SettingsDocument['areas']>[string];

export type CheckedSettings = { ok: true; document: SettingsDocument } | { ok: false; problems: string[] };

/** Checks a settings document (its JSON value): the document, or every problem, each naming its field. */
export function checkSettingsDocument(raw: unknown): CheckedSettings {
  const problems = jsonSchemaProblems(settingsJsonSchema, raw, 'the settings document');
  return problems.length ? { ok: false, problems } : { ok: true, document: raw as SettingsDocument };
}
