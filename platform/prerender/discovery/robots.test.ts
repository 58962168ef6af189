import { describe, expect, it } from 'vitest';
import { buildRobots } from './robots';

describe('buildRobots', () => {
  it('allows every crawler everywhere and names the sitemap', () => {
    expect(buildRobots({ siteUrl: 'https://www.stayvia.com' })).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.stayvia.com/sitemap.xml\n',
    );
  });

  it('lists disallowed paths and keeps a base path in the sitemap URL', () => {
    expect(buildRobots({ siteUrl: 'https://example.com/preview/', disallow: ['/api/', '/rest/v1/'] })).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /rest/v1/\n\nSitemap: https://example.com/preview/sitemap.xml\n',
    );
  });

  it.each(['api', '/a\nUser-agent: evil', '/a b', '/a\r'])('refuses the disallow path %j', (path) => {
    expect(() => buildRobots({ siteUrl: 'https://www.stayvia.com', disallow: [path] })).toThrow(/disallow paths/);
  });
});
