import { userStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID, demoAccountOf } from '../seed/demo-accounts.js';

jest.setTimeout(180_000);

const OTHER_ORG = '0a0b0c0d-0000-4000-8000-0000000000bb';
const FOREIGN_USER = '0a0b0c0d-0000-4000-8000-0000000000dd';
const MEMBER = demoAccountOf('member').userId;
const ADMIN = demoAccountOf('administrator').userId;

describe('PUT /api/users/:userId/role (spec §2 change permissions)', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(() => api.close());
  afterEach(() => api.actAs('administrator'));

  const changeRole = (userId: string, role: unknown) =>
    api.request(`/api/users/${userId}/role`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role }),
    });
  const roleOf = async (userId: string): Promise<string | undefined> => {
    const res = await api.request('/api/users', {
      headers: { 'x-wait-for-position': String(await api.store.headPosition()) },
    });
    const users = (await res.json()) as { userId: string; role: string }[];
    return users.find((u) => u.userId === userId)?.role;
  };
  async function appendsNothing(call: () => Promise<Response>) {
    const head = await api.store.headPosition();
    const res = await call();
    expect(await api.store.headPosition()).toBe(head);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('an administrator makes the member an auditor (read.users follows), again appends nothing, and back', async () => {
    expect((await changeRole(MEMBER, 'auditor')).status).toBe(200);
    expect(await roleOf(MEMBER)).toBe('auditor');
    const events = await api.store.readStream(userStreamId(MEMBER));
    expect(events.at(-1)).toMatchObject({
      type: 'UserRoleChanged',
      data: { userId: MEMBER, organizationId: DEMO_ORGANIZATION_ID, role: 'auditor', previousRole: 'member' },
    });
    expect((await appendsNothing(() => changeRole(MEMBER, 'auditor'))).status).toBe(200);
    expect((await changeRole(MEMBER, 'member')).status).toBe(200);
    expect(await roleOf(MEMBER)).toBe('member');
  });

  it('the last administrator cannot give up their role; a provider role or nonsense is a validation error', async () => {
    expect(await appendsNothing(() => changeRole(ADMIN, 'member'))).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'role', code: 'last_administrator' }] },
    });
    for (const role of ['provider-staff', 'owner', null])
      expect((await appendsNothing(() => changeRole(MEMBER, role))).status).toBe(400);
  });

  it('members and auditors are refused (403); unknown and foreign people are not found (404)', async () => {
    for (const role of ['member', 'auditor'] as const) {
      api.actAs(role);
      expect((await appendsNothing(() => changeRole(MEMBER, 'administrator'))).status).toBe(403);
    }
    api.actAs('administrator');
    await api.store.append(
      userStreamId(FOREIGN_USER),
      [
        {
          type: 'UserRegistered',
          data: {
            userId: FOREIGN_USER,
            email: 'obcy@firma.pl',
            firstName: 'O',
            lastName: 'B',
            jobTitle: null,
            organizationId: OTHER_ORG,
            role: 'member',
          },
          metadata: {
            actorId: 'x',
            organizationId: OTHER_ORG,
            correlationId: 'c',
            causationId: 'c',
            occurredAt: new Date().toISOString(),
            source: { channel: 'system' },
          },
        },
      ],
      'no_stream',
    );
    for (const userId of [FOREIGN_USER, 'nobody', '0a0b0c0d-0000-4000-8000-0000000000ee'])
      expect((await appendsNothing(() => changeRole(userId, 'auditor'))).status).toBe(404);
  });
});
