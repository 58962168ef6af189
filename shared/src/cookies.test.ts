import { describe, expect, it } from 'vitest';
import { superLinearShapes, unitCostBound } from 'e2e/hostileInputs';
import { overrideCookie, overrideFromCookies } from './areaOverrides';
import { cookieValue, sessionCookie } from './cookies';
import { percentDecoded } from './percentDecoded';

const dev = 'legal=http://localhost:3005/mf-manifest.json';

describe('reading a cookie from hostile headers', () => {
  it('ignores a value that is not valid percent-encoding instead of throwing', () => {
    for (const malformed of ['%E0%A4%A', '%', '%zz', 'legal=http://a.example/%', '%C3%28', '%ED%A0%80']) {
      expect(() => cookieValue(`area-override=${malformed}`, 'area-override'), malformed).not.toThrow();
      expect(cookieValue(`area-override=${malformed}`, 'area-override'), malformed).toBeUndefined();
      expect(overrideFromCookies(`a=1; area-override=${malformed}; b=2`), malformed).toBeUndefined();
    }
    // Another cookie's malformed value costs only that cookie.
    expect(overrideFromCookies(`x=%E0%A4%A; area-override=${encodeURIComponent(dev)}`)).toBe(dev);
  });

  it('matches the whole name, never a substring of another name or of a value', () => {
    expect(overrideFromCookies(`xarea-override=${encodeURIComponent(dev)}`)).toBeUndefined();
    expect(overrideFromCookies(`area-override-old=${encodeURIComponent(dev)}`)).toBeUndefined();
    expect(overrideFromCookies(`note=area-override=${dev}`)).toBeUndefined();
    expect(overrideFromCookies(`note="area-override=${dev}"`)).toBeUndefined();
    expect(overrideFromCookies(`area-override`)).toBeUndefined();
    expect(overrideFromCookies('')).toBeUndefined();
    expect(overrideFromCookies(undefined)).toBeUndefined();
  });

  it('reads the value as a browser sends it: spaces around, several cookies, the first of a name, an empty value', () => {
    expect(overrideFromCookies(`a=1;area-override=${encodeURIComponent(dev)};b=2`)).toBe(dev);
    expect(overrideFromCookies(`a=1;   area-override =  ${encodeURIComponent(dev)}  ; b=2`)).toBe(dev);
    expect(overrideFromCookies(`area-override=${encodeURIComponent(dev)}; area-override=news=http://b.example/m.json`)).toBe(dev);
    expect(overrideFromCookies('area-override=')).toBe('');
    // A value written unencoded (by hand, or by another tool) reads as it is.
    expect(overrideFromCookies(`area-override=${dev}`)).toBe(dev);
  });

  it('writes the cookie so that it reads back as written, whatever it holds', () => {
    for (const value of [dev, 'legal=http://a.example/é;,%E0%A4%A "x"\\']) {
      const written = overrideCookie(value);
      expect(written).toMatch(/^area-override=[^;\s]*; Path=\/; SameSite=Lax$/);
      expect(overrideFromCookies(written.split(';')[0])).toBe(value);
    }
    expect(overrideCookie('')).toBe('area-override=; Max-Age=0; Path=/; SameSite=Lax');
    expect(sessionCookie('a', 'b')).toBe('a=b; Path=/; SameSite=Lax');
  });

  it('costs time linear in the header, whatever its shape', async () => {
    expect(await superLinearShapes((text) => overrideFromCookies(text), unitCostBound)).toEqual([]);
    expect(await superLinearShapes((text) => overrideFromCookies(`a=${text}; area-override=${text}`), unitCostBound)).toEqual([]);
  }, 30_000);
});

describe('percent-decoding', () => {
  it('decodes valid escapes and gives undefined for malformed ones', () => {
    expect(percentDecoded('caf%C3%A9')).toBe('café');
    expect(percentDecoded('plain')).toBe('plain');
    for (const malformed of ['%E0%A4%A', '%', '%zz', '%C3%28', '%ED%A0%80']) expect(percentDecoded(malformed), malformed).toBeUndefined();
  });
});
