-- Magic links (admin links and invitations) and the local outbox of invitation e-mails (issue 6).
create table if not exists read.invitations (
  magic_link_id text primary key,
  -- null for an admin link: it registers a new organization
  organization_id text,
  email text,
  role text,
  -- pending (active), used (someone registered), deleted (withdrawn)
  status text not null,
  created_by text not null,
  created_at timestamptz not null,
  last_sent_at timestamptz not null,
  send_count integer not null default 1,
  used_by text
);
create index if not exists invitations_organization_idx on read.invitations (organization_id, created_at desc);
create index if not exists invitations_email_idx on read.invitations (lower(email));

-- One row per invitation e-mail: what an SMTP transport would send, kept for the administrator to read.
create table if not exists read.outbox (
  message_id uuid primary key,
  organization_id text not null,
  magic_link_id text not null,
  recipient text not null,
  kind text not null,
  created_at timestamptz not null
);
create index if not exists outbox_organization_idx on read.outbox (organization_id, created_at desc);
