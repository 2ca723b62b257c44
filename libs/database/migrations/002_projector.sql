-- Read models live in schema `read`; every projection keeps the global log position it has applied up to.
create schema if not exists read;

create table if not exists read.projection_checkpoints (
  name text primary key,
  position bigint not null,
  updated_at timestamptz not null default now()
);
