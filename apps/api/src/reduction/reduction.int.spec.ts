import type { ReductionPlansView, ReductionTargetView } from '@ghg/contracts';
import { reductionPlanStreamId, reductionTargetStreamId } from '@ghg/domain';
import { waitForProjections } from '@ghg/read-models';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { enterMarchRows } from '../../../../test/api/march-rows.js';
import { answersClient } from '../../../../test/api/answers-client.js';
import {
  DEMO_ADMIN_ID,
  DEMO_ORGANIZATION_ID,
  FREEMIUM_DEMO_ADMIN,
  FREEMIUM_DEMO_ORGANIZATION_ID,
} from '../seed/demo-accounts.js';

jest.setTimeout(120_000);

// Factors of set 2024.1: DESNZ 2024 diesel per litre, KOBiZE PL grid per kWh (as the reports test).
const VEHICLES_T = (400 * 2.51279) / 1000;
const ELECTRICITY_T = (20_000 * 0.743) / 1000;
const ORG = `/api/organizations/${DEMO_ORGANIZATION_ID}`;
const PLANS = `query($scope: Int) { reductionPlans(scope: $scope) {
  year scopeFilter bestMeasureId
  cards { section scope tonnes planItemId measures { id bestForYou adopted expectedTonnes { mid } source { name } } }
  plan { measureId status owner }
} }`;

describe('reduction plans and targets', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
    await enterMarchRows(api, { litres: 400, kwh: 20_000 });
    await caughtUp();
  });
  afterEach(() => {
    api.actAs('administrator');
  });
  afterAll(async () => {
    await api.close();
  });

  async function caughtUp() {
    const { reached } = await waitForProjections(api.db, await api.store.headPosition(), {
      timeoutMs: 30_000,
    });
    expect(reached).toBe(true);
  }
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await api.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
  };
  const plans = async (scope?: number) => {
    const answer = await api.graphql<{ reductionPlans: ReductionPlansView }>(PLANS, { scope });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data!.reductionPlans;
  };

  it('ranks the cards of the latest year by value, filters by scope and names the best measure', async () => {
    const view = await plans();
    expect(view.year).toBe(2025);
    expect(view.cards.map((c) => c.section)).toEqual(['electricity', 'vehicles']);
    expect(view.cards[0]!.tonnes).toBeCloseTo(ELECTRICITY_T, 9);
    expect(view.cards[1]!.tonnes).toBeCloseTo(VEHICLES_T, 9);
    // Renewable power: 60 % of 14.86 t is the largest expected cut.
    expect(view.bestMeasureId).toBe('electricity-renewable');
    expect(view.cards[0]!.measures.filter((m) => m.bestForYou).map((m) => m.id)).toEqual([
      'electricity-renewable',
    ]);
    expect(view.cards[0]!.measures[0]!.source.name).toMatch(/\S/);
    const scope2 = await plans(2);
    expect(scope2.cards.map((c) => c.section)).toEqual(['electricity']);
    expect(scope2.bestMeasureId).toBe('electricity-renewable');
    const rest = await send('GET', `${ORG}/reduction-plans?scope=1`);
    expect(rest.status).toBe(200);
    expect((rest.body as unknown as ReductionPlansView).cards.map((c) => c.section)).toEqual(['vehicles']);
    expect((await send('GET', `${ORG}/reduction-plans?scope=4`)).status).toBe(400);
  });

  it('adopts a measure, changes its status and keeps the history, as events on the plan stream', async () => {
    const adopted = await send('POST', `${ORG}/reduction-plan/measures`, {
      measureId: 'electricity-led',
      owner: 'Jan Kowalski',
      dueDate: '2027-06-30',
      expectedReductionTonnes: 1.2,
    });
    expect(adopted).toMatchObject({ status: 201, body: { changed: true, measureId: 'electricity-led' } });
    const status = await api.graphql<{ changeReductionMeasureStatus: { changed: boolean } }>(
      'mutation { changeReductionMeasureStatus(measureId: "electricity-led", status: "in-progress") { changed } }',
    );
    expect(status.body.data?.changeReductionMeasureStatus.changed).toBe(true);
    const custom = await send('POST', `${ORG}/reduction-plan/custom-measures`, {
      section: 'vehicles',
      title: 'Car pooling',
      description: 'Shared rides to customers',
      owner: 'Ewa',
      dueDate: '2026-12-31',
      expectedReductionTonnes: 0.1,
    });
    expect(custom.status).toBe(201);
    const events = await api.store.readStream(reductionPlanStreamId(DEMO_ORGANIZATION_ID));
    expect(events.map((e) => e.type)).toEqual([
      'ReductionMeasureAdopted',
      'ReductionMeasureStatusChanged',
      'ReductionMeasureAdopted',
    ]);
    expect(events[0]).toMatchObject({
      data: { section: 'electricity', adoptedBy: DEMO_ADMIN_ID },
      metadata: { actorId: DEMO_ADMIN_ID, source: { channel: 'rest' } },
    });
    await caughtUp();
    const view = await plans();
    expect(view.cards[0]!.measures.find((m) => m.id === 'electricity-led')?.adopted).toBe(true);
    expect(view.plan.map((p) => [p.measureId, p.status])).toEqual([
      [custom.body['measureId'], 'planned'],
      ['electricity-led', 'in-progress'],
    ]);
    const history = await send('GET', `${ORG}/reduction-plan/history`);
    expect(history.status).toBe(200);
    expect(history.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          measureId: 'electricity-led',
          kind: 'status-changed',
          fromStatus: 'planned',
          toStatus: 'in-progress',
          actorName: 'Anna Demo',
        }),
      ]),
    );
  });

  it('refuses bad input whole with the fields named, and appends nothing', async () => {
    const head = await api.store.headPosition();
    expect(
      await send('POST', `${ORG}/reduction-plan/measures`, {
        measureId: 'nope',
        owner: '',
        dueDate: '2027-13-01',
      }),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        fields: [
          { path: 'measureId', code: 'invalid_value' },
          { path: 'owner', code: 'required' },
          { path: 'dueDate', code: 'invalid_format' },
          { path: 'expectedReductionTonnes', code: 'required' },
        ],
      },
    });
    expect(
      await send('PUT', `${ORG}/reduction-plan/measures/not-in-plan/status`, { status: 'done' }),
    ).toMatchObject({ status: 404, body: { code: 'MEASURE_NOT_FOUND' } });
    expect(
      await send('PUT', `${ORG}/reduction-target`, { baseYear: 2019, targetYear: 2018, scope12Percent: 0 }),
    ).toMatchObject({
      status: 400,
      body: {
        fields: [
          { path: 'baseYear', code: 'no_data_for_period' },
          { path: 'targetYear', code: 'invalid_period_range' },
          { path: 'scope12Percent', code: 'out_of_range' },
        ],
      },
    });
    expect(await api.store.headPosition()).toBe(head);
  });

  it('sets a target with the base year as it stands, and draws the trajectory against the actual years', async () => {
    const set = await send('PUT', `${ORG}/reduction-target`, {
      baseYear: 2025,
      targetYear: 2030,
      scope12Percent: 50,
    });
    expect(set).toMatchObject({ status: 200, body: { changed: true } });
    const [event] = await api.store.readStream(reductionTargetStreamId(DEMO_ORGANIZATION_ID));
    expect(event?.data).toMatchObject({ baseYear: 2025, targetYear: 2030, scope3Percent: null });
    await caughtUp();
    const answer = await api.graphql<{ reductionTarget: ReductionTargetView }>(
      '{ reductionTarget { target { baseYear targetYear scope12Percent } recalculationNeeded years { year actual target } } }',
    );
    const view = answer.body.data!.reductionTarget;
    expect(view.target).toEqual({ baseYear: 2025, targetYear: 2030, scope12Percent: 50 });
    expect(view.recalculationNeeded).toBe(false);
    const total = VEHICLES_T + ELECTRICITY_T;
    expect(view.years[0]!.actual).toBeCloseTo(total, 9);
    expect(view.years[0]!.target).toBeCloseTo(total, 9);
    expect(view.years.at(-1)).toMatchObject({ year: 2030, actual: null });
    expect(view.years.at(-1)!.target).toBeCloseTo(total / 2, 9);
  });

  it('flags the base year for recalculation when new data move it by more than 5 %', async () => {
    const client = answersClient(api);
    await client.ok('electricity', {
      type: 'AddRow',
      table: 'electricity',
      period: '2025-04',
      values: { consumption: 5_000, unit: 'kWh', country: 'PL' },
    });
    await caughtUp();
    const view = (await send('GET', `${ORG}/reduction-target`)).body as unknown as ReductionTargetView;
    expect(view.recalculationNeeded).toBe(true);
    expect(view.changePercent.scope12).toBeGreaterThan(5);
  });

  it('never lets the read-only auditor write, and gates the plan by module', async () => {
    api.actAs('auditor');
    const head = await api.store.headPosition();
    expect(
      await send('POST', `${ORG}/reduction-plan/measures`, {
        measureId: 'heat-controls',
        owner: 'A',
        dueDate: '2027-01-01',
        expectedReductionTonnes: 1,
      }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await send('PUT', `${ORG}/reduction-target`, { baseYear: 2025 })).status).toBe(403);
    const mutation = await api.graphql(
      'mutation { setReductionTarget(input: { baseYear: 2025, targetYear: 2030, scope12Percent: 5 }) { changed } }',
    );
    expect(mutation.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    // Reading stays open to the auditor.
    expect((await send('GET', `${ORG}/reduction-plans`)).status).toBe(200);
    expect(await api.store.headPosition()).toBe(head);

    const actor = api.actAs('administrator');
    actor.userId = FREEMIUM_DEMO_ADMIN.userId;
    actor.organizationId = FREEMIUM_DEMO_ORGANIZATION_ID;
    const freemium = `/api/organizations/${FREEMIUM_DEMO_ORGANIZATION_ID}`;
    expect(await send('GET', `${freemium}/reduction-plans`)).toMatchObject({
      status: 403,
      body: { code: 'MODULE_NOT_IN_PLAN' },
    });
    expect(
      (await send('POST', `${freemium}/reduction-plan/custom-measures`, { section: 'heat' })).status,
    ).toBe(403);
    // Another organization's id: answered as one that does not exist, and nothing recorded for it.
    expect((await send('GET', `${ORG}/reduction-target`)).status).toBe(404);
    expect((await send('GET', `${freemium}/reduction-target`)).status).toBe(200);
    expect(await api.store.headPosition()).toBe(head);
  });
});
