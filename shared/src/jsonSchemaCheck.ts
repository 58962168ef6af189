/**
 * A JSON Schema check for the few keywords the settings schema uses (`checkedKeywords`), small enough for every
 * page's start path; the schema's generator (platform/settings/generatedFiles.ts) refuses a schema that uses another,
 * so no constraint passes unchecked. Problems name the field (`areas.legal.version`) and say what it must be in
 * JSON Schema's terms.
 *
 * Why not a validator library: every page loads this, and the pages' JS budget is 170 KB gzip. Compiled for this
 * schema (2026-11-27, minified, gzip): ajv standalone 3.0 KB, @exodus/schemasafe 2.3 KB with errors (1.4 KB with
 * none to name), this check and its schema about 1.1 KB. zod's own parse of the same schema is what the server runs;
 * the tests hold this check to it on every fixture.
 */

/** The keywords `jsonSchemaProblems` applies. */
export const checkedKeywords = ['type', 'properties', 'required', 'additionalProperties', 'propertyNames', 'items', 'pattern', 'enum', 'const', 'minimum', 'maximum'] as const;

export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** A schema for the other fields, `false` for none, `{}` or absent for any. */
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `record[key]` when `key` is the record's own field, else undefined: a field named `toString`, `constructor` or
 * `__proto__` must not find Object.prototype's (a schema for it, or a value that seems present).
 */
const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined => (record && Object.hasOwn(record, key) ? record[key] : undefined);

const isType: Record<NonNullable<JsonSchema['type']>, (value: unknown) => boolean> = {
  object: isObject,
  array: Array.isArray,
  string: (value) => typeof value === 'string',
  integer: Number.isInteger,
  number: Number.isFinite,
  boolean: (value) => typeof value === 'boolean',
};

/** Every problem of `value` against `schema`, each as `field.path what it must be` (`whole` names the value itself). */
export function jsonSchemaProblems(schema: JsonSchema, value: unknown, whole: string): string[] {
  const problems: string[] = [];
  const check = (schema: JsonSchema, value: unknown, path: string[]) => {
    const problem = (message: string, at = path) => problems.push(`${at.join('.') || whole} ${message}`);
    // A value of another type is one problem: its contents are not looked into.
    if (schema.type && !isType[schema.type](value)) return problem(`must be ${schema.type}`);
    if ('const' in schema && value !== schema.const) problem(`must be ${JSON.stringify(schema.const)}`);
    if (schema.enum && !schema.enum.includes(value)) problem(`must be one of ${schema.enum.map((allowed) => JSON.stringify(allowed)).join(', ')}`);
    if (typeof value === 'string' && schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) problem(`must match pattern "${schema.pattern}"`);
    if (typeof value === 'number') {
      if (schema.minimum !== undefined && value < schema.minimum) problem(`must be >= ${schema.minimum}`);
      if (schema.maximum !== undefined && value > schema.maximum) problem(`must be <= ${schema.maximum}`);
    }
    if (Array.isArray(value) && schema.items) value.forEach((item, index) => check(schema.items!, item, [...path, String(index)]));
    if (!isObject(value)) return;
    for (const key of schema.required ?? []) if (own(value, key) === undefined) problem('is missing', [...path, key]);
    for (const [key, field] of Object.entries(value)) {
      if (schema.propertyNames) check(schema.propertyNames, key, [...path, key]);
      const fieldSchema = own(schema.properties, key) ?? schema.additionalProperties;
      if (fieldSchema === false) problem('is not allowed', [...path, key]);
      else if (typeof fieldSchema === 'object') check(fieldSchema, field, [...path, key]);
    }
  };
  check(schema, value, []);
  return problems;
}
