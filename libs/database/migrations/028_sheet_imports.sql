-- Spreadsheet imports of each organization (SheetImportRecorded / SheetImportReverted on sheet-imports-<orgId>):
-- the import history of the xls dialog (file, size, date, user, rows, result, revert). Kept by the
-- sheet-imports projection.
create table if not exists read.sheet_imports (
  organization_id text not null,
  import_id text not null,
  file_name text not null,
  size_bytes bigint not null,
  format text not null,
  result text not null,
  rows integer not null,
  existing_rows integer not null,
  error_count integer not null,
  sections jsonb not null,
  imported_at timestamptz not null,
  imported_by text not null,
  reverted_at timestamptz,
  reverted_by text,
  primary key (organization_id, import_id)
);

create index if not exists sheet_imports_by_date on read.sheet_imports (organization_id, imported_at desc);
