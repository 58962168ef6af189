/** One seed article. A field left out is left to the column default of `blog_posts`. */
export interface SeedPost {
  slug: string;
  title: string;
  /** ISO date-time; the news list is ordered by it. */
  publishedAt: string;
  excerpt?: string;
  author?: string;
  category?: string;
  featured?: boolean;
  /** A file in `supabase/storage/blog-images/`, served like a public Supabase Storage object. */
  image?: string;
  /** Stored as a Contentful rich-text document or as raw HTML; both are written in the markup of `markup.ts`. */
  format: 'rich-text' | 'html';
  body: string;
  /** `false` leaves read_time to its default instead of counting the words. */
  readTime?: false;
}
