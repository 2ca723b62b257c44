import { createPostgresEventStore, type EventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../../test/support/test-db.js';
import { type Actor, runOrganizationCommand } from '../../testing/answer-commands.js';
import { applyLog } from '../../testing/apply-log.js';
import { auditLogProjection } from '../audit-log/audit-log.projection.js';
import { organizationProfileProjection } from './organization-profile.projection.js';

jest.setTimeout(60_000);

const ORG = '0c1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const GROUP = '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a';
const staff: Actor = { organizationId: ORG, actorId: 'staff-1', role: 'provider-staff' };
const projections = [organizationProfileProjection, auditLogProjection];
const address = { street: 'Prosta 1', postalCode: '00-001', city: 'Warszawa', nip: '5260250274' };

describe('organization profile: partnership, tags, parent, address (spec §1, §3)', () => {
  let t: TestDb;
  let store: EventStore;
  beforeEach(async () => {
    t = await openTestDb();
    store = createPostgresEventStore(t.db);
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('keeps each field, moves the revision, and the audit log shows each change', async () => {
    await runOrganizationCommand(store, staff, {
      type: 'RegisterOrganization',
      data: { organizationId: ORG, name: 'Bank Spółdzielczy', country: 'PL', demo: false, address },
    });
    await runOrganizationCommand(store, staff, {
      type: 'SetPartnership',
      data: { organizationId: ORG, partnership: 'bankBooster', role: 'provider-staff' },
    });
    await runOrganizationCommand(store, staff, {
      type: 'SetOrganizationTags',
      data: { organizationId: ORG, tags: ['bank', 'pilot'], role: 'provider-staff' },
    });
    await runOrganizationCommand(store, staff, {
      type: 'SetParentOrganization',
      data: {
        organizationId: ORG,
        parent: { organizationId: GROUP, hasStructureModule: true },
        role: 'provider-staff',
      },
    });
    await applyLog(t.db, store, projections);
    const { rows } = await t.db.query(
      `select partnership, tags, parent_organization_id, address, stream_revision
         from read.organizations where organization_id = $1`,
      [ORG],
    );
    expect(rows[0]).toEqual({
      partnership: 'bankBooster',
      tags: ['bank', 'pilot'],
      parent_organization_id: GROUP,
      address,
      stream_revision: 4,
    });
    const audit = await t.db.query<{ event_type: string }>(
      `select event_type from read.audit_log where organization_id = $1
          and event_type in ('PartnershipSet', 'OrganizationTagsSet', 'ParentOrganizationSet') order by position`,
      [ORG],
    );
    expect(audit.rows.map((r) => r.event_type)).toEqual([
      'PartnershipSet',
      'OrganizationTagsSet',
      'ParentOrganizationSet',
    ]);
  });
});
