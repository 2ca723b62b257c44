import { openTestDb, type TestDb } from '../../../test/support/test-db.js';

// read.emission_months is kept by statement triggers on read.emission_lines (migrations 008 and 017): after every
// kind of statement, multi-row and touching several groups at once, it must equal a GROUP BY over the lines.
const GROUPED = `select organization_id, period, scope, category, subcategory, coalesce(item, '') as item,
    round(sum(co2e_kg)::numeric, 6)::text as co2e,
    round(sum(coalesce(location_based_kg, co2e_kg))::numeric, 6)::text as location,
    round(sum(coalesce(market_based_kg, co2e_kg))::numeric, 6)::text as market,
    round(coalesce(sum(co2_kg), 0)::numeric, 6)::text as co2, round(coalesce(sum(ch4_kg), 0)::numeric, 6)::text as ch4,
    round(coalesce(sum(n2o_kg), 0)::numeric, 6)::text as n2o,
    count(*)::integer as lines, count(co2_kg)::integer as co2_lines, count(ch4_kg)::integer as ch4_lines,
    count(n2o_kg)::integer as n2o_lines
  from read.emission_lines group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`;
const KEPT = `select organization_id, period, scope, category, subcategory, item,
    round(co2e_kg::numeric, 6)::text as co2e, round(location_kg::numeric, 6)::text as location,
    round(market_kg::numeric, 6)::text as market, round(co2_kg::numeric, 6)::text as co2,
    round(ch4_kg::numeric, 6)::text as ch4, round(n2o_kg::numeric, 6)::text as n2o,
    lines, co2_lines, ch4_lines, n2o_lines
  from read.emission_months order by 1, 2, 3, 4, 5, 6`;

/** Lines (org, row, period, scope, item, co2e, co2 or null, location or null) as one multi-row insert. */
const INSERT = `insert into read.emission_lines (organization_id, question_id, row_id, period, scope, category,
    subcategory, item, co2e_kg, co2_kg, location_based_kg, method, factor_id, factor_set_version, factor_source,
    data_quality)
  select l.org, 'q', l.row_id, l.period, l.scope, 'cat', 'sub', l.item, l.co2e, l.co2, l.location,
         'm', 'f', 'v', 's', 'measured'
    from jsonb_to_recordset($1::jsonb) as l(org text, row_id text, period text, scope text, item text,
         co2e double precision, co2 double precision, location double precision)`;

describe('read.emission_months kept by the triggers', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
  });
  afterAll(async () => {
    await t.dispose();
  });

  const expectInStep = async () => {
    const expected = (await t.db.query(GROUPED)).rows;
    expect((await t.db.query(KEPT)).rows).toEqual(expected);
    return expected.length;
  };

  it('equals a GROUP BY over the lines after inserts, updates, deletes and a truncate', async () => {
    const line = (org: string, rowId: string, period: string, item: string | null, co2e: number) => ({
      org,
      row_id: rowId,
      period,
      scope: item === 'grid' ? 'scope-2' : 'scope-1',
      item,
      co2e,
      co2: rowId.endsWith('g') ? co2e * 0.9 : null,
      location: item === 'grid' ? co2e * 1.1 : null,
    });
    await t.db.query(INSERT, [
      JSON.stringify([
        line('a', 'r1g', '2025-01', 'diesel', 10),
        line('a', 'r2', '2025-01', 'diesel', 5),
        line('a', 'r3g', '2025-01', null, 2),
        line('a', 'r4', '2025-02', 'grid', 7),
        line('b', 'r1g', '2025-01', 'diesel', 3),
      ]),
    ]);
    expect(await expectInStep()).toBe(4);

    // An update that moves lines between groups (month and item) and changes amounts in others.
    await t.db.query(`update read.emission_lines set period = '2025-03', item = null where row_id = 'r2'`);
    await t.db.query(`update read.emission_lines set co2e_kg = co2e_kg * 2 where organization_id = 'a'`);
    await t.db.query(`update read.emission_lines set co2e_kg = 1 where false`);
    expect(await expectInStep()).toBe(5);

    // A delete that empties one group (b's) and shrinks another; then one that matches nothing.
    await t.db.query(`delete from read.emission_lines where organization_id = 'b' or row_id = 'r3g'`);
    await t.db.query(`delete from read.emission_lines where row_id = 'none'`);
    expect(await expectInStep()).toBe(3);

    await t.db.query(INSERT, [JSON.stringify([line('c', 'r9g', '2025-01', 'grid', 4)])]);
    expect(await expectInStep()).toBe(4);

    await t.db.query('truncate read.emission_lines');
    expect(await expectInStep()).toBe(0);
  });
});
