-- Delegated tasks, teams, row verification and notifications (issue 20). All read models, rebuilt from the
-- task-board-{org} and row-verification-{org} streams; only notify.reads (what a person has read) is not.

-- Named groups of an organization's people; member_ids is a JSON array of user ids.
create table if not exists read.teams (
  organization_id text not null,
  team_id text not null,
  name text not null,
  member_ids jsonb not null default '[]'::jsonb,
  primary key (organization_id, team_id)
);

-- One row per delegated task. area: {kind:'sections', sections:[…]} or {kind:'location', locationId}.
create table if not exists read.tasks (
  organization_id text not null,
  task_id text not null,
  area jsonb not null,
  assignee_user_id text,
  assignee_team_id text,
  -- open, in-progress, submitted, done, reopened
  status text not null,
  due_date date not null,
  note text not null,
  delegated_by text not null,
  delegated_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (organization_id, task_id)
);
create index if not exists tasks_assignee_idx on read.tasks (organization_id, assignee_user_id);
create index if not exists tasks_due_idx on read.tasks (organization_id, due_date) where status <> 'done';

create table if not exists read.task_comments (
  organization_id text not null,
  task_id text not null,
  comment_id text not null,
  author_id text not null,
  text text not null,
  created_at timestamptz not null,
  primary key (organization_id, task_id, comment_id)
);

-- A row's verification: sent, verified, returned (with the verifier's comment). A verified row whose
-- read.answer_rows.updated_position is past row_position (its last edit when sent) shows 'To complete'.
create table if not exists read.row_verifications (
  organization_id text not null,
  row_id text not null,
  status text not null,
  row_position bigint not null,
  submitted_by text not null,
  comment text,
  updated_at timestamptz not null,
  primary key (organization_id, row_id)
);

-- What a person is told (the bell, the notifications screen, and e-mail): task assigned, rows returned, ...
-- One event can tell several people: the key is the event and the person.
create table if not exists read.notifications (
  event_id uuid not null,
  user_id text not null,
  organization_id text not null,
  -- task-assigned, task-submitted, rows-submitted, row-returned, rows-verified, report-sent
  kind text not null,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null,
  primary key (event_id, user_id)
);
create index if not exists notifications_user_idx on read.notifications (user_id, created_at desc);

-- Which notifications a person has read: their own state, not an audited edit, so a rebuild of
-- read.notifications leaves it alone (same event ids come back).
create schema if not exists notify;
create table if not exists notify.reads (
  user_id text not null,
  event_id uuid not null,
  read_at timestamptz not null default now(),
  primary key (user_id, event_id)
);
