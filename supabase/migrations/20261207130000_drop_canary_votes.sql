-- A canary's evidence is its views (canary_views, 20261207120000): the votes per client address hash and window
-- are no longer written or read. A canary running across this migration counts the views recorded from its
-- successor's start.

drop table if exists public.canary_votes;
