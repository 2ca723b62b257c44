-- read.outbox carries more than invitation e-mails: a full-report request (FullReportRequested) notifies the
-- provider team. Existing rows (invitation, reminder) keep their magic link and recipient; a report-request
-- row names the request instead, and its recipient is the provider team, resolved from PROVIDER_TEAM_EMAIL
-- when it is sent (the projector does not read the API's configuration, and a changed address applies to
-- unsent e-mails).
alter table read.outbox alter column magic_link_id drop not null;
alter table read.outbox alter column recipient drop not null;
-- What the e-mail is about besides a magic link: the request id of a report-request.
alter table read.outbox add column if not exists reference text;
-- The facts the e-mail states, as the event recorded them (report-request: period, language, requester).
alter table read.outbox add column if not exists details jsonb;
alter table read.outbox add constraint outbox_kind_shape check (
  (kind in ('invitation', 'reminder') and magic_link_id is not null and recipient is not null)
  or (kind = 'report-request' and reference is not null and details is not null)
);
-- The back-office finds a request's notification by (organization, request id).
create index if not exists outbox_reference_idx on read.outbox (organization_id, reference)
  where reference is not null;

-- The address the SMTP server was given, recorded at each attempt: for a report-request the configured
-- PROVIDER_TEAM_EMAIL of that moment.
alter table mail.deliveries add column if not exists recipient text;
