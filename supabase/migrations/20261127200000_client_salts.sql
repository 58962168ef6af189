-- One client hash for the field signals and a canary's votes (supabase/server/field/clientHash.ts): SHA-256 of the
-- day's salt and the client's address (its /64 for IPv6). The salt is random, made by the first server that needs
-- it each UTC day and shared by every server of the site through this table; earlier days' salts are deleted, so
-- no hash can be linked to another day's, nor turned back into an address once its day is over. The canary's own
-- salt table goes: its salts were only ever today's.

drop table if exists public.canary_salts;

create table if not exists public.client_salts (
  day date primary key,
  salt text not null
);

comment on table public.client_salts is 'Today''s salt of the client hashes of field signals and canary votes (earlier days'' are deleted).';

alter table public.client_salts enable row level security;
revoke all on table public.client_salts from anon, authenticated;
grant all on table public.client_salts to service_role;
