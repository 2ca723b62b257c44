-- Names as they were over time, so the audit trail names each actor as they were called when they acted (a later
-- profile edit renames the person from then on, not in the past). One row per person and log position from which a
-- name held; the `users` projection adds a row at registration and at every name change. People named before this
-- table existed start with their current name from position 0: the best that is known without a rebuild (`rebuild
-- users` replays the log and gives the exact history).
create table if not exists read.user_name_history (
  user_id text not null,
  from_position bigint not null,
  first_name text not null,
  last_name text not null,
  primary key (user_id, from_position)
);
insert into read.user_name_history (user_id, from_position, first_name, last_name)
  select user_id, 0, first_name, last_name from read.user_names
  on conflict (user_id, from_position) do nothing;
