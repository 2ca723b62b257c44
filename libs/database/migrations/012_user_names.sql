-- Names of everyone who ever acted, kept after a person is removed (read.users holds only current people), so
-- the audit trail still says who made each change.
create table if not exists read.user_names (
  user_id text primary key,
  first_name text not null,
  last_name text not null
);
insert into read.user_names (user_id, first_name, last_name)
  select user_id, first_name, last_name from read.users
  on conflict (user_id) do nothing;
