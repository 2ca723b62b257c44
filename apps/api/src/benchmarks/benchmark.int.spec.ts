import type {
  BenchmarkView,
  ChartsDataView,
  EmissionsByLocationView,
  ReportOverviewView,
} from '@ghg/contracts';
import type { InitialAnswers } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { expectCatalogued } from '../../../../test/api/answers-client.js';
import { runAnswerCommand, runOrganizationCommand } from '../../../../test/support/answer-commands.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';
import { DEMO_DEPARTMENTS } from '../seed/demo-departments.js';
import { seedDemoHistory } from '../seed/demo-peers.js';
import { BenchmarkQuery } from './benchmark.query.js';

const BENCHMARK = `{ benchmark { industry minimumPeers peerCount
  points { own demo employees co2eTonnes year } years { year own sectorAverage } } }`;
const DIESEL_KG_PER_LITRE = 2.51279;
const RETAIL: InitialAnswers = {
  industry: 'RETAIL',
  country: 'PL',
  peopleAmount: 'SMALL_COMPANY',
  peopleAmountNumber: 20,
  annualRevenue: 'MORE_THAN_500K',
};

describe('sector benchmark over organizations’ yearly totals', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(async () => {
    await api.close();
  });

  const peerId = (n: number) => `00000000-0000-4000-8000-0000000bee${String(n).padStart(2, '0')}`;
  /** An organization of the industry with `litres` of diesel in January 2024 and, if given, 2025. */
  async function organization(
    id: string,
    options: { demo?: boolean; answers?: InitialAnswers; litres?: [number, number?] } = {},
  ): Promise<void> {
    const actor = { organizationId: id, actorId: `user-${id}`, role: 'administrator' as const };
    const data = { organizationId: id, name: `Org ${id}`, country: 'PL', demo: options.demo ?? false };
    await runOrganizationCommand(api.store, actor, { type: 'RegisterOrganization', data });
    const answers = options.answers ?? RETAIL;
    await runOrganizationCommand(api.store, actor, {
      type: 'AnswerInitialQuestions',
      data: { organizationId: id, answers },
    });
    const [y2024, y2025] = options.litres ?? [];
    for (const [period, litres] of [
      ['2024-01', y2024],
      ['2025-01', y2025],
    ] as const) {
      if (litres === undefined) continue;
      const values = { itemType: 'passenger-car', fuelType: 'diesel', consumption: litres, unit: 'litres' };
      await runAnswerCommand(api.store, actor, 'vehicles', {
        type: 'AddRow',
        rowId: `${id}-${period}`,
        table: 'vehicle-fuel',
        period,
        values,
      });
    }
  }
  async function benchmark(): Promise<BenchmarkView> {
    const position = String(await api.store.headPosition());
    const answer = await api.graphql<{ benchmark: BenchmarkView }>(
      BENCHMARK,
      {},
      { 'x-wait-for-position': position },
    );
    if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
    const rest = await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}/benchmark`);
    expect(await rest.json()).toEqual(answer.body.data!.benchmark);
    return answer.body.data!.benchmark;
  }

  it('has no sector while the organization has no industry', async () => {
    expect(await benchmark()).toEqual({
      industry: null,
      minimumPeers: 5,
      peerCount: 0,
      points: [],
      years: [],
    });
  });

  it('below five peers gives only the count; at five, anonymised points and the sector average per year', async () => {
    await runOrganizationCommand(
      api.store,
      { organizationId: DEMO_ORGANIZATION_ID, actorId: 'demo-admin', role: 'administrator' },
      { type: 'AnswerInitialQuestions', data: { organizationId: DEMO_ORGANIZATION_ID, answers: RETAIL } },
    );
    await runAnswerCommand(
      api.store,
      { organizationId: DEMO_ORGANIZATION_ID, actorId: 'demo-admin', role: 'administrator' },
      'vehicles',
      {
        type: 'AddRow',
        rowId: 'own-2025',
        table: 'vehicle-fuel',
        period: '2025-01',
        values: { itemType: 'passenger-car', fuelType: 'diesel', consumption: 1000, unit: 'litres' },
      },
    );
    for (let n = 1; n <= 4; n += 1) await organization(peerId(n), { litres: [n * 1000, n * 500] });
    // Not peers: another industry, and a company of the industry without any emission line.
    await organization(peerId(90), { answers: { ...RETAIL, industry: 'BANKING' }, litres: [9000] });
    await organization(peerId(91));
    expect(await benchmark()).toEqual({
      industry: 'RETAIL',
      minimumPeers: 5,
      peerCount: 4,
      points: [],
      years: [],
    });

    await organization(peerId(5), { litres: [5000] });
    const view = await benchmark();
    expect(view.peerCount).toBe(5);
    // 5 peers in 2024, 4 peers and the caller in 2025.
    expect(view.points).toHaveLength(10);
    for (const point of view.points)
      expect(Object.keys(point).sort()).toEqual(['co2eTonnes', 'demo', 'employees', 'own', 'year']);
    expect(view.points.filter((p) => p.own)).toEqual([
      {
        own: true,
        demo: true,
        employees: 20,
        co2eTonnes: expect.closeTo(DIESEL_KG_PER_LITRE, 9),
        year: 2025,
      },
    ]);
    const t = (litres: number) => (litres * DIESEL_KG_PER_LITRE) / 1000;
    expect(view.years).toEqual([
      { year: 2024, own: null, sectorAverage: expect.closeTo(t(3000), 9) },
      { year: 2025, own: expect.closeTo(t(1000), 9), sectorAverage: expect.closeTo(t(1250), 9) },
    ]);
  });

  it('compares a real company with real companies only; a demo company also sees demo peers', async () => {
    await organization(peerId(6), { demo: true, litres: [100] });
    expect((await benchmark()).peerCount).toBe(6);
    const real = await new BenchmarkQuery(api.db).forOrganization(peerId(1));
    // peers of a real company: 2-5 and the caller's own points; the demo company and demo peer are left out.
    expect(real.peerCount).toBe(4);
    expect(real.points).toEqual([]);
  });
});

describe('demo history and demo peers', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(async () => {
    await api.close();
  });

  it('seeds two years for the demo company and six demo peers once, as ordinary events', async () => {
    const before = await api.store.headPosition();
    expect(await seedDemoHistory(api.store)).toEqual({ demoSheets: 5, peers: 6, industry: 'RETAIL' });
    const head = await api.store.headPosition();
    const appended = await api.store.readAll(before, 10_000);
    expect(appended.length).toBeGreaterThan(500);
    for (const event of appended) expectCatalogued(event);
    expect(await seedDemoHistory(api.store)).toEqual({ demoSheets: 0, peers: 0, industry: 'RETAIL' });
    expect(await api.store.headPosition()).toBe(head);
    const wait = { 'x-wait-for-position': String(head) };

    const charts = await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}/charts-data`, {
      headers: wait,
    });
    const data = (await charts.json()) as ChartsDataView;
    const months = Object.keys(data.line);
    expect(months).toHaveLength(23);
    expect(months).not.toContain('2025-03');
    expect(Object.keys(data.table.scope1.categories)).toEqual(['equipment']);
    expect(Object.keys(data.table.scope2.categories)).toEqual(['heat']);

    // Locations as departments: spec §3's sample departments, the demo's rows spread over them; district heat
    // names none. The breakdown adds up to the same total as the charts.
    const byLocation = (await (
      await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}/emissions-by-location`, { headers: wait })
    ).json()) as EmissionsByLocationView;
    expect(byLocation.locations.map((l) => l.name).sort()).toEqual(
      Object.values(DEMO_DEPARTMENTS)
        .map((d) => d.name)
        .sort(),
    );
    expect(byLocation.locations.filter((l) => l.co2eKg > 0)).toHaveLength(7);
    expect(byLocation.unassignedCo2eKg).toBeGreaterThanOrEqual(data.table.scope2.summary.co2e - 1e-6);
    const chartsKg = (['scope1', 'scope2', 'scope3'] as const).reduce(
      (sum, scope) => sum + data.table[scope].summary.co2e,
      0,
    );
    const locationsKg = byLocation.locations.reduce((sum, l) => sum + l.co2eKg, byLocation.unassignedCo2eKg);
    expect(locationsKg).toBeCloseTo(chartsKg, 6);

    const overview = await api.graphql<{ reportOverview: ReportOverviewView }>(
      '{ reportOverview { scopes { sections { questionId status } } } }',
      {},
      wait,
    );
    const statuses = Object.fromEntries(
      overview.body.data!.reportOverview.scopes.flatMap((s) =>
        s.sections.map((x) => [x.questionId, x.status]),
      ),
    );
    expect(statuses).toMatchObject({
      vehicles: 'notstarted',
      electricity: 'notstarted',
      equipment: 'completed',
      heat: 'completed',
      waste: 'completed',
    });

    const view = (await api.graphql<{ benchmark: BenchmarkView }>(BENCHMARK, {}, wait)).body.data!.benchmark;
    expect(view).toMatchObject({ industry: 'RETAIL', peerCount: 6 });
    expect(view.years.map((y) => y.year)).toEqual([2024, 2025]);
    expect(view.points.filter((p) => !p.own).every((p) => p.demo)).toBe(true);
  });
});
