-- Partner portfolio (issue 23 points 4-5): a company's consent to share its climate figures with its provider
-- (DataSharingConsented / DataSharingWithdrawn) and the snapshots of its figures frozen from locked months
-- (PortfolioSnapshotTaken), newest per company and year shown in the provider's back office.
create table if not exists read.data_sharing (
  organization_id text primary key,
  consented boolean not null,
  changed_at timestamptz not null,
  changed_by text not null
);
create index if not exists data_sharing_consented_idx on read.data_sharing (organization_id) where consented;

create table if not exists read.portfolio_snapshots (
  organization_id text not null,
  year int not null,
  snapshot_number int not null,
  -- period-locked, consent-given, recalculated
  reason text not null,
  locked_periods jsonb not null,
  figures jsonb not null,
  diff jsonb not null,
  taken_at timestamptz not null,
  taken_by text not null,
  event_id uuid not null,
  primary key (organization_id, year, snapshot_number)
);
