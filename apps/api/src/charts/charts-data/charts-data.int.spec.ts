import {
  type ChartsDataGraph,
  type ChartsDataView,
  chartsDataFromGraph,
  type EmissionLineView,
  type EmissionLineWorkingView,
  type ScopeNumberKey,
} from '@ghg/contracts';
import { buildSchema, getNamedType, type GraphQLOutputType, isObjectType } from 'graphql';
import { type ApiHarness, startApiHarness } from '../../../../../test/api/api-harness.js';
import { answersClient } from '../../../../../test/api/answers-client.js';
import { typeDefs } from '../../graphql/schema.graphql.js';
import { DEMO_ORGANIZATION_ID } from '../../seed/demo-accounts.js';

// Factors of set 2024.1 the hand-built rows use (see the domain's row-activity tests).
const DIESEL_KG_PER_LITRE = 2.51279; // DESNZ 2024 fuel.diesel:litres:world
const PL_GRID_KG_PER_KWH = 0.743; // KOBiZE 2023, location-based
const MIXED_LANDFILL_KG_PER_TONNE = 520.3342; // DESNZ 2024 waste, mixed to landfill

const DIESEL = { fuelType: 'diesel', unit: 'litres' };
/** The events of the fixture: rows in four months over three scopes, a certificate cutting market-based Scope 2. */
const FIXTURE: [string, unknown][] = [
  ['vehicles', { type: 'AnswerInitialQuestion', answer: 'yes' }],
  ['vehicles', row('vehicle-fuel', '2024-12', { itemType: 'passenger-car', ...DIESEL, consumption: 100 })],
  ['vehicles', row('vehicle-fuel', '2025-01', { itemType: 'passenger-car', ...DIESEL, consumption: 200 })],
  ['vehicles', row('vehicle-fuel', '2025-03', { itemType: 'truck', ...DIESEL, consumption: 50 })],
  ['electricity', { type: 'AnswerInitialQuestion', answer: 'yes' }],
  ['electricity', { type: 'AnswerGreenEnergy', answer: 'yes' }],
  ['electricity', row('electricity', '2025-01', { consumption: 1000, unit: 'kWh', country: 'PL' })],
  ['electricity', row('green-energy', '2025-01', { certificate: 'GO-1', purchasedAmount: 300, unit: 'kWh' })],
  ['waste', { type: 'AnswerInitialQuestion', answer: 'yes' }],
  ['waste', row('waste', '2025-02', { wasteType: 'mixed', treatment: 'landfill', mass: 2, unit: 'Mg' })],
];

function row(table: string, period: string, values: Record<string, unknown>) {
  return { type: 'AddRow', table, period, values };
}

const CHARTS = `query Charts($dateFrom: String, $dateTo: String, $scope2Method: String) {
  chartsData(dateFrom: $dateFrom, dateTo: $dateTo, scope2Method: $scope2Method) {
    line { month co2e }
    lineByScope { scope1 { month co2e } scope2 { month co2e } scope3 { month co2e } }
    chart1 { category scope co2e }
    table { level scope category subCategory item summary { co2e co2 ch4 n2o lines } }
    scope2Method
    scope2Totals { location market }
  }
}`;
const LINES = `query Lines($filter: EmissionLinesFilterInput) {
  emissionLines(filter: $filter) {
    questionId rowId period scope category subCategory item co2eKg locationBasedKg marketBasedKg method factorId
    factorSetVersion factorSource
    factorYear dataQuality
  }
}`;

/** Every field of a type of the served schema, nested: the whole typed answer. */
function everyField(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  return `{ ${Object.values(named.getFields())
    .map((field) => `${field.name} ${everyField(field.type)}`)
    .join(' ')} }`;
}
const WORKING = `query Working($questionId: String!, $rowId: String!) {
  emissionLineWorking(questionId: $questionId, rowId: $rowId) ${everyField(
    buildSchema(typeDefs).getQueryType()!.getFields()['emissionLineWorking']!.type,
  )}
}`;

describe('charts-data and drill-down over hand-built answers', () => {
  let api: ApiHarness;
  let position = '0';
  beforeAll(async () => {
    api = await startApiHarness();
    const client = answersClient(api);
    for (const [questionId, command] of FIXTURE) {
      position = (await client.ok(questionId, command)).result.position;
    }
  });
  afterAll(async () => {
    await api.close();
  });

  async function rest<T>(path: string): Promise<{ status: number; body: T }> {
    const res = await api.request(path, { headers: { 'x-wait-for-position': position } });
    return { status: res.status, body: (await res.json()) as T };
  }
  async function charts(query = ''): Promise<ChartsDataView> {
    const res = await rest<ChartsDataView>(`/api/organizations/${DEMO_ORGANIZATION_ID}/charts-data${query}`);
    expect(res.status).toBe(200);
    return res.body;
  }
  async function lines(filter: Record<string, string>): Promise<EmissionLineView[]> {
    const answer = await api.graphql<{ emissionLines: EmissionLineView[] }>(LINES, { filter });
    if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
    return answer.body.data!.emissionLines;
  }
  const sum = (ls: EmissionLineView[]) => ls.reduce((s, l) => s + l.co2eKg, 0);

  it('groups by scope, section, table and item, and by month in month order', async () => {
    const data = await charts();
    expect(Object.keys(data.line)).toEqual(['2024-12', '2025-01', '2025-02', '2025-03']);
    expect(data.line['2025-01']!.co2e).toBeCloseTo(200 * DIESEL_KG_PER_LITRE + 1000 * PL_GRID_KG_PER_KWH, 6);
    expect(data.scope2Method).toBe('location');
    const scope1 = data.table.scope1;
    expect(scope1.summary.co2e).toBeCloseTo(350 * DIESEL_KG_PER_LITRE, 6);
    expect(scope1.summary.lines).toBe(3);
    expect(scope1.summary.co2).not.toBeNull(); // every diesel line has the gas split
    const fuel = scope1.categories['vehicles']!.subCategories['vehicle-fuel']!;
    expect(fuel.items.map((i) => [i.item, i.summary.lines])).toEqual([
      ['passenger-car', 2],
      ['truck', 1],
    ]);
    expect(fuel.items[0]!.summary.co2e).toBeCloseTo(300 * DIESEL_KG_PER_LITRE, 6);
    expect(data.table.scope2.summary.co2e).toBeCloseTo(1000 * PL_GRID_KG_PER_KWH, 6);
    expect(data.table.scope3.categories['waste']!.summary.co2e).toBeCloseTo(
      2 * MIXED_LANDFILL_KG_PER_TONNE,
      6,
    );
    expect(data.chart1.map((c) => [c.scope, c.category])).toEqual([
      ['scope1', 'vehicles'],
      ['scope2', 'electricity'],
      ['scope3', 'waste'],
    ]);
    // GraphQL carries the same figures typed (months and the table as lists); nothing is lost on the way.
    const graph = await api.graphql<{ chartsData: ChartsDataGraph }>(
      CHARTS,
      {},
      { 'x-wait-for-position': position },
    );
    expect(graph.body.errors).toBeUndefined();
    expect(graph.body.data!.chartsData.line.map((m) => m.month)).toEqual(Object.keys(data.line));
    expect(chartsDataFromGraph(graph.body.data!.chartsData)).toEqual(data);
  });

  it('filters months inclusively, with either end open', async () => {
    expect(Object.keys((await charts('?dateFrom=2025-01&dateTo=2025-02')).line)).toEqual([
      '2025-01',
      '2025-02',
    ]);
    expect(Object.keys((await charts('?dateFrom=2025-02')).line)).toEqual(['2025-02', '2025-03']);
    expect(Object.keys((await charts('?dateTo=2024-12')).line)).toEqual(['2024-12']);
    const january = await charts('?dateFrom=2025-01&dateTo=2025-01');
    expect(january.table.scope1.summary.co2e).toBeCloseTo(200 * DIESEL_KG_PER_LITRE, 6);
    expect(january.table.scope3.summary).toEqual({ co2e: 0, co2: 0, ch4: 0, n2o: 0, lines: 0 });
    expect(january.table.scope3.categories).toEqual({});
  });

  it('counts Scope 2 location-based by default and market-based on request; other scopes do not move', async () => {
    const location = await charts('?scope2Method=location');
    const market = await charts('?scope2Method=market');
    expect(market.scope2Method).toBe('market');
    expect(location.table.scope2.summary.co2e).toBeCloseTo(1000 * PL_GRID_KG_PER_KWH, 6);
    // 300 kWh of certificates leave 700 kWh at the grid factor.
    expect(market.table.scope2.summary.co2e).toBeCloseTo(700 * PL_GRID_KG_PER_KWH, 6);
    expect(market.table.scope2.summary.co2).toBeNull(); // the gas split is location-based
    expect(market.table.scope1).toEqual(location.table.scope1);
    expect(market.line['2025-01']!.co2e).toBeCloseTo(200 * DIESEL_KG_PER_LITRE + 700 * PL_GRID_KG_PER_KWH, 6);
  });

  it('reports Scope 2 under both methods side by side, whatever method the view follows', async () => {
    for (const method of ['location', 'market'] as const) {
      const data = await charts(`?scope2Method=${method}`);
      expect(data.scope2Totals.location).toBeCloseTo(1000 * PL_GRID_KG_PER_KWH, 6);
      expect(data.scope2Totals.market).toBeCloseTo(700 * PL_GRID_KG_PER_KWH, 6);
    }
  });

  it('gives the monthly totals per scope too, so the line follows the scope filter', async () => {
    const data = await charts();
    expect(Object.keys(data.lineByScope.scope1)).toEqual(['2024-12', '2025-01', '2025-03']);
    expect(data.lineByScope.scope1['2025-01']!.co2e).toBeCloseTo(200 * DIESEL_KG_PER_LITRE, 6);
    expect(Object.keys(data.lineByScope.scope2)).toEqual(['2025-01']);
    expect(data.lineByScope.scope2['2025-01']!.co2e).toBeCloseTo(1000 * PL_GRID_KG_PER_KWH, 6);
    expect(Object.keys(data.lineByScope.scope3)).toEqual(['2025-02']);
    for (const [period, { co2e }] of Object.entries(data.line)) {
      const byScope = (['scope1', 'scope2', 'scope3'] as const).reduce(
        (sum, s) => sum + (data.lineByScope[s][period]?.co2e ?? 0),
        0,
      );
      expect(byScope).toBeCloseTo(co2e, 6);
    }
  });

  it("opens one line's working: both Scope 2 methods, the certificate on the market-based line, the events", async () => {
    const [power] = await lines({ scope: 'scope2', scope2Method: 'market' });
    expect(power!.locationBasedKg).toBeCloseTo(1000 * PL_GRID_KG_PER_KWH, 6);
    expect(power!.marketBasedKg).toBeCloseTo(700 * PL_GRID_KG_PER_KWH, 6);
    const res = await rest<EmissionLineWorkingView>(
      `/api/organizations/${DEMO_ORGANIZATION_ID}/emission-lines/electricity/${power!.rowId}`,
    );
    expect(res.status).toBe(200);
    const { working, events } = res.body;
    expect(working!.steps[0]).toMatchObject({ entered: { value: 1000, unit: 'kWh' }, kg: 743 });
    expect(working!.steps[0]!.factor).toMatchObject({
      factorId: 'electricity.grid:kWh:PL',
      value: PL_GRID_KG_PER_KWH,
      unit: 'kWh',
      gwpSet: 'AR5',
    });
    const market = working!.scope2!.market;
    expect(market.certificates).toEqual([
      expect.objectContaining({ certificate: 'GO-1', amount: 300, unit: 'kWh', coveredKwh: 300 }),
    ]);
    expect(market).toMatchObject({ uncoveredKwh: 700, uncoveredBasis: 'location-fallback-no-residual-mix' });
    expect(market.kg).toBeCloseTo(res.body.marketBasedKg!, 9);
    expect(working!.scope2!.location.kg).toBeCloseTo(res.body.locationBasedKg!, 9);
    expect(events.map((e) => [e.eventType, e.actorName])).toEqual([['RowAdded', 'Anna Demo']]);

    const graph = await api.graphql<{ emissionLineWorking: EmissionLineWorkingView }>(WORKING, {
      questionId: 'electricity',
      rowId: power!.rowId,
    });
    expect(graph.body.errors).toBeUndefined();
    expect(graph.body.data!.emissionLineWorking).toEqual(res.body);
  });

  it("answers 404 for a row without a line and for an unknown section, not another organization's data", async () => {
    const base = `/api/organizations/${DEMO_ORGANIZATION_ID}/emission-lines`;
    expect((await rest(`${base}/electricity/no-such-row`)).status).toBe(404);
    expect((await rest(`${base}/no-such-section/x`)).status).toBe(404);
  });

  it('answers an empty range with empty structures, not an error', async () => {
    const data = await charts('?dateFrom=2030-01&dateTo=2030-12');
    expect(data.line).toEqual({});
    expect(data.chart1).toEqual([]);
    for (const key of ['scope1', 'scope2', 'scope3'] as ScopeNumberKey[]) {
      expect(data.table[key]).toEqual({
        summary: { co2e: 0, co2: 0, ch4: 0, n2o: 0, lines: 0 },
        categories: {},
      });
    }
    expect(await lines({ dateFrom: '2030-01' })).toEqual([]);
  });

  it('refuses a reversed range or a month 13 with 400 VALIDATION_ERROR', async () => {
    const base = `/api/organizations/${DEMO_ORGANIZATION_ID}`;
    const reversed = await rest<{ code: string; fields: unknown[] }>(
      `${base}/charts-data?dateFrom=2025-03&dateTo=2025-01`,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'dateTo', code: 'invalid_period_range' }],
    });
    const month13 = await rest<{ fields: unknown[] }>(`${base}/emission-lines?dateFrom=2025-13`);
    expect(month13.status).toBe(400);
    expect(month13.body.fields).toEqual([{ path: 'dateFrom', code: 'invalid_format' }]);
    const unknown = await rest(`${base}/charts-data?scope2Method=both`);
    expect(unknown.status).toBe(400);
    const graph = await api.graphql(CHARTS, { dateFrom: '2025-02', dateTo: '2025-01' });
    expect(graph.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it("answers 404 and no numbers for another organization's id", async () => {
    const other = '00000000-0000-4000-8000-0000000000ff';
    for (const path of ['charts-data', 'emission-lines', 'benchmark']) {
      const res = await rest<Record<string, unknown>>(`/api/organizations/${other}/${path}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: expect.any(String),
        fields: [],
      });
    }
  });

  it('drill-down lines add up to the figure clicked: scope, section, table, item and month, both methods', async () => {
    for (const method of ['location', 'market'] as const) {
      const range = { dateFrom: '2024-12', dateTo: '2025-03', scope2Method: method };
      const data = await charts(`?dateFrom=2024-12&dateTo=2025-03&scope2Method=${method}`);
      for (const [scope, table] of Object.entries(data.table)) {
        expect(sum(await lines({ ...range, scope }))).toBeCloseTo(table.summary.co2e, 9);
        for (const [category, c] of Object.entries(table.categories)) {
          expect(sum(await lines({ ...range, category }))).toBeCloseTo(c.summary.co2e, 9);
          for (const [subCategory, s] of Object.entries(c.subCategories)) {
            expect(sum(await lines({ ...range, category, subCategory }))).toBeCloseTo(s.summary.co2e, 9);
            for (const i of s.items) {
              const picked = await lines({ ...range, category, subCategory, item: i.item ?? '' });
              expect(picked).toHaveLength(i.summary.lines);
              expect(sum(picked)).toBeCloseTo(i.summary.co2e, 9);
            }
          }
        }
      }
      for (const [period, { co2e }] of Object.entries(data.line)) {
        expect(sum(await lines({ ...range, period }))).toBeCloseTo(co2e, 9);
      }
      for (const entry of data.chart1) {
        expect(sum(await lines({ ...range, scope: entry.scope, category: entry.category }))).toBeCloseTo(
          entry.co2e,
          9,
        );
      }
    }
  });

  it('names the factor behind each line with its source and publication year', async () => {
    const [diesel] = await lines({ period: '2024-12' });
    expect(diesel).toMatchObject({
      questionId: 'vehicles',
      scope: 'scope1',
      category: 'vehicles',
      subCategory: 'vehicle-fuel',
      item: 'passenger-car',
      factorId: 'fuel.diesel:litres:world',
      factorSource: 'desnz-2024',
      factorYear: 2024,
      factorSetVersion: '2024.1',
    });
    expect(diesel!.co2eKg).toBeCloseTo(100 * DIESEL_KG_PER_LITRE, 9);
    const rest = await api.request(
      `/api/organizations/${DEMO_ORGANIZATION_ID}/emission-lines?period=2024-12&scope=scope1`,
    );
    expect(await rest.json()).toEqual([diesel]);
  });

  it('shows an edit at once: a figure read before is computed again, never served stale', async () => {
    const client = answersClient(api);
    const before = await charts('?dateFrom=2025-03&dateTo=2025-03');
    expect(before.table.scope1.summary.co2e).toBeCloseTo(50 * DIESEL_KG_PER_LITRE, 9);
    const [truck] = await lines({ period: '2025-03', scope: 'scope1' });
    position = (
      await client.ok('vehicles', { type: 'UpdateRow', rowId: truck!.rowId, values: { consumption: 80 } })
    ).result.position;
    const updated = await charts('?dateFrom=2025-03&dateTo=2025-03');
    expect(updated.table.scope1.summary.co2e).toBeCloseTo(80 * DIESEL_KG_PER_LITRE, 9);
    position = (await client.ok('vehicles', { type: 'DeleteRows', rowIds: [truck!.rowId] })).result.position;
    const deleted = await charts('?dateFrom=2025-03&dateTo=2025-03');
    expect(deleted.line).toEqual({});
    expect(deleted.table.scope1.summary.lines).toBe(0);
  });

  it('reads a view it does not hold with its version in one statement, and checks a held one by its version', async () => {
    const db = api.db as { query: (sql: string, params?: readonly unknown[]) => Promise<unknown> };
    const original = db.query;
    const seen: string[] = [];
    db.query = (sql, params) => {
      if (/read\.(answer_sheets|emission_months)/.test(sql)) seen.push(sql);
      return original.call(api.db, sql, params);
    };
    const statementsOf = async (query: string) => {
      seen.length = 0;
      await charts(query);
      return [...seen];
    };
    try {
      // A range no other case reads, so no view of it is held yet.
      const first = await statementsOf('?dateFrom=2024-12&dateTo=2025-02&scope2Method=market');
      const groups = first.filter((sql) => sql.includes('read.emission_months'));
      expect(groups).toHaveLength(1);
      expect(groups[0]).toContain('read.answer_sheets');
      const again = await statementsOf('?dateFrom=2024-12&dateTo=2025-02&scope2Method=market');
      expect(again.filter((sql) => sql.includes('read.emission_months'))).toEqual([]);
      // PostgreSQL: one round trip each time (the embedded default holds the version in memory instead).
      if (process.env['DATABASE_URL']) expect([first.length, again.length]).toEqual([1, 1]);
    } finally {
      db.query = original;
    }
  });

  it('answers a kept body with the headers Express gives a JSON string: charset, length, no-store and no ETag', async () => {
    const path = `/api/organizations/${DEMO_ORGANIZATION_ID}/charts-data?dateFrom=2025-01&dateTo=2025-02`;
    const first = await api.request(path, { headers: { 'x-wait-for-position': position } });
    const again = await api.request(path);
    const text = await first.text();
    expect(await again.text()).toBe(text);
    for (const res of [first, again]) {
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
      expect(res.headers.get('cache-control')).toBe('no-store');
      // No cache keeps a no-store answer, so a validator would only cost a hash of every body.
      expect(res.headers.get('etag')).toBeNull();
    }
    // A revalidation a client sends anyway gets the whole answer, never a 304 without a body.
    const conditional = await api.request(path, {
      headers: { 'if-none-match': 'W/"x"', 'cache-control': 'max-age=0' },
    });
    expect(conditional.status).toBe(200);
    expect(await conditional.text()).toBe(text);
  });

  it('keeps read.emission_months equal to a GROUP BY over the lines after adds, updates and deletes', async () => {
    const grouped = `select organization_id, period, scope, category, subcategory, coalesce(item, '') as item,
        round(sum(co2e_kg)::numeric, 6)::text as co2e, count(*)::integer as lines
      from read.emission_lines group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`;
    const kept = `select organization_id, period, scope, category, subcategory, item,
        round(co2e_kg::numeric, 6)::text as co2e, lines from read.emission_months order by 1, 2, 3, 4, 5, 6`;
    const expected = (await api.db.query(grouped)).rows;
    expect(expected.length).toBeGreaterThan(3);
    expect((await api.db.query(kept)).rows).toEqual(expected);
  });
});
