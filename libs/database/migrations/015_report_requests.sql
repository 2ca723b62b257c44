-- Full-report requests (FullReportRequested): what the provider team prepares and e-mails within 2 to 3
-- business days. Read by the provider back-office, newest first.
create table if not exists read.report_requests (
  request_id text not null,
  organization_id text not null,
  -- report-periods: from-beginning, current-year, previous-year, custom
  period_choice text not null,
  -- 'YYYY-MM', both included; null from = from the beginning
  period_from text,
  period_to text not null,
  requested_by text not null,
  language text not null,
  requested_at timestamptz not null,
  event_id uuid not null,
  primary key (organization_id, request_id)
);
create index if not exists report_requests_requested_at_idx on read.report_requests (requested_at desc);
