/**
 * A blog post as the site uses it, mapped from a `blog_posts` row with the client's defaults.
 */
import { brand } from 'shared/brand';

/** A `blog_posts` row as the backend returns it. */
export interface BlogPostRow {
  id: string;
  title: string;
  excerpt: string | null;
  content?: string | null;
  author: string | null;
  published_at: string | null;
  created_at: string;
  read_time: string | null;
  category: string | null;
  featured: boolean | null;
  image_url: string | null;
  slug: string;
}

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  /** Rich text (a Contentful document as JSON) or HTML; empty on cards, which do not read it. */
  content: string;
  author: string;
  /** ISO date-time: `published_at`, else `created_at`. */
  publishedAt: string;
  readTime: string;
  category: string;
  featured: boolean;
  imageUrl: string;
  slug: string;
}

/** The columns a news card shows: everything but the body, which can be large. */
export const cardColumns = 'id,title,excerpt,author,published_at,created_at,read_time,category,featured,image_url,slug';
export const articleColumns = `${cardColumns},content`;

export const defaultReadTime = '5 min read';
export const defaultCategory = 'General';

/** Drawn inline, so a post without an image costs no request (and the article page can tell it apart). */
export const placeholderImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#e6f4f3"/>' +
      '<path d="M0 280 Q160 220 320 262 T640 240 V360 H0Z" fill="#b9e2df"/><path d="M0 310 Q200 270 400 300 T640 290 V360 H0Z" fill="#8fcfca"/>' +
      '<circle cx="500" cy="110" r="42" fill="#f6c977"/></svg>',
  );

const text = (value: string | null | undefined, fallback: string) => (value && value.trim() ? value : fallback);

export function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt ?? '',
    content: row.content ?? '',
    author: text(row.author, brand.teamName),
    publishedAt: row.published_at ?? row.created_at,
    readTime: text(row.read_time, defaultReadTime),
    category: text(row.category, defaultCategory),
    featured: row.featured ?? false,
    imageUrl: text(row.image_url, placeholderImage),
    slug: row.slug,
  };
}

