import { describe, expect, it } from 'vitest';
import { brand } from 'shared/brand';
import { placeholderImage, toBlogPost, type BlogPostRow } from './post';

const row: BlogPostRow = {
  id: '6d1c0b9e-1111-4a7e-9a55-000000000001',
  title: 'Mobile Keys: Lessons from the First Year',
  excerpt: 'What properties learned.',
  content: '<p>Body</p>',
  author: 'Claire Dubois',
  published_at: '2026-11-05T08:00:00+00:00',
  created_at: '2026-11-01T10:00:00+00:00',
  read_time: '3 min read',
  category: 'Guest Experience',
  featured: true,
  image_url: '/storage/v1/object/public/blog-images/mobile-key.svg',
  slug: 'mobile-keys',
};

describe('toBlogPost', () => {
  it('maps the columns of a complete row', () => {
    expect(toBlogPost(row)).toEqual({
      id: row.id,
      title: row.title,
      excerpt: 'What properties learned.',
      content: '<p>Body</p>',
      author: 'Claire Dubois',
      publishedAt: '2026-11-05T08:00:00+00:00',
      readTime: '3 min read',
      category: 'Guest Experience',
      featured: true,
      imageUrl: '/storage/v1/object/public/blog-images/mobile-key.svg',
      slug: 'mobile-keys',
    });
  });

  it('applies the defaults to missing values', () => {
    const post = toBlogPost({ ...row, excerpt: null, content: undefined, author: null, published_at: null, read_time: null, category: '  ', featured: null, image_url: null });
    expect(post).toMatchObject({
      excerpt: '',
      content: '',
      author: brand.teamName,
      publishedAt: row.created_at,
      readTime: '5 min read',
      category: 'General',
      featured: false,
      imageUrl: placeholderImage,
    });
    expect(post.author).toBe('Stayvia Team');
  });
});

