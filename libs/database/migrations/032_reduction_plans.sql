-- Reduction plans and targets (issue 19), kept by the reduction projection from the streams
-- reduction-plan-<orgId> (ReductionMeasureAdopted, ReductionMeasureStatusChanged) and reduction-target-<orgId>
-- (ReductionTargetSet).

-- The measures of each organization's plan as they stand: a catalogue measure (custom_title null) or its own.
create table if not exists read.reduction_plan_measures (
  organization_id text not null,
  measure_id text not null,
  section text not null,
  custom_title text,
  custom_description text,
  owner text not null,
  -- 'YYYY-MM-DD'
  due_date text not null,
  expected_reduction_tonnes double precision not null,
  -- planned, in-progress, done, dropped
  status text not null,
  adopted_by text not null,
  adopted_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (organization_id, measure_id)
);

-- Every change of a plan, like the answers' history: who did what to which measure, when.
create table if not exists read.reduction_plan_history (
  event_id uuid primary key,
  organization_id text not null,
  measure_id text not null,
  -- adopted, status-changed
  kind text not null,
  from_status text,
  to_status text not null,
  actor_id text not null,
  at timestamptz not null
);
create index if not exists reduction_plan_history_org_idx on read.reduction_plan_history (organization_id, at desc);

-- The organization's current reduction target, read by the reduction-plans page, the dashboard's target line and
-- reports (base year, target year, percentages per scope group, the base year's tonnes when the target was set).
create table if not exists read.reduction_targets (
  organization_id text primary key,
  base_year integer not null,
  target_year integer not null,
  scope12_percent double precision not null,
  scope3_percent double precision,
  base_scope12_tonnes double precision not null,
  base_scope3_tonnes double precision not null,
  set_by text not null,
  set_at timestamptz not null
);
