import { organizationStreamId, userStreamId } from '@ghg/domain';
import { createPostgresEventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { DEMO_ACCOUNTS, DEMO_ADMIN_ID, DEMO_ORGANIZATION_ID } from './demo-accounts.js';
import { seedDemo } from './demo-seed.js';

const metadata = {
  actorId: 'system:seed',
  organizationId: DEMO_ORGANIZATION_ID,
  correlationId: 'older-start',
  causationId: null,
  occurredAt: '2026-11-01T00:00:00.000Z',
  source: { channel: 'system' as const },
};

describe('demo seed', () => {
  let testDb: TestDb;
  beforeEach(async () => {
    testDb = await openTestDb();
  });
  afterEach(async () => {
    await testDb.dispose();
  });

  it('seeds the company and one person per role once; a second start appends nothing', async () => {
    const store = createPostgresEventStore(testDb.db);
    expect(await seedDemo(store)).toMatchObject({ created: true, usersCreated: DEMO_ACCOUNTS.length });
    const head = await store.headPosition();
    expect(await seedDemo(store)).toMatchObject({ created: false, usersCreated: 0 });
    expect(await store.headPosition()).toBe(head);
    const roles = await Promise.all(
      DEMO_ACCOUNTS.map(async (a) => (await store.readStream(userStreamId(a.userId)))[0]!.data),
    );
    expect(roles.map((d) => (d as { role: string }).role)).toEqual([
      'administrator',
      'member',
      'auditor',
      'provider-staff',
      'provider-supervisor',
    ]);
  });

  it('gives a demo from an older start (company and administrator only) the people added since', async () => {
    const store = createPostgresEventStore(testDb.db);
    await store.append(
      organizationStreamId(DEMO_ORGANIZATION_ID),
      [
        {
          type: 'OrganizationRegistered',
          data: { organizationId: DEMO_ORGANIZATION_ID, name: 'Demo Sp. z o.o.', country: 'PL', demo: true },
          metadata,
        },
      ],
      'no_stream',
    );
    await store.append(
      userStreamId(DEMO_ADMIN_ID),
      [{ type: 'UserRegistered', data: { userId: DEMO_ADMIN_ID, role: 'administrator' }, metadata }],
      'no_stream',
    );
    expect(await seedDemo(store)).toMatchObject({ created: false, usersCreated: DEMO_ACCOUNTS.length - 1 });
    // Registered once; the freemium demo company, new in this start, makes the administrator its auditor.
    expect((await store.readStream(userStreamId(DEMO_ADMIN_ID))).map((e) => e.type)).toEqual([
      'UserRegistered',
      'UserJoinedOrganization',
    ]);
    for (const account of DEMO_ACCOUNTS.filter((a) => a.userId !== DEMO_ADMIN_ID)) {
      expect(await store.readStream(userStreamId(account.userId))).toHaveLength(1);
    }
  });
});
