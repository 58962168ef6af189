import { describe, expect, it } from 'vitest';
import { superLinearShapes, unitCostBound } from 'e2e/hostileInputs';
import { cleanLead, cleanText, leadLimits } from './leadText';

describe('cleanText', () => {
  it('drops NUL and the other C0/C1 controls, keeps tab and newline, turns CRLF and CR into newline', () => {
    expect(cleanText('a\u0000b\u0007c\u001bd\u007fe\u0085f\u009fg', 100)).toBe('abcdefg');
    expect(cleanText('line one\r\nline two\rthree\tcell', 100)).toBe('line one\nline two\nthree\tcell');
  });

  it('normalises to NFC and replaces lone surrogates', () => {
    expect(cleanText('Cafe\u0301', 100)).toBe('Café');
    expect(cleanText('Café', 100)).toHaveLength(4);
    expect(cleanText('a\uD800b\uDC00c', 100)).toBe('a\uFFFDb\uFFFDc');
    expect(cleanText('😀', 100)).toBe('😀');
  });

  it('caps without splitting a surrogate pair', () => {
    expect(cleanText('x'.repeat(50), 10)).toBe('x'.repeat(10));
    expect(cleanText('abc😀', 4)).toBe('abc');
  });
});

describe('cleanLead', () => {
  it('caps field count, names, values, Referer and User-Agent', () => {
    const entries: [string, string][] = Array.from({ length: 80 }, (_, index) => [`Field ${index}`, 'v'.repeat(10_000)]);
    const lead = cleanLead(entries, `https://example.com/${'r'.repeat(10_000)}`, 'U'.repeat(10_000));
    expect(Object.keys(lead.fields)).toHaveLength(leadLimits.maxFields);
    expect(lead.fields['Field 0']).toHaveLength(leadLimits.maxValueChars);
    expect(lead.source).toHaveLength(leadLimits.maxSourceChars);
    expect(lead.userAgent).toHaveLength(leadLimits.maxUserAgentChars);
    expect(Object.keys(cleanLead([['n'.repeat(500), 'x']], undefined, undefined).fields)[0]).toHaveLength(leadLimits.maxNameChars);
  });

  it('keeps the first of repeated names and drops names that clean to nothing', () => {
    expect(cleanLead([['Email', 'a@example.com'], ['Email', 'b@example.com'], ['\u0000', 'x']], undefined, undefined)).toEqual({
      fields: { Email: 'a@example.com' },
      source: null,
      userAgent: null,
    });
  });
});

describe('lead text on hostile input', () => {
  it('costs time linear in a value, whatever its shape', async () => {
    expect(await superLinearShapes((text) => cleanText(text, leadLimits.maxValueChars), unitCostBound)).toEqual([]);
    expect(await superLinearShapes((text) => cleanLead([[text, text]], text, text), unitCostBound)).toEqual([]);
  });
});
