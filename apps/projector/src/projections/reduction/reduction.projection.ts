import type { SqlClient } from '@ghg/database';
import type { ReductionPlanEvent, ReductionTargetEvent } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { organizationOfEvent } from '../../runtime/partitioning.js';

type ReductionEvent = RecordedEvent & (ReductionPlanEvent | ReductionTargetEvent);

const TYPES = ['ReductionMeasureAdopted', 'ReductionMeasureStatusChanged', 'ReductionTargetSet'];
const isReduction = (e: RecordedEvent): e is ReductionEvent => TYPES.includes(e.type);

/**
 * `read.reduction_plan_measures`, `read.reduction_plan_history` and `read.reduction_targets`. A plan changes a few
 * times a month, so each event is one statement in log order; every statement is keyed by the event or the measure,
 * so a replayed batch leaves the same rows.
 */
export const reductionProjection: Projection = {
  name: READ_MODELS.reduction.projection,
  partitionKey: organizationOfEvent,
  tables: READ_MODELS.reduction.tables,
  eventTypes: TYPES,
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    for (const e of events.filter(isReduction)) await applyOne(tx, e);
  },
};

async function applyOne(tx: SqlClient, e: ReductionEvent): Promise<void> {
  const at = e.metadata.occurredAt;
  switch (e.type) {
    case 'ReductionMeasureAdopted': {
      const d = e.data;
      await tx.query(
        `insert into read.reduction_plan_measures
           (organization_id, measure_id, section, custom_title, custom_description, owner, due_date,
            expected_reduction_tonnes, status, adopted_by, adopted_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'planned', $9, $10, $10)
         on conflict (organization_id, measure_id) do nothing`,
        [
          d.organizationId,
          d.measureId,
          d.section,
          d.custom?.title ?? null,
          d.custom?.description ?? null,
          d.owner,
          d.dueDate,
          d.expectedReductionTonnes,
          d.adoptedBy,
          at,
        ],
      );
      await history(tx, e, d.measureId, 'adopted', null, 'planned', d.adoptedBy);
      return;
    }
    case 'ReductionMeasureStatusChanged': {
      const d = e.data;
      await tx.query(
        `update read.reduction_plan_measures set status = $3, updated_at = $4
          where organization_id = $1 and measure_id = $2`,
        [d.organizationId, d.measureId, d.to, at],
      );
      await history(tx, e, d.measureId, 'status-changed', d.from, d.to, d.changedBy);
      return;
    }
    case 'ReductionTargetSet': {
      const d = e.data;
      await tx.query(
        `insert into read.reduction_targets
           (organization_id, base_year, target_year, scope12_percent, scope3_percent, base_scope12_tonnes,
            base_scope3_tonnes, set_by, set_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (organization_id) do update set
           base_year = excluded.base_year, target_year = excluded.target_year,
           scope12_percent = excluded.scope12_percent, scope3_percent = excluded.scope3_percent,
           base_scope12_tonnes = excluded.base_scope12_tonnes, base_scope3_tonnes = excluded.base_scope3_tonnes,
           set_by = excluded.set_by, set_at = excluded.set_at`,
        [
          d.organizationId,
          d.baseYear,
          d.targetYear,
          d.scope12Percent,
          d.scope3Percent,
          d.baseYearTonnes.scope12,
          d.baseYearTonnes.scope3,
          d.setBy,
          at,
        ],
      );
      return;
    }
  }
}

function history(
  tx: SqlClient,
  e: RecordedEvent,
  measureId: string,
  kind: 'adopted' | 'status-changed',
  from: string | null,
  to: string,
  actorId: string,
) {
  return tx.query(
    `insert into read.reduction_plan_history
       (event_id, organization_id, measure_id, kind, from_status, to_status, actor_id, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (event_id) do nothing`,
    [
      e.eventId,
      (e.data as { organizationId: string }).organizationId,
      measureId,
      kind,
      from,
      to,
      actorId,
      e.metadata.occurredAt,
    ],
  );
}
