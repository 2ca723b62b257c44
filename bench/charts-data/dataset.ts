import type { Db } from '@ghg/database';

export const TARGET_ORGANIZATION = 'bench-org-00000';
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
 * Inserts `linesEach` lines for each of the organizations, spread evenly over the 60 months, computed by the server
 * (generate_series). Figures are deterministic.
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

/**
 * read.emission_months from the lines in one GROUP BY: the same statement as the triggers' regroup
 * (migrations 008/017), run once for the whole table instead of once per inserted slice.
 */
async function groupMonths(db: Db): Promise<void> {
  await db.query(
    `insert into read.emission_months
     select organization_id, period, scope, category, subcategory, coalesce(item, ''),
            sum(co2e_kg), sum(coalesce(location_based_kg, co2e_kg)), sum(coalesce(market_based_kg, co2e_kg)),
            coalesce(sum(co2_kg), 0), coalesce(sum(ch4_kg), 0), coalesce(sum(n2o_kg), 0),
            count(*), count(co2_kg), count(ch4_kg), count(n2o_kg)
       from read.emission_lines
      group by organization_id, period, scope, category, subcategory, coalesce(item, '')`,
  );
}

export interface Dataset {
  organizations: number;
  targetLines: number;
  otherLines: number;
}

export const organizationIds = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => `bench-org-${String(i).padStart(5, '0')}`);

/**
 * `organizations` organizations (profiles in read.organizations, 20 industries, one answer sheet per section each)
 * with `totalLines` emission lines: the target one has `targetLines` over five years, the others share the rest
 * evenly. Written straight into the read models under test (server-side generate_series, no events, no
 * projector): the lines with the emission_months triggers disabled, then the months in one GROUP BY, which is what
 * the triggers would have written and takes seconds instead of minutes for millions of lines. `progress` is told
 * after each slice of organizations.
 */
export async function buildDataset(
  db: Db,
  options: { organizations: number; targetLines: number; totalLines: number },
  progress: (organizationsDone: number) => void = () => {},
): Promise<Dataset> {
  const ids = organizationIds(options.organizations);
  await db.query(
    `insert into read.organizations (organization_id, name, country, demo, initial_answers, stream_revision, updated_at)
     select id, 'Bench ' || id, 'PL', false,
            jsonb_build_object('industry', 'INDUSTRY_' || (ord % 20), 'peopleAmountNumber', 10 + ord % 200), 1, now()
       from unnest($1::text[]) with ordinality as o(id, ord)`,
    [ids],
  );
  // The charts-data version is the sum of the sheets' revisions, so every organization gets its sheets.
  await db.query(
    `insert into read.answer_sheets (organization_id, question_id, stream_revision, updated_at)
     select o, s, 40, now() from unnest($1::text[]) as o cross join unnest($2::text[]) as s`,
    [ids, [...new Set(SHAPES.map((s) => s[1]))]],
  );
  const others = ids.filter((id) => id !== TARGET_ORGANIZATION);
  const otherLinesEach = others.length
    ? Math.floor(Math.max(0, options.totalLines - options.targetLines) / others.length)
    : 0;
  await db.query('alter table read.emission_lines disable trigger user');
  try {
    await insertLines(db, [TARGET_ORGANIZATION], options.targetLines);
    // In slices: bounded statements (one of 5 M generated rows would hold its whole WAL in one transaction), and
    // PGlite's one thread is not blocked for minutes.
    const slice = db.kind === 'postgres' ? 500 : 100;
    for (let i = 0; i < others.length; i += slice) {
      await insertLines(db, others.slice(i, i + slice), otherLinesEach);
      progress(Math.min(others.length, i + slice) + 1);
    }
  } finally {
    await db.query('alter table read.emission_lines enable trigger user');
  }
  await groupMonths(db);
  // Index-only scans need the visibility map; a live table gets it from autovacuum.
  for (const table of ['read.emission_lines', 'read.emission_months', 'read.answer_sheets'])
    await db.query(`vacuum analyze ${table}`);
  return {
    organizations: ids.length,
    targetLines: options.targetLines,
    otherLines: others.length * otherLinesEach,
  };
}
