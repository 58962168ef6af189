-- Contentful sync (supabase/functions/sync-contentful): which Contentful entry each post came from, the sync
-- token that makes the next run incremental, and the asset URLs posts show. The function writes a whole sync
-- with one call of apply_content_sync, so a sync that fails part-way changes nothing. Only the service role
-- runs it or sees the sync state; the public keys can still only read blog_posts.

alter table public.blog_posts add column if not exists contentful_id text;
alter table public.blog_posts add column if not exists contentful_image_id text;
comment on column public.blog_posts.contentful_id is 'The Contentful entry this post was synced from (null for posts written here).';
comment on column public.blog_posts.contentful_image_id is 'The Contentful asset image_url was taken from, so a changed or deleted asset updates the post.';
create unique index if not exists blog_posts_contentful_id_key on public.blog_posts (contentful_id);
create index if not exists blog_posts_contentful_image_id_idx on public.blog_posts (contentful_image_id) where contentful_image_id is not null;

create table if not exists public.content_sync_state (
  -- '<space>/<environment>': a token belongs to one space and environment.
  source text primary key,
  next_sync_token text not null,
  synced_at timestamptz not null default now()
);
comment on table public.content_sync_state is 'The nextSyncToken of the last successful Contentful sync, per space and environment.';

create table if not exists public.content_sync_assets (
  asset_id text primary key,
  -- https URL of the asset's file; null for an asset without a usable file.
  url text
);
comment on table public.content_sync_assets is 'Published Contentful assets seen by the sync, so an entry synced later can link to one.';

alter table public.content_sync_state enable row level security;
alter table public.content_sync_assets enable row level security;
revoke all on table public.content_sync_state, public.content_sync_assets from anon, authenticated;
grant all on table public.content_sync_state, public.content_sync_assets to service_role;

-- The stored token of a source, or null before its first sync.
create or replace function public.content_sync_token(source text)
returns text
language sql
stable
set search_path = ''
as $$
  select s.next_sync_token from public.content_sync_state s where s.source = content_sync_token.source;
$$;

-- Applies one sync in one transaction and returns what it changed:
--   { upserted, deleted, changedSlugs, deletedSlugs }
-- batch: { source, previous_token, next_token,
--          posts: [{ contentful_id, slug, title, excerpt?, content?, author?, published_at?, created_at?,
--                    read_time?, category?, featured?, image_asset_id? }],
--          deleted_entry_ids: [..], assets: [{ asset_id, url }], deleted_asset_ids: [..] }
-- Posts are upserted by slug; a field left out (null) takes the column default of blog_posts.
create or replace function public.apply_content_sync(batch jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  stored_token text;
  upserted_slugs text[];
  removed_slugs text[];
  reimaged_slugs text[];
  changed text[];
begin
  if batch->>'source' is null or batch->>'next_token' is null then
    raise exception 'apply_content_sync needs a source and a next_token' using errcode = '22023';
  end if;

  -- Runs of one source queue here; a run computed from a token another run has replaced since is refused.
  perform pg_advisory_xact_lock(hashtext('content_sync:' || (batch->>'source')));
  select s.next_sync_token into stored_token from public.content_sync_state s where s.source = batch->>'source';
  if stored_token is distinct from batch->>'previous_token' then
    raise exception 'Another Contentful sync finished while this one ran; run it again.' using errcode = '40001';
  end if;

  -- Assets first, so that posts can take their URLs.
  delete from public.content_sync_assets a
  where a.asset_id in (select jsonb_array_elements_text(coalesce(batch->'deleted_asset_ids', '[]')));
  insert into public.content_sync_assets (asset_id, url)
  select x.asset_id, x.url from jsonb_to_recordset(coalesce(batch->'assets', '[]')) as x(asset_id text, url text)
  on conflict (asset_id) do update set url = excluded.url;

  -- Posts of deleted entries, and the old rows of entries whose slug changed.
  with gone as (
    delete from public.blog_posts b
    where b.contentful_id in (select jsonb_array_elements_text(coalesce(batch->'deleted_entry_ids', '[]')))
       or exists (
         select from jsonb_to_recordset(coalesce(batch->'posts', '[]')) as p(contentful_id text, slug text)
         where p.contentful_id = b.contentful_id and p.slug <> b.slug)
    returning b.slug
  )
  select coalesce(array_agg(gone.slug), '{}') into removed_slugs from gone;

  with written as (
    insert into public.blog_posts as b
      (contentful_id, slug, title, excerpt, content, author, published_at, created_at, read_time, category, featured, image_url, contentful_image_id)
    select p.contentful_id, p.slug, p.title,
           coalesce(p.excerpt, ''), coalesce(p.content, ''), coalesce(p.author, 'Stayvia Team'),
           p.published_at, coalesce(p.created_at, now()), coalesce(p.read_time, '5 min read'),
           coalesce(p.category, 'General'), coalesce(p.featured, false),
           a.url, p.image_asset_id
    from jsonb_to_recordset(coalesce(batch->'posts', '[]')) as p(
      contentful_id text, slug text, title text, excerpt text, content text, author text, published_at timestamptz,
      created_at timestamptz, read_time text, category text, featured boolean, image_asset_id text)
    left join public.content_sync_assets a on a.asset_id = p.image_asset_id
    on conflict (slug) do update set
      contentful_id = excluded.contentful_id, title = excluded.title, excerpt = excluded.excerpt,
      content = excluded.content, author = excluded.author, published_at = excluded.published_at,
      created_at = excluded.created_at, read_time = excluded.read_time, category = excluded.category,
      featured = excluded.featured, image_url = excluded.image_url, contentful_image_id = excluded.contentful_image_id
    returning b.slug
  )
  select coalesce(array_agg(written.slug), '{}') into upserted_slugs from written;

  -- Posts this sync did not touch whose image asset changed or went away.
  with touched as (
    select x.asset_id from jsonb_to_recordset(coalesce(batch->'assets', '[]')) as x(asset_id text, url text)
    union
    select jsonb_array_elements_text(coalesce(batch->'deleted_asset_ids', '[]'))
  ),
  reimaged as (
    update public.blog_posts b
    set image_url = (select a.url from public.content_sync_assets a where a.asset_id = b.contentful_image_id)
    where b.contentful_image_id in (select touched.asset_id from touched)
      and not (b.slug = any (upserted_slugs))
      and b.image_url is distinct from (select a.url from public.content_sync_assets a where a.asset_id = b.contentful_image_id)
    returning b.slug
  )
  select coalesce(array_agg(reimaged.slug), '{}') into reimaged_slugs from reimaged;

  insert into public.content_sync_state (source, next_sync_token, synced_at)
  values (batch->>'source', batch->>'next_token', now())
  on conflict (source) do update set next_sync_token = excluded.next_sync_token, synced_at = excluded.synced_at;

  changed := array(select distinct s from unnest(upserted_slugs || reimaged_slugs) as s order by s);
  return jsonb_build_object(
    'upserted', cardinality(upserted_slugs),
    'deleted', (select count(distinct s) from unnest(removed_slugs) as s where not (s = any (changed))),
    'changedSlugs', to_jsonb(changed),
    -- A slug deleted and written again in the same sync (an entry renamed onto it) counts as changed.
    'deletedSlugs', to_jsonb(array(select distinct s from unnest(removed_slugs) as s where not (s = any (changed)) order by s))
  );
end;
$$;

-- Hosted Supabase grants execute on new public functions to the API roles by default: only the service role
-- (the sync-contentful function) may run these.
revoke all on function public.content_sync_token(text) from public, anon, authenticated;
revoke all on function public.apply_content_sync(jsonb) from public, anon, authenticated;
grant execute on function public.content_sync_token(text) to service_role;
grant execute on function public.apply_content_sync(jsonb) to service_role;
