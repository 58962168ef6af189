-- A canary's votes by page: each row is one client's views and beacons in one cohort, vote window and page (the
-- site path as the canary's list in releases/canary.json names it). The list changes while the canary runs (a
-- release or rollback of another area or of the shell makes a page reach the canary's area, or stop), and the
-- verdict folds a client window's rows on the pages listed now into its one vote (platform/canary/signals.ts): a
-- page that left the list no longer counts in either cohort. Rows recorded before this migration name no page
-- ('') and count on no list: a canary running across it counts the votes recorded from then on.

alter table public.canary_votes add column if not exists page text not null default '';
alter table public.canary_votes alter column page drop default;
alter table public.canary_votes drop constraint if exists canary_votes_pkey;
alter table public.canary_votes add constraint canary_votes_pkey primary key (canary_id, cohort, client_hash, window_index, page);

comment on table public.canary_votes is 'One client''s views and beacons on one page of a canary, in one cohort and vote window: views served, an error seen, its worst INP and LCP. The verdict folds a window''s pages into one vote.';
