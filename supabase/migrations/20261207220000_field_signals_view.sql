-- The view a field signal reports on: the token or id its beacon names (supabase/server/field/fieldBeacon.ts). A
-- page sends a vital again as it grows (web-vitals reports CLS and INP again), so a view may have several rows of one
-- vital: the figures take each view's last (supabase/server/field/fieldFigures.ts). Null for beacons of earlier shell
-- releases, which named no view: each of their rows is a view of its own.

alter table public.field_signals add column if not exists view_id text;

comment on column public.field_signals.view_id is 'The view the beacon reported on (a random id: the server''s token, or the page''s own); null when the beacon named none.';
