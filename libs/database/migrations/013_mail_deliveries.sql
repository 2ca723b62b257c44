-- Delivery of the outbox e-mails through SMTP (SMTP_URL, issue 6). Not a read model: rebuilding read.outbox
-- leaves these rows alone, so a rebuild never sends an e-mail twice. One row per read.outbox message id.
create schema if not exists mail;

create table if not exists mail.deliveries (
  message_id uuid primary key,
  -- pending (waiting or retrying), sending (claimed by one process until claimed_until), sent
  status text not null default 'pending',
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists deliveries_due_idx on mail.deliveries (next_attempt_at) where status <> 'sent';

-- When SMTP delivery first ran: only e-mails from then on are sent, so turning SMTP on does not mail the history.
create table if not exists mail.delivery_start (
  id boolean primary key default true check (id),
  started_at timestamptz not null
);
