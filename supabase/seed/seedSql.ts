/** Turns the typed seed posts into the SQL of `supabase/seed.sql`, which both backends run. */
import { toHtml, toRichText } from './markup';
import { seedPosts } from './posts';
import type { SeedPost } from './types';

/** Where seed images are served: Supabase Storage's public-object path, relative to the backend's origin. */
export const seedImagePath = '/storage/v1/object/public/blog-images/';

const wordsPerMinute = 200;

export function wordCount(markup: string): number {
  return markup.replace(/\]\([^)]*\)/g, ' ').split(/\s+/).filter((word) => /\w/.test(word)).length;
}

export function readTime(markup: string): string {
  return `${Math.max(1, Math.ceil(wordCount(markup) / wordsPerMinute))} min read`;
}

export function postBody(post: SeedPost): string {
  return post.format === 'html' ? toHtml(post.body) : JSON.stringify(toRichText(post.body));
}

/** The column values of one post; a column left out takes its default. */
export function postRow(post: SeedPost, imageBase = seedImagePath): Record<string, string | boolean> {
  const row: Record<string, string | boolean> = {
    slug: post.slug,
    title: post.title,
    content: postBody(post),
    published_at: post.publishedAt,
    // Unchanged since it was published (a fixed date, as created_at: both backends seed the same rows).
    updated_at: post.publishedAt,
  };
  if (post.excerpt !== undefined) row.excerpt = post.excerpt;
  if (post.author !== undefined) row.author = post.author;
  if (post.category !== undefined) row.category = post.category;
  if (post.featured) row.featured = true;
  if (post.image !== undefined) row.image_url = imageBase + post.image;
  if (post.readTime !== false) row.read_time = readTime(post.body);
  return row;
}

const literal = (value: string | boolean) => (typeof value === 'boolean' ? String(value) : `'${value.replace(/'/g, "''")}'`);

export function seedSql(imageBase = seedImagePath): string {
  const statements = seedPosts.map((post) => {
    const row = postRow(post, imageBase);
    const columns = Object.keys(row);
    return `insert into public.blog_posts (${columns.join(', ')})\nvalues (${columns.map((column) => literal(row[column])).join(', ')})\non conflict (slug) do nothing;`;
  });
  return `-- Generated from supabase/seed/posts by \`npm run seed:sql -w supabase\`; edit the posts, not this file.\n\n${statements.join('\n\n')}\n`;
}
