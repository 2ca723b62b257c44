-- Read models of the foundation slice: organizations (profile + initial questions), users, audit log.
create schema if not exists read;

create table if not exists read.organizations (
  organization_id text primary key,
  name text not null,
  country text,
  demo boolean not null default false,
  initial_answers jsonb not null default '{}'::jsonb,
  -- revision of the organization stream after its last event: the expected revision of the next edit
  stream_revision integer not null,
  updated_at timestamptz not null
);

create table if not exists read.users (
  user_id text primary key,
  email text not null,
  first_name text not null,
  last_name text not null,
  job_title text,
  organization_id text not null,
  role text not null
);
create index if not exists users_organization_idx on read.users (organization_id);

-- One row per changed field (ordinal 0..n-1), or one row with field null for an event without field changes.
create table if not exists read.audit_log (
  event_id uuid not null,
  ordinal integer not null,
  position bigint not null,
  organization_id text,
  stream_id text not null,
  event_type text not null,
  occurred_at timestamptz not null,
  actor_id text not null,
  field text,
  before jsonb,
  after jsonb,
  correlation_id text,
  source jsonb,
  primary key (event_id, ordinal)
);
create index if not exists audit_log_org_position_idx on read.audit_log (organization_id, position desc);
create index if not exists audit_log_stream_idx on read.audit_log (stream_id, position desc);
