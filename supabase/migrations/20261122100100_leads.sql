-- Leads posted by the site's forms to the local lead sink (production posts to the CRM instead).
-- Only the service role reads them; the public keys have no access at all.

create table if not exists public.leads (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  source text,
  fields jsonb not null default '{}'::jsonb,
  constraint leads_fields_is_object check (jsonb_typeof(fields) = 'object')
);

comment on table public.leads is 'Form submissions received by the embedded lead sink; source is the page that sent them.';
comment on column public.leads.source is 'The Referer of the submission (the page the form was on), when the browser sent one.';

create index if not exists leads_received_at_idx on public.leads (received_at desc);

alter table public.leads enable row level security;

revoke all on table public.leads from anon, authenticated;
grant all on table public.leads to service_role;
