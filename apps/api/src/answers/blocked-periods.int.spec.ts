import { organizationStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';
import {
  answersClient,
  BLOCK,
  expectCatalogued,
  type GraphqlAnswer,
  refusalOf,
  UNBLOCK,
} from '../../../../test/api/answers-client.js';

const FUEL_ROW = { itemType: 'passenger-car', fuelType: 'diesel', consumption: 40, unit: 'litres' };
const addRow = (period: string, rowId: string) => ({
  type: 'AddRow',
  rowId,
  table: 'vehicle-fuel',
  period,
  values: FUEL_ROW,
});

describe('blocked periods and roles', () => {
  let api: ApiHarness;
  let client: ReturnType<typeof answersClient>;
  beforeAll(async () => {
    api = await startApiHarness({ startProjector: false });
    client = answersClient(api);
  });
  afterEach(() => {
    api.actAs('administrator');
  });
  afterAll(async () => {
    await api.close();
  });

  async function unchanged<T>(call: () => Promise<GraphqlAnswer<T>>) {
    const head = await api.store.headPosition();
    const answer = await call();
    expect(await api.store.headPosition()).toBe(head);
    return refusalOf(answer);
  }
  const organizationEvents = async () => api.store.readStream(organizationStreamId(DEMO_ORGANIZATION_ID));

  it('lets a member edit; refuses an auditor with 403 and appends nothing', async () => {
    api.actAs('member');
    await client.ok('vehicles', addRow('2025-02', 'feb-row'));
    await client.ok('vehicles', addRow('2025-03', 'march-row'));
    await client.ok('vehicles', addRow('2025-03', 'march-row-2'));
    api.actAs('auditor');
    for (const command of [
      { type: 'AnswerInitialQuestion', answer: 'no' },
      addRow('2025-02', 'auditor-row'),
      { type: 'DeleteAllRows' },
    ]) {
      expect(await unchanged(() => client.send('vehicles', command))).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });

  it('refuses to block a month for organization people (403), lets provider staff block it', async () => {
    for (const role of ['administrator', 'member', 'auditor'] as const) {
      api.actAs(role);
      expect(await unchanged(() => api.graphql(BLOCK, { period: '2025-03' }))).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    api.actAs('provider-staff');
    expect(await unchanged(() => api.graphql(BLOCK, { period: '03-2025' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    const blocked = await api.graphql<{ blockPeriod: { changed: boolean } }>(BLOCK, { period: '2025-03' });
    expect(blocked.body.data?.blockPeriod.changed).toBe(true);
    const last = (await organizationEvents()).at(-1)!;
    expect(last).toMatchObject({
      type: 'PeriodBlocked',
      data: { organizationId: DEMO_ORGANIZATION_ID, period: '2025-03' },
    });
    expectCatalogued(last);
  });

  it('refuses add, update, duplicate and delete in the blocked month with 423; other months stay editable', async () => {
    api.actAs('member');
    const cases = [
      addRow('2025-03', 'new-march-row'),
      { type: 'UpdateRow', rowId: 'march-row', values: { consumption: 1 } },
      { type: 'UpdateRow', rowId: 'feb-row', period: '2025-03', values: {} },
      { type: 'UpdateRow', rowId: 'march-row', period: '2025-02', values: {} },
      { type: 'DuplicateRow', rowId: 'march-row' },
      { type: 'DeleteRows', rowIds: ['feb-row', 'march-row'] },
    ];
    for (const command of cases) {
      expect(await unchanged(() => client.send('vehicles', command))).toMatchObject({
        status: 423,
        code: 'PERIOD_BLOCKED',
        message: 'The period 2025-03 is blocked and cannot be changed',
      });
    }
    await client.ok('vehicles', { type: 'UpdateRow', rowId: 'feb-row', values: { consumption: 41 } });
    await client.ok('vehicles', addRow('2025-04', 'april-row'));
    await client.ok('vehicles', { type: 'DuplicateRow', rowId: 'feb-row', newRowId: 'feb-copy' });
    await client.ok('vehicles', { type: 'DeleteRows', rowIds: ['feb-copy'] });
  });

  it('deletes all rows but those of blocked months and says how many it kept', async () => {
    api.actAs('member');
    const all = await client.ok('vehicles', { type: 'DeleteAllRows' });
    expect(all.result.keptBlocked).toBe(2);
    expect(all.events[0]!.data).toMatchObject({ mode: 'all', keptBlocked: 2 });
    const deleted = (all.events[0]!.data as { rows: { rowId: string }[] }).rows.map((r) => r.rowId).sort();
    expect(deleted).toEqual(['april-row', 'feb-row']);

    const again = await client.ok('vehicles', { type: 'DeleteAllRows' });
    expect(again.events).toEqual([]);
    expect(again.result).toMatchObject({ changed: false, keptBlocked: 2 });
  });

  it('refuses unblocking to provider staff (403); a supervisor unblocks and the month is editable again', async () => {
    api.actAs('provider-staff');
    expect(await unchanged(() => api.graphql(UNBLOCK, { period: '2025-03' }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    api.actAs('provider-supervisor');
    const unblocked = await api.graphql<{ unblockPeriod: { changed: boolean } }>(UNBLOCK, {
      period: '2025-03',
    });
    expect(unblocked.body.data?.unblockPeriod.changed).toBe(true);
    expect((await organizationEvents()).at(-1)).toMatchObject({ type: 'PeriodUnblocked' });

    api.actAs('member');
    await client.ok('vehicles', { type: 'UpdateRow', rowId: 'march-row', values: { consumption: 5 } });
  });

  it('blocks and unblocks over REST; another organization answers 404', async () => {
    const path = (org: string) => `/api/organizations/${org}/blocked-periods/2025-01`;
    api.actAs('provider-supervisor');
    const head = await api.store.headPosition();
    const other = await api.request(path('00000000-0000-4000-8000-000000000bad'), { method: 'PUT' });
    expect(other.status).toBe(404);
    expect(await api.store.headPosition()).toBe(head);

    const put = await api.request(path(DEMO_ORGANIZATION_ID), { method: 'PUT' });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ changed: true });
    const putAgain = await api.request(path(DEMO_ORGANIZATION_ID), { method: 'PUT' });
    expect(await putAgain.json()).toMatchObject({ changed: false });
    const del = await api.request(path(DEMO_ORGANIZATION_ID), { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect((await organizationEvents()).slice(-2).map((e) => e.type)).toEqual([
      'PeriodBlocked',
      'PeriodUnblocked',
    ]);
  });
});
