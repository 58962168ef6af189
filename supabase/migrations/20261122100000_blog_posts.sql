-- Blog posts, read by the public site with the anon key.
-- Valid on hosted Supabase (Postgres 15+) and on the embedded PGlite backend.

create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

create table if not exists public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  excerpt text not null default '',
  content text not null default '',
  author text not null default 'Stayvia Team',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  read_time text not null default '5 min read',
  category text not null default 'General',
  featured boolean not null default false,
  image_url text,
  slug text not null,
  constraint blog_posts_slug_key unique (slug),
  constraint blog_posts_slug_not_blank check (length(btrim(slug)) > 0)
);

comment on table public.blog_posts is 'News articles of the public site; written by the sync-contentful function, read by everyone.';

-- The news list: newest first, optionally within one category.
create index if not exists blog_posts_published_at_idx on public.blog_posts (published_at desc);
create index if not exists blog_posts_category_published_at_idx on public.blog_posts (category, published_at desc);
-- The search box matches `title ilike '%…%' or excerpt ilike '%…%'`; trigram GIN indexes serve both.
create index if not exists blog_posts_title_trgm_idx on public.blog_posts using gin (title extensions.gin_trgm_ops);
create index if not exists blog_posts_excerpt_trgm_idx on public.blog_posts using gin (excerpt extensions.gin_trgm_ops);

-- Row-level security: the public keys read posts and nothing else. Hosted Supabase grants every privilege on
-- new public tables to anon and authenticated by default, so the write privileges are revoked outright (a
-- write is refused with 42501 instead of silently matching no rows); the service role keeps them.
alter table public.blog_posts enable row level security;

drop policy if exists "Blog posts are readable by everyone" on public.blog_posts;
create policy "Blog posts are readable by everyone"
  on public.blog_posts for select
  to anon, authenticated
  using (true);

revoke all on table public.blog_posts from anon, authenticated;
grant select on table public.blog_posts to anon, authenticated;
grant all on table public.blog_posts to service_role;
