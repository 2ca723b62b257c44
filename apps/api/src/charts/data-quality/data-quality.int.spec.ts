import type { DataQualityView } from '@ghg/contracts';
import { waitForProjections } from '@ghg/read-models';
import { type ApiHarness, startApiHarness } from '../../../../../test/api/api-harness.js';
import { enterMarchRows } from '../../../../../test/api/march-rows.js';
import { DEMO_ORGANIZATION_ID, FREEMIUM_DEMO_ORGANIZATION_ID } from '../../seed/demo-accounts.js';

jest.setTimeout(120_000);

// Hand calculation from factor set 2024.1: DESNZ 2024 diesel per litre, KOBiZE PL grid per kWh.
const SCOPE1_T = (400 * 2.51279) / 1000;
const SCOPE2_T = (2000 * 0.743) / 1000;
// March 2025: the demo history leaves it empty, so only the rows this test enters count.
const MARCH = 'dateFrom=2025-03&dateTo=2025-03';

const origins = (view: DataQualityView) => Object.fromEntries(view.origins.map((o) => [o.origin, o.share]));

describe("dashboard data quality: the lines' mix by share of tonnes and the PCAF score (issue 23)", () => {
  let api: ApiHarness;
  const path = (query: string, organizationId = DEMO_ORGANIZATION_ID) =>
    `/api/organizations/${organizationId}/data-quality?${query}`;
  const read = async (query: string) => {
    const res = await api.request(path(query));
    expect(res.status).toBe(200);
    return (await res.json()) as DataQualityView;
  };
  const settle = async () => {
    const { reached } = await waitForProjections(api.db, await api.store.headPosition(), {
      timeoutMs: 30_000,
    });
    expect(reached).toBe(true);
  };

  beforeAll(async () => {
    api = await startApiHarness();
    await enterMarchRows(api, { litres: 400, kwh: 2000 });
    await settle();
    // Another organization with the same lines in the same month, ten times larger: they must never count.
    const { rows: columns } = await api.db.query<{ name: string }>(
      `select column_name as name from information_schema.columns
        where table_schema = 'read' and table_name = 'emission_lines' order by ordinal_position`,
    );
    const tenfold = new Set(['co2e_kg', 'location_based_kg', 'market_based_kg']);
    const list = columns.map((c) => c.name).join(', ');
    const values = columns
      .map((c) => (c.name === 'organization_id' ? '$1' : tenfold.has(c.name) ? `${c.name} * 10` : c.name))
      .join(', ');
    await api.db.query(
      `insert into read.emission_lines (${list})
       select ${values} from read.emission_lines where organization_id = $2 and period = '2025-03'`,
      [FREEMIUM_DEMO_ORGANIZATION_ID, DEMO_ORGANIZATION_ID],
    );
  });
  afterAll(async () => {
    await api.close();
  });

  it('two unverified lines of activity data × a library factor: PCAF 2, all of it activity data', async () => {
    const other = await api.db.query<{ n: number }>(
      `select count(*)::int as n from read.emission_lines where organization_id = $1 and period = '2025-03'`,
      [FREEMIUM_DEMO_ORGANIZATION_ID],
    );
    expect(other.rows[0]!.n).toBeGreaterThan(0);
    const view = await read(MARCH);
    expect(view.totalTonnes).toBeCloseTo(SCOPE1_T + SCOPE2_T, 9);
    expect(view.score).toBe(2);
    expect(view.verifiedShare).toBe(0);
    expect(origins(view)).toEqual({
      'supplier-specific': 0,
      'activity-data': 100,
      'default-factor': 0,
      'spend-based': 0,
    });
  });

  it('an approved row scores 1 on its tonnes; the scope filter narrows the mix; GraphQL answers the same', async () => {
    const { rows } = await api.db.query<{ row_id: string }>(
      `select row_id from read.answer_rows
        where organization_id = $1 and question_id = 'vehicles' and period = '2025-03'`,
      [DEMO_ORGANIZATION_ID],
    );
    const post = async (step: string) => {
      const res = await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}/row-verification/${step}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rowIds: rows.map((r) => r.row_id) }),
      });
      expect(res.status).toBe(200);
    };
    await post('submit');
    await post('approve');
    await settle();

    // Diesel (Scope 1, verified: 1) and grid electricity (Scope 2, not verified: 2), weighted by tonnes.
    const all = await read(`${MARCH}&scope2Method=location`);
    const total = SCOPE1_T + SCOPE2_T;
    expect(all.score).toBe(Math.round(((SCOPE1_T * 1 + SCOPE2_T * 2) / total) * 10) / 10);
    expect(all.verifiedShare).toBeCloseTo((SCOPE1_T / total) * 100, 9);
    expect(all.origins.find((o) => o.origin === 'activity-data')!.tonnes).toBeCloseTo(total, 9);

    const scope1 = await read(`${MARCH}&scope=scope1`);
    expect(scope1).toMatchObject({ score: 1, verifiedShare: 100 });
    expect(scope1.totalTonnes).toBeCloseTo(SCOPE1_T, 9);
    const scope2 = await read(`${MARCH}&scope=scope2&scope2Method=market`);
    expect(scope2).toMatchObject({ score: 2, verifiedShare: 0 });
    // No certificates and no residual mix: market-based falls back to the location-based tonnes.
    expect(scope2.totalTonnes).toBeCloseTo(SCOPE2_T, 9);
    expect(await read(`${MARCH}&scope=scope3`)).toMatchObject({ score: 5, totalTonnes: 0 });

    const graph = await api.graphql<{ dataQuality: DataQualityView }>(
      `query($from: String, $to: String, $scope: String) {
         dataQuality(dateFrom: $from, dateTo: $to, scope: $scope) {
           origins { origin tonnes share } verifiedShare score totalTonnes
         }
       }`,
      { from: '2025-03', to: '2025-03', scope: 'scope2' },
    );
    expect(graph.status).toBe(200);
    expect(graph.body.errors).toBeUndefined();
    expect(graph.body.data!.dataQuality).toEqual(await read(`${MARCH}&scope=scope2`));
  });

  it("another organization's id answers 404; a malformed filter 400 in the error shape", async () => {
    expect((await api.request(path(MARCH, FREEMIUM_DEMO_ORGANIZATION_ID))).status).toBe(404);
    for (const query of ['dateFrom=x', 'scope=scope4', 'dateFrom=2025-05&dateTo=2025-01', 'extra=1']) {
      const res = await api.request(path(query));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
    }
  });
});
