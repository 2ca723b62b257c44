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

describe('read.users and read.memberships', () => {
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
        'select user_id, role from read.memberships where organization_id = $1 order by user_id',
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

  const registered = (userId: string, organizationId: string): UserEvent => ({
    type: 'UserRegistered',
    data: {
      userId,
      email: `${userId}@firma.pl`,
      firstName: 'A',
      lastName: userId,
      jobTitle: null,
      organizationId,
      role: 'administrator',
    },
  });
  const memberships = async () =>
    (
      await t.db.query<{ user_id: string; organization_id: string; role: string }>(
        'select user_id, organization_id, role from read.memberships order by joined_position',
      )
    ).rows;
  const people = async () =>
    (await t.db.query<{ user_id: string }>('select user_id from read.users order by user_id')).rows;

  it('a person joins a second organization with its own role; removed from both, they leave read.users', async () => {
    await append('u1', [registered('u1', ORG)]);
    await append('u1', [
      {
        type: 'UserJoinedOrganization',
        data: { userId: 'u1', organizationId: 'org-b', role: 'member', magicLinkId: 'l1' },
      },
    ]);
    await applyLog(t.db, store, [usersProjection]);
    expect(await memberships()).toEqual([
      { user_id: 'u1', organization_id: ORG, role: 'administrator' },
      { user_id: 'u1', organization_id: 'org-b', role: 'member' },
    ]);

    await append('u1', [{ type: 'UserRemoved', data: { userId: 'u1', organizationId: ORG } }]);
    await applyLog(t.db, store, [usersProjection]);
    expect(await memberships()).toEqual([{ user_id: 'u1', organization_id: 'org-b', role: 'member' }]);
    expect(await people()).toEqual([{ user_id: 'u1' }]);

    await append('u1', [{ type: 'UserRemoved', data: { userId: 'u1', organizationId: 'org-b' } }]);
    await applyLog(t.db, store, [usersProjection]);
    expect(await memberships()).toEqual([]);
    expect(await people()).toEqual([]);
    // The audit trail still names them.
    expect((await t.db.query('select user_id from read.user_names')).rows).toEqual([{ user_id: 'u1' }]);
  });

  it('a profile change updates names and job title in read.users and the names in read.user_names', async () => {
    await append('u1', [registered('u1', ORG)]);
    await append('u2', [registered('u2', ORG)]);
    await append('u1', [
      {
        type: 'UserProfileChanged',
        data: {
          userId: 'u1',
          changes: [
            { field: 'lastName', before: 'u1', after: 'Kowalska' },
            { field: 'jobTitle', before: null, after: 'Specjalistka ESG' },
          ],
        },
      },
    ]);
    await applyLog(t.db, store, [usersProjection]);
    const profiles = async () =>
      (
        await t.db.query<{
          user_id: string;
          first_name: string;
          last_name: string;
          job_title: string | null;
        }>('select user_id, first_name, last_name, job_title from read.users order by user_id')
      ).rows;
    const names = async () =>
      (await t.db.query('select user_id, first_name, last_name from read.user_names order by user_id')).rows;
    expect(await profiles()).toEqual([
      { user_id: 'u1', first_name: 'A', last_name: 'Kowalska', job_title: 'Specjalistka ESG' },
      { user_id: 'u2', first_name: 'A', last_name: 'u2', job_title: null },
    ]);
    expect(await names()).toEqual([
      { user_id: 'u1', first_name: 'A', last_name: 'Kowalska' },
      { user_id: 'u2', first_name: 'A', last_name: 'u2' },
    ]);

    // Cleared job title goes back to null; a removed person keeps the new name in the audit trail.
    await append('u1', [
      {
        type: 'UserProfileChanged',
        data: { userId: 'u1', changes: [{ field: 'jobTitle', before: 'Specjalistka ESG', after: null }] },
      },
      { type: 'UserRemoved', data: { userId: 'u1', organizationId: ORG } },
      {
        type: 'UserProfileChanged',
        data: { userId: 'u1', changes: [{ field: 'firstName', before: 'A', after: 'Anna' }] },
      },
    ]);
    await applyLog(t.db, store, [usersProjection]);
    expect(await profiles()).toEqual([{ user_id: 'u2', first_name: 'A', last_name: 'u2', job_title: null }]);
    expect((await names())[0]).toEqual({ user_id: 'u1', first_name: 'Anna', last_name: 'Kowalska' });
    // Every name u1 had, from the position it held: registration, the surname, the first name (a job title alone
    // is no new name).
    const history = (
      await t.db.query<{ from_position: string; first_name: string; last_name: string }>(
        `select from_position::text, first_name, last_name from read.user_name_history
          where user_id = 'u1' order by from_position`,
      )
    ).rows;
    expect(history.map((h) => [h.first_name, h.last_name])).toEqual([
      ['A', 'u1'],
      ['A', 'Kowalska'],
      ['Anna', 'Kowalska'],
    ]);
    const positions = history.map((h) => BigInt(h.from_position));
    expect([...positions].sort((a, b) => (a < b ? -1 : 1))).toEqual(positions);
  });
});
