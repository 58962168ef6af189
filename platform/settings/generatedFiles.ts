/**
 * The files made from the settings schema (schema.ts):
 * - `settings.schema.json`, the JSON Schema served beside `/settings.json` and named by the base document's
 *   `$schema` (an editor checks and completes the document with it);
 * - `shared/src/settingsCheck.generated.ts`, the page's side of the same schema: the document's types and the
 *   JSON Schema (without descriptions) that the page's check reads (shared/src/settingsCheck.ts). zod itself on the
 *   shell's start path cost about 16 KB gzip (its core lands in the chunk the lead forms' zod uses), a check
 *   compiled ahead of time (ajv standalone) 3 KB, the schema and the check that reads it about 1 KB, the types
 *   nothing.
 * Both are committed; generatedFiles.test.ts fails when either differs from what writeSchemaFiles.ts makes now.
 */
import * as z from 'zod/mini';
import { checkedKeywords, type JsonSchema } from 'shared/jsonSchemaCheck';
import { anyAreasSchema, registrySettingsSchema } from './schema';

/** A schema's error message (its `error` parameter, which says what the field must be) as its description. */
const describe = (schema: z.core.$ZodType): string | undefined => {
  const error = schema._zod.def.error;
  const message = typeof error === 'function' ? error({ code: 'invalid_type', input: undefined, path: [] } as never) : undefined;
  return typeof message === 'string' ? message : undefined;
};

const toJsonSchema = (schema: z.core.$ZodType, described: boolean) =>
  z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'input',
    override: (context) => {
      const description = described ? describe(context.zodSchema) : undefined;
      if (description && typeof context.jsonSchema === 'object') context.jsonSchema.description = description;
    },
  });

/** The JSON Schema file's text: the registry's schema, each field described by what it must be. */
export function settingsJsonSchemaText(): string {
  const json = { ...toJsonSchema(registrySettingsSchema, true), $id: 'https://www.stayvia.com/settings.schema.json', title: 'Stayvia settings document' };
  return `${JSON.stringify(json, null, 2)}\n`;
}

/**
 * The TypeScript type of a JSON Schema, for the kinds the settings schema uses (anything else throws, so a new
 * kind of field is noticed here). A loose object's unknown fields are kept by the parsers but not typed.
 */
export function typeOfJsonSchema(schema: JsonSchema, indent = ''): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return `${typeOfJsonSchema(schema.items ?? {}, indent)}[]`;
    case 'object': {
      const inner = `${indent}  `;
      const fields = Object.entries(schema.properties ?? {}).map(
        ([name, field]) => `${inner}${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)}${schema.required?.includes(name) ? '' : '?'}: ${typeOfJsonSchema(field, inner)};`,
      );
      const values = schema.additionalProperties;
      // A record (an object of one kind of value by any key) has no properties of its own.
      if (!fields.length && typeof values === 'object' && Object.keys(values).length) return `{ [key: string]: ${typeOfJsonSchema(values, indent)} }`;
      return fields.length ? `{\n${fields.join('\n')}\n${indent}}` : '{}';
    }
    default:
      throw new Error(`The settings schema has a field of a kind typeOfJsonSchema does not know: ${JSON.stringify(schema)}`);
  }
}

/**
 * Throws unless every keyword of the schema, at every level, is one the page's check applies (`checkedKeywords`):
 * a constraint it did not know would pass unchecked in the browser.
 */
export function assertPageCheckable(schema: Record<string, unknown>, at = 'the document'): void {
  for (const [keyword, value] of Object.entries(schema)) {
    if (!(checkedKeywords as readonly string[]).includes(keyword)) {
      throw new Error(`The settings schema uses ${keyword} at ${at}, which the page's check (shared/src/jsonSchemaCheck.ts) does not apply: teach it the keyword.`);
    }
    const sub = (child: unknown, where: string) => typeof child === 'object' && child !== null && assertPageCheckable(child as Record<string, unknown>, where);
    if (keyword === 'properties') for (const [name, field] of Object.entries(value as Record<string, unknown>)) sub(field, `${at}.${name}`);
    if (keyword === 'additionalProperties' || keyword === 'propertyNames' || keyword === 'items') sub(value, `${at} (${keyword})`);
  }
}

/**
 * The pattern the document's JSON Schema gives the field at `fields` (a path of properties): for a reader that cannot
 * run the check, nginx's script, which checks the shell's version with it. Throws when the schema gives none there.
 */
export function jsonSchemaPatternAt(...fields: string[]): string {
  let schema: JsonSchema | undefined = toJsonSchema(anyAreasSchema, false) as JsonSchema;
  for (const field of fields) schema = schema?.properties?.[field];
  if (typeof schema?.pattern !== 'string') throw new Error(`The settings schema gives ${fields.join('.')} no pattern.`);
  return schema.pattern;
}

/** The page's side: the registry-free schema (the page never imports the registry) as types and as the JSON Schema its check reads. */
export function generatedCheckSource(): string {
  const { $schema: _draft, ...jsonSchema } = toJsonSchema(anyAreasSchema, false) as Record<string, unknown>;
  assertPageCheckable(jsonSchema);
  return [
    '// Generated by platform/settings/writeSchemaFiles.ts from platform/settings/schema.ts: do not edit.',
    "// The page's types of the settings document and its JSON Schema, read through shared/src/settingsCheck.ts.",
    "import type { JsonSchema } from './jsonSchemaCheck';",
    '',
    '/** The settings document as written (relative URLs stay relative); fields this version does not know are kept, untyped. */',
    `export type SettingsDocument = ${typeOfJsonSchema(jsonSchema as JsonSchema)};`,
    '',
    '/** What the page checks the document against (settingsCheck.ts). */',
    `export const settingsJsonSchema: JsonSchema = ${JSON.stringify(jsonSchema, null, 2)};`,
    '',
  ].join('\n');
}
