import { describe, expect, it } from 'vitest';
import { collectPaths } from './collectPaths';

describe('collectPaths', () => {
  it('lists static paths and nested paths, and keeps parameter routes apart', () => {
    const paths = collectPaths([
      [{ path: '/about' }, { path: '/support/status' }],
      [
        { path: '/hospitality-industry-news' },
        { path: '/hospitality-industry-news/:slug' },
        { path: '/docs', children: [{ path: 'intro' }, { index: true }, { path: '*' }] },
      ],
    ]);
    expect(paths.static).toEqual(['/about', '/support/status', '/hospitality-industry-news', '/docs', '/docs/intro']);
    expect(paths.dynamic).toEqual(['/hospitality-industry-news/:slug']);
  });
});
