import {
  type FullReportRequested,
  type MagicLinkEvent,
  magicLinkStreamId,
  reportRequestsStreamId,
} from '@ghg/domain';
import { createPostgresEventStore, type EventMetadata, type EventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../../test/support/test-db.js';
import { rebuildProjection } from '../../runtime/rebuild-projection.js';
import { applyLog } from '../../testing/apply-log.js';
import { outboxProjection } from './outbox.projection.js';

jest.setTimeout(60_000);

const ORG = 'org-outbox';
const meta = (occurredAt: string, actorId = 'admin-1'): EventMetadata => ({
  actorId,
  organizationId: ORG,
  correlationId: 'c',
  causationId: 'c',
  occurredAt,
  source: { channel: 'system' },
});
const REQUEST: FullReportRequested = {
  type: 'FullReportRequested',
  data: {
    requestId: 'r1',
    organizationId: ORG,
    period: { choice: 'custom', from: '2025-01', to: '2025-06' },
    requestedBy: 'member-7',
    language: 'en',
  },
};

describe('outbox read model', () => {
  let t: TestDb;
  let store: EventStore;
  beforeEach(async () => {
    t = await openTestDb();
    store = createPostgresEventStore(t.db);
  });
  afterEach(() => t.dispose());

  const link = (id: string, events: MagicLinkEvent[], at: string) =>
    store.append(
      magicLinkStreamId(id),
      events.map((e) => ({ ...e, metadata: meta(at) })),
      'any',
    );
  const rows = async () =>
    (
      await t.db.query(
        `select message_id, organization_id, kind, magic_link_id, recipient, reference, details, created_at
         from read.outbox order by created_at, message_id`,
      )
    ).rows;

  async function writeLog() {
    await link(
      'l1',
      [
        {
          type: 'MagicLinkIssued',
          data: { magicLinkId: 'l1', organizationId: ORG, email: 'jan@firma.pl', role: 'member' },
        },
      ],
      '2026-11-20T08:00:00.000Z',
    );
    await link(
      'l1',
      [{ type: 'InvitationResent', data: { magicLinkId: 'l1', organizationId: ORG, email: 'jan@firma.pl' } }],
      '2026-11-21T08:00:00.000Z',
    );
    // An admin link is handed over by provider staff; a revoked link sends nothing.
    await link(
      'a1',
      [
        {
          type: 'MagicLinkIssued',
          data: { magicLinkId: 'a1', organizationId: null, email: null, role: null },
        },
        { type: 'MagicLinkRevoked', data: { magicLinkId: 'a1', organizationId: null } },
      ],
      '2026-11-21T09:00:00.000Z',
    );
    await store.append(
      reportRequestsStreamId(ORG),
      [{ ...REQUEST, metadata: meta('2026-11-22T10:00:00.000Z', 'member-7') }],
      'no_stream',
    );
  }

  it('queues one e-mail per invitation send and one provider-team notice per full-report request', async () => {
    await writeLog();
    await applyLog(t.db, store, [outboxProjection]);
    const events = await store.readAll(0n, 100);
    const idOf = (type: string) => events.find((e) => e.type === type)!.eventId;
    expect(await rows()).toEqual([
      {
        message_id: idOf('MagicLinkIssued'),
        organization_id: ORG,
        kind: 'invitation',
        magic_link_id: 'l1',
        recipient: 'jan@firma.pl',
        reference: null,
        details: null,
        created_at: new Date('2026-11-20T08:00:00.000Z'),
      },
      expect.objectContaining({
        message_id: idOf('InvitationResent'),
        kind: 'reminder',
        magic_link_id: 'l1',
      }),
      {
        message_id: idOf('FullReportRequested'),
        organization_id: ORG,
        kind: 'report-request',
        magic_link_id: null,
        // The provider team: PROVIDER_TEAM_EMAIL is the API's to resolve when it sends.
        recipient: null,
        reference: 'r1',
        details: {
          period: { choice: 'custom', from: '2025-01', to: '2025-06' },
          language: 'en',
          requestedBy: 'member-7',
        },
        created_at: new Date('2026-11-22T10:00:00.000Z'),
      },
    ]);
  });

  it('a rebuild gives the same message ids, so mail.deliveries still finds them sent', async () => {
    await writeLog();
    await applyLog(t.db, store, [outboxProjection]);
    const live = await rows();
    await t.db.query(`delete from read.outbox where kind = 'report-request'`);
    await rebuildProjection(t.db, store, outboxProjection, { batchSize: 1 });
    expect(await rows()).toEqual(live);
  });

  it('takes over rows the invitations projection wrote before the split (same ids, no conflict)', async () => {
    await writeLog();
    await applyLog(t.db, store, [outboxProjection]);
    const live = await rows();
    // As after migration 018: the rows are there, the new projection starts from the beginning of the log.
    await t.db.query(`delete from read.outbox where kind = 'report-request'`);
    await t.db.query(`delete from read.projection_checkpoints where name = 'outbox'`);
    await applyLog(t.db, store, [outboxProjection]);
    expect(await rows()).toEqual(live);
  });

  it('refuses a row of no known shape (a report-request without its request, an invitation without a link)', async () => {
    const insert = (
      kind: string,
      magicLinkId: string | null,
      recipient: string | null,
      reference: string | null,
    ) =>
      t.db.query(
        `insert into read.outbox
           (message_id, organization_id, kind, magic_link_id, recipient, reference, details, created_at)
         values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, now())`,
        [ORG, kind, magicLinkId, recipient, reference, reference ? '{}' : null],
      );
    await expect(insert('report-request', null, null, null)).rejects.toThrow(/outbox_kind_shape/);
    await expect(insert('invitation', null, 'jan@firma.pl', null)).rejects.toThrow(/outbox_kind_shape/);
    await expect(insert('newsletter', null, 'jan@firma.pl', 'x')).rejects.toThrow(/outbox_kind_shape/);
    await insert('report-request', null, null, 'r9');
  });
});
