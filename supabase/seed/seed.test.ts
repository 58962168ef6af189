import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchFilter } from '../client/searchFilter';
import { toHtml, toRichText, type BlockNode, type Inline } from './markup';
import { seedPosts } from './posts';
import { seedSql, wordCount } from './seedSql';
import { seedSqlFile } from './writeSeedSql';

describe('seed posts', () => {
  it('are at least 30 articles of 300–700 words with unique slugs', () => {
    expect(seedPosts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(seedPosts.map((post) => post.slug)).size).toBe(seedPosts.length);
    for (const post of seedPosts) {
      expect(post.slug, post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const words = wordCount(post.body);
      expect(words, post.slug).toBeGreaterThanOrEqual(300);
      expect(words, post.slug).toBeLessThanOrEqual(700);
      expect(post.body, post.slug).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });

  it('cover several categories, one featured post, both body formats and the defaults', () => {
    expect(new Set(seedPosts.map((post) => post.category ?? 'General')).size).toBeGreaterThanOrEqual(6);
    expect(seedPosts.filter((post) => post.featured)).toHaveLength(1);
    expect(seedPosts.filter((post) => post.format === 'html').length).toBeGreaterThanOrEqual(10);
    expect(seedPosts.filter((post) => post.format === 'rich-text').length).toBeGreaterThanOrEqual(10);
    for (const field of ['image', 'excerpt', 'author', 'category'] as const) {
      expect(seedPosts.some((post) => post[field] === undefined), field).toBe(true);
    }
    expect(seedPosts.some((post) => post.readTime === false)).toBe(true);
  });

  it('use every rich-text node and mark type the site renders', () => {
    const nodes = new Set<string>();
    const marks = new Set<string>();
    const walk = (node: BlockNode | Inline) => {
      nodes.add(node.nodeType);
      if (node.nodeType === 'text') node.marks.forEach((mark) => marks.add(mark.type));
      if ('content' in node) node.content.forEach(walk);
    };
    for (const post of seedPosts) toRichText(post.body).content.forEach(walk);
    for (const type of ['paragraph', 'heading-1', 'heading-2', 'heading-3', 'unordered-list', 'ordered-list', 'list-item', 'blockquote', 'hr', 'text', 'hyperlink']) {
      expect(nodes, type).toContain(type);
    }
    expect([...marks].sort()).toEqual(['bold', 'code', 'italic', 'underline']);
  });

  it('link only to site pages and https sites', () => {
    for (const post of seedPosts) {
      for (const [, uri] of post.body.matchAll(/\]\((\S+?)\)/g)) expect(uri, post.slug).toMatch(/^(\/[a-z0-9\-/#]*|https:\/\/[^\s"<>]+)$/);
    }
  });

  it('are in supabase/seed.sql as generated (run `npm run seed:sql -w supabase` after editing them)', () => {
    expect(fs.readFileSync(seedSqlFile, 'utf8') === seedSql(), 'supabase/seed.sql is out of date').toBe(true);
  });
});

describe('markup', () => {
  it('turns the markup into a Contentful rich-text document', () => {
    expect(toRichText('## Title\n\nA **bold** and [link](https://example.com).\n\n- one\n- two')).toEqual({
      nodeType: 'document',
      data: {},
      content: [
        { nodeType: 'heading-2', data: {}, content: [{ nodeType: 'text', value: 'Title', marks: [], data: {} }] },
        {
          nodeType: 'paragraph',
          data: {},
          content: [
            { nodeType: 'text', value: 'A ', marks: [], data: {} },
            { nodeType: 'text', value: 'bold', marks: [{ type: 'bold' }], data: {} },
            { nodeType: 'text', value: ' and ', marks: [], data: {} },
            { nodeType: 'hyperlink', data: { uri: 'https://example.com' }, content: [{ nodeType: 'text', value: 'link', marks: [], data: {} }] },
            { nodeType: 'text', value: '.', marks: [], data: {} },
          ],
        },
        {
          nodeType: 'unordered-list',
          data: {},
          content: ['one', 'two'].map((value) => ({
            nodeType: 'list-item',
            data: {},
            content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] }],
          })),
        },
      ],
    });
  });

  it('turns the markup into escaped HTML', () => {
    expect(toHtml('1. *a* <b> & `c`\n2. __d__\n\n> quote\n\n---')).toBe('<ol><li><em>a</em> &lt;b&gt; &amp; <code>c</code></li><li><u>d</u></li></ol>\n<blockquote><p>quote</p></blockquote>\n<hr>');
  });
});

describe('searchFilter', () => {
  it('quotes the text and escapes LIKE wildcards', () => {
    expect(searchFilter(['title', 'excerpt'], '100% a,b "c" \\ *')).toBe(
      'title.ilike."*100\\\\% a,b \\"c\\" \\\\\\\\ _*",excerpt.ilike."*100\\\\% a,b \\"c\\" \\\\\\\\ _*"',
    );
  });
});
