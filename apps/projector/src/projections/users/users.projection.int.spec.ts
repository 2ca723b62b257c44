import type { UserEvent } from '@ghg/domain';
import { userStreamId } from '@ghg/domain';
import { createPostgresEventStore, type EventMetadata, type EventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../../test/support/test-db.js';
import { applyLog } from '../../testing/apply-log.js';
import { usersProjection } from './users.projection.js';

jest.setTimeout(60_000);

const ORG = 'org-users';
const meta: EventMetadata = {
  actorId: 'admin-1',
  organizationId: ORG,
  correlationId: 'c',
  causationId: 'c',
  occurredAt: '2026-11-22T08:00:00.000Z',
  source: { channel: 'system' },
};

describe('read.users', () => {
  let t: TestDb;
  let store: EventStore;
  beforeEach(async () => {
    t = await openTestDb();
    store = createPostgresEventStore(t.db);
  });
  afterEach(() => t.dispose());

  const append = (userId: string, events: UserEvent[]) =>
    store.append(
      userStreamId(userId),
      events.map((e) => ({ ...e, metadata: meta })),
      'any',
    );
  const roles = async () =>
    (
      await t.db.query<{ user_id: string; role: string }>(
        'select user_id, role from read.users where organization_id = $1 order by user_id',
        [ORG],
      )
    ).rows;

  it('a role change replaces the person’s role (the next request reads it); the others keep theirs', async () => {
    for (const [userId, role] of [
      ['u1', 'administrator'],
      ['u2', 'member'],
    ] as const)
      await append(userId, [
        {
          type: 'UserRegistered',
          data: {
            userId,
            email: `${userId}@firma.pl`,
            firstName: 'A',
            lastName: userId,
            jobTitle: null,
            organizationId: ORG,
            role,
          },
        },
      ]);
    await append('u2', [
      {
        type: 'UserRoleChanged',
        data: { userId: 'u2', organizationId: ORG, role: 'auditor', previousRole: 'member' },
      },
    ]);
    await applyLog(t.db, store, [usersProjection]);
    expect(await roles()).toEqual([
      { user_id: 'u1', role: 'administrator' },
      { user_id: 'u2', role: 'auditor' },
    ]);
  });
});
