-- What organizations ask of the provider (issue 21): support requests (SupportRequestSubmitted) and offset quote
-- requests (OffsetQuoteRequested), listed in the provider's back office, newest first.
create table if not exists read.provider_requests (
  organization_id text not null,
  request_id text not null,
  -- support, offset-quote
  kind text not null,
  ticket_number text not null,
  subject text not null,
  message text not null,
  -- offset-quote: project id, name, standard, price per tonne, currency, tonnes
  details jsonb not null default '{}'::jsonb,
  -- support: the screenshot's SHA-256 (bytes in support.screenshots), or null
  screenshot_sha256 text,
  sent_by text not null,
  language text not null,
  sent_at timestamptz not null,
  event_id uuid not null,
  primary key (organization_id, request_id)
);
create index if not exists provider_requests_sent_at_idx on read.provider_requests (sent_at desc);

-- A support request's screenshot, stored by content hash beside the event (the event names the hash): not a read
-- model, so a rebuild leaves it alone. Written before the event is appended; an image whose request was refused
-- stays unreferenced and is never served (the back office serves only images a request names).
create schema if not exists support;
create table if not exists support.screenshots (
  organization_id text not null,
  sha256 text not null,
  media_type text not null check (media_type in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null,
  created_at timestamptz not null default now(),
  primary key (organization_id, sha256)
);

-- The provider team is e-mailed each request through the outbox (recipient null: PROVIDER_TEAM_EMAIL when sent).
alter table read.outbox drop constraint if exists outbox_kind_shape;
alter table read.outbox add constraint outbox_kind_shape check (
  (kind in ('invitation', 'reminder') and magic_link_id is not null and recipient is not null
    and organization_id is not null)
  or (kind in ('report-request', 'support-request', 'offset-quote') and reference is not null
    and details is not null and organization_id is not null)
  or (kind in ('sign-in-locked', 'password-reset') and recipient is not null and reference is not null
    and details is not null)
);
