-- How long a canary's views are kept: the backend's field sink deletes every view of a canary once its last view (served,
-- or its last beacon) is older than the field retention (BACKEND_FIELD_RETENTION_DAYS, 30 by default) and than 30 days,
-- the longest a canary may run, so a running canary keeps its evidence (supabase/server/field/fieldSink.ts). Its
-- figures outlive them in the release store (canary.json and the release log).

comment on table public.canary_views is 'One page view of a canary''s cohort: served or navigated to, by a client id drawn into the signed cohort cookie; its beacons'' error flag and last vitals. Deleted with the rest of its canary''s views once the last is older than the field retention and than 30 days.';
