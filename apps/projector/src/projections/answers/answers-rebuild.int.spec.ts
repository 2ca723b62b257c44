import type { AnswerCommand, SectionKey } from '@ghg/domain';
import { createPostgresEventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../../test/support/test-db.js';
import { rebuildProjection } from '../../runtime/rebuild-projection.js';
import { type Actor, runAnswerCommand, runOrganizationCommand } from '../../testing/answer-commands.js';
import { applyLog } from '../../testing/apply-log.js';
import { snapshotTables } from '../../testing/read-model-snapshot.js';
import { auditLogProjection } from '../audit-log/audit-log.projection.js';
import { blockedPeriodsProjection } from '../blocked-periods/blocked-periods.projection.js';
import { answersProjection } from './answers.projection.js';

jest.setTimeout(120_000);

const ORGS = [
  '5a1f0c7e-3b9d-4c2e-9f10-7d2a4b6c8e01',
  '0c9e4f7a-2d1b-4a8e-8c3f-6b5d7e9f1a02',
  'b7e2d4c6-1a3f-4e5d-9c8b-2f4a6d8e0c13',
];
const projections = [answersProjection, blockedPeriodsProjection, auditLogProjection];

/** A working session on one organization: the wizard, rows added, changed, duplicated and deleted. */
function session(org: number): [SectionKey, AnswerCommand][] {
  const fuel = (rowId: string, period: string, consumption: number | null): AnswerCommand => ({
    type: 'AddRow',
    rowId,
    table: 'vehicle-fuel',
    period,
    values: { itemType: 'passenger-car', fuelType: 'diesel', unit: 'litres', consumption },
  });
  return [
    ['vehicles', { type: 'AnswerInitialQuestion', answer: 'yes' }],
    ['vehicles', { type: 'ChooseItems', items: ['passenger-car', 'truck'] }],
    ['vehicles', { type: 'ChooseFuels', fuels: ['diesel', 'petrol'] }],
    ['vehicles', { type: 'ChoosePath', path: 'detailed' }],
    ['vehicles', fuel(`a${org}`, '2025-01', 10 * (org + 1))],
    ['vehicles', fuel(`b${org}`, '2025-02', null)],
    ['vehicles', fuel(`c${org}`, '2025-03', 7.25)],
    ['vehicles', { type: 'UpdateRow', rowId: `b${org}`, values: { consumption: 3 } }],
    ['vehicles', { type: 'UpdateRow', rowId: `a${org}`, period: '2025-04', values: { itemType: 'truck' } }],
    ['vehicles', { type: 'DuplicateRow', rowId: `c${org}`, newRowId: `d${org}` }],
    ['vehicles', { type: 'DeleteRows', rowIds: [`c${org}`] }],
    [
      'equipment',
      {
        type: 'DefineCustomFactor',
        custom: { customId: 'chips', kind: 'fuel', name: 'Wood chips', kgCo2ePerUnit: 0.1, unit: 'kg' },
      },
    ],
    [
      'equipment',
      {
        type: 'AddRow',
        rowId: `e${org}`,
        table: 'equipment-fuel',
        period: '2025-05',
        values: { itemType: 'boiler', fuelType: 'custom:chips', consumption: 500, unit: 'kg' },
      },
    ],
    [
      'equipment',
      {
        type: 'DefineCustomFactor',
        custom: { customId: 'chips', kind: 'fuel', name: 'Wood chips', kgCo2ePerUnit: 0.2, unit: 'kg' },
      },
    ],
    ['purchased-goods', { type: 'AnswerInitialQuestion', answer: 'yes' }],
    // A later batch must find the custom factor in the stored sheet to calculate this row.
    ['equipment', { type: 'UpdateRow', rowId: `e${org}`, values: { consumption: 600 } }],
    ['purchased-goods', { type: 'AddRow', rowId: `p${org}`, table: 'metals', period: '2025-06', values: {} }],
    ...(org === 2
      ? ([
          ['vehicles', { type: 'DeleteAllRows' }],
          ['vehicles', { type: 'ResetSection' }],
          ['vehicles', fuel('again', '2025-07', 1)],
        ] as [SectionKey, AnswerCommand][])
      : []),
  ];
}

describe('answers projection rebuild', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('gives the same tables from zero as applied live in small batches', async () => {
    const store = createPostgresEventStore(t.db);
    const sessions = ORGS.map((_, i) => session(i));
    const actors: Actor[] = ORGS.map((organizationId, i) => ({
      organizationId,
      actorId: `member-${i}`,
      role: 'member',
    }));
    for (const [i, actor] of actors.entries()) {
      const staff: Actor = { ...actor, actorId: `staff-${i}`, role: 'provider-staff' };
      await runOrganizationCommand(store, staff, {
        type: 'RegisterOrganization',
        data: { organizationId: actor.organizationId, name: `Org ${i}`, country: 'PL', demo: false },
      });
    }
    // Organizations interleave, and the projections catch up every few commands in batches of 3 events, so a
    // sheet's events fall into many batches (and several sheets share one).
    for (let step = 0; step < Math.max(...sessions.map((s) => s.length)); step++) {
      for (const [i, actor] of actors.entries()) {
        const next = sessions[i]![step];
        if (next) await runAnswerCommand(store, actor, next[0], next[1]);
      }
      if (step === 5) {
        const staff: Actor = { ...actors[1]!, actorId: 'staff', role: 'provider-staff' };
        await runOrganizationCommand(store, staff, {
          type: 'BlockPeriod',
          data: { organizationId: staff.organizationId, period: '2024-12', role: staff.role },
        });
      }
      if (step % 2 === 1) await applyLog(t.db, store, projections, 3);
    }
    await applyLog(t.db, store, projections, 3);

    const tables = projections.flatMap((p) => p.tables);
    const live = await snapshotTables(t.db, tables);
    expect(live['read.emission_lines']!.length).toBe(3 * 4 - 3 + 1); // 3 orgs × (a, b, d, e); org 2 deleted its three vehicle rows, added one
    expect(live['read.blocked_periods']).toHaveLength(1);

    await t.db.query(`update read.emission_lines set co2e_kg = co2e_kg + 1`);
    await t.db.query(`delete from read.answer_rows where row_id = 'b0'`);
    for (const projection of projections)
      await rebuildProjection(t.db, store, projection, { batchSize: 1000 });
    expect(await snapshotTables(t.db, tables)).toEqual(live);
  });
});
