import type { CommandResultView, MeView, OrganizationStructureView, OrganizationView } from '@ghg/contracts';
import { organizationStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../../test/api/api-harness.js';
import {
  DEMO_ORGANIZATION_ID,
  demoAccountOf,
  FREEMIUM_DEMO_ADMIN,
  FREEMIUM_DEMO_ORGANIZATION_ID,
} from '../../seed/demo-accounts.js';

const WRITE = { 'x-ghg-csrf': '1', 'content-type': 'application/json' };
const backoffice = (organizationId: string, what: 'partnership' | 'tags' | 'parent') =>
  `/api/backoffice/organizations/${organizationId}/${what}`;

describe('back office: partner programme, tags and group of an organization (spec §1, §3)', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterEach(() => {
    api.actAs('administrator');
  });
  afterAll(async () => {
    await api.close();
  });

  const put = (path: string, body: unknown) =>
    api.request(path, { method: 'PUT', headers: WRITE, body: JSON.stringify(body) });
  async function refusedUnchanged(call: () => Promise<Response>, status: number) {
    const head = await api.store.headPosition();
    expect((await call()).status).toBe(status);
    expect(await api.store.headPosition()).toBe(head);
  }
  const waitFor = (result: CommandResultView) => ({ 'x-wait-for-position': result.position });

  it('refuses the organization people and the read-only auditor (REST and GraphQL), nothing appended', async () => {
    for (const role of ['administrator', 'member', 'auditor'] as const) {
      api.actAs(role);
      for (const organizationId of [DEMO_ORGANIZATION_ID, FREEMIUM_DEMO_ORGANIZATION_ID]) {
        await refusedUnchanged(
          () => put(backoffice(organizationId, 'partnership'), { partnership: 'bankBooster' }),
          403,
        );
        await refusedUnchanged(() => put(backoffice(organizationId, 'tags'), { tags: ['x'] }), 403);
        await refusedUnchanged(
          () => put(backoffice(organizationId, 'parent'), { parentOrganizationId: DEMO_ORGANIZATION_ID }),
          403,
        );
      }
      const head = await api.store.headPosition();
      const answer = await api.graphql(
        'mutation($id: ID!) { setPartnership(organizationId: $id, partnership: "bankBooster") { changed } }',
        { id: FREEMIUM_DEMO_ORGANIZATION_ID },
      );
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await api.store.headPosition()).toBe(head);
    }
  });

  it('staff set the bank booster programme: an event of the client with staff as actor; its people see it in me', async () => {
    api.actAs('provider-staff');
    await refusedUnchanged(
      () => put(backoffice(DEMO_ORGANIZATION_ID, 'partnership'), { partnership: 'eu' }),
      400,
    );
    const res = await put(backoffice(DEMO_ORGANIZATION_ID, 'partnership'), { partnership: 'bankBooster' });
    expect(res.status).toBe(200);
    const result = (await res.json()) as CommandResultView;
    const last = (await api.store.readStream(organizationStreamId(DEMO_ORGANIZATION_ID))).at(-1)!;
    expect(last).toMatchObject({ type: 'PartnershipSet', data: { partnership: 'bankBooster' } });
    expect(last.metadata).toMatchObject({ actorId: demoAccountOf('provider-staff').userId });

    api.actAs('auditor');
    const me = (await (await api.request('/api/users/me', { headers: waitFor(result) })).json()) as MeView;
    expect(me.partnership).toBe('bankBooster');
    const gql = await api.graphql<{ me: { partnership: string | null } }>('{ me { partnership } }');
    expect(gql.body.data?.me.partnership).toBe('bankBooster');

    api.actAs('provider-supervisor');
    const cleared = await put(backoffice(DEMO_ORGANIZATION_ID, 'partnership'), { partnership: 'none' });
    expect({ status: cleared.status, body: (await cleared.json()) as unknown }).toMatchObject({
      status: 200,
      body: { changed: true },
    });
  });

  it('staff set tags (GraphQL); the organization view shows them with the address, country and question statuses', async () => {
    api.actAs('provider-staff');
    await refusedUnchanged(() => put(backoffice(DEMO_ORGANIZATION_ID, 'tags'), { tags: 'bank' }), 400);
    const answer = await api.graphql<{ setOrganizationTags: CommandResultView }>(
      'mutation($id: ID!) { setOrganizationTags(organizationId: $id, tags: [" pilot ", "bank", "Bank"]) { position changed } }',
      { id: DEMO_ORGANIZATION_ID },
    );
    const result = answer.body.data!.setOrganizationTags;
    expect(result.changed).toBe(true);
    api.actAs('auditor');
    const res = await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}`, { headers: waitFor(result) });
    const organization = (await res.json()) as OrganizationView;
    expect(organization.tags).toEqual(['pilot', 'bank']);
    expect(organization.address).toHaveProperty('country');
    expect(typeof organization.questionsStatus).toBe('object');
    expect(organization.parentOrganizationId).toBeNull();
  });

  it('a group with moreThanOneOrganizationStructure sees its companies rolled up; a freemium one cannot be a group', async () => {
    api.actAs('provider-staff');
    // The freemium demo's plan lacks the module: it cannot hold the demo company.
    const refused = await put(backoffice(DEMO_ORGANIZATION_ID, 'parent'), {
      parentOrganizationId: FREEMIUM_DEMO_ORGANIZATION_ID,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      fields: [{ path: 'parentOrganizationId', code: 'module_not_available' }],
    });
    await refusedUnchanged(
      () => put(backoffice(DEMO_ORGANIZATION_ID, 'parent'), { parentOrganizationId: DEMO_ORGANIZATION_ID }),
      400,
    );
    await refusedUnchanged(
      () => put(backoffice(DEMO_ORGANIZATION_ID, 'parent'), { parentOrganizationId: 'no-such-organization' }),
      400,
    );

    const res = await put(backoffice(FREEMIUM_DEMO_ORGANIZATION_ID, 'parent'), {
      parentOrganizationId: DEMO_ORGANIZATION_ID,
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as CommandResultView;

    api.actAs('auditor');
    const structure = await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}/structure`, {
      headers: waitFor(result),
    });
    expect(structure.status).toBe(200);
    const view = (await structure.json()) as OrganizationStructureView;
    expect(view.companies.map((c) => c.organizationId)).toEqual([FREEMIUM_DEMO_ORGANIZATION_ID]);
    expect(view.rolledUpCo2eKg).toBeCloseTo(view.ownCo2eKg + view.companies[0]!.co2eKg, 6);
    // Another organization's structure is not the caller's to read.
    expect([403, 404]).toContain(
      (await api.request(`/api/organizations/${FREEMIUM_DEMO_ORGANIZATION_ID}/structure`)).status,
    );

    // The company's own people: its plan has no structure module, and its parent shows in "Your companies".
    const freemiumAdmin = api.actAs('administrator');
    Object.assign(freemiumAdmin, {
      userId: FREEMIUM_DEMO_ADMIN.userId,
      organizationId: FREEMIUM_DEMO_ORGANIZATION_ID,
    });
    expect((await api.request(`/api/organizations/${FREEMIUM_DEMO_ORGANIZATION_ID}/structure`)).status).toBe(
      403,
    );
    const me = (await (await api.request('/api/users/me')).json()) as MeView;
    expect(me.companies).toEqual([
      expect.objectContaining({
        organizationId: FREEMIUM_DEMO_ORGANIZATION_ID,
        parentOrganizationId: DEMO_ORGANIZATION_ID,
        planName: 'Freemium',
        planLabel: { pl: 'Freemium', en: 'Freemium' },
        status: expect.stringMatching(/^(active|expired)$/),
      }),
    ]);
    expect(me.companies[0]!.lastActivityAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
