import type { Db } from '@ghg/database';

export const TARGET_ORGANIZATION = 'bench-org-0000';
export const FIRST_MONTH = '2021-01';
export const LAST_MONTH = '2025-12';
const MONTHS = 60;

/**
 * Sections as the answers projection writes them: scope, section key, table key and the items rows name (empty
 * string = a row without an item). Scope 2 lines carry both methods; others co2e only.
 */
const SHAPES: [string, string, string, string[]][] = [
  ['scope-1', 'vehicles', 'vehicle-fuel', ['passenger-car', 'truck', 'cargo-van']],
  ['scope-1', 'vehicles', 'vehicle-distance', ['passenger-car']],
  ['scope-1', 'equipment', 'equipment-fuel', ['boiler', 'generator']],
  ['scope-1', 'cooling', 'cooling', ['air-conditioner', 'heat-pump']],
  ['scope-2', 'electricity', 'electricity', ['']],
  ['scope-2', 'heat', 'heat', ['']],
  ['scope-3', 'purchased-goods', 'services', ['']],
  ['scope-3', 'purchased-goods', 'office-materials', ['Paper', 'Toner', 'Stationery']],
  ['scope-3', 'business-travels', 'business-travel', ['Kraków — Warszawa', 'EuroShop', 'Berlin office']],
  ['scope-3', 'waste', 'waste', ['']],
  ['scope-3', 'employee-commuting', 'commuting', ['']],
  ['scope-3', 'upstream-transportation', 'goods-transport', ['Pallets', 'Parcels']],
];

/** (scope, category, subcategory, item) combinations, one SQL array each, indexed by n % combinations. */
const COMBOS = SHAPES.flatMap(([scope, category, sub, items]) =>
  items.map((item) => [scope, category, sub, item]),
);
const sqlArray = (values: string[]): string =>
  `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])`;
const column = (i: number) => sqlArray(COMBOS.map((c) => c[i]!));

/**
 * Inserts `count` lines for each organization of [first, first + organizations) spread evenly over the 60 months,
 * computed by the server (generate_series), so even 250,000 lines take seconds. Figures are deterministic.
 */
async function insertLines(db: Db, organizationIds: string[], linesEach: number): Promise<void> {
  await db.query(
    `insert into read.emission_lines (organization_id, question_id, row_id, period, scope, category, subcategory,
       item, location, co2e_kg, co2_kg, ch4_kg, n2o_kg, location_based_kg, market_based_kg, method, factor_id,
       factor_set_version, factor_source, data_quality)
     select o.id, c.category, 'row-' || n, p.period, c.scope, c.category, c.sub, nullif(c.item, ''), 'PL',
            f.kg, f.kg * 0.98, f.kg * 0.005, f.kg * 0.015,
            case when c.scope = 'scope-2' then f.kg end, case when c.scope = 'scope-2' then f.kg * 0.7 end,
            'quantity-x-factor', 'fuel.diesel:litres:world', '2024.1', 'desnz-2024', 'measured'
       from unnest($1::text[]) as o(id)
      cross join generate_series(0, $2::integer - 1) as n
      cross join lateral (select ${column(0)}[1 + n % ${COMBOS.length}] as scope,
                                 ${column(1)}[1 + n % ${COMBOS.length}] as category,
                                 ${column(2)}[1 + n % ${COMBOS.length}] as sub,
                                 ${column(3)}[1 + n % ${COMBOS.length}] as item) c
      cross join lateral (select to_char(date '${FIRST_MONTH}-01' + ((n / ${COMBOS.length}) % ${MONTHS}) * interval '1 month',
                                         'YYYY-MM') as period) p
      cross join lateral (select 5 + (n * 37 % 1000) / 10.0 as kg) f`,
    [organizationIds, linesEach],
  );
}

export interface Dataset {
  organizations: number;
  targetLines: number;
  otherLines: number;
}

/**
 * 1,000 organizations (profiles in read.organizations, 20 industries) with emission lines: the target one with
 * 50,000 over five years, every other with `otherLinesEach`. Inserted straight into the read model under test;
 * the target also gets its answer sheets, whose revisions are what the charts-data cache is keyed by.
 */
export async function buildDataset(
  db: Db,
  options: { organizations: number; targetLines: number; otherLinesEach: number },
): Promise<Dataset> {
  const ids = Array.from(
    { length: options.organizations },
    (_, i) => `bench-org-${String(i).padStart(4, '0')}`,
  );
  await db.query(
    `insert into read.organizations (organization_id, name, country, demo, initial_answers, stream_revision, updated_at)
     select id, 'Bench ' || id, 'PL', false,
            jsonb_build_object('industry', 'INDUSTRY_' || (ord % 20), 'peopleAmountNumber', 10 + ord % 200), 1, now()
       from unnest($1::text[]) with ordinality as o(id, ord)`,
    [ids],
  );
  await db.query(
    `insert into read.answer_sheets (organization_id, question_id, stream_revision, updated_at)
     select $1, s, 40, now() from unnest($2::text[]) as s`,
    [TARGET_ORGANIZATION, [...new Set(SHAPES.map((s) => s[1]))]],
  );
  await insertLines(db, [TARGET_ORGANIZATION], options.targetLines);
  const others = ids.filter((id) => id !== TARGET_ORGANIZATION);
  // In slices: one statement of 150,000 generated rows is fine on PostgreSQL but heavy on PGlite's one thread.
  for (let i = 0; i < others.length; i += 100)
    await insertLines(db, others.slice(i, i + 100), options.otherLinesEach);
  // Index-only scans need the visibility map; a live table gets it from autovacuum.
  await db.query('vacuum analyze read.emission_lines');
  await db.query('vacuum analyze read.answer_sheets');
  return {
    organizations: ids.length,
    targetLines: options.targetLines,
    otherLines: others.length * options.otherLinesEach,
  };
}
