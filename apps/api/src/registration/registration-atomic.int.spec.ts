import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import {
  adminAccount,
  advancedDetails,
  registeredCompany,
} from '../../../../test/api/registration-fixtures.js';

jest.setTimeout(120_000);

const LONE_SURROGATE = '\ud800';

describe('M2 registration is not atomic', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ startProjector: false });
  });
  afterAll(() => api.close());

  const adminLink = async (): Promise<string> => {
    api.actAs('provider-staff');
    const res = await api.request('/api/magicLinks', { method: 'POST' });
    api.actAs('administrator');
    return ((await res.json()) as { magicLinkId: string }).magicLinkId;
  };
  const register = (id: string, body: unknown) =>
    api.request(`/api/magic/${id}/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const organizationsRegistered = async () =>
    (await api.store.readAll(0n, 100_000)).filter((e) => e.type === 'OrganizationRegistered').length;

  const places: [string, (text: string) => unknown][] = [
    ['job title', (t) => ({ account: { ...adminAccount, jobTitle: `Prezes${t}` } })],
    ['company name', (t) => ({ company: { ...registeredCompany, companyName: `Zielona${t} Sp. z o.o.` } })],
    ['street', (t) => ({ company: { ...registeredCompany, street: `ul. Prosta${t} 1` } })],
    ['city', (t) => ({ company: { ...registeredCompany, city: `Warszawa${t}` } })],
  ];

  it.each(places)(
    'a lone surrogate in the %s answers 4xx, appends nothing, and the link still registers the company',
    async (_, withText) => {
      const id = await adminLink();
      const valid = { account: adminAccount, company: registeredCompany, advanced: advancedDetails };
      const head = await api.store.headPosition();
      const organizations = await organizationsRegistered();
      const refused = await register(id, { ...valid, ...(withText(LONE_SURROGATE) as object) });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(((await refused.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
      expect(await api.store.headPosition()).toBe(head);
      expect(await organizationsRegistered()).toBe(organizations);
      const link = (await (await api.request(`/api/magic/${id}`)).json()) as { isActive: boolean };
      expect(link.isActive).toBe(true);
      // The same link, with the text fixed, registers (another address: the fixture's may be taken by now).
      const email = `ewa+${id.slice(0, 8)}@zielona.pl`;
      const fixed = { ...valid, account: { ...adminAccount, email, repeatEmail: email } };
      expect((await register(id, fixed)).status).toBeLessThan(300);
      expect(await organizationsRegistered()).toBe(organizations + 1);
    },
  );
});
