import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemaProblems, type JsonSchema } from 'shared/jsonSchemaCheck';
import { checkSettingsDocument } from 'shared/settingsCheck';
import { invalidFields, validDocument } from './fixtures';
import { baseSettingsFile } from '../releases/store';
import { assertPageCheckable, generatedCheckSource, settingsJsonSchemaText, typeOfJsonSchema } from './generatedFiles';
import { generatedCheckFile, schemaFile } from './paths';
import { anyAreasSchema, parseSettingsDocument } from './schema';

describe('the files made from the settings schema', () => {
  it('are committed as writeSchemaFiles.ts makes them now (run it after changing the schema)', () => {
    expect(fs.readFileSync(schemaFile, 'utf8')).toBe(settingsJsonSchemaText());
    expect(fs.readFileSync(generatedCheckFile, 'utf8')).toBe(generatedCheckSource());
  });

  it('the JSON Schema describes each field by what it must be, and names the registry’s areas', () => {
    const schema = JSON.parse(settingsJsonSchemaText());
    expect(schema.properties.site.properties.url.description).toBe('must be the public origin of the site, e.g. "https://www.stayvia.com"');
    expect(schema.properties.areas.properties.legal.properties.container.const).toBe('mf_legal');
    expect(schema.properties.areas.additionalProperties).toBe(false);
  });

  it('the committed base document parses and names the schema file beside it', () => {
    const base = JSON.parse(fs.readFileSync(baseSettingsFile, 'utf8'));
    expect(parseSettingsDocument(base).ok).toBe(true);
    expect(path.resolve(path.dirname(baseSettingsFile), base.$schema)).toBe(schemaFile);
  });
});

describe("the page's types", () => {
  it('type each kind of field the schema has, and refuse a kind they do not know', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { a: { type: 'string' }, 'b-c': { type: 'array', items: { type: 'integer' } }, d: { type: 'object', additionalProperties: { type: 'boolean' } }, e: { const: 'x' } },
      required: ['a'],
      additionalProperties: {},
    };
    expect(typeOfJsonSchema(schema)).toBe('{\n  a: string;\n  "b-c"?: number[];\n  d?: { [key: string]: boolean };\n  e?: "x";\n}');
    expect(() => typeOfJsonSchema({ type: 'null' } as never)).toThrow(/a field of a kind/);
  });
});

describe("the page's check", () => {
  it('is generated only from keywords it applies, at any depth', () => {
    expect(() => assertPageCheckable({ type: 'object', properties: { a: { type: 'string', pattern: '^a$' } }, additionalProperties: { type: 'array', items: { type: 'integer', minimum: 0 } } })).not.toThrow();
    expect(() => assertPageCheckable({ type: 'object', properties: { a: { type: 'string', format: 'uri' } } })).toThrow(/format at the document\.a/);
    expect(() => assertPageCheckable({ type: 'object', additionalProperties: { type: 'array', items: { anyOf: [] } } })).toThrow(/anyOf/);
  });

  it('names each problem’s field and what it must be, and does not look into a value of the wrong type', () => {
    const document: Record<string, any> = validDocument();
    document.revision = -1;
    document.field = { sampleRate: 2 };
    document.leads = 'none';
    delete document.areas.legal.label;
    expect(checkSettingsDocument(document)).toEqual({
      ok: false,
      problems: [
        'revision must be >= 0',
        'areas.legal.label is missing',
        'leads must be object',
        'field.sampleRate must be <= 1',
      ],
    });
  });

  it('names the allowed values of an enum or a const (keywords the settings schema may use again)', () => {
    const schema: JsonSchema = { type: 'object', properties: { cohort: { enum: ['stable', 'canary'] }, container: { const: 'mf_legal' } } };
    expect(jsonSchemaProblems(schema, { cohort: 'beta', container: 'mf_news' }, 'document')).toEqual(['cohort must be one of "stable", "canary"', 'container must be "mf_legal"']);
    expect(jsonSchemaProblems(schema, { cohort: 'canary', container: 'mf_legal' }, 'document')).toEqual([]);
  });

  it('accepts what the schema accepts', () => {
    for (const document of [validDocument(), { site: { url: 'http://localhost:8080/' } }, { ...validDocument(), features: {} }]) {
      expect(checkSettingsDocument(document)).toEqual({ ok: true, document });
    }
  });

  it.each(invalidFields)('refuses what the schema refuses, at the same field: %s', (_, damage) => {
    const document = validDocument();
    damage(document);
    const schema = parseSettingsDocument(document, anyAreasSchema);
    const page = checkSettingsDocument(document);
    if (schema.ok || page.ok) throw new Error('both must refuse it');
    const field = (problem: string) => problem.split(' ')[0];
    expect(page.problems.map(field)).toEqual(schema.problems.map(field));
  });

  it('refuses a document that is no object', () => {
    for (const raw of [null, 'settings', 42, []]) expect(checkSettingsDocument(raw).ok).toBe(false);
  });
});
