import { waitForProjections } from '@ghg/read-models';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { demoAccountOf } from '../seed/demo-accounts.js';

jest.setTimeout(180_000);

const ADMIN = demoAccountOf('administrator').userId;
const MEMBER = demoAccountOf('member').userId;
const STAFF = demoAccountOf('provider-staff').userId;
const SUPERVISOR = demoAccountOf('provider-supervisor').userId;

describe('H1 privilege escalation: company user management', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(() => api.close());

  const send = (path: string, method: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const changeRole = (userId: string, body: Record<string, unknown>) =>
    send(`/api/users/${userId}/role`, 'PUT', body);
  const remove = (userId: string, confirmSelf?: boolean) =>
    send(`/api/users/${userId}${confirmSelf === undefined ? '' : `?confirmSelf=${confirmSelf}`}`, 'DELETE');
  /** The answer, and that no event was appended. */
  async function refused(call: () => Promise<Response>) {
    const head = await api.store.headPosition();
    const res = await call();
    expect(await api.store.headPosition()).toBe(head);
    const body = (await res.json()) as { code: string; fields: unknown[] };
    return { status: res.status, code: body.code, fields: body.fields };
  }
  const caughtUp = async () => {
    const { reached } = await waitForProjections(api.db, await api.store.headPosition(), {
      timeoutMs: 10_000,
    });
    expect(reached).toBe(true);
  };
  const PROVIDER_PERSON = {
    status: 403,
    code: 'FORBIDDEN',
    fields: [{ path: 'userId', code: 'provider_person' }],
  };

  it('provider staff and the provider supervisor cannot be demoted or removed by the company administrator', async () => {
    for (const userId of [STAFF, SUPERVISOR]) {
      for (const role of ['administrator', 'member', 'auditor'])
        expect(await refused(() => changeRole(userId, { role, confirmSelf: true }))).toEqual(PROVIDER_PERSON);
      expect(await refused(() => remove(userId))).toEqual(PROVIDER_PERSON);
      expect(await refused(() => remove(userId, true))).toEqual(PROVIDER_PERSON);
    }
  });

  it('the last administrator can neither demote nor remove themself, even confirmed', async () => {
    const LAST = {
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'role', code: 'last_administrator' }],
    };
    expect(await refused(() => changeRole(ADMIN, { role: 'member', confirmSelf: true }))).toEqual(LAST);
    expect(await refused(() => remove(ADMIN, true))).toEqual(LAST);
  });

  it('with a second administrator, changing or ending one’s own access needs the confirmation (409 first)', async () => {
    expect((await changeRole(MEMBER, { role: 'administrator' })).status).toBe(200);
    await caughtUp();
    const CONFIRM = {
      status: 409,
      code: 'CONFIRMATION_REQUIRED',
      fields: [{ path: 'confirmSelf', code: 'confirm_self' }],
    };
    expect(await refused(() => changeRole(ADMIN, { role: 'auditor' }))).toEqual(CONFIRM);
    expect(await refused(() => remove(ADMIN))).toEqual(CONFIRM);
    expect(await refused(() => remove(ADMIN, false))).toEqual(CONFIRM);
    // Confirmed, one of two administrators makes themself an auditor.
    expect((await changeRole(ADMIN, { role: 'auditor', confirmSelf: true })).status).toBe(200);
  });
});
