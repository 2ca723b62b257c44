-- Sign-in: local accounts of the embedded identity provider, pending logins and server-side sessions.
-- Passwords and tokens live only here, never in events.
create schema if not exists auth;

create table if not exists auth.local_accounts (
  user_id text primary key,
  email text not null unique,
  -- scrypt$N$r$p$salt$hash (base64url)
  password_hash text not null,
  created_at timestamptz not null default now()
);

-- A login started at /api/auth/login and not finished yet: what the callback must find again.
create table if not exists auth.login_attempts (
  id_hash text primary key,
  state text not null,
  nonce text not null,
  code_verifier text not null,
  return_to text not null,
  expires_at timestamptz not null
);

-- Only the SHA-256 of the cookie value is stored, so a leaked table does not hand out sessions.
create table if not exists auth.sessions (
  id_hash text primary key,
  user_id text not null,
  organization_id text not null,
  access_token text not null,
  refresh_token text,
  id_token text,
  chat_token text,
  access_expires_at timestamptz not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index if not exists sessions_user_idx on auth.sessions (user_id);
create index if not exists sessions_expiry_idx on auth.sessions (expires_at);
