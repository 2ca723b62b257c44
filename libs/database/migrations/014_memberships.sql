-- One person, several organizations (spec §7 "Your companies"): read.users keeps the person, read.memberships
-- their organizations with the role in each. The session's organization is one of these memberships.
create table if not exists read.memberships (
  user_id text not null,
  organization_id text not null,
  role text not null,
  -- log position of the event that made the membership: the oldest is the default company at sign-in
  joined_position bigint not null,
  primary key (user_id, organization_id)
);
create index if not exists memberships_organization_idx on read.memberships (organization_id, role);

insert into read.memberships (user_id, organization_id, role, joined_position)
  select user_id, organization_id, role, 0 from read.users
  on conflict do nothing;

alter table read.users drop column if exists organization_id;
alter table read.users drop column if exists role;

-- The company a person last switched to: the next sign-in opens it again (a preference, not an audited edit).
create table if not exists auth.selected_organizations (
  user_id text primary key,
  organization_id text not null,
  selected_at timestamptz not null default now()
);
