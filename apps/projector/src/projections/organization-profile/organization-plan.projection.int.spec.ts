import { createPostgresEventStore, type EventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../../test/support/test-db.js';
import { type Actor, runOrganizationCommand } from '../../testing/answer-commands.js';
import { applyLog } from '../../testing/apply-log.js';
import { auditLogProjection } from '../audit-log/audit-log.projection.js';
import { organizationProfileProjection } from './organization-profile.projection.js';

jest.setTimeout(60_000);

const ORG = '5a1f0c7e-3b9d-4c2e-9f10-7d2a4b6c8e09';
const staff: Actor = { organizationId: ORG, actorId: 'staff-1', role: 'provider-staff' };
const projections = [organizationProfileProjection, auditLogProjection];

describe('organization profile: plan and status', () => {
  let t: TestDb;
  let store: EventStore;
  beforeEach(async () => {
    t = await openTestDb();
    store = createPostgresEventStore(t.db);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const row = async () =>
    (
      await t.db.query<{
        plan_name: string;
        permissions: string[];
        blocked: boolean;
        stream_revision: number;
      }>(
        'select plan_name, permissions, blocked, stream_revision from read.organizations where organization_id = $1',
        [ORG],
      )
    ).rows[0];

  it('keeps the plan, the blocked flag and the stream revision; each change is in the audit log with its actor', async () => {
    await runOrganizationCommand(store, staff, {
      type: 'RegisterOrganization',
      data: { organizationId: ORG, name: 'Acme', country: 'PL', demo: false },
    });
    await applyLog(t.db, store, projections);
    expect(await row()).toEqual({
      plan_name: 'Freemium',
      permissions: ['scope1&2', 'myCompanyProfile', 'reportResultInRange'],
      blocked: false,
      stream_revision: 1,
    });

    await runOrganizationCommand(store, staff, {
      type: 'AssignPlan',
      data: { organizationId: ORG, planName: 'FullAccess', expiresAt: null, role: 'provider-staff' },
    });
    await runOrganizationCommand(store, staff, {
      type: 'BlockOrganization',
      data: { organizationId: ORG, role: 'provider-staff' },
    });
    await applyLog(t.db, store, projections);
    expect(await row()).toMatchObject({ plan_name: 'FullAccess', blocked: true, stream_revision: 3 });
    expect((await row())?.permissions).toContain('scope3');

    const audit = await t.db.query<{ event_type: string; actor_id: string; field: string; after: unknown }>(
      `select event_type, actor_id, field, "after" from read.audit_log
        where event_type in ('PlanAssigned', 'OrganizationBlocked') and field in ('planName', 'status')
        order by position`,
    );
    expect(audit.rows.map((r) => [r.event_type, r.actor_id, r.field])).toEqual([
      ['PlanAssigned', 'staff-1', 'planName'],
      ['PlanAssigned', 'staff-1', 'planName'],
      ['OrganizationBlocked', 'staff-1', 'status'],
    ]);
  });
});
