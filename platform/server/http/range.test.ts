import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

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
  ] as const)('%s', (header, verdict) => {
    expect(parseRange(header, size)).toEqual(verdict);
  });

  it('an empty file satisfies no range', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
