-- Dashboard (issue 5): charts-data, its drill-down and the sector benchmark all read read.emission_lines.

-- charts-data groups one organization's months: with every figure it sums in the index, the range is read by an
-- index-only scan instead of visiting the table. It serves every query the (organization_id, period) index of
-- 006 served, so that one goes: one index less for the projector to keep up to date.
create index if not exists emission_lines_charts_idx on read.emission_lines (organization_id, period)
  include (scope, category, subcategory, item, co2e_kg, co2_kg, ch4_kg, n2o_kg, location_based_kg, market_based_kg);
drop index if exists read.emission_lines_org_period_idx;

-- Each organization's yearly totals, Scope 2 by both methods (a line without the split counts its co2e). A view,
-- not a second projection: the lines are already the projected truth, so the totals can never disagree with
-- charts-data, and a query for one organization reads only that organization's lines (the filter on
-- organization_id reaches the index through the grouping).
create or replace view read.organization_year_totals as
select organization_id,
       left(period, 4)::integer as year,
       sum(case when scope = 'scope-2' then coalesce(location_based_kg, co2e_kg) else co2e_kg end) as location_kg,
       sum(case when scope = 'scope-2' then coalesce(market_based_kg, co2e_kg) else co2e_kg end) as market_kg,
       count(*)::integer as lines
  from read.emission_lines
 group by organization_id, left(period, 4);

-- Peers are the organizations of one industry (initial questions).
create index if not exists organizations_industry_idx on read.organizations ((initial_answers ->> 'industry'));
