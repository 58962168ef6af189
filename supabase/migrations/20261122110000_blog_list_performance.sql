-- The news page's first paint at any table size (bench/NEWS.md): the list, its exact count, the featured
-- post and the category buttons each read a few index entries instead of the whole table.
-- Valid on hosted Supabase (Postgres 15+) and on the embedded PGlite backend.

-- The list's order is `published_at desc nulls last, id` (newest first, undated posts last, a stable tie-break
-- for paging). The first migration's indexes are `published_at desc`, i.e. nulls first, which cannot serve it,
-- and nothing else orders that way: they are replaced.
drop index if exists public.blog_posts_published_at_idx;
drop index if exists public.blog_posts_category_published_at_idx;

-- Home teaser and searches: every post in list order.
create index if not exists blog_posts_list_idx on public.blog_posts (published_at desc nulls last, id);
-- The news page under All with no search leaves the featured posts out (`featured = false`): this index
-- serves that first page and lets its exact count read the index alone instead of every row.
create index if not exists blog_posts_unfeatured_list_idx on public.blog_posts (published_at desc nulls last, id) where not featured;
-- The featured card: the newest featured post.
create index if not exists blog_posts_featured_list_idx on public.blog_posts (published_at desc nulls last, id) where featured;
-- A category's list and count; also walked by blog_categories below.
create index if not exists blog_posts_category_list_idx on public.blog_posts (category, published_at desc nulls last, id);

-- The distinct categories, for the category buttons. PostgREST has no DISTINCT, and reading every row's
-- category grows with the table (and silently misses categories past a project's max rows). This walks
-- blog_posts_category_list_idx from one category to the next (a loose index scan), so it reads one index
-- entry per category however many posts there are. security_invoker: the caller's grants and blog_posts'
-- row-level-security policies apply, so the view shows the categories of exactly the rows the caller may read.
create or replace view public.blog_categories
with (security_invoker = true)
as
with recursive walk (category) as (
  (select p.category from public.blog_posts p order by p.category limit 1)
  union all
  select (select p.category from public.blog_posts p where p.category > walk.category order by p.category limit 1)
  from walk
  where walk.category is not null
)
select walk.category from walk where walk.category is not null;

comment on view public.blog_categories is 'Distinct categories of the blog posts the caller can read (one index probe per category).';

-- Hosted Supabase grants every privilege on new public relations to the API roles by default: read only.
revoke all on table public.blog_categories from anon, authenticated;
grant select on table public.blog_categories to anon, authenticated, service_role;
