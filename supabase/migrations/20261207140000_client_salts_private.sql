-- Today's client salt is the site servers' alone: no API role reads it, the service role included, so no key of the
-- REST API can try today's client hashes against every address. The servers read and write it over their own
-- database connection (supabase/server/field/clientHash.ts); earlier days' salts are deleted as before.

revoke all on table public.client_salts from service_role;

comment on table public.client_salts is 'Today''s salt of the field signals'' client hashes (earlier days'' are deleted); readable by no API role.';
