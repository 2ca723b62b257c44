import { magicLinkStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { HttpBrowser } from '../../../../test/support/http-browser.js';
import { DEMO_ORGANIZATION_ID, demoAccountOf } from '../seed/demo-accounts.js';

jest.setTimeout(180_000);

const ORG = DEMO_ORGANIZATION_ID;
const PASSWORD = 'Test-Password-123!';
const OTHER_ORG = '0a0b0c0d-0000-4000-8000-0000000000bb';
const json = (body: unknown, method = 'POST') => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('users and invitations of an organization', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(() => api.close());
  afterEach(() => api.actAs('administrator'));

  const fresh = async () => ({ headers: { 'x-wait-for-position': String(await api.store.headPosition()) } });
  const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const res = await api.request(path, await fresh());
    return { status: res.status, body: (await res.json()) as T };
  };
  async function appendsNothing(call: () => Promise<Response>) {
    const head = await api.store.headPosition();
    const res = await call();
    expect(await api.store.headPosition()).toBe(head);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const invite = (email: string, role = 'member') =>
    api.request(`/api/organizations/${ORG}/magicLinks`, json({ email, role }));

  it('an invitation is listed, sends an e-mail to the outbox and opens the user variant; resend sends another', async () => {
    const res = await invite('Ola@Firma.pl', 'administrator');
    expect(res.status).toBe(201);
    const { magicLinkId } = (await res.json()) as { magicLinkId: string };
    const list = await get<{ magicLinkId: string; email: string; role: string; link: string }[]>(
      `/api/organizations/${ORG}/magicLinks`,
    );
    expect(list.body).toEqual([
      expect.objectContaining({
        magicLinkId,
        email: 'ola@firma.pl',
        role: 'administrator',
        link: `/ml/${magicLinkId}`,
        sendCount: 1,
      }),
    ]);
    expect(
      (await api.request(`/api/organizations/${ORG}/magicLinks/${magicLinkId}/resend`, { method: 'POST' }))
        .status,
    ).toBe(200);
    const outbox = await get<{ recipient: string; kind: string; link: string; organizationName: string }[]>(
      `/api/organizations/${ORG}/outbox`,
    );
    expect(outbox.body.map(({ recipient, kind, link }) => ({ recipient, kind, link }))).toEqual([
      { recipient: 'ola@firma.pl', kind: 'reminder', link: `/ml/${magicLinkId}` },
      { recipient: 'ola@firma.pl', kind: 'invitation', link: `/ml/${magicLinkId}` },
    ]);
    expect(outbox.body[0]!.organizationName).toBe('Demo Sp. z o.o.');

    // Deleted: gone from the list, the link shows link-expired, a resend is refused.
    expect(
      (await api.request(`/api/organizations/${ORG}/magicLinks/${magicLinkId}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await get<unknown[]>(`/api/organizations/${ORG}/magicLinks`)).body).toEqual([]);
    expect((await get(`/api/magic/${magicLinkId}`)).body).toMatchObject({ isActive: false });
    const resend = await appendsNothing(() =>
      api.request(`/api/organizations/${ORG}/magicLinks/${magicLinkId}/resend`, { method: 'POST' }),
    );
    expect(resend).toMatchObject({ status: 410, body: { code: 'LINK_EXPIRED' } });
  });

  it('an address of a member or of an open invitation answers This email already exists and appends nothing', async () => {
    expect((await invite('nowy@firma.pl')).status).toBe(201);
    // People with accounts (the demo addresses end in .local, which the e-mail rule refuses): one in this
    // organization, one in another only, who can be invited and accept with their account.
    await api.db.query(
      `insert into read.users (user_id, email, first_name, last_name) values
         ('jest', 'jest@firma.pl', 'J', 'F'), ('gdzie-indziej', 'inna@firma.pl', 'I', 'F')`,
    );
    await api.db.query(
      `insert into read.memberships (user_id, organization_id, role, joined_position)
       values ('jest', $1, 'member', 0), ('gdzie-indziej', $2, 'member', 0)`,
      [ORG, OTHER_ORG],
    );
    await get(`/api/organizations/${ORG}/magicLinks`);
    expect((await invite('inna@firma.pl')).status).toBe(201);
    for (const email of ['NOWY@firma.pl', 'jest@firma.pl', 'inna@firma.pl']) {
      const refused = await appendsNothing(() => invite(email));
      expect(refused).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', fields: [{ path: 'email', code: 'email_already_exists' }] },
      });
    }
    await api.db.query(`delete from read.memberships where user_id in ('jest', 'gdzie-indziej')`);
    await api.db.query(`delete from read.users where user_id in ('jest', 'gdzie-indziej')`);
    const bad = await appendsNothing(() => invite('nie-email', 'owner'));
    expect(bad.body).toMatchObject({
      fields: [
        { path: 'email', code: 'invalid_email' },
        { path: 'role', code: 'invalid_value' },
      ],
    });
  });

  it('members and auditors get 403 on the lists and commands, and nothing is appended', async () => {
    const { magicLinkId } = (await (await invite('dla-czlonka@firma.pl')).json()) as { magicLinkId: string };
    for (const role of ['member', 'auditor'] as const) {
      api.actAs(role);
      for (const path of [
        `/api/organizations/${ORG}/magicLinks`,
        `/api/organizations/${ORG}/outbox`,
        '/api/users',
      ])
        expect((await api.request(path)).status).toBe(403);
      for (const call of [
        () => invite('x@firma.pl'),
        () => api.request(`/api/organizations/${ORG}/magicLinks/${magicLinkId}/resend`, { method: 'POST' }),
        () => api.request(`/api/organizations/${ORG}/magicLinks/${magicLinkId}`, { method: 'DELETE' }),
        () => api.request(`/api/users/${demoAccountOf('member').userId}`, { method: 'DELETE' }),
      ])
        expect((await appendsNothing(call)).status).toBe(403);
    }
  });

  it("another organization's invitations and users are invisible and untouchable", async () => {
    const foreign = '0a0b0c0d-0000-4000-8000-0000000000cc';
    await api.store.append(
      magicLinkStreamId(foreign),
      [
        {
          type: 'MagicLinkIssued',
          data: { magicLinkId: foreign, organizationId: OTHER_ORG, email: 'obcy@firma.pl', role: 'member' },
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
    const list = await get<{ email: string }[]>(`/api/organizations/${ORG}/magicLinks`);
    expect(list.body.map((i) => i.email)).not.toContain('obcy@firma.pl');
    expect((await get(`/api/organizations/${OTHER_ORG}/magicLinks`)).status).toBe(404);
    expect((await get(`/api/organizations/${OTHER_ORG}/outbox`)).status).toBe(404);
    expect(
      (
        await appendsNothing(() =>
          api.request(
            `/api/organizations/${OTHER_ORG}/magicLinks`,
            json({ email: 'a@b.pl', role: 'member' }),
          ),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await appendsNothing(() =>
          api.request(`/api/organizations/${ORG}/magicLinks/${foreign}`, { method: 'DELETE' }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await appendsNothing(() =>
          api.request(`/api/organizations/${ORG}/magicLinks/${foreign}/resend`, { method: 'POST' }),
        )
      ).status,
    ).toBe(404);
    const users = await get<{ organizationId?: string; email: string }[]>('/api/users');
    expect(users.body.length).toBeGreaterThan(0);
    expect(users.body.every((u) => u.email.endsWith('ghg-ledger.local'))).toBe(true);
  });

  it('an administrator cannot remove themself; an unknown person is 404', async () => {
    expect(
      (
        await appendsNothing(() =>
          api.request(`/api/users/${demoAccountOf('administrator').userId}`, { method: 'DELETE' }),
        )
      ).status,
    ).toBe(400);
    expect((await appendsNothing(() => api.request('/api/users/nobody', { method: 'DELETE' }))).status).toBe(
      404,
    );
  });

  it('an id that cannot exist (a NUL byte) is not found, never a database error', async () => {
    for (const [method, path] of [
      ['DELETE', '/api/users/a%00b'],
      ['DELETE', `/api/organizations/${ORG}/magicLinks/a%00b`],
      ['POST', `/api/organizations/${ORG}/magicLinks/a%00b/resend`],
    ] as const) {
      // 400 when the request check refuses the path itself, else 404 from here: never a database error.
      expect([400, 404]).toContain((await appendsNothing(() => api.request(path, { method }))).status);
    }
    const magic = await api.request('/api/magic/a%00b');
    expect(magic.status).toBe(400);
  });
});

describe('a removed user, with real sessions', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ auth: true, demoPassword: PASSWORD });
  });
  afterAll(() => api.close());

  it('the invitee registers through the public link, signs in, and their session ends when the administrator removes them', async () => {
    const admin = new HttpBrowser(api.url);
    await admin.signIn(demoAccountOf('administrator').email, PASSWORD, '/auth/signed-in');
    const csrf = { 'x-ghg-csrf': '1', 'content-type': 'application/json' };
    const invited = await admin.fetch(`/api/organizations/${ORG}/magicLinks`, {
      method: 'POST',
      headers: csrf,
      body: JSON.stringify({ email: 'piotr@firma.pl', role: 'member' }),
    });
    expect(invited.status).toBe(201);
    const { magicLinkId } = (await invited.json()) as { magicLinkId: string };

    // Public: no cookie at all.
    const anonymous = new HttpBrowser(api.url);
    expect(await (await anonymous.fetch(`/api/magic/${magicLinkId}`)).json()).toEqual({
      organizationId: ORG,
      email: 'piotr@firma.pl',
      isActive: true,
    });
    const password = 'Piotr-haslo1';
    const registered = await anonymous.fetch(`/api/magic/${magicLinkId}/user`, {
      method: 'POST',
      headers: csrf,
      body: JSON.stringify({
        firstName: 'Piotr',
        lastName: 'Lis',
        password,
        repeatPassword: password,
        email: 'piotr@firma.pl',
        acceptRules: true,
        acceptPrivacyPolicy: true,
      }),
    });
    expect(registered.status).toBe(201);
    const { userId } = (await registered.json()) as { userId: string };

    const invitee = new HttpBrowser(api.url);
    const wait = { 'x-wait-for-position': String(await api.store.headPosition()) };
    await invitee.fetch('/api/users', { headers: wait });
    await invitee.signIn('piotr@firma.pl', password, '/auth/signed-in');
    const me = await invitee.graphql('{ me { userId organizationId role } }', {}, wait);
    expect(me.body).toMatchObject({ data: { me: { userId, organizationId: ORG, role: 'member' } } });

    // The invitee answers a question before leaving: the trail must keep naming them afterwards.
    const answered = await invitee.graphql(
      `mutation { answerCommand(questionId: "cooling", command: { type: "AnswerInitialQuestion", answer: "no" },
         expectedRevision: -1) { position } }`,
    );
    expect(answered.body).toMatchObject({ data: { answerCommand: { position: expect.any(String) } } });

    const removed = await admin.fetch(`/api/users/${userId}`, { method: 'DELETE', headers: csrf });
    expect(removed.status).toBe(200);
    expect((await invitee.graphql('{ me { userId } }')).status).toBe(401);
    const trail = await admin.graphql(
      '{ answerAuditLog(filter: { questionId: "cooling" }) { actorId actorName eventType } }',
      {},
      { 'x-wait-for-position': String(await api.store.headPosition()) },
    );
    expect(trail.body).toMatchObject({
      data: {
        answerAuditLog: [{ actorId: userId, actorName: 'Piotr Lis', eventType: 'InitialAnswerGiven' }],
      },
    });
    const again = new HttpBrowser(api.url);
    expect((await again.signIn('piotr@firma.pl', password, '/auth/signed-in')).landed).toBeNull();
  });
});
