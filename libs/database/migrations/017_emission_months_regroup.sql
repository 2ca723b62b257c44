-- The three statement triggers of read.emission_months (migration 008) shared one regroup body, copied three
-- times. Now each collects the keys its statement touched and hands them to one function as plain arrays, one per
-- key column (a transition table is visible only in its trigger's own function, so the keys have to be passed).
-- Arrays of text, not one jsonb document: unnesting parallel arrays costs next to nothing, where decoding jsonb
-- into rows measured slower. The groups are computed exactly as before.

-- Recomputes from read.emission_lines the groups named by the keys (index i of every array is one group; item ''
-- = no item): deletes them, then inserts those that still have lines.
create or replace function read.regroup_emission_months(
  organization_ids text[],
  periods text[],
  scopes text[],
  categories text[],
  subcategories text[],
  items text[]
) returns void language plpgsql as $$
begin
  delete from read.emission_months m
   using unnest(organization_ids, periods, scopes, categories, subcategories, items)
         as k(organization_id, period, scope, category, subcategory, item)
   where m.organization_id = k.organization_id and m.period = k.period and m.scope = k.scope
     and m.category = k.category and m.subcategory = k.subcategory and m.item = k.item;
  insert into read.emission_months
  select l.organization_id, l.period, l.scope, l.category, l.subcategory, k.item,
         sum(l.co2e_kg), sum(coalesce(l.location_based_kg, l.co2e_kg)), sum(coalesce(l.market_based_kg, l.co2e_kg)),
         coalesce(sum(l.co2_kg), 0), coalesce(sum(l.ch4_kg), 0), coalesce(sum(l.n2o_kg), 0),
         count(*), count(l.co2_kg), count(l.ch4_kg), count(l.n2o_kg)
    from unnest(organization_ids, periods, scopes, categories, subcategories, items)
         as k(organization_id, period, scope, category, subcategory, item)
    join read.emission_lines l
      on l.organization_id = k.organization_id and l.period = k.period and l.scope = k.scope
     and l.category = k.category and l.subcategory = k.subcategory and coalesce(l.item, '') = k.item
   group by l.organization_id, l.period, l.scope, l.category, l.subcategory, k.item;
end $$;

-- Each trigger: the distinct keys of its transition table(s), then the shared regroup. The projector's statement
-- fires all three every time, mostly with nothing in one of them: no keys, no call.
create or replace function read.emission_months_after_insert() returns trigger language plpgsql as $$
declare
  o text[]; p text[]; s text[]; c text[]; sc text[]; i text[];
begin
  select array_agg(organization_id), array_agg(period), array_agg(scope), array_agg(category),
         array_agg(subcategory), array_agg(item)
    into o, p, s, c, sc, i
    from (select distinct organization_id, period, scope, category, subcategory, coalesce(item, '') as item
            from new_lines) k;
  if o is not null then perform read.regroup_emission_months(o, p, s, c, sc, i); end if;
  return null;
end $$;

create or replace function read.emission_months_after_delete() returns trigger language plpgsql as $$
declare
  o text[]; p text[]; s text[]; c text[]; sc text[]; i text[];
begin
  select array_agg(organization_id), array_agg(period), array_agg(scope), array_agg(category),
         array_agg(subcategory), array_agg(item)
    into o, p, s, c, sc, i
    from (select distinct organization_id, period, scope, category, subcategory, coalesce(item, '') as item
            from old_lines) k;
  if o is not null then perform read.regroup_emission_months(o, p, s, c, sc, i); end if;
  return null;
end $$;

create or replace function read.emission_months_after_update() returns trigger language plpgsql as $$
declare
  o text[]; p text[]; s text[]; c text[]; sc text[]; i text[];
begin
  select array_agg(organization_id), array_agg(period), array_agg(scope), array_agg(category),
         array_agg(subcategory), array_agg(item)
    into o, p, s, c, sc, i
    from (select organization_id, period, scope, category, subcategory, coalesce(item, '') as item from old_lines
          union
          select organization_id, period, scope, category, subcategory, coalesce(item, '') from new_lines) k;
  if o is not null then perform read.regroup_emission_months(o, p, s, c, sc, i); end if;
  return null;
end $$;
