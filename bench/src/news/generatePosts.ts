/**
 * Fills `blog_posts` up to a target count with realistic posts, in one `insert … select generate_series`.
 * Each generated post is a seed post filed under an editorial series ("Field Notes: Upselling That Guests
 * Thank You For"), keeping the seed's excerpt, author, category, image and their defaults, with a body of
 * about 5 KB in the seed post's own format (Contentful rich text or HTML), continued with the following
 * seed articles' text until it reaches the size. Dates run back from the newest seed post, 3 hours apart.
 */
import type { Database } from 'supabase-backend/server';
import { toHtml, toRichText } from 'supabase-backend/seed/markup';
import { seedPosts } from 'supabase-backend/seed/posts';
import { readTime } from 'supabase-backend/seed/seedSql';
import type { SeedPost } from 'supabase-backend/seed/types';
import { editorialSeries } from './series';

export const bodyBytes = 5 * 1024;

const render = (format: SeedPost['format'], markup: string) => (format === 'html' ? toHtml(markup) : JSON.stringify(toRichText(markup)));

/** Blocks of the seed article at `index` and those after it, until the rendered body weighs `bytes`. */
export function longBody(index: number, bytes = bodyBytes): { content: string; readTime: string } {
  const { format } = seedPosts[index];
  const blocks: string[] = [];
  for (let offset = 0; offset < seedPosts.length * 4; offset++) {
    const next = seedPosts[(index + offset) % seedPosts.length].body.trim().split(/\n\s*\n/);
    for (const block of next) {
      blocks.push(block);
      const markup = blocks.join('\n\n');
      const content = render(format, markup);
      if (Buffer.byteLength(content) >= bytes) return { content, readTime: readTime(markup) };
    }
  }
  throw new Error(`The seed posts hold too little text for a ${bytes}-byte body.`);
}

// Every value is a parameter: the seed bodies by slug ($1, $2, $3), the series ($4), the count ($5).
const insertSql = `
with pool as (
  select p.*, b.content as long_content, b.read_time as long_read_time,
         row_number() over (order by p.slug) - 1 as k, count(*) over () as n
  from public.blog_posts p
  join unnest($1::text[], $2::text[], $3::text[]) as b(slug, content, read_time) using (slug)
),
newest as (select max(published_at) as at from public.blog_posts)
insert into public.blog_posts (slug, title, excerpt, content, author, published_at, created_at, read_time, category, featured, image_url)
select
  lower(regexp_replace(series.name, '[^A-Za-z0-9]+', '-', 'g')) || '-' || pool.slug || '-' || i,
  series.name || ': ' || pool.title,
  pool.excerpt,
  pool.long_content,
  pool.author,
  newest.at - i * interval '3 hours',
  newest.at - i * interval '3 hours',
  pool.long_read_time,
  pool.category,
  false,
  pool.image_url
from generate_series(1, $5::int) as i
cross join newest
join pool on pool.k = i % pool.n
cross join lateral (select ($4::text[])[1 + (i + i / pool.n) % cardinality($4::text[])] as name) as series`;

/** Inserts posts until the table holds `total`, then vacuums and analyses the table. */
export async function fillPosts(db: Database, total: number): Promise<{ inserted: number; ms: number }> {
  const started = performance.now();
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from public.blog_posts');
  const missing = total - rows[0].count;
  if (missing <= 0) return { inserted: 0, ms: 0 };
  const bodies = seedPosts.map((_, index) => longBody(index));
  // A bulk load: longer than a request's time limit is fine here.
  const bulk = { timeoutMs: 10 * 60_000 };
  const result = await db.query(
    insertSql,
    [seedPosts.map((post) => post.slug), bodies.map((body) => body.content), bodies.map((body) => body.readTime), editorialSeries, missing],
    bulk,
  );
  if (result.affectedRows !== missing) throw new Error(`Inserted ${result.affectedRows} generated posts, expected ${missing}.`);
  // Hosted Postgres vacuums and analyses a bulk-loaded table by itself (autovacuum); PGlite runs no background
  // workers, so the benchmark does it, or the planner would guess at a table it believes is empty.
  await db.exec('vacuum analyze public.blog_posts', bulk);
  return { inserted: missing, ms: performance.now() - started };
}
