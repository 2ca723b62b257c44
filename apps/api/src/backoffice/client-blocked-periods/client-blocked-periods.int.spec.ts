import type { BlockedPeriodView, CommandResultView } from '@ghg/contracts';
import { organizationStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../../test/api/api-harness.js';
import { AnswerAuditQuery } from '../../answers/answer-audit/answer-audit.query.js';
import { demoAccountOf, FREEMIUM_DEMO_ORGANIZATION_ID } from '../../seed/demo-accounts.js';

const CLIENT = `/api/backoffice/organizations/${FREEMIUM_DEMO_ORGANIZATION_ID}/blocked-periods`;
const WRITE = { 'x-ghg-csrf': '1' };

describe('provider staff and the blocked months of a client organization', () => {
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

  const clientEvents = () => api.store.readStream(organizationStreamId(FREEMIUM_DEMO_ORGANIZATION_ID));
  const change = (method: 'PUT' | 'DELETE', period: string) =>
    api.request(`${CLIENT}/${period}`, { method, headers: WRITE });
  async function refusedUnchanged(call: () => Promise<Response>, status: number) {
    const head = await api.store.headPosition();
    expect((await call()).status).toBe(status);
    expect(await api.store.headPosition()).toBe(head);
  }

  it('refuses everyone but provider staff (403), before anything is read or appended', async () => {
    for (const role of ['administrator', 'member', 'auditor'] as const) {
      api.actAs(role);
      await refusedUnchanged(() => api.request(CLIENT), 403);
      await refusedUnchanged(() => change('PUT', '2025-03'), 403);
      await refusedUnchanged(() => change('DELETE', '2025-03'), 403);
    }
  });

  it("staff block 03-2025 of the client: the event is on the client's stream with staff as actor, listed at once", async () => {
    api.actAs('provider-staff');
    await refusedUnchanged(() => change('PUT', '03-2025'), 400);
    const res = await change('PUT', '2025-03');
    expect(res.status).toBe(200);
    const result = (await res.json()) as CommandResultView;
    expect(result.changed).toBe(true);
    const last = (await clientEvents()).at(-1)!;
    expect(last).toMatchObject({
      type: 'PeriodBlocked',
      data: { organizationId: FREEMIUM_DEMO_ORGANIZATION_ID, period: '2025-03' },
    });
    expect(last.metadata).toMatchObject({
      actorId: demoAccountOf('provider-staff').userId,
      organizationId: FREEMIUM_DEMO_ORGANIZATION_ID,
    });

    const list = await api.request(CLIENT, { headers: { 'x-wait-for-position': result.position } });
    expect(list.status).toBe(200);
    expect((await list.json()) as BlockedPeriodView[]).toEqual([
      expect.objectContaining({ period: '2025-03', blockedByName: 'Piotr Obsługa' }),
    ]);
    // The provider's own organization is untouched: the block is the client's only.
    const own = await api.graphql<{ blockedPeriods: BlockedPeriodView[] }>('{ blockedPeriods { period } }');
    expect(own.body.data?.blockedPeriods.map((b) => b.period)).not.toContain('2025-03');
  });

  it('staff may not unblock (403, nothing appended); the supervisor does, and both are in the client audit log', async () => {
    api.actAs('provider-staff');
    await refusedUnchanged(() => change('DELETE', '2025-03'), 403);
    api.actAs('provider-supervisor');
    const res = await change('DELETE', '2025-03');
    expect(res.status).toBe(200);
    const { position } = (await res.json()) as CommandResultView;
    expect((await clientEvents()).at(-1)).toMatchObject({ type: 'PeriodUnblocked' });

    const list = await api.request(CLIENT, { headers: { 'x-wait-for-position': position } });
    expect(await list.json()).toEqual([]);
    const { rows } = await api.db.query<{ event_type: string; actor_id: string; organization_id: string }>(
      `select event_type, actor_id, organization_id from read.audit_log
        where stream_id = $1 and event_type in ('PeriodBlocked', 'PeriodUnblocked') order by position`,
      [organizationStreamId(FREEMIUM_DEMO_ORGANIZATION_ID)],
    );
    expect(rows).toEqual([
      {
        event_type: 'PeriodBlocked',
        actor_id: demoAccountOf('provider-staff').userId,
        organization_id: FREEMIUM_DEMO_ORGANIZATION_ID,
      },
      {
        event_type: 'PeriodUnblocked',
        actor_id: demoAccountOf('provider-supervisor').userId,
        organization_id: FREEMIUM_DEMO_ORGANIZATION_ID,
      },
    ]);
  });

  it("the client's audit trail page (answers and months) lists the block and the unblock with their people", async () => {
    const entries = await api.app.get(AnswerAuditQuery).forOrganization(FREEMIUM_DEMO_ORGANIZATION_ID, {});
    expect(
      entries
        .filter((e) => e.eventType === 'PeriodBlocked' || e.eventType === 'PeriodUnblocked')
        .map((e) => [e.eventType, e.actorName]),
    ).toEqual([
      ['PeriodUnblocked', 'Zofia Kierownik'],
      ['PeriodBlocked', 'Piotr Obsługa'],
    ]);
  });

  it('answers an organization that does not exist without appending anything', async () => {
    api.actAs('provider-staff');
    const head = await api.store.headPosition();
    const res = await api.request(
      '/api/backoffice/organizations/00000000-0000-4000-8000-000000000000/blocked-periods/2025-03',
      { method: 'PUT', headers: WRITE },
    );
    expect(res.status).toBe(404);
    expect(await api.store.headPosition()).toBe(head);
  });
});
