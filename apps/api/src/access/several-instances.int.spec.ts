import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { startSecondInstance } from '../../../../test/api/second-instance.js';
import { answersClient, BLOCK, refusalOf, UNBLOCK } from '../../../../test/api/answers-client.js';
import type { Actor } from '../context/request-context.js';
import { FREEMIUM_DEMO_ADMIN, FREEMIUM_DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

jest.setTimeout(120_000);

const FREEMIUM = FREEMIUM_DEMO_ORGANIZATION_ID;
const SCOPE3_ANSWER = `mutation($questionId: String!, $command: JSON!) {
  answerCommand(questionId: $questionId, command: $command, expectedRevision: -1) { changed }
}`;
const freemiumAdmin: Actor = {
  userId: FREEMIUM_DEMO_ADMIN.userId,
  organizationId: FREEMIUM,
  role: 'administrator',
};

describe('access decided on the organization stream as it is now, across API instances', () => {
  let first: ApiHarness;
  let second: ApiHarness;
  const actAs = (api: ApiHarness, actor: Actor) => Object.assign(api.actAs(actor.role), actor);
  const rest = async (api: ApiHarness, path: string, init?: RequestInit) => {
    const res = await api.request(path, init);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const scope3Answer = (api: ApiHarness) =>
    api.graphql(SCOPE3_ANSWER, {
      questionId: 'waste',
      command: { type: 'AnswerInitialQuestion', answer: 'no' },
    });
  const byStaff = (path: string, method: 'PUT' | 'DELETE', body?: unknown) => {
    first.actAs('provider-staff');
    return rest(first, path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };

  beforeAll(async () => {
    first = await startApiHarness();
    second = await startSecondInstance(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a plan assigned through one instance opens and closes modules on the other at once', async () => {
    actAs(second, freemiumAdmin);
    expect(refusalOf(await scope3Answer(second)).code).toBe('MODULE_NOT_IN_PLAN');
    expect((await rest(second, '/api/users/me')).body).toMatchObject({ planName: 'Freemium' });

    const plan = `/api/backoffice/organizations/${FREEMIUM}/plan`;
    expect((await byStaff(plan, 'PUT', { planName: 'FullAccess' })).status).toBe(200);
    expect((await scope3Answer(second)).body).toEqual({ data: { answerCommand: { changed: true } } });
    expect((await rest(second, `/api/organizations/${FREEMIUM}/plan`)).body).toMatchObject({
      name: 'FullAccess',
    });

    expect((await byStaff(plan, 'PUT', { planName: 'Freemium' })).status).toBe(200);
    expect(refusalOf(await scope3Answer(second)).code).toBe('MODULE_NOT_IN_PLAN');
    expect((await rest(second, '/api/users/me')).body).toMatchObject({ planName: 'Freemium' });
  });

  it('an organization blocked through one instance is refused on the other at once, and let in when unblocked', async () => {
    actAs(second, freemiumAdmin);
    const questions = `/api/organizations/${FREEMIUM}/initial-questions`;
    expect((await rest(second, questions)).status).toBe(200);

    const blocked = `/api/backoffice/organizations/${FREEMIUM}/blocked`;
    expect((await byStaff(blocked, 'PUT')).status).toBe(200);
    expect((await rest(second, questions)).body.code).toBe('ORGANIZATION_BLOCKED');
    expect((await rest(second, `/api/organizations/${FREEMIUM}`)).body).toMatchObject({ status: 'blocked' });

    expect((await byStaff(blocked, 'DELETE')).status).toBe(200);
    expect((await rest(second, questions)).status).toBe(200);
    expect((await rest(second, '/api/users/me')).body).toMatchObject({
      access: { organizationStatus: 'active' },
    });
  });

  it('a month blocked through one instance refuses edits on the other at once; unblocked, it takes them again', async () => {
    const client = answersClient(second);
    const addRow = (rowId: string) => ({
      type: 'AddRow',
      rowId,
      table: 'vehicle-fuel',
      period: '2025-05',
      values: { itemType: 'passenger-car', fuelType: 'diesel', consumption: 12, unit: 'litres' },
    });
    second.actAs('member');
    await client.ok('vehicles', addRow('may-row-1'));

    first.actAs('provider-staff');
    expect((await first.graphql(BLOCK, { period: '2025-05' })).body.errors).toBeUndefined();
    expect(refusalOf(await client.send('vehicles', addRow('may-row-2')))).toMatchObject({
      status: 423,
      code: 'PERIOD_BLOCKED',
    });

    first.actAs('provider-supervisor');
    expect((await first.graphql(UNBLOCK, { period: '2025-05' })).body.errors).toBeUndefined();
    await client.ok('vehicles', addRow('may-row-2'));
  });
});
