import { describe, expect, it } from 'vitest';
import { chooseCoding, parseAcceptEncoding } from './negotiation';

describe('chooseCoding (RFC 9110 §12.5.3)', () => {
  const both = ['br', 'gzip'] as const;
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=1.000, gzip;q=0.999', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['br;q=0', 'identity'],
    ['sbr', 'identity'],
    ['sbr, xgzip, brotli, gzipx', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, identity', 'identity'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0.4, identity;q=0.5', 'identity'],
    ['br;q=2', 'identity'],
    ['br;q=abc, gzip;q=0.1', 'gzip'],
    ['br;q=0.0001', 'identity'],
    [' br ; q=0.8 , gzip ; Q=0.9 ', 'gzip'],
    ['identity', 'identity'],
  ] as const)('%j → %s', (header, coding) => {
    expect(chooseCoding(header, both)).toBe(coding);
  });

  it('offers only the copies there are', () => {
    expect(chooseCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br', [])).toBe('identity');
  });

  it('refuses (406) when neither a copy nor the file itself is acceptable', () => {
    expect(chooseCoding('identity;q=0', [])).toBeUndefined();
    expect(chooseCoding('*;q=0', both)).toBeUndefined();
    expect(chooseCoding('br;q=0, gzip;q=0, identity;q=0', both)).toBeUndefined();
    expect(chooseCoding('sbr, identity;q=0', both)).toBeUndefined();
    expect(chooseCoding('gzip, identity;q=0', ['br'])).toBeUndefined();
    expect(chooseCoding('gzip, identity;q=0', both)).toBe('gzip');
  });

  it('reads q-values as RFC 9110 writes them, keeping the highest of a repeated token', () => {
    expect(parseAcceptEncoding('br;q=0.5, br;q=0.7, gzip;q=1.0, deflate;q=1.5, zstd;q=.5')).toEqual(new Map([
      ['br', 0.7],
      ['gzip', 1],
    ]));
  });
});
