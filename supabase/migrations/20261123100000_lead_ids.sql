-- Each lead carries the id the lead sink gave it, so a lead kept in the sink's journal (when the database
-- refused it) is stored once however often the journal is replayed; and the sender's User-Agent, capped.

alter table public.leads add column if not exists lead_id uuid;
alter table public.leads add column if not exists user_agent text;

create unique index if not exists leads_lead_id_key on public.leads (lead_id);

comment on column public.leads.lead_id is 'Given by the lead sink when the lead arrived; unique, so replaying its journal is idempotent.';
comment on column public.leads.user_agent is 'The User-Agent of the submission, capped by the lead sink.';
