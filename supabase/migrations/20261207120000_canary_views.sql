-- A canary's evidence view by view (platform/canary/signals.ts), the successor of canary_votes for the verdict: one
-- row per page view of a client drawn into a cohort of a canary. The client is the random id the site server drew
-- into the visitor's signed cohort cookie (platform/canary/cohort.ts): not an address, nor derived from one. A view
-- is either served (the site server served a page on the canary's list; its id went to the page as a view token in
-- `Server-Timing`) or an in-app navigation to such a page (made by its first beacon, which the cohort cookie
-- vouches for). Beacons are numbered per view; one whose number is not above the last taken is a replay, refused.
-- The last value of each vital wins. A served view whose beacon never comes is silent: no data, counted as such.
-- Only the service role reads or writes them; rows go with their canary's other data (kept while it is reported).

create table if not exists public.canary_views (
  canary_id text not null,
  view_id text not null,
  cohort text not null,
  client_id text not null,
  page text not null,
  navigation boolean not null default false,
  served_at timestamptz not null default now(),
  -- The highest beacon number taken for the view (0: none came yet).
  beacons integer not null default 0,
  errored boolean not null default false,
  lcp_ms double precision,
  inp_ms double precision,
  cls double precision,
  updated_at timestamptz not null default now(),
  primary key (canary_id, view_id),
  constraint canary_views_cohort check (cohort in ('stable', 'canary'))
);

create index if not exists canary_views_client_idx on public.canary_views (canary_id, client_id);

comment on table public.canary_views is 'One page view of a canary''s cohort: served or navigated to, by a client id drawn into the signed cohort cookie; its beacons'' error flag and last vitals.';

alter table public.canary_views enable row level security;
revoke all on table public.canary_views from anon, authenticated;
grant all on table public.canary_views to service_role;
