import { DomainError } from '@ghg/domain';
import { createPostgresEventStore, type EventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../../test/support/test-db.js';
import { type Actor, runAnswerCommand, runOrganizationCommand } from '../../testing/answer-commands.js';
import { applyLog } from '../../testing/apply-log.js';
import { answersProjection } from '../answers/answers.projection.js';
import { auditLogProjection } from '../audit-log/audit-log.projection.js';
import { blockedPeriodsProjection } from './blocked-periods.projection.js';

jest.setTimeout(60_000);

const ORG = '5a1f0c7e-3b9d-4c2e-9f10-7d2a4b6c8e01';
const staff: Actor = { organizationId: ORG, actorId: 'staff-1', role: 'provider-staff' };
const supervisor: Actor = { organizationId: ORG, actorId: 'supervisor-1', role: 'provider-supervisor' };
const member: Actor = { organizationId: ORG, actorId: 'member-1', role: 'member' };
const projections = [blockedPeriodsProjection, auditLogProjection, answersProjection];

describe('blocked periods and the answers audit trail', () => {
  let t: TestDb;
  let store: EventStore;
  beforeEach(async () => {
    t = await openTestDb();
    store = createPostgresEventStore(t.db);
    await runOrganizationCommand(store, staff, {
      type: 'RegisterOrganization',
      data: { organizationId: ORG, name: 'Acme', country: 'PL', demo: false },
    });
  });
  afterEach(async () => {
    await t.dispose();
  });

  const period = (p: string, actor: Actor, type: 'BlockPeriod' | 'UnblockPeriod', at: string) =>
    runOrganizationCommand(
      store,
      actor,
      { type, data: { organizationId: ORG, period: p, role: actor.role } },
      at,
    );

  it('lists the months blocked now, with who blocked them and when', async () => {
    await period('2025-03', staff, 'BlockPeriod', '2026-11-20T08:00:00.000Z');
    await period('2025-04', staff, 'BlockPeriod', '2026-11-20T09:00:00.000Z');
    await period('2025-04', supervisor, 'UnblockPeriod', '2026-11-21T09:00:00.000Z');
    await applyLog(t.db, store, projections);
    const { rows } = await t.db.query<{ period: string; blocked_by: string; blocked_at: Date }>(
      'select organization_id, period, blocked_by, blocked_at from read.blocked_periods',
    );
    expect(rows).toEqual([
      {
        organization_id: ORG,
        period: '2025-03',
        blocked_by: 'staff-1',
        blocked_at: new Date('2026-11-20T08:00:00.000Z'),
      },
    ]);

    // Blocked again after the reopening: the latest blocking counts.
    await period('2025-04', staff, 'BlockPeriod', '2026-11-22T09:00:00.000Z');
    await applyLog(t.db, store, projections);
    const again = await t.db.query('select period, blocked_at from read.blocked_periods order by period');
    expect(again.rows).toEqual([
      { period: '2025-03', blocked_at: new Date('2026-11-20T08:00:00.000Z') },
      { period: '2025-04', blocked_at: new Date('2026-11-22T09:00:00.000Z') },
    ]);
  });

  it('records each answer edit with its section, row and month; a refused edit leaves no trace', async () => {
    await period('2025-03', staff, 'BlockPeriod', '2026-11-20T08:00:00.000Z');
    const add = (rowId: string, p: string) =>
      runAnswerCommand(store, member, 'vehicles', {
        type: 'AddRow',
        rowId,
        table: 'vehicle-fuel',
        period: p,
        values: { itemType: 'passenger-car', consumption: 100 },
      });
    await expect(add('r0', '2025-03')).rejects.toThrow(DomainError);
    await add('r1', '2025-02');
    await add('r2', '2025-04');
    await runAnswerCommand(store, member, 'vehicles', { type: 'DeleteRows', rowIds: ['r1', 'r2'] });
    await applyLog(t.db, store, projections);

    const { rows } = await t.db.query(
      `select event_type, actor_id, question_id, row_id, period, field, before, after from read.audit_log
        where question_id is not null order by position, ordinal`,
    );
    const added = (rowId: string, p: string) => [
      {
        event_type: 'RowAdded',
        actor_id: 'member-1',
        question_id: 'vehicles',
        row_id: rowId,
        period: p,
        field: 'period',
        before: null,
        after: p,
      },
      {
        event_type: 'RowAdded',
        actor_id: 'member-1',
        question_id: 'vehicles',
        row_id: rowId,
        period: p,
        field: 'itemType',
        before: null,
        after: 'passenger-car',
      },
      {
        event_type: 'RowAdded',
        actor_id: 'member-1',
        question_id: 'vehicles',
        row_id: rowId,
        period: p,
        field: 'consumption',
        before: null,
        after: 100,
      },
    ];
    const deleted = (rowId: string, p: string) => ({
      event_type: 'RowsDeleted',
      actor_id: 'member-1',
      question_id: 'vehicles',
      row_id: rowId,
      period: p,
      field: 'row',
      before: 'vehicle-fuel',
      after: null,
    });
    expect(rows).toEqual([
      ...added('r1', '2025-02'),
      ...added('r2', '2025-04'),
      deleted('r1', '2025-02'),
      deleted('r2', '2025-04'),
    ]);
    const blocking = await t.db.query(
      `select period, field, after from read.audit_log where event_type = 'PeriodBlocked'`,
    );
    expect(blocking.rows).toEqual([{ period: '2025-03', field: 'blockedPeriod', after: '2025-03' }]);
    const lines = await t.db.query('select count(*)::int as n from read.answer_rows');
    expect(lines.rows).toEqual([{ n: 0 }]);
  });
});
