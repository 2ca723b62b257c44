-- Evidence attachments (issue 23): invoices, meter readings, certificates attached to a row or a section.
-- read.evidence_files lists the files on each section sheet (EvidenceAttached adds one, EvidenceRemoved takes it
-- off); the bytes are not a read model: they live in the evidence storage (disk in embedded mode, or
-- evidence.file_chunks below), named by evidence id and checked against sha256 when served.
create table if not exists read.evidence_files (
  organization_id text not null,
  question_id text not null,
  evidence_id text not null,
  -- null: the file belongs to the whole section
  row_id text,
  period text,
  file_name text not null,
  media_type text not null,
  size_bytes bigint not null,
  sha256 text not null,
  attached_by text not null,
  attached_at timestamptz not null,
  position bigint not null,
  primary key (organization_id, question_id, evidence_id)
);
create index if not exists evidence_files_row_idx on read.evidence_files (organization_id, question_id, row_id);

-- The bytes of attached files when GHG_EVIDENCE_STORAGE=postgres (production's default): chunks of at most 1 MB,
-- so no single value nears PostgreSQL's limits and a download streams chunk by chunk. Written before the event is
-- appended; a file whose event was refused is deleted again (and never served: only listed files are).
create schema if not exists evidence;
create table if not exists evidence.file_chunks (
  organization_id text not null,
  evidence_id text not null,
  chunk_no integer not null,
  bytes bytea not null,
  primary key (organization_id, evidence_id, chunk_no)
);
