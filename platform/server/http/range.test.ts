import { describe, expect, it } from 'vitest';
import { superLinearShapes, unitCostBound } from 'e2e/hostileInputs';
import { ifRangeAllows, parseRange } from './range';

describe('parseRange (RFC 9110 byte ranges, one range served)', () => {
  const size = 100;
  it.each([
    [undefined, { kind: 'none' }],
    ['bytes=0-9', { kind: 'range', start: 0, end: 9 }],
    ['bytes=0-0', { kind: 'range', start: 0, end: 0 }],
    ['bytes=90-', { kind: 'range', start: 90, end: 99 }],
    ['bytes=90-1000', { kind: 'range', start: 90, end: 99 }],
    ['bytes=-10', { kind: 'range', start: 90, end: 99 }],
    ['bytes=-1000', { kind: 'range', start: 0, end: 99 }],
    ['BYTES = 1 - 2', { kind: 'range', start: 1, end: 2 }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=999999999-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=5-2', { kind: 'ignore' }],
    ['bytes=0-1,5-6', { kind: 'ignore' }],
    ['bytes=abc', { kind: 'ignore' }],
    ['bytes=', { kind: 'ignore' }],
    ['bytes=-', { kind: 'ignore' }],
    ['items=0-5', { kind: 'ignore' }],
    ['bytes=0x1-0x2', { kind: 'ignore' }],
    ['bytes=-100', { kind: 'range', start: 0, end: 99 }],
    ['bytes=-1', { kind: 'range', start: 99, end: 99 }],
    ['bytes=99999999999999999999-', { kind: 'unsatisfiable' }],
    ['bytes=9007199254740993-', { kind: 'unsatisfiable' }],
    ['bytes=0-99999999999999999999', { kind: 'range', start: 0, end: 99 }],
    ['bytes=9007199254740993-9007199254740992', { kind: 'unsatisfiable' }],
    ['bytes=9007199254740992-9007199254740993', { kind: 'unsatisfiable' }],
    ['bytes=-99999999999999999999', { kind: 'range', start: 0, end: 99 }],
    [`bytes=${'9'.repeat(5000)}-`, { kind: 'unsatisfiable' }],
    ['bytes=1-2-3', { kind: 'ignore' }],
    ['bytes=-1e3', { kind: 'ignore' }],
  ] as const)('%s', (header, verdict) => {
    expect(parseRange(header, size)).toEqual(verdict);
  });

  it('an empty file satisfies no range', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('ifRangeAllows (RFC 9110 §13.1.5)', () => {
  const lastModified = 'Thu, 26 Nov 2026 00:58:54 GMT';
  const strong = { etag: '"abc"', lastModified };
  const weak = { etag: 'W/"abc"', lastModified };
  it('without If-Range the range stands', () => {
    expect(ifRangeAllows(undefined, weak)).toBe(true);
  });
  it('an entity tag must match strongly: a weak tag never does', () => {
    expect(ifRangeAllows('"abc"', strong)).toBe(true);
    expect(ifRangeAllows('"abd"', strong)).toBe(false);
    expect(ifRangeAllows('W/"abc"', strong)).toBe(false);
    expect(ifRangeAllows('W/"abc"', weak)).toBe(false);
    expect(ifRangeAllows('"abc"', weak)).toBe(false);
  });
  it('a date must be the Last-Modified exactly', () => {
    expect(ifRangeAllows(lastModified, weak)).toBe(true);
    expect(ifRangeAllows('Thu, 26 Nov 2026 00:58:55 GMT', weak)).toBe(false);
    expect(ifRangeAllows('Wed, 25 Nov 2026 00:58:54 GMT', weak)).toBe(false);
    expect(ifRangeAllows('not a date', weak)).toBe(false);
  });
});

describe('parseRange on hostile headers', () => {
  it('costs time linear in the header, whatever its shape', async () => {
    expect(await superLinearShapes((text) => parseRange(`bytes=${text}`, 1000), unitCostBound)).toEqual([]);
    expect(await superLinearShapes((text) => parseRange(`bytes=0-${text}`, 1000), unitCostBound)).toEqual([]);
  });
});
