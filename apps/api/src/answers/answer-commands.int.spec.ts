import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';
import { answersClient, refusalOf, streamOf } from '../../../../test/api/answers-client.js';

const FUEL_ROW = { itemType: 'passenger-car', fuelType: 'diesel', consumption: 120, unit: 'litres' };

describe('answer commands: every command appends its event, every refusal appends nothing', () => {
  let api: ApiHarness;
  let client: ReturnType<typeof answersClient>;
  beforeAll(async () => {
    api = await startApiHarness({ startProjector: false });
    client = answersClient(api);
  });
  afterAll(async () => {
    await api.close();
  });

  /** Sends a command that must be refused and checks that the log did not move. */
  async function refused(questionId: string, command: unknown, expectedRevision?: number) {
    const head = await api.store.headPosition();
    const answer = await client.send(questionId, command, expectedRevision);
    expect(await api.store.headPosition()).toBe(head);
    return refusalOf(answer);
  }

  it('answers the initial question, chooses items, fuels and path (each one event, with its change)', async () => {
    const initial = await client.ok('vehicles', { type: 'AnswerInitialQuestion', answer: 'yes' });
    expect(initial.result).toMatchObject({ changed: true, revision: 0, rowId: null, keptBlocked: 0 });
    expect(initial.events.map((e) => [e.type, e.data])).toEqual([
      [
        'InitialAnswerGiven',
        {
          questionId: 'vehicles',
          answer: 'yes',
          changes: [{ field: 'initialAnswer', before: null, after: 'yes' }],
        },
      ],
    ]);
    expect(initial.events[0]!.metadata).toMatchObject({
      organizationId: DEMO_ORGANIZATION_ID,
      source: { channel: 'graphql' },
    });

    const items = await client.ok('vehicles', { type: 'ChooseItems', items: ['passenger-car', 'truck'] });
    expect(items.events.map((e) => e.type)).toEqual(['ItemsChosen']);
    expect(items.events[0]!.data).toMatchObject({ items: ['passenger-car', 'truck'] });

    const fuels = await client.ok('vehicles', { type: 'ChooseFuels', fuels: ['diesel'] });
    expect(fuels.events.map((e) => e.type)).toEqual(['FuelsChosen']);

    const path = await client.ok('vehicles', { type: 'ChoosePath', path: 'detailed' });
    expect(path.events.map((e) => e.type)).toEqual(['PathChosen']);
    expect(path.result.revision).toBe(3);
  });

  it('answers the same choice again without appending (changed false)', async () => {
    const again = await client.ok('vehicles', { type: 'ChoosePath', path: 'detailed' });
    expect(again.events).toEqual([]);
    expect(again.result).toMatchObject({ changed: false, revision: 3 });
  });

  it('adds a row with a server id, updates, duplicates and deletes it', async () => {
    const added = await client.ok('vehicles', {
      type: 'AddRow',
      table: 'vehicle-fuel',
      period: '2025-03',
      values: FUEL_ROW,
    });
    const rowId = added.result.rowId!;
    expect(rowId).toMatch(/^[0-9a-f-]{36}$/);
    expect(added.events.map((e) => e.type)).toEqual(['RowAdded']);
    expect(added.events[0]!.data).toMatchObject({
      row: { rowId, table: 'vehicle-fuel', period: '2025-03', values: FUEL_ROW, main: true, order: 1 },
    });

    const named = await client.ok('vehicles', {
      type: 'AddRow',
      rowId: 'client-row-1',
      table: 'vehicle-fuel',
      period: '2025-04',
      values: { itemType: 'truck' },
    });
    expect(named.result.rowId).toBe('client-row-1');
    expect(named.events[0]!.data).toMatchObject({ row: { order: 2 } });

    const updated = await client.ok('vehicles', {
      type: 'UpdateRow',
      rowId,
      values: { consumption: 150 },
    });
    expect(updated.events.map((e) => [e.type, e.data])).toEqual([
      [
        'RowUpdated',
        {
          questionId: 'vehicles',
          rowId,
          period: '2025-03',
          values: { consumption: 150 },
          changes: [{ field: 'consumption', before: 120, after: 150, rowId, period: '2025-03' }],
        },
      ],
    ]);

    const copy = await client.ok('vehicles', { type: 'DuplicateRow', rowId });
    expect(copy.result.rowId).not.toBe(rowId);
    expect(copy.events.map((e) => e.type)).toEqual(['RowDuplicated']);
    expect(copy.events[0]!.data).toMatchObject({
      sourceRowId: rowId,
      row: { rowId: copy.result.rowId, values: { ...FUEL_ROW, consumption: 150 }, order: 3 },
    });

    const deleted = await client.ok('vehicles', { type: 'DeleteRows', rowIds: [copy.result.rowId] });
    expect(deleted.events.map((e) => e.type)).toEqual(['RowsDeleted']);
    expect(deleted.events[0]!.data).toMatchObject({ mode: 'selected', keptBlocked: 0 });
  });

  it('defines a custom fuel (server id) that rows may then use', async () => {
    const defined = await client.ok('vehicles', {
      type: 'DefineCustomFactor',
      custom: { kind: 'fuel', name: 'Biogas mix', kgCo2ePerUnit: 1.2, unit: 'kg' },
    });
    expect(defined.events.map((e) => e.type)).toEqual(['CustomFactorDefined']);
    const customId = (defined.events[0]!.data as { custom: { customId: string } }).custom.customId;
    expect(customId).toMatch(/^[0-9a-f-]{36}$/);
    const row = await client.ok('vehicles', {
      type: 'AddRow',
      table: 'vehicle-fuel',
      period: '2025-05',
      values: { ...FUEL_ROW, fuelType: `custom:${customId}`, unit: 'kg' },
    });
    expect(row.events.map((e) => e.type)).toEqual(['RowAdded']);
  });

  it('answers green energy and adds renewable installations in electricity', async () => {
    await client.ok('electricity', { type: 'AnswerInitialQuestion', answer: 'yes' });
    const green = await client.ok('electricity', { type: 'AnswerGreenEnergy', answer: 'dont-know' });
    expect(green.events.map((e) => [e.type, (e.data as { answer: string }).answer])).toEqual([
      ['GreenEnergyAnswered', 'dont-know'],
    ]);
    const installation = await client.ok('electricity', {
      type: 'AddRow',
      table: 'renewable-installations',
      period: '2025-06',
      values: { name: 'Roof PV', kWh: 1200 },
    });
    expect(installation.events.map((e) => e.type)).toEqual(['RowAdded']);
  });

  it('deletes all rows, then resets the section (rows first, then the wizard answers)', async () => {
    const all = await client.ok('vehicles', { type: 'DeleteAllRows' });
    expect(all.events.map((e) => e.type)).toEqual(['RowsDeleted']);
    expect(all.events[0]!.data).toMatchObject({ mode: 'all', keptBlocked: 0 });
    expect((all.events[0]!.data as { rows: unknown[] }).rows).toHaveLength(3);
    expect(all.result.keptBlocked).toBe(0);

    await client.ok('vehicles', {
      type: 'AddRow',
      table: 'vehicle-fuel',
      period: '2025-03',
      values: FUEL_ROW,
    });
    const reset = await client.ok('vehicles', { type: 'ResetSection' });
    expect(reset.events.map((e) => e.type)).toEqual(['RowsDeleted', 'SectionReset']);
    expect(reset.events[1]!.data).toMatchObject({
      changes: expect.arrayContaining([
        { field: 'initialAnswer', before: 'yes', after: null },
        { field: 'path', before: 'detailed', after: null },
      ]),
    });
  });

  it('refuses a command of an invalid shape with 400 and appends nothing', async () => {
    expect(await refused('vehicles', { type: 'Teleport' })).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^Validation error: /),
    });
    expect(await refused('vehicles', { type: 'AddRow', table: 'vehicle-fuel', values: {} })).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    expect(await refused('vehicles', 'AddRow')).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('refuses wrong value types, an unknown table, an unknown option and a future month', async () => {
    const row = { type: 'AddRow', table: 'vehicle-fuel', period: '2025-03', values: FUEL_ROW };
    const cases = [
      { ...row, values: { ...FUEL_ROW, consumption: 'a lot' } },
      { ...row, values: { ...FUEL_ROW, consumption: -3 } },
      { ...row, values: { ...FUEL_ROW, fuelType: 'unobtainium' } },
      { ...row, table: 'spaceships' },
      { ...row, period: '2099-01' },
      { ...row, period: '2025-13' },
    ];
    for (const command of cases) {
      expect(await refused('vehicles', command)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    }
    await client.ok('vehicles', { type: 'AnswerInitialQuestion', answer: 'yes' });
    expect(await refused('vehicles', { type: 'ChooseItems', items: ['rocket'] })).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses an unknown row with 404 ROW_NOT_FOUND', async () => {
    for (const command of [
      { type: 'UpdateRow', rowId: 'nope', values: { consumption: 1 } },
      { type: 'DuplicateRow', rowId: 'nope' },
      { type: 'DeleteRows', rowIds: ['nope'] },
    ]) {
      expect(await refused('vehicles', command)).toMatchObject({ status: 404, code: 'ROW_NOT_FOUND' });
    }
  });

  it('refuses an unknown section, an alias key and a product section with 404', async () => {
    const command = { type: 'AnswerInitialQuestion', answer: 'yes' };
    for (const questionId of ['nowhere', 'purchased-goods-and-services', 'raw-materials']) {
      expect(await refused(questionId, command, -1)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(await api.store.readStream(streamOf(questionId))).toEqual([]);
    }
  });

  it('refuses a stale expected revision with 409 and appends nothing', async () => {
    const current = await client.revisionOf('vehicles');
    expect(
      await refused('vehicles', { type: 'AnswerInitialQuestion', answer: 'no' }, current - 1),
    ).toMatchObject({ status: 409, code: 'WRONG_EXPECTED_REVISION' });
    expect(await refused('heat', { type: 'AnswerInitialQuestion', answer: 'no' }, 0)).toMatchObject({
      status: 409,
      code: 'WRONG_EXPECTED_REVISION',
    });
  });

  it('takes the same command over REST, with 404 for another organization', async () => {
    const path = (org: string) => `/api/organizations/${org}/answers/heat/commands`;
    const body = { command: { type: 'AnswerInitialQuestion', answer: 'no' }, expectedRevision: -1 };
    const head = await api.store.headPosition();
    const other = await api.request(path('00000000-0000-4000-8000-000000000bad'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(other.status).toBe(404);
    expect(await api.store.headPosition()).toBe(head);

    const res = await api.request(path(DEMO_ORGANIZATION_ID), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ changed: true, revision: 0, rowId: null, keptBlocked: 0 });
    const [event] = await api.store.readStream(streamOf('heat'));
    expect(event).toMatchObject({ type: 'InitialAnswerGiven', metadata: { source: { channel: 'rest' } } });

    const stale = await api.request(path(DEMO_ORGANIZATION_ID), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, expectedRevision: 'latest' }),
    });
    expect(stale.status).toBe(400);
  });
});
