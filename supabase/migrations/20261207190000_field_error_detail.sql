-- What an error signal says of its error (server/field/errorDetail.ts): its type, its message (cut short, with
-- query strings and e-mail addresses taken out) and its top stack frames (script URL without query, line, column,
-- function). The site groups errors by it and maps the frames through the release's source maps. Null for views,
-- vitals and errors of pages that send no detail.

alter table public.field_signals add column if not exists detail jsonb;

comment on column public.field_signals.detail is 'error: {"type", "message", "frames": [{"file", "line", "column", "fn"}]} (each optional); otherwise null.';
