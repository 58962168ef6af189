import { describe, expect, it } from 'vitest';
import { benchRoutes, matchesPattern } from './routes';

const manifest = {
  pages: ['/', '/gdpr', '/hospitality-industry-news', '/hospitality-industry-news/a-post', '/hospitality-industry-news/b-post', '/pricing'],
  dynamic: ['/hospitality-industry-news/:slug'],
};

describe('benchRoutes', () => {
  it('takes every static page and exactly one article, from the manifest', () => {
    expect(benchRoutes(manifest)).toEqual([
      { path: '/', kind: 'route' },
      { path: '/gdpr', kind: 'route' },
      { path: '/hospitality-industry-news', kind: 'route' },
      { path: '/pricing', kind: 'route' },
      { path: '/hospitality-industry-news/a-post', kind: 'article' },
    ]);
  });

  it('narrows to the named pages, in the order given, any prerendered article included', () => {
    expect(benchRoutes(manifest, ['/pricing', '/hospitality-industry-news/b-post'])).toEqual([
      { path: '/pricing', kind: 'route' },
      { path: '/hospitality-industry-news/b-post', kind: 'article' },
    ]);
  });

  it('names the paths it has no page for', () => {
    expect(() => benchRoutes(manifest, ['/gdpr', '/nope', '/software'])).toThrow('/nope, /software');
  });

  it('measures no article when none was prerendered', () => {
    expect(benchRoutes({ pages: ['/', '/gdpr'], dynamic: manifest.dynamic }).map((route) => route.kind)).toEqual(['route', 'route']);
  });
});

describe('matchesPattern', () => {
  it('matches a parameter segment only when it is present and not empty', () => {
    expect(matchesPattern('/hospitality-industry-news/x', '/hospitality-industry-news/:slug')).toBe(true);
    expect(matchesPattern('/hospitality-industry-news', '/hospitality-industry-news/:slug')).toBe(false);
    expect(matchesPattern('/hospitality-industry-news/x/y', '/hospitality-industry-news/:slug')).toBe(false);
    expect(matchesPattern('/news/x', '/hospitality-industry-news/:slug')).toBe(false);
  });
});
