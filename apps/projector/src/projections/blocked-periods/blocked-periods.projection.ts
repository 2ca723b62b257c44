import type { SqlClient } from '@ghg/database';
import type { PeriodBlocked, PeriodUnblocked } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { organizationOfEvent } from '../../runtime/partitioning.js';

type PeriodEvent = RecordedEvent & (PeriodBlocked | PeriodUnblocked);

const isPeriodEvent = (e: RecordedEvent): e is PeriodEvent =>
  e.type === 'PeriodBlocked' || e.type === 'PeriodUnblocked';

/**
 * `read.blocked_periods`: months provider staff blocked, with who and when. Blocking and unblocking are rare, so
 * one statement per event, in log order (a month blocked, unblocked and blocked again ends blocked).
 */
export const blockedPeriodsProjection: Projection = {
  name: READ_MODELS.blockedPeriods.projection,
  partitionKey: organizationOfEvent,
  tables: READ_MODELS.blockedPeriods.tables,
  eventTypes: ['PeriodBlocked', 'PeriodUnblocked'],
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events.filter(isPeriodEvent)) {
      const { organizationId, period } = event.data;
      if (event.type === 'PeriodBlocked') {
        await tx.query(
          `insert into read.blocked_periods (organization_id, period, blocked_by, blocked_at)
           values ($1, $2, $3, $4)
           on conflict (organization_id, period) do update
             set blocked_by = excluded.blocked_by, blocked_at = excluded.blocked_at`,
          [organizationId, period, event.metadata.actorId, event.metadata.occurredAt],
        );
      } else {
        await tx.query('delete from read.blocked_periods where organization_id = $1 and period = $2', [
          organizationId,
          period,
        ]);
      }
    }
  },
};
