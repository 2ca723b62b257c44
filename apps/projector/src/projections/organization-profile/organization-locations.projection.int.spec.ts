import { createPostgresEventStore, type EventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../../test/support/test-db.js';
import { rebuildProjection } from '../../runtime/rebuild-projection.js';
import { type Actor, runOrganizationCommand } from '../../testing/answer-commands.js';
import { applyLog } from '../../testing/apply-log.js';
import { auditLogProjection } from '../audit-log/audit-log.projection.js';
import { organizationProfileProjection } from './organization-profile.projection.js';

jest.setTimeout(60_000);

const ORG_A = '5a1f0c7e-3b9d-4c2e-9f10-7d2a4b6c8e1a';
const ORG_B = '5a1f0c7e-3b9d-4c2e-9f10-7d2a4b6c8e1b';
const adminOf = (organizationId: string): Actor => ({
  organizationId,
  actorId: 'admin-1',
  role: 'administrator',
});

describe('organization profile: locations', () => {
  let t: TestDb;
  let store: EventStore;
  beforeEach(async () => {
    t = await openTestDb();
    store = createPostgresEventStore(t.db);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const register = (organizationId: string) =>
    runOrganizationCommand(store, adminOf(organizationId), {
      type: 'RegisterOrganization',
      data: { organizationId, name: `Org ${organizationId.slice(-1)}`, country: 'PL', demo: false },
    });
  const add = (organizationId: string, locationId: string, name: string) =>
    runOrganizationCommand(store, adminOf(organizationId), {
      type: 'AddLocation',
      data: { organizationId, locationId, name, role: 'administrator' },
    });
  const locations = async () =>
    (
      await t.db.query<{ organization_id: string; location_id: string; name: string }>(
        'select organization_id, location_id, name from read.locations order by organization_id, location_id',
      )
    ).rows;
  const revisionOf = async (organizationId: string) =>
    (
      await t.db.query<{ stream_revision: number }>(
        'select stream_revision from read.organizations where organization_id = $1',
        [organizationId],
      )
    ).rows[0]?.stream_revision;

  it('keeps each organization’s locations and the stream revision; a replayed batch and a rebuild give the same rows', async () => {
    await register(ORG_A);
    await register(ORG_B);
    await add(ORG_A, 'a-1', 'Warszawa');
    await add(ORG_A, 'a-2', 'Kraków');
    await add(ORG_B, 'b-1', 'Gdańsk');
    await runOrganizationCommand(store, adminOf(ORG_A), {
      type: 'RemoveLocation',
      data: { organizationId: ORG_A, locationId: 'a-1', role: 'administrator' },
    });
    await applyLog(t.db, store, [organizationProfileProjection, auditLogProjection]);
    const live = await locations();
    expect(live).toEqual([
      { organization_id: ORG_A, location_id: 'a-2', name: 'Kraków' },
      { organization_id: ORG_B, location_id: 'b-1', name: 'Gdańsk' },
    ]);
    // Registration (2 events), two adds and a removal: the company form's expected revision is 4.
    expect(await revisionOf(ORG_A)).toBe(4);

    const log = await store.readAll(0n, 100);
    await t.db.transaction((tx) => organizationProfileProjection.apply(tx, log.slice(-2)));
    expect(await locations()).toEqual(live);
    await t.db.query(`delete from read.locations where location_id = 'b-1'`);
    await rebuildProjection(t.db, store, organizationProfileProjection, { batchSize: 1 });
    expect(await locations()).toEqual(live);
    expect(await revisionOf(ORG_A)).toBe(4);
  });

  it('writes each add and removal to the audit log as location: before → after, with its actor', async () => {
    await register(ORG_A);
    await add(ORG_A, 'a-1', 'Poznań');
    await runOrganizationCommand(store, adminOf(ORG_A), {
      type: 'RemoveLocation',
      data: { organizationId: ORG_A, locationId: 'a-1', role: 'administrator' },
    });
    await applyLog(t.db, store, [auditLogProjection]);
    const { rows } = await t.db.query<{ event_type: string; field: string; before: unknown; after: unknown }>(
      `select event_type, field, before, after from read.audit_log
        where event_type in ('LocationAdded', 'LocationRemoved') order by position`,
    );
    expect(rows).toEqual([
      { event_type: 'LocationAdded', field: 'location', before: null, after: 'Poznań' },
      { event_type: 'LocationRemoved', field: 'location', before: 'Poznań', after: null },
    ]);
  });
});
