import type { CommandResultView, ProfileView } from '@ghg/contracts';
import { userStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID, demoAccountOf } from '../../seed/demo-accounts.js';
import { whileDemoOrganizationBlocked } from '../../../../../test/api/blocked-demo-organization.js';

jest.setTimeout(180_000);

const MEMBER = demoAccountOf('member');
const json = { 'content-type': 'application/json' };

/** Spec §2 "Profile": the signed-in person reads and edits their own name, surname and job title. */
describe('users/me/profile', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
    api.actAs('member');
  });
  afterAll(() => api.close());

  const profile = async (position?: string) =>
    (await (
      await api.request('/api/users/me/profile', {
        headers: position ? { 'x-wait-for-position': position } : {},
      })
    ).json()) as ProfileView;
  const save = (body: unknown) =>
    api.request('/api/users/me/profile', { method: 'PUT', headers: json, body: JSON.stringify(body) });
  async function appendsNothing(call: () => Promise<Response>) {
    const head = await api.store.headPosition();
    const res = await call();
    expect(await api.store.headPosition()).toBe(head);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('answers the member’s profile: names, company e-mail, account type with the plan label', async () => {
    expect(await profile()).toEqual({
      userId: MEMBER.userId,
      email: MEMBER.email,
      firstName: MEMBER.firstName,
      lastName: MEMBER.lastName,
      jobTitle: MEMBER.jobTitle,
      role: 'member',
      organizationId: DEMO_ORGANIZATION_ID,
      organizationName: expect.any(String),
      planClass: 'standard',
      planLabel: { pl: 'Pełny dostęp', en: 'Full access' },
      // This harness made no local accounts: nothing to change here.
      password: { changeableHere: false, rule: 'registration' },
    });
  });

  it('saves a new job title and surname: one audited event, the read models follow; again, nothing', async () => {
    const res = await save({
      firstName: MEMBER.firstName,
      lastName: ' Kowalski ',
      jobTitle: 'Energy analyst',
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as CommandResultView;
    expect(result.changed).toBe(true);
    const last = (await api.store.readStream(userStreamId(MEMBER.userId))).at(-1);
    expect(last).toMatchObject({
      type: 'UserProfileChanged',
      data: {
        userId: MEMBER.userId,
        changes: [
          { field: 'lastName', before: MEMBER.lastName, after: 'Kowalski' },
          { field: 'jobTitle', before: MEMBER.jobTitle, after: 'Energy analyst' },
        ],
      },
      metadata: { actorId: MEMBER.userId, organizationId: DEMO_ORGANIZATION_ID },
    });
    expect(await profile(result.position)).toMatchObject({
      lastName: 'Kowalski',
      jobTitle: 'Energy analyst',
    });
    const { rows: names } = await api.db.query(
      'select first_name, last_name from read.user_names where user_id = $1',
      [MEMBER.userId],
    );
    expect(names).toEqual([{ first_name: MEMBER.firstName, last_name: 'Kowalski' }]);
    const { rows: audit } = await api.db.query<{ field: string; after: unknown }>(
      `select field, after from read.audit_log where event_type = 'UserProfileChanged' order by ordinal`,
    );
    expect(audit).toEqual([
      { field: 'lastName', after: 'Kowalski' },
      { field: 'jobTitle', after: 'Energy analyst' },
    ]);

    const again = await appendsNothing(() =>
      save({ firstName: MEMBER.firstName, lastName: 'Kowalski', jobTitle: 'Energy analyst' }),
    );
    expect(again).toMatchObject({ status: 200, body: { changed: false } });
    // An empty job title clears it.
    const cleared = (await (
      await save({ firstName: MEMBER.firstName, lastName: MEMBER.lastName, jobTitle: '' })
    ).json()) as CommandResultView;
    expect(await profile(cleared.position)).toMatchObject({ lastName: MEMBER.lastName, jobTitle: null });
  });

  it('refuses invalid names with every failing field and records nothing', async () => {
    expect(
      await appendsNothing(() => save({ firstName: ' ', lastName: 'K0walski', jobTitle: 'x'.repeat(101) })),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        fields: [
          { path: 'firstName', code: 'required' },
          { path: 'lastName', code: 'invalid_last_name' },
          { path: 'jobTitle', code: 'too_long' },
        ],
      },
    });
    expect((await appendsNothing(() => save('not a form'))).status).toBe(400);
  });

  it('edits only the caller: a userId in the body or query changes nobody else', async () => {
    const admin = demoAccountOf('administrator');
    const res = await api.request(`/api/users/me/profile?userId=${admin.userId}`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ userId: admin.userId, firstName: 'Marek', lastName: 'Demo', jobTitle: 'Mine' }),
    });
    expect(res.status).toBe(200);
    const adminEvents = await api.store.readStream(userStreamId(admin.userId));
    expect(adminEvents.map((e) => e.type)).not.toContain('UserProfileChanged');
    expect((await api.store.readStream(userStreamId(MEMBER.userId))).at(-1)?.data).toMatchObject({
      userId: MEMBER.userId,
    });
  });

  it('stays open in a blocked organization (its data is locked, not the person’s profile), labelled Blocked', async () => {
    await whileDemoOrganizationBlocked(api, async () => {
      expect(await profile()).toMatchObject({ planClass: 'blocked', planLabel: { en: 'Blocked' } });
      const res = await save({
        firstName: MEMBER.firstName,
        lastName: MEMBER.lastName,
        jobTitle: 'Still mine',
      });
      expect(res.status).toBe(200);
    });
  });

  it('gives an administrator the admin password rule', async () => {
    api.actAs('administrator');
    try {
      expect((await profile()).password.rule).toBe('admin');
    } finally {
      api.actAs('member');
    }
  });
});

describe('users/me/password with an external sign-in provider', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({
      config: {
        oidc: { issuer: 'https://login.example.com', clientId: 'c', clientSecret: 's', audience: 'a' },
      },
    });
    api.actAs('member');
  });
  afterAll(() => api.close());

  it('answers 409 PASSWORD_MANAGED_BY_PROVIDER, records nothing, and the profile says so', async () => {
    const head = await api.store.headPosition();
    const res = await api.request('/api/users/me/password', {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ currentPassword: 'a', newPassword: 'Abcdefgh1!', repeatPassword: 'Abcdefgh1!' }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'PASSWORD_MANAGED_BY_PROVIDER' });
    expect(await api.store.headPosition()).toBe(head);
    const profile = (await (await api.request('/api/users/me/profile')).json()) as ProfileView;
    expect(profile.password.changeableHere).toBe(false);
  });
});
