-- Read models of data entry (projection `answers` owns the first four, `blocked-periods` the fifth).

-- One row per section sheet: the wizard's answers and the stream revision (expected revision of the next edit).
create table if not exists read.answer_sheets (
  organization_id text not null,
  question_id text not null,
  stream_revision integer not null,
  initial_answer text,
  items jsonb not null default '[]'::jsonb,
  fuels jsonb not null default '[]'::jsonb,
  path text,
  green_energy text,
  custom_factors jsonb not null default '[]'::jsonb,
  updated_at timestamptz not null,
  primary key (organization_id, question_id)
);

-- Current rows of every sheet, with what they came to: badge, missing required columns, calculation error.
create table if not exists read.answer_rows (
  organization_id text not null,
  question_id text not null,
  row_id text not null,
  table_key text not null,
  period text not null,
  cells jsonb not null,
  main boolean not null,
  field_type text not null,
  ord integer not null,
  badge text not null,
  missing jsonb not null default '[]'::jsonb,
  error_code text,
  created_position bigint not null,
  updated_position bigint not null,
  primary key (organization_id, question_id, row_id)
);
create index if not exists answer_rows_org_period_idx on read.answer_rows (organization_id, period);

-- Status and progress of each section (spec §4); scope statuses are computed from these at query time.
create table if not exists read.question_status (
  organization_id text not null,
  question_id text not null,
  scope text not null,
  status text not null,
  progress double precision not null,
  total_co2e_kg double precision not null,
  primary key (organization_id, question_id)
);

-- One line per calculated row and month: what charts-data groups over. Emissions are kg.
create table if not exists read.emission_lines (
  organization_id text not null,
  question_id text not null,
  row_id text not null,
  period text not null,
  scope text not null,
  category text not null,
  subcategory text not null,
  item text,
  location text,
  co2e_kg double precision not null,
  co2_kg double precision,
  ch4_kg double precision,
  n2o_kg double precision,
  location_based_kg double precision,
  market_based_kg double precision,
  method text not null,
  factor_id text not null,
  factor_set_version text not null,
  factor_source text not null,
  data_quality text not null,
  primary key (organization_id, question_id, row_id, period)
);
create index if not exists emission_lines_org_period_idx on read.emission_lines (organization_id, period);

-- Months provider staff blocked, per organization.
create table if not exists read.blocked_periods (
  organization_id text not null,
  period text not null,
  blocked_by text not null,
  blocked_at timestamptz not null,
  primary key (organization_id, period)
);

-- The audit trail names the section, row and month of answer events, so auditors can filter on them.
alter table read.audit_log add column if not exists question_id text;
alter table read.audit_log add column if not exists row_id text;
alter table read.audit_log add column if not exists period text;
create index if not exists audit_log_org_question_idx on read.audit_log (organization_id, question_id, position desc);
