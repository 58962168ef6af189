-- Field signals from visitors' browsers (POST /api/field): one row per page view, Web Vital or error, named
-- with the area and release it is counted to, the route, the visitor's cohort and an anonymous client hash (a
-- salted SHA-256 of the client's address, IPv6 by its /64, the salt rotating daily and kept nowhere here).
-- Only the service role reads them; the public keys have no access at all. Rows past the retention are pruned
-- by the backend (BACKEND_FIELD_RETENTION_DAYS, 30 by default).

create table if not exists public.field_signals (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  area text not null,
  release text not null,
  route text not null,
  cohort text not null default 'stable',
  kind text not null,
  name text not null,
  value double precision,
  client_hash text not null,
  constraint field_signals_kind check (kind in ('view', 'vital', 'error')),
  constraint field_signals_cohort check (cohort in ('stable', 'canary'))
);

comment on table public.field_signals is 'Page views, Web Vitals and errors reported by visitors'' pages, per area, release and cohort.';
comment on column public.field_signals.name is 'view: "view"; vital: LCP, INP, CLS, FCP or TTFB; error: uncaught, rejection, render or remote-load.';
comment on column public.field_signals.value is 'vital: its value (ms; CLS unitless); error: its ordinal among the errors counted to this area in one page view (1: the view had an error); view: null.';
comment on column public.field_signals.client_hash is 'SHA-256 of a daily salt and the client address (IPv6: its /64); the salt is never stored.';

create index if not exists field_signals_area_time_idx on public.field_signals (area, received_at);
create index if not exists field_signals_received_at_idx on public.field_signals (received_at);

alter table public.field_signals enable row level security;

revoke all on table public.field_signals from anon, authenticated;
grant all on table public.field_signals to service_role;
