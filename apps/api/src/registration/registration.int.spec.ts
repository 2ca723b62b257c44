import { magicLinkStreamId, organizationStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import {
  adminAccount,
  advancedDetails,
  invitedUserConsents,
  registeredCompany,
} from '../../../../test/api/registration-fixtures.js';
import { LocalAccounts } from '../auth/local-accounts.js';

jest.setTimeout(120_000);

const account = adminAccount;
const company = registeredCompany;
const advanced = advancedDetails;
const invitee = {
  firstName: 'Jan',
  lastName: 'Nowak',
  password: 'Abcdefgh1!',
  repeatPassword: 'Abcdefgh1!',
  email: 'jan@demo-firma.pl',
  ...invitedUserConsents,
};

describe('registration through magic links', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ startProjector: true });
  });
  afterAll(() => api.close());
  afterEach(() => api.actAs('administrator'));

  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const adminLink = async (): Promise<string> => {
    api.actAs('provider-staff');
    const res = await api.request('/api/magicLinks', { method: 'POST' });
    expect(res.status).toBe(201);
    api.actAs('administrator');
    return ((await res.json()) as { magicLinkId: string }).magicLinkId;
  };
  const invitation = async (email: string, role = 'member'): Promise<string> => {
    const res = await api.request(
      `/api/organizations/6f1d2c3e-0000-4000-8000-00000000d3e0/magicLinks`,
      json({ email, role }),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { magicLinkId: string }).magicLinkId;
  };
  const magic = async (id: string) => {
    const res = await api.request(`/api/magic/${id}`);
    return { status: res.status, body: (await res.json()) as unknown };
  };
  async function appendsNothing(call: () => Promise<Response>) {
    const head = await api.store.headPosition();
    const res = await call();
    expect(await api.store.headPosition()).toBe(head);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('admin variant: registers the organization with its first answers and the administrator; then the link is expired', async () => {
    const id = await adminLink();
    expect(await magic(id)).toEqual({
      status: 200,
      body: { organizationId: null, email: null, isActive: true },
    });
    const res = await api.request(`/api/magic/${id}/admin`, json({ account, company, advanced }));
    expect(res.status).toBe(201);
    const result = (await res.json()) as { userId: string; organizationId: string; variant: string };
    expect(result.variant).toBe('admin');
    const organization = await api.store.readStream(organizationStreamId(result.organizationId));
    expect(organization.map((e) => e.type)).toEqual(
      expect.arrayContaining(['OrganizationRegistered', 'InitialQuestionsAnswered']),
    );
    expect(organization[0]!.data).toMatchObject({ name: company.companyName, address: { city: 'Warszawa' } });
    expect(await new LocalAccounts(api.db).verify(account.email, account.password)).toBe(result.userId);

    expect(await magic(id)).toEqual({
      status: 200,
      body: { organizationId: null, email: null, isActive: false },
    });
    const again = await appendsNothing(() =>
      api.request(
        `/api/magic/${id}/admin`,
        json({ account: { ...account, email: 'x@y.pl', repeatEmail: 'x@y.pl' }, company, advanced }),
      ),
    );
    expect(again).toMatchObject({ status: 410, body: { code: 'LINK_EXPIRED', message: 'link expired' } });
  });

  it('user variant: the invitee joins the inviting organization with the invited role; the link is spent', async () => {
    const id = await invitation(invitee.email, 'auditor');
    expect((await magic(id)).body).toEqual({
      organizationId: '6f1d2c3e-0000-4000-8000-00000000d3e0',
      email: invitee.email,
      isActive: true,
    });
    const wrongForm = await appendsNothing(() =>
      api.request(`/api/magic/${id}/admin`, json({ account, company, advanced })),
    );
    expect(wrongForm).toMatchObject({ status: 400, body: { code: 'WRONG_REGISTRATION_VARIANT' } });
    const otherAddress = await appendsNothing(() =>
      api.request(`/api/magic/${id}/user`, json({ ...invitee, email: 'ktos@demo-firma.pl' })),
    );
    expect(otherAddress.status).toBe(400);
    const res = await api.request(`/api/magic/${id}/user`, json(invitee));
    expect(res.status).toBe(201);
    const used = await api.store.readStream(magicLinkStreamId(id));
    expect(used.map((e) => e.type)).toEqual(['MagicLinkIssued', 'MagicLinkUsed']);
    expect((await magic(id)).body).toMatchObject({ isActive: false });
  });

  it('an address that already has an account answers account already exists and appends nothing', async () => {
    const id = await adminLink();
    await new LocalAccounts(api.db).ensure({ userId: 'someone', email: 'Zajety@firma.pl', password: 'x' });
    const taken = { ...account, email: 'zajety@firma.pl', repeatEmail: 'zajety@firma.pl' };
    const refused = await appendsNothing(() =>
      api.request(`/api/magic/${id}/admin`, json({ account: taken, company, advanced })),
    );
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'ACCOUNT_EXISTS', message: 'account already exists' },
    });
    expect((await magic(id)).body).toMatchObject({ isActive: true });
  });

  it('an invalid form names its fields and appends nothing', async () => {
    const id = await adminLink();
    const refused = await appendsNothing(() =>
      api.request(
        `/api/magic/${id}/admin`,
        json({
          account: { ...account, repeatPassword: 'x' },
          company,
          advanced: { ...advanced, acceptRules: false },
        }),
      ),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        fields: [
          { path: 'account.repeatPassword', code: 'passwords_mismatch' },
          { path: 'advanced.acceptRules', code: 'terms_required' },
        ],
      },
    });
  });

  it('an id that cannot be a link is a validation failure (400); an unknown one is simply inactive', async () => {
    expect(await magic('not-a-link')).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'MAGIC_LINK_VALIDATION_ERROR',
        message: 'magic link validation error',
      }),
    });
    expect((await magic('00000000-0000-4000-8000-000000000000')).body).toEqual({
      organizationId: null,
      email: null,
      isActive: false,
    });
    const unknown = await appendsNothing(() =>
      api.request('/api/magic/00000000-0000-4000-8000-000000000000/user', json(invitee)),
    );
    expect(unknown.status).toBe(410);
  });

  it('only provider staff create admin links', async () => {
    for (const role of ['administrator', 'member', 'auditor'] as const) {
      api.actAs(role);
      expect(await appendsNothing(() => api.request('/api/magicLinks', { method: 'POST' }))).toMatchObject({
        status: 403,
      });
    }
  });
});

describe('magic link rate limit', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ startProjector: false, config: { authRateLimitPerMinute: 3 } });
  });
  afterAll(() => api.close());

  it('counts every link id of one client together: the fourth request in a minute answers 429', async () => {
    const ids = ['1', '2', '3', '4'].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    const statuses = [];
    for (const id of ids) statuses.push((await api.request(`/api/magic/${id}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const registration = await api.request(`/api/magic/${ids[0]}/user`, { method: 'POST' });
    expect(registration.status).toBe(429);
  });
});
