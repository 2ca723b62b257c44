-- Dashboard (issue 5): read.emission_lines grouped by month at the grain the dashboard shows, kept by the
-- database itself. charts-data reads a few rows per month instead of grouping every line on each request (an
-- organization with 50,000 lines has ~1,300 groups), and the groups can never disagree with the lines: every
-- statement that writes lines recomputes the groups it touched from the lines, with the same GROUP BY.
-- item '' stands for "no item" (a key column cannot be null).
create table if not exists read.emission_months (
  organization_id text not null,
  period text not null,
  scope text not null,
  category text not null,
  subcategory text not null,
  item text not null,
  co2e_kg double precision not null,
  -- Scope 2 by method; a line without the split counts its co2e_kg
  location_kg double precision not null,
  market_kg double precision not null,
  co2_kg double precision not null,
  ch4_kg double precision not null,
  n2o_kg double precision not null,
  lines integer not null,
  -- lines that carry each gas: a gas total is shown only when every line has it
  co2_lines integer not null,
  ch4_lines integer not null,
  n2o_lines integer not null,
  primary key (organization_id, period, scope, category, subcategory, item)
);

-- Statement-level triggers: one regroup per statement however many lines it wrote (the projector writes a batch
-- of sheets in one statement). The transition tables name the lines before and after; the groups they touch are
-- computed again from the lines. The projector's statement fires all three every time, mostly with nothing in one
-- of them: each returns at once when its transition table is empty.
create or replace function read.emission_months_after_insert() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from new_lines) then return null; end if;
  delete from read.emission_months m
   using (select distinct organization_id, period, scope, category, subcategory, coalesce(item, '') as item
            from new_lines) k
   where m.organization_id = k.organization_id and m.period = k.period and m.scope = k.scope
     and m.category = k.category and m.subcategory = k.subcategory and m.item = k.item;
  insert into read.emission_months
  select l.organization_id, l.period, l.scope, l.category, l.subcategory, k.item,
         sum(l.co2e_kg), sum(coalesce(l.location_based_kg, l.co2e_kg)), sum(coalesce(l.market_based_kg, l.co2e_kg)),
         coalesce(sum(l.co2_kg), 0), coalesce(sum(l.ch4_kg), 0), coalesce(sum(l.n2o_kg), 0),
         count(*), count(l.co2_kg), count(l.ch4_kg), count(l.n2o_kg)
    from (select distinct organization_id, period, scope, category, subcategory, coalesce(item, '') as item
            from new_lines) k
    join read.emission_lines l
      on l.organization_id = k.organization_id and l.period = k.period and l.scope = k.scope
     and l.category = k.category and l.subcategory = k.subcategory and coalesce(l.item, '') = k.item
   group by l.organization_id, l.period, l.scope, l.category, l.subcategory, k.item;
  return null;
end $$;

create or replace function read.emission_months_after_delete() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from old_lines) then return null; end if;
  delete from read.emission_months m
   using (select distinct organization_id, period, scope, category, subcategory, coalesce(item, '') as item
            from old_lines) k
   where m.organization_id = k.organization_id and m.period = k.period and m.scope = k.scope
     and m.category = k.category and m.subcategory = k.subcategory and m.item = k.item;
  insert into read.emission_months
  select l.organization_id, l.period, l.scope, l.category, l.subcategory, k.item,
         sum(l.co2e_kg), sum(coalesce(l.location_based_kg, l.co2e_kg)), sum(coalesce(l.market_based_kg, l.co2e_kg)),
         coalesce(sum(l.co2_kg), 0), coalesce(sum(l.ch4_kg), 0), coalesce(sum(l.n2o_kg), 0),
         count(*), count(l.co2_kg), count(l.ch4_kg), count(l.n2o_kg)
    from (select distinct organization_id, period, scope, category, subcategory, coalesce(item, '') as item
            from old_lines) k
    join read.emission_lines l
      on l.organization_id = k.organization_id and l.period = k.period and l.scope = k.scope
     and l.category = k.category and l.subcategory = k.subcategory and coalesce(l.item, '') = k.item
   group by l.organization_id, l.period, l.scope, l.category, l.subcategory, k.item;
  return null;
end $$;

create or replace function read.emission_months_after_update() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from new_lines) then return null; end if;
  delete from read.emission_months m
   using (select organization_id, period, scope, category, subcategory, coalesce(item, '') as item from old_lines
          union
          select organization_id, period, scope, category, subcategory, coalesce(item, '') from new_lines) k
   where m.organization_id = k.organization_id and m.period = k.period and m.scope = k.scope
     and m.category = k.category and m.subcategory = k.subcategory and m.item = k.item;
  insert into read.emission_months
  select l.organization_id, l.period, l.scope, l.category, l.subcategory, k.item,
         sum(l.co2e_kg), sum(coalesce(l.location_based_kg, l.co2e_kg)), sum(coalesce(l.market_based_kg, l.co2e_kg)),
         coalesce(sum(l.co2_kg), 0), coalesce(sum(l.ch4_kg), 0), coalesce(sum(l.n2o_kg), 0),
         count(*), count(l.co2_kg), count(l.ch4_kg), count(l.n2o_kg)
    from (select organization_id, period, scope, category, subcategory, coalesce(item, '') as item from old_lines
          union
          select organization_id, period, scope, category, subcategory, coalesce(item, '') from new_lines) k
    join read.emission_lines l
      on l.organization_id = k.organization_id and l.period = k.period and l.scope = k.scope
     and l.category = k.category and l.subcategory = k.subcategory and coalesce(l.item, '') = k.item
   group by l.organization_id, l.period, l.scope, l.category, l.subcategory, k.item;
  return null;
end $$;

-- A rebuild of the answers projection truncates the lines: the groups go with them.
create or replace function read.emission_months_after_truncate() returns trigger language plpgsql as $$
begin
  truncate read.emission_months;
  return null;
end $$;

drop trigger if exists emission_months_insert on read.emission_lines;
create trigger emission_months_insert after insert on read.emission_lines
  referencing new table as new_lines for each statement execute function read.emission_months_after_insert();
drop trigger if exists emission_months_delete on read.emission_lines;
create trigger emission_months_delete after delete on read.emission_lines
  referencing old table as old_lines for each statement execute function read.emission_months_after_delete();
drop trigger if exists emission_months_update on read.emission_lines;
create trigger emission_months_update after update on read.emission_lines
  referencing old table as old_lines new table as new_lines
  for each statement execute function read.emission_months_after_update();
drop trigger if exists emission_months_truncate on read.emission_lines;
create trigger emission_months_truncate after truncate on read.emission_lines
  for each statement execute function read.emission_months_after_truncate();

-- charts-data reads the groups now: the lines need only their (organization, month) index again (drill-down,
-- regrouping), and a narrower index is cheaper for the projector to keep up to date.
create index if not exists emission_lines_org_period_idx on read.emission_lines (organization_id, period);
drop index if exists read.emission_lines_charts_idx;

-- Lines projected before this migration.
insert into read.emission_months
select organization_id, period, scope, category, subcategory, coalesce(item, ''),
       sum(co2e_kg), sum(coalesce(location_based_kg, co2e_kg)), sum(coalesce(market_based_kg, co2e_kg)),
       coalesce(sum(co2_kg), 0), coalesce(sum(ch4_kg), 0), coalesce(sum(n2o_kg), 0),
       count(*), count(co2_kg), count(ch4_kg), count(n2o_kg)
  from read.emission_lines
 group by organization_id, period, scope, category, subcategory, coalesce(item, '')
on conflict do nothing;

-- Yearly totals (the benchmark) from the groups: twelve rows a year per organization instead of every line.
create or replace view read.organization_year_totals as
select organization_id,
       left(period, 4)::integer as year,
       sum(case when scope = 'scope-2' then location_kg else co2e_kg end) as location_kg,
       sum(case when scope = 'scope-2' then market_kg else co2e_kg end) as market_kg,
       sum(lines)::integer as lines
  from read.emission_months
 group by organization_id, left(period, 4);
