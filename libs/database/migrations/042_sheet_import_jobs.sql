-- Spreadsheet imports in progress and just finished (issue 17): the status the xls dialog polls (phase, progress,
-- the per-cell errors of a refused file). Kept here rather than in one API process's memory, so any API instance
-- on the database answers the poll of an upload another instance received (no sticky sessions). Not a read
-- model (no event rebuilds it): the durable outcome is the SheetImportRecorded event and read.sheet_imports.
create schema if not exists jobs;

create table if not exists jobs.sheet_imports (
  import_id text primary key,
  organization_id text not null,
  status jsonb not null,
  updated_at timestamptz not null,
  finished_at timestamptz
);

-- Finished jobs are swept by age; running ones are listed per organization.
create index if not exists sheet_import_jobs_finished on jobs.sheet_imports (finished_at);
create index if not exists sheet_import_jobs_by_org on jobs.sheet_imports (organization_id) where finished_at is null;
