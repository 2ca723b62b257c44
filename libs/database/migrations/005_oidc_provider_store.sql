-- State of the embedded OpenID provider, so that a restart or a second API instance keeps sign-ins working:
-- its artifacts (sessions, grants, codes, refresh tokens, interactions) and its secrets (signing key, cookie key,
-- client secret, chat secret).
create table if not exists auth.oidc_payloads (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index if not exists oidc_payloads_grant_idx on auth.oidc_payloads (grant_id);
create index if not exists oidc_payloads_uid_idx on auth.oidc_payloads (uid);
create index if not exists oidc_payloads_expiry_idx on auth.oidc_payloads (expires_at);

create table if not exists auth.oidc_secrets (
  name text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
);
