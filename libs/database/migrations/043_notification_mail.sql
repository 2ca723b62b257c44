-- Notification e-mails (issue 20): the person's choice (a read model of NotificationMailPreferenceSet, users
-- projection) and what the mail delivery batched (not read models: a rebuild never mails anything twice).

-- No row: the default, every kind mailed.
create table if not exists read.notification_mail_preferences (
  user_id text primary key,
  email_enabled boolean not null,
  -- JSON array of notification kinds not mailed
  muted_kinds jsonb not null default '[]'::jsonb
);

-- One e-mail about one or more notifications of one person in one organization (a digest when several); its
-- delivery is mail.deliveries' row of the same message id.
create table if not exists mail.notification_digests (
  message_id uuid primary key,
  user_id text not null,
  organization_id text not null,
  event_ids uuid[] not null,
  created_at timestamptz not null default now()
);

-- Each notification the delivery has dealt with: in an e-mail (message_id), or skipped (null: the person did not
-- want it mailed, or has no address), so it is never looked at again.
create table if not exists mail.notifications_mailed (
  event_id uuid not null,
  user_id text not null,
  message_id uuid,
  primary key (event_id, user_id)
);
