-- Full-report request states the customer sees (issue 20): requested, in-preparation, sent, with the delivered
-- file's name once sent. reports.delivered_files holds the file the provider team attached: uploaded content,
-- not derived from events (the FullReportSent event names it by file_id), so a rebuild leaves it alone.
alter table read.report_requests add column if not exists state text not null default 'requested';
alter table read.report_requests add column if not exists file_id text;
alter table read.report_requests add column if not exists file_name text;
alter table read.report_requests add column if not exists sent_at timestamptz;

create schema if not exists reports;
create table if not exists reports.delivered_files (
  file_id text primary key,
  organization_id text not null,
  request_id text not null,
  file_name text not null,
  content_type text not null,
  content bytea not null,
  uploaded_at timestamptz not null default now()
);
