-- The evidence of a canary release's verdict (platform/canary/): one row per client, cohort and vote window.
-- A client is a salted hash of its address (of its /64 for IPv6); the salt rotates daily, and no address is
-- stored. Views are counted by the site server from the pages it served; the error flag and the worst INP and
-- LCP come from the field beacons of that client in that window, so one client weighs one vote however much
-- it sends. Only the service role reads or writes them.

create table if not exists public.canary_votes (
  canary_id text not null,
  cohort text not null,
  client_hash text not null,
  window_index bigint not null,
  views integer not null default 0,
  errored boolean not null default false,
  inp_ms double precision,
  lcp_ms double precision,
  -- A beacon came from this client in this window: the vote is known (else it counts once its last view is old).
  reported boolean not null default false,
  last_view_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (canary_id, cohort, client_hash, window_index),
  constraint canary_votes_cohort check (cohort in ('stable', 'canary'))
);

comment on table public.canary_votes is 'One client''s vote in one cohort of a canary during one window: views served, an error seen, its worst INP and LCP.';

-- Today's salt of the client hashes (older ones are deleted: yesterday's clients cannot be linked to today's).
create table if not exists public.canary_salts (
  day date primary key,
  salt text not null
);

alter table public.canary_votes enable row level security;
alter table public.canary_salts enable row level security;
revoke all on table public.canary_votes from anon, authenticated;
revoke all on table public.canary_salts from anon, authenticated;
grant all on table public.canary_votes to service_role;
grant all on table public.canary_salts to service_role;
