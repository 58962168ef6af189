import { describe, expect, it } from 'vitest';
import { jsonSchemaProblems, type JsonSchema } from './jsonSchemaCheck';

const closed: JsonSchema = { type: 'object', properties: { version: { type: 'string' } }, additionalProperties: false };

describe('jsonSchemaProblems', () => {
  it("refuses fields named as Object.prototype's own (toString, constructor, __proto__) where none is allowed", () => {
    // JSON.parse makes `__proto__` an own field of the object, as a document read from the network would.
    const value = JSON.parse('{"version":"1","toString":1,"constructor":2,"__proto__":3}') as unknown;
    expect(jsonSchemaProblems(closed, value, 'settings')).toEqual(['toString is not allowed', 'constructor is not allowed', '__proto__ is not allowed']);
  });

  it('checks such a field against additionalProperties, not against a prototype found by its name', () => {
    const numbers: JsonSchema = { type: 'object', properties: { ok: { type: 'integer' } }, additionalProperties: { type: 'integer' } };
    const value = JSON.parse('{"toString":"x","constructor":"y","__proto__":"z","ok":1}') as unknown;
    expect(jsonSchemaProblems(numbers, value, 'counts')).toEqual(['toString must be integer', 'constructor must be integer', '__proto__ must be integer']);
  });

  it('finds a required field named toString, constructor or __proto__ missing when the value only inherits it', () => {
    const schema: JsonSchema = { type: 'object', required: ['toString', 'constructor', '__proto__'] };
    expect(jsonSchemaProblems(schema, {}, 'doc')).toEqual(['toString is missing', 'constructor is missing', '__proto__ is missing']);
    expect(jsonSchemaProblems(schema, JSON.parse('{"toString":1,"constructor":2,"__proto__":3}'), 'doc')).toEqual([]);
  });

  it('still applies a declared property of such a name', () => {
    const schema: JsonSchema = { type: 'object', properties: JSON.parse('{"__proto__":{"type":"string"}}') as Record<string, JsonSchema>, additionalProperties: false };
    expect(jsonSchemaProblems(schema, JSON.parse('{"__proto__":"a"}'), 'doc')).toEqual([]);
    expect(jsonSchemaProblems(schema, JSON.parse('{"__proto__":1}'), 'doc')).toEqual(['__proto__ must be string']);
  });
});
