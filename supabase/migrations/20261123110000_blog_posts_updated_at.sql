-- When each post last changed, so the prerender job re-renders only the articles a content sync changed
-- (scripts/prerender): set on insert, and by a trigger on every update that does not set it itself (the
-- Contentful sync's upserts do not; a data fix may).
alter table public.blog_posts add column if not exists updated_at timestamptz not null default now();

create or replace function public.blog_posts_touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

drop trigger if exists blog_posts_touch_updated_at on public.blog_posts;
create trigger blog_posts_touch_updated_at
  before update on public.blog_posts
  for each row execute function public.blog_posts_touch_updated_at();

-- A trigger function, not an API: hosted Supabase grants execute on new public functions to the API roles.
revoke execute on function public.blog_posts_touch_updated_at() from public, anon, authenticated;
