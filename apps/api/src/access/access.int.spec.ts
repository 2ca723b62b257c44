import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { FREEMIUM_DEMO_ADMIN, FREEMIUM_DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

jest.setTimeout(120_000);

const FREEMIUM = FREEMIUM_DEMO_ORGANIZATION_ID;
const ANSWER = `mutation($questionId: String!, $command: JSON!) {
  answerCommand(questionId: $questionId, command: $command, expectedRevision: -1) { changed }
}`;
const SHEET = `query($questionId: String!) { sectionSheet(questionId: $questionId) { questionId } }`;

describe('access: plans and organization status on every operation', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(async () => {
    await api.close();
  });
  afterEach(() => {
    api.actAs('administrator');
  });

  /** The harness acts as a demo person; the freemium administrator is one of another organization. */
  const actAsFreemiumAdmin = () => {
    const actor = api.actAs('administrator');
    actor.userId = FREEMIUM_DEMO_ADMIN.userId;
    actor.organizationId = FREEMIUM;
  };
  const refusal = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    body.errors?.[0]?.extensions?.code;
  const rest = async (path: string, init?: RequestInit) => {
    const res = await api.request(path, init);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const scope3Answer = () =>
    api.graphql(ANSWER, { questionId: 'waste', command: { type: 'AnswerInitialQuestion', answer: 'no' } });
  const asStaff = async <T>(call: () => Promise<T>): Promise<T> => {
    api.actAs('provider-staff');
    try {
      return await call();
    } finally {
      actAsFreemiumAdmin();
    }
  };
  const assignPlan = (planName: string) =>
    asStaff(() =>
      rest(`/api/backoffice/organizations/${FREEMIUM}/plan`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ planName }),
      }),
    );

  it('freemium: scopes 1-2 and the company profile open; scope 3, benchmark and whole-period results refused', async () => {
    actAsFreemiumAdmin();
    const me = await rest('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: FREEMIUM_DEMO_ADMIN.email,
      selectedOrgId: FREEMIUM,
      organizations: [FREEMIUM],
      planName: 'Freemium',
      permissions: ['scope1&2', 'myCompanyProfile', 'reportResultInRange'],
      access: {
        planClass: 'freemium',
        organizationStatus: 'active',
        upgradeDialogs: { scope3: 'scope3', global: 'global-upgrade' },
      },
    });
    expect((await rest(`/api/organizations/${FREEMIUM}/plan`)).body).toMatchObject({
      name: 'Freemium',
      resources: ['scope1&2', 'myCompanyProfile', 'reportResultInRange'],
    });

    expect((await api.graphql(SHEET, { questionId: 'vehicles' })).body.data).toBeTruthy();
    expect(refusal((await api.graphql(SHEET, { questionId: 'waste' })).body)).toBe('MODULE_NOT_IN_PLAN');
    expect(refusal((await scope3Answer()).body)).toBe('MODULE_NOT_IN_PLAN');
    const restAnswer = await rest(`/api/organizations/${FREEMIUM}/answers/waste/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        command: { type: 'AnswerInitialQuestion', answer: 'no' },
        expectedRevision: -1,
      }),
    });
    expect(restAnswer).toMatchObject({ status: 403, body: { code: 'MODULE_NOT_IN_PLAN' } });

    expect((await rest(`/api/organizations/${FREEMIUM}/initial-questions`)).status).toBe(200);
    expect((await rest(`/api/organizations/${FREEMIUM}/benchmark`)).body.code).toBe('MODULE_NOT_IN_PLAN');
    expect(refusal((await api.graphql('{ benchmark { peerCount } }')).body)).toBe('MODULE_NOT_IN_PLAN');
    expect((await rest(`/api/organizations/${FREEMIUM}/charts-data`)).body.code).toBe('MODULE_NOT_IN_PLAN');
    expect(
      (await rest(`/api/organizations/${FREEMIUM}/charts-data?dateFrom=2025-01&dateTo=2025-12`)).status,
    ).toBe(200);
  });

  it('GraphQL me carries the same access; select-organization answers me for its own organization only', async () => {
    actAsFreemiumAdmin();
    const me = await api.graphql<{ me: Record<string, unknown> }>(
      '{ me { email jobTitle organizations selectedOrgId permissions planName planClass organizationStatus upgradeDialogs } }',
    );
    expect(me.body.data?.me).toEqual({
      email: FREEMIUM_DEMO_ADMIN.email,
      jobTitle: FREEMIUM_DEMO_ADMIN.jobTitle,
      organizations: [FREEMIUM],
      selectedOrgId: FREEMIUM,
      permissions: ['scope1&2', 'myCompanyProfile', 'reportResultInRange'],
      planName: 'Freemium',
      planClass: 'freemium',
      organizationStatus: 'active',
      upgradeDialogs: {
        global: 'global-upgrade',
        scope3: 'scope3',
        'reduction-plans': 'reduction-plans',
        'generate-report': 'generate-report',
        sidebar: 'global-upgrade',
      },
    });
    const select = (organizationId: string) =>
      rest(`/api/users/${organizationId}/select-organization`, { method: 'POST' });
    expect((await select(FREEMIUM)).body).toMatchObject({ selectedOrgId: FREEMIUM });
    expect((await select('6f1d2c3e-0000-4000-8000-00000000d3e0')).status).toBe(404);
    expect((await rest('/api/organizations/6f1d2c3e-0000-4000-8000-00000000d3e0/plan')).status).toBe(404);
  });

  it('full access (the demo company): the same operations are allowed', async () => {
    api.actAs('administrator');
    expect((await api.graphql(SHEET, { questionId: 'waste' })).body.errors).toBeUndefined();
    expect((await api.graphql('{ benchmark { peerCount } }')).body.errors).toBeUndefined();
    expect((await api.graphql('{ chartsData { scope2Method } }')).body.errors).toBeUndefined();
  });

  it('provider staff change the plan; it counts from the next request, and every change carries the actor', async () => {
    actAsFreemiumAdmin();
    expect(refusal((await scope3Answer()).body)).toBe('MODULE_NOT_IN_PLAN');
    expect(await assignPlan('FullAccess')).toMatchObject({ status: 200, body: { changed: true } });
    expect((await scope3Answer()).body).toEqual({ data: { answerCommand: { changed: true } } });
    const last = (await api.store.readStream(`organization-${FREEMIUM}`)).at(-1);
    expect(last).toMatchObject({
      type: 'PlanAssigned',
      metadata: { actorId: expect.stringMatching(/ad04$/) },
    });
    const { position } = (await assignPlan('Freemium')).body as { position: string };
    expect(refusal((await scope3Answer()).body)).toBe('MODULE_NOT_IN_PLAN');

    // The changes are in the freemium company's own audit log, under the provider person's name.
    const audit = await api.graphql<{ auditLog: { eventType: string; actorName: string; field: string }[] }>(
      `{ auditLog(streamId: "organization-${FREEMIUM}") { eventType actorName field } }`,
      {},
      { 'x-wait-for-position': position },
    );
    const planChanges = audit.body.data?.auditLog.filter(
      (e) => e.eventType === 'PlanAssigned' && e.field === 'planName',
    );
    // Newest first; the plan the company was seeded with is in its own log too (issue 13 L2).
    expect(planChanges?.map((e) => e.actorName)).toEqual(['Piotr Obsługa', 'Piotr Obsługa', 'system:seed']);
  });

  it('a blocked organization is refused everything but me and its plan', async () => {
    actAsFreemiumAdmin();
    const block = (method: 'PUT' | 'DELETE') =>
      asStaff(() => rest(`/api/backoffice/organizations/${FREEMIUM}/blocked`, { method }));
    expect((await block('PUT')).status).toBe(200);
    expect((await rest('/api/users/me')).body).toMatchObject({
      access: {
        organizationStatus: 'blocked',
        planClass: 'blocked',
        upgradeDialogs: { scope3: 'freemium-expired' },
      },
    });
    expect((await rest(`/api/organizations/${FREEMIUM}/plan`)).status).toBe(200);
    expect((await rest(`/api/organizations/${FREEMIUM}`)).body).toMatchObject({ status: 'blocked' });
    expect((await rest(`/api/organizations/${FREEMIUM}/initial-questions`)).body.code).toBe(
      'ORGANIZATION_BLOCKED',
    );
    expect(refusal((await api.graphql(SHEET, { questionId: 'vehicles' })).body)).toBe('ORGANIZATION_BLOCKED');
    expect(refusal((await api.graphql('{ questionCatalogue }')).body)).toBe('ORGANIZATION_BLOCKED');
    expect((await block('DELETE')).status).toBe(200);
    expect((await api.graphql(SHEET, { questionId: 'vehicles' })).body.errors).toBeUndefined();
  });

  it.each(['administrator', 'member', 'auditor'] as const)(
    'refuses %s every back-office operation',
    async (role) => {
      api.actAs(role);
      const head = await api.store.headPosition();
      expect((await rest('/api/backoffice/organizations')).status).toBe(403);
      expect(
        refusal(
          (await api.graphql(`mutation { blockOrganization(organizationId: "${FREEMIUM}") { changed } }`))
            .body,
        ),
      ).toBe('FORBIDDEN');
      expect(
        refusal(
          (
            await api.graphql(
              `mutation { assignPlan(organizationId: "${FREEMIUM}", planName: "FullAccess") { changed } }`,
            )
          ).body,
        ),
      ).toBe('FORBIDDEN');
      expect(await api.store.headPosition()).toBe(head);
    },
  );

  it('provider staff list organizations with plan label, status and blocked months (GraphQL and REST)', async () => {
    const { position } = (await assignPlan('FreemiumPlus')).body as { position: string };
    api.actAs('provider-staff');
    const listed = await api.graphql<{ backofficeOrganizations: { organizationId: string }[] }>(
      '{ backofficeOrganizations { organizationId name planName planClass planLabel { pl en } status blockedMonths } }',
      {},
      { 'x-wait-for-position': position },
    );
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data?.backofficeOrganizations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          organizationId: FREEMIUM,
          planName: 'FreemiumPlus',
          planClass: 'freemium-plus',
          planLabel: { pl: 'Freemium+', en: 'Freemium+' },
          status: 'active',
          blockedMonths: 0,
        }),
      ]),
    );
    expect((await rest('/api/backoffice/organizations')).status).toBe(200);
    await assignPlan('Freemium');
  });
});
