import { describe, expect, it } from 'vitest';
import { httpOrigin } from './httpOrigin';

describe('httpOrigin', () => {
  it.each([
    ['http://localhost:3005/mf-manifest.json', 'http://localhost:3005'],
    ['https://Preview.Example/news/mf-manifest.json?x=1#y', 'https://preview.example'],
    ['https://preview.example:443/a', 'https://preview.example'],
    ['http://[::1]:3005/a', 'http://[::1]:3005'],
    ['https://bücher.example/a', 'https://xn--bcher-kva.example'],
    ['/releases/legal/x/mf-manifest.json', undefined],
  ])('%s → %s', (url, origin) => {
    expect(httpOrigin(url)).toBe(origin);
  });

  it('resolves a relative URL against a base', () => {
    expect(httpOrigin('/releases/legal/x/mf-manifest.json', 'https://site.example/settings.json')).toBe('https://site.example');
  });

  it.each([
    'http://a.example;sandbox/mf-manifest.json',
    "http://a.example;script-src 'unsafe-inline'/m.json",
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'ftp://a.example/m.json',
    'ws://a.example/m.json',
    'http://user:pass@a.example/m.json',
    'http://a.example,b.example/m.json',
    "http://a'b.example/m.json",
    'not a url',
    '',
  ])('refuses %j', (url) => {
    expect(httpOrigin(url)).toBeUndefined();
  });
});
