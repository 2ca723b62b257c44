-- M5 password guessing (issue 13): failed sign-ins counted per account (normalised e-mail) and per client address
-- across every path that checks a password, in one table every API instance shares. Not a read model (no event
-- rebuilds it): a counter with its last failure, and the end of a lockout once one started.
create table if not exists auth.sign_in_throttle (
  key text primary key,
  failures integer not null,
  last_failure_at timestamptz not null,
  locked_until timestamptz
);
-- Rows of quiet keys are cleared from time to time by age.
create index if not exists sign_in_throttle_age_idx on auth.sign_in_throttle (last_failure_at);

-- read.outbox also carries e-mails to one person about their account: a sign-in lockout (SignInLockedOut) and a
-- password reset link (PasswordResetRequested). They belong to no organization; `reference` is the user id
-- (lockout) or the reset id (reset), `details` the language and times.
alter table read.outbox alter column organization_id drop not null;
alter table read.outbox drop constraint if exists outbox_kind_shape;
alter table read.outbox add constraint outbox_kind_shape check (
  (kind in ('invitation', 'reminder') and magic_link_id is not null and recipient is not null
    and organization_id is not null)
  or (kind = 'report-request' and reference is not null and details is not null and organization_id is not null)
  or (kind in ('sign-in-locked', 'password-reset') and recipient is not null and reference is not null
    and details is not null)
);
