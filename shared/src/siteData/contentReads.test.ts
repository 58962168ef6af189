import { describe, expect, it } from 'vitest';
import { contentReadOf, contentShown, listsPosts, showsPost } from './contentReads';

describe('content reads', () => {
  it('reads back what a query declared, and nothing from a query that declared nothing', () => {
    expect(contentReadOf(showsPost('a'))).toEqual({ post: 'a' });
    expect(contentReadOf(listsPosts)).toEqual({ postList: true });
    for (const meta of [undefined, {}, { content: { post: 3 } }, { content: { postList: 'yes' } }, { slug: 'a' }]) expect(contentReadOf(meta)).toBeUndefined();
  });

  it("gathers a page's reads: each post once, and whether any listed posts", () => {
    expect(contentShown([showsPost('b'), undefined, showsPost('a'), showsPost('b')])).toEqual({ posts: ['a', 'b'], listsPosts: false });
    expect(contentShown([listsPosts, {}])).toEqual({ posts: [], listsPosts: true });
    // A second listing read, anywhere on any page, is tracked the same way: by what it declares.
    expect(contentShown([showsPost('a'), listsPosts, listsPosts])).toEqual({ posts: ['a'], listsPosts: true });
  });
});
