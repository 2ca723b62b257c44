-- Plans and status of organizations (issue 6): what the back-office lists. The API decides access from the
-- organization stream itself, so a plan change counts from the very next request.
alter table read.organizations add column if not exists plan_name text;
-- null: an organization registered before plans existed (permissions unknown = every module open)
alter table read.organizations add column if not exists permissions jsonb;
alter table read.organizations add column if not exists plan_expires_at timestamptz;
alter table read.organizations add column if not exists blocked boolean not null default false;
