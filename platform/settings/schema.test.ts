import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSettingsDocument } from 'shared/settingsCheck';
import { parseSettingsDocument } from 'shared/settingsSchema';
import { invalidFields, validDocument } from 'shared/settingsSchema.fixtures';
import { baseSettingsFile } from '../releases/store';
import { parseSiteDocument, schemaFile, validatorFile } from './schema';
import { settingsJsonSchemaText, settingsValidatorSource } from './schemaFiles';

describe('the files made from the settings schema', () => {
  it('are committed as writeSchemaFiles.ts makes them now (run it after changing the schema)', () => {
    expect(fs.readFileSync(schemaFile, 'utf8')).toBe(settingsJsonSchemaText());
    expect(fs.readFileSync(validatorFile, 'utf8')).toBe(settingsValidatorSource());
  });

  it('the JSON Schema describes each field by what it must be, and names the registry’s areas', () => {
    const schema = JSON.parse(settingsJsonSchemaText());
    expect(schema.properties.site.properties.url.description).toBe('must be the public origin of the site, e.g. "https://www.stayvia.com"');
    expect(schema.properties.areas.properties.legal.properties.container.const).toBe('mf_legal');
    expect(schema.properties.areas.additionalProperties).toBe(false);
  });

  it('the committed base document parses and names the schema file beside it', () => {
    const base = JSON.parse(fs.readFileSync(baseSettingsFile, 'utf8'));
    expect(parseSiteDocument(base).ok).toBe(true);
    expect(path.resolve(path.dirname(baseSettingsFile), base.$schema)).toBe(schemaFile);
  });
});

describe("the page's compiled check", () => {
  it('accepts what the schema accepts', () => {
    for (const document of [validDocument(), { site: { url: 'http://localhost:8080/' } }, { ...validDocument(), features: {} }]) {
      expect(checkSettingsDocument(document)).toEqual({ ok: true, document });
    }
  });

  it.each(invalidFields)('refuses what the schema refuses, at the same field: %s', (_, damage) => {
    const document = validDocument();
    damage(document);
    const schema = parseSettingsDocument(document);
    const page = checkSettingsDocument(document);
    if (schema.ok || page.ok) throw new Error('both must refuse it');
    const field = (problem: string) => problem.split(' ')[0];
    expect(page.problems.map(field)).toEqual(schema.problems.map(field));
  });

  it('refuses a document that is no object', () => {
    for (const raw of [null, 'settings', 42, []]) expect(checkSettingsDocument(raw).ok).toBe(false);
  });
});
