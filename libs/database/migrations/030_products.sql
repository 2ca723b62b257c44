-- Product footprint (issue 18): read models of projection `products`. A product is its own stream
-- (product-<orgId>-<productId>); each of its six sections is an answers sheet on product-<orgId>-<productId>-<section>,
-- decided by the same answers aggregate as the organization's sheets, never counted in read.emission_lines.

-- One row per product: name (the route's key), the unit its footprint is declared for, archived or live.
create table if not exists read.products (
  organization_id text not null,
  product_id text not null,
  name text not null,
  declared_unit text not null,
  archived boolean not null default false,
  stream_revision integer not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (organization_id, product_id)
);

-- One row per answered section of a product: the sheet's folded state (what the next event is applied to), its
-- stream revision (the expected revision of the next edit), status, progress and total.
create table if not exists read.product_sheets (
  organization_id text not null,
  product_id text not null,
  section text not null,
  stream_revision integer not null,
  state jsonb not null,
  status text not null,
  progress double precision not null,
  total_co2e_kg double precision not null,
  updated_at timestamptz not null,
  primary key (organization_id, product_id, section)
);

-- Current rows of every product section with what they came to: badge, and for a calculated row its emissions
-- (kg) and the factor row it is cited from, so every figure of the product report drills down to its source.
create table if not exists read.product_rows (
  organization_id text not null,
  product_id text not null,
  section text not null,
  row_id text not null,
  table_key text not null,
  period text not null,
  cells jsonb not null,
  ord integer not null,
  badge text not null,
  missing jsonb not null default '[]'::jsonb,
  error_code text,
  co2e_kg double precision,
  co2_kg double precision,
  ch4_kg double precision,
  n2o_kg double precision,
  method text,
  factor_id text,
  factor_set_version text,
  factor_source text,
  source_row_id text,
  data_quality text,
  primary key (organization_id, product_id, section, row_id)
);
