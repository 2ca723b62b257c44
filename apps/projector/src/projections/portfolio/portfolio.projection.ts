import type { SqlClient } from '@ghg/database';
import type { DataSharingEvent, PortfolioSnapshotTaken } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { sqlJson } from '../../runtime/sql-json.js';

type ConsentEvent = RecordedEvent & DataSharingEvent;
type SnapshotEvent = RecordedEvent & PortfolioSnapshotTaken;

const isConsent = (e: RecordedEvent): e is ConsentEvent =>
  e.type === 'DataSharingConsented' || e.type === 'DataSharingWithdrawn';

/**
 * `read.data_sharing` (who consents now) and `read.portfolio_snapshots` (every snapshot; the portfolio reads the
 * newest per company and year). Both events are rare: one statement per event, in log order.
 */
export const portfolioProjection: Projection = {
  name: READ_MODELS.portfolio.projection,
  tables: READ_MODELS.portfolio.tables,
  eventTypes: ['DataSharingConsented', 'DataSharingWithdrawn', 'PortfolioSnapshotTaken'],
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      if (isConsent(event)) {
        await tx.query(
          `insert into read.data_sharing (organization_id, consented, changed_at, changed_by)
           values ($1, $2, $3, $4)
           on conflict (organization_id) do update
             set consented = excluded.consented, changed_at = excluded.changed_at, changed_by = excluded.changed_by`,
          [
            event.data.organizationId,
            event.type === 'DataSharingConsented',
            event.metadata.occurredAt,
            event.metadata.actorId,
          ],
        );
      } else if (event.type === 'PortfolioSnapshotTaken') {
        const { data } = event as SnapshotEvent;
        await tx.query(
          `insert into read.portfolio_snapshots (organization_id, year, snapshot_number, reason, locked_periods,
             figures, diff, taken_at, taken_by, event_id)
           values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8, $9, $10)
           on conflict (organization_id, year, snapshot_number) do nothing`,
          [
            data.organizationId,
            data.year,
            data.snapshotNumber,
            data.reason,
            sqlJson(data.lockedPeriods),
            sqlJson(data.figures),
            sqlJson(data.diff),
            event.metadata.occurredAt,
            event.metadata.actorId,
            event.eventId,
          ],
        );
      }
    }
  },
};
