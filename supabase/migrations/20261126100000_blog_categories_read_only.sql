-- A write to blog_categories is a client's mistake, answered 4xx. The view is not automatically updatable (it
-- walks the index with WITH RECURSIVE), so Postgres' rewriter refused a write with 55000 before the caller's
-- privileges were checked, and PostgREST answers that class with 500 (real PostgREST 12 as the embedded backend).
-- With an INSTEAD OF trigger the rewriter passes the write on and the privilege check comes first: the API roles
-- hold SELECT only, so a write is 42501 (PostgREST: 401 with the public key, 403 with a user's or the service
-- key). A role holding a write privilege reaches the trigger, which refuses every row the same way.
create or replace function public.blog_categories_read_only() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'blog_categories is read-only; posts are written to blog_posts' using errcode = '42501';
end;
$$;

drop trigger if exists blog_categories_read_only on public.blog_categories;
create trigger blog_categories_read_only
  instead of insert or update or delete on public.blog_categories
  for each row execute function public.blog_categories_read_only();

-- A trigger function, not an API: hosted Supabase grants execute on new public functions to the API roles.
revoke execute on function public.blog_categories_read_only() from public, anon, authenticated;
