import type { MagicLinkEvent } from '@ghg/domain';
import { magicLinkStreamId, userStreamId } from '@ghg/domain';
import { createPostgresEventStore, type EventMetadata, type EventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../../test/support/test-db.js';
import { applyLog } from '../../testing/apply-log.js';
import { usersProjection } from '../users/users.projection.js';
import { invitationsProjection } from './invitations.projection.js';

jest.setTimeout(60_000);

const ORG = 'org-invites';
const meta = (occurredAt: string): EventMetadata => ({
  actorId: 'admin-1',
  organizationId: ORG,
  correlationId: 'c',
  causationId: 'c',
  occurredAt,
  source: { channel: 'system' },
});

describe('invitations read model', () => {
  let t: TestDb;
  let store: EventStore;
  beforeEach(async () => {
    t = await openTestDb();
    store = createPostgresEventStore(t.db);
  });
  afterEach(() => t.dispose());

  const append = (id: string, events: MagicLinkEvent[], at: string) =>
    store.append(
      magicLinkStreamId(id),
      events.map((e) => ({ ...e, metadata: meta(at) })),
      'any',
    );

  it('lists an invitation with its sends, and an admin link', async () => {
    await append(
      'l1',
      [
        {
          type: 'MagicLinkIssued',
          data: { magicLinkId: 'l1', organizationId: ORG, email: 'jan@firma.pl', role: 'member' },
        },
      ],
      '2026-11-20T08:00:00.000Z',
    );
    await append(
      'l1',
      [{ type: 'InvitationResent', data: { magicLinkId: 'l1', organizationId: ORG, email: 'jan@firma.pl' } }],
      '2026-11-21T08:00:00.000Z',
    );
    await append(
      'a1',
      [
        {
          type: 'MagicLinkIssued',
          data: { magicLinkId: 'a1', organizationId: null, email: null, role: null },
        },
      ],
      '2026-11-21T09:00:00.000Z',
    );
    await applyLog(t.db, store, [invitationsProjection]);
    const invitations = await t.db.query(
      'select magic_link_id, status, send_count, last_sent_at from read.invitations order by magic_link_id',
    );
    expect(invitations.rows).toEqual([
      {
        magic_link_id: 'a1',
        status: 'pending',
        send_count: 1,
        last_sent_at: new Date('2026-11-21T09:00:00.000Z'),
      },
      {
        magic_link_id: 'l1',
        status: 'pending',
        send_count: 2,
        last_sent_at: new Date('2026-11-21T08:00:00.000Z'),
      },
    ]);
    // The e-mails are the outbox projection's.
    expect((await t.db.query('select 1 from read.outbox')).rows).toEqual([]);
  });

  it('marks a deleted invitation deleted and a spent link used by the new user', async () => {
    await append(
      'l1',
      [
        {
          type: 'MagicLinkIssued',
          data: { magicLinkId: 'l1', organizationId: ORG, email: 'a@b.pl', role: 'member' },
        },
        { type: 'MagicLinkRevoked', data: { magicLinkId: 'l1', organizationId: ORG } },
      ],
      '2026-11-20T08:00:00.000Z',
    );
    await append(
      'l2',
      [
        {
          type: 'MagicLinkIssued',
          data: { magicLinkId: 'l2', organizationId: ORG, email: 'c@d.pl', role: 'auditor' },
        },
        { type: 'MagicLinkUsed', data: { magicLinkId: 'l2', organizationId: ORG, userId: 'u2' } },
      ],
      '2026-11-20T08:00:00.000Z',
    );
    await applyLog(t.db, store, [invitationsProjection]);
    const { rows } = await t.db.query(
      'select magic_link_id, status, used_by from read.invitations order by 1',
    );
    expect(rows).toEqual([
      { magic_link_id: 'l1', status: 'deleted', used_by: null },
      { magic_link_id: 'l2', status: 'used', used_by: 'u2' },
    ]);
  });

  it('drops a removed user from read.users', async () => {
    const data = {
      userId: 'u2',
      email: 'c@d.pl',
      firstName: 'C',
      lastName: 'D',
      jobTitle: null,
      organizationId: ORG,
      role: 'member',
    };
    await store.append(
      userStreamId('u2'),
      [{ type: 'UserRegistered', data, metadata: meta('2026-11-20T08:00:00.000Z') }],
      'no_stream',
    );
    await applyLog(t.db, store, [usersProjection]);
    expect((await t.db.query('select user_id from read.users')).rows).toEqual([{ user_id: 'u2' }]);
    await store.append(
      userStreamId('u2'),
      [
        {
          type: 'UserRemoved',
          data: { userId: 'u2', organizationId: ORG },
          metadata: meta('2026-11-21T08:00:00.000Z'),
        },
      ],
      0,
    );
    await applyLog(t.db, store, [usersProjection]);
    expect((await t.db.query('select user_id from read.users')).rows).toEqual([]);
  });
});
