/**
 * The one rule that says which pages a run's change reaches: the job chooses the pages it renders by it, and a
 * running canary's own pages are rendered again by it (a release's and the job's runs alike).
 */
import { describe, expect, it } from 'vitest';
import { changeReaches, contentChange, type RunChange } from './dependencies';
import type { PageEntry } from './publish';

const entry = (releases: PageEntry['releases'], more: Partial<PageEntry> = {}): PageEntry => ({
  releases,
  modules: [],
  posts: [],
  listsPosts: false,
  lastModified: '2026-11-28T00:00:00.000Z',
  ...more,
});
const legal = { version: 'aaaaaaaaaaa1', manifest: 'releases/legal/aaaaaaaaaaa1/mf-manifest.json' };
const support = { version: 'bbbbbbbbbbb1', manifest: 'releases/support/bbbbbbbbbbb1/mf-manifest.json' };

const pages: Record<string, PageEntry> = {
  '/gdpr': entry({ legal }),
  // Support's page embedding a legal notice.
  '/support': entry({ support, legal }),
  '/about': entry({ support }),
  '/hospitality-industry-news': entry({}, { listsPosts: true }),
  '/hospitality-industry-news/a': entry({}, { posts: ['a'] }),
  '/hospitality-industry-news/b': entry({}, { posts: ['b'] }),
  // Written by a job that recorded versions only.
  '/privacy-policy': entry({ legal: { version: 'aaaaaaaaaaa1', manifest: '' } }),
};

/** The pages of the index, and one never rendered, that `change` reaches. */
const reached = (change: RunChange) => [...Object.keys(pages), '/gdpr/new'].filter((sitePath) => changeReaches(change)(sitePath, pages[sitePath]));

describe('which pages a run’s change reaches', () => {
  it('a release of an area: the pages that used it or lie under its paths, those never rendered, those recorded without manifests', () => {
    expect(reached({ kind: 'release', area: { id: 'legal', owns: ['/gdpr'] } })).toEqual(['/gdpr', '/support', '/privacy-policy', '/gdpr/new']);
    expect(reached({ kind: 'release', area: { id: 'support', owns: ['/support', '/about'] } })).toEqual(['/support', '/about', '/privacy-policy', '/gdpr/new']);
  });

  it('a content change: the lists of posts and the articles of the posts changed or deleted', () => {
    const index = { generatedAt: '2026-11-27T00:00:00.000Z', pages, dynamic: [], articles: { a: '2026-11-27', b: '2026-11-27' } };
    const change = contentChange(new Map([['a', '2026-11-28']]), index);
    expect(reached({ kind: 'content', change })).toEqual(['/hospitality-industry-news', '/hospitality-industry-news/a', '/hospitality-industry-news/b', '/privacy-policy', '/gdpr/new']);
    expect(reached({ kind: 'content', change: contentChange(new Map([['a', '2026-11-27'], ['b', '2026-11-27']]), index) })).toEqual(['/privacy-policy', '/gdpr/new']);
  });

  it('a full run: every page; named pages: exactly those, rendered before or not', () => {
    expect(reached({ kind: 'full' })).toEqual([...Object.keys(pages), '/gdpr/new']);
    expect(reached({ kind: 'pages', paths: new Set(['/about', '/gdpr/new']) })).toEqual(['/about', '/gdpr/new']);
  });
});
