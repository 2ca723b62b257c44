import {
  decideReportRequest,
  evolveReportRequests,
  initialReportRequestsState,
  type RequestFullReport,
  reportRequestsStreamId,
} from '@ghg/domain';
import { createPostgresEventStore, type EventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../../test/support/test-db.js';
import { rebuildProjection } from '../../runtime/rebuild-projection.js';
import { applyLog } from '../../testing/apply-log.js';
import { auditLogProjection } from '../audit-log/audit-log.projection.js';
import { reportRequestsProjection } from './report-requests.projection.js';

jest.setTimeout(60_000);

const ORG_A = '5a1f0c7e-3b9d-4c2e-9f10-7d2a4b6c8e0a';
const ORG_B = '5a1f0c7e-3b9d-4c2e-9f10-7d2a4b6c8e0b';
const NOW = new Date(2026, 10, 22, 9, 0);

/** The API's handler in short: read the stream, decide at `now`, append with the actor in metadata. */
async function request(
  store: EventStore,
  organizationId: string,
  data: Partial<RequestFullReport['data']>,
  at: string,
) {
  const streamId = reportRequestsStreamId(organizationId);
  const recorded = await store.readStream(streamId);
  const state = recorded.reduce((s, e) => evolveReportRequests(s, e as never), initialReportRequestsState);
  const command: RequestFullReport = {
    type: 'RequestFullReport',
    data: {
      requestId: 'r1',
      organizationId,
      period: { choice: 'previous-year' },
      requestedBy: 'admin-1',
      role: 'administrator',
      language: 'pl',
      ...data,
    },
  };
  const events = decideReportRequest(command, state, NOW);
  if (events.length === 0) return;
  await store.append(
    streamId,
    events.map((e) => ({
      type: e.type,
      data: e.data,
      metadata: {
        actorId: command.data.requestedBy,
        organizationId,
        correlationId: 'test',
        causationId: null,
        occurredAt: at,
        source: { channel: 'rest' as const },
      },
    })),
    recorded.length === 0 ? 'no_stream' : recorded.length - 1,
  );
}

describe('read.report_requests', () => {
  let t: TestDb;
  let store: EventStore;
  beforeEach(async () => {
    t = await openTestDb();
    store = createPostgresEventStore(t.db);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const rows = async () =>
    (
      await t.db.query(
        `select organization_id, request_id, period_choice, period_from, period_to, requested_by, language,
                requested_at from read.report_requests order by requested_at`,
      )
    ).rows;

  it('holds every request with its period, person and time; a rebuild and a replayed batch give the same rows', async () => {
    await request(store, ORG_A, {}, '2026-11-20T08:00:00.000Z');
    await request(store, ORG_A, {}, '2026-11-20T08:00:05.000Z'); // the same click again: nothing new
    await request(
      store,
      ORG_B,
      {
        requestId: 'r2',
        period: { choice: 'custom', from: '2024-02', to: '2024-07' },
        requestedBy: 'b-1',
        language: 'en',
      },
      '2026-11-21T10:00:00.000Z',
    );
    await applyLog(t.db, store, [reportRequestsProjection, auditLogProjection]);
    const live = await rows();
    expect(live).toEqual([
      {
        organization_id: ORG_A,
        request_id: 'r1',
        period_choice: 'previous-year',
        period_from: '2025-01',
        period_to: '2025-12',
        requested_by: 'admin-1',
        language: 'pl',
        requested_at: new Date('2026-11-20T08:00:00.000Z'),
      },
      {
        organization_id: ORG_B,
        request_id: 'r2',
        period_choice: 'custom',
        period_from: '2024-02',
        period_to: '2024-07',
        requested_by: 'b-1',
        language: 'en',
        requested_at: new Date('2026-11-21T10:00:00.000Z'),
      },
    ]);

    // A batch applied twice (as if its checkpoint had not moved) adds nothing.
    const log = await store.readAll(0n, 100);
    await t.db.transaction((tx) => reportRequestsProjection.apply(tx, log));
    expect(await rows()).toEqual(live);
    await t.db.query(`delete from read.report_requests where request_id = 'r2'`);
    await rebuildProjection(t.db, store, reportRequestsProjection, { batchSize: 1 });
    expect(await rows()).toEqual(live);
  });

  it('shows each request in its organization’s audit log, with the person who asked', async () => {
    await request(store, ORG_A, {}, '2026-11-20T08:00:00.000Z');
    await applyLog(t.db, store, [auditLogProjection]);
    const { rows: audit } = await t.db.query<{
      organization_id: string;
      actor_id: string;
      after: { period: unknown };
    }>(
      `select organization_id, actor_id, after from read.audit_log where event_type = 'FullReportRequested'`,
    );
    expect(audit).toEqual([
      {
        organization_id: ORG_A,
        actor_id: 'admin-1',
        after: expect.objectContaining({
          period: { choice: 'previous-year', from: '2025-01', to: '2025-12' },
        }),
      },
    ]);
  });
});
