import type { SqlClient } from '@ghg/database';
import type { FullReportPreparationStarted, FullReportRequested, FullReportSent } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { sqlJson } from '../../runtime/sql-json.js';
import { organizationOfEvent } from '../../runtime/partitioning.js';

type RequestEvent = RecordedEvent & FullReportRequested;

const isRequest = (e: RecordedEvent): e is RequestEvent => e.type === 'FullReportRequested';

/**
 * `read.report_requests`: the full-report requests the provider team works through. A request is recorded once
 * and never changes, so a batch is one insert; `on conflict do nothing` keeps a replayed batch harmless.
 */
export const reportRequestsProjection: Projection = {
  name: READ_MODELS.reportRequests.projection,
  partitionKey: organizationOfEvent,
  tables: READ_MODELS.reportRequests.tables,
  eventTypes: ['FullReportRequested', 'FullReportPreparationStarted', 'FullReportSent'],
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    await insertRequests(tx, events);
    // The provider team's moves are rare: one statement each, after the batch's new requests.
    for (const e of events) {
      if (e.type === 'FullReportPreparationStarted') {
        const { organizationId, requestId } = (e as RecordedEvent & FullReportPreparationStarted).data;
        await tx.query(
          `update read.report_requests set state = 'in-preparation'
            where organization_id = $1 and request_id = $2 and state = 'requested'`,
          [organizationId, requestId],
        );
      } else if (e.type === 'FullReportSent') {
        const { organizationId, requestId, fileId, fileName } = (e as RecordedEvent & FullReportSent).data;
        await tx.query(
          `update read.report_requests set state = 'sent', file_id = $3, file_name = $4, sent_at = $5
            where organization_id = $1 and request_id = $2`,
          [organizationId, requestId, fileId, fileName, e.metadata.occurredAt],
        );
      }
    }
  },
};

async function insertRequests(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
  const rows = events.filter(isRequest).map((e) => ({
    request_id: e.data.requestId,
    organization_id: e.data.organizationId,
    period_choice: e.data.period.choice,
    period_from: e.data.period.from,
    period_to: e.data.period.to,
    requested_by: e.data.requestedBy,
    language: e.data.language,
    requested_at: e.metadata.occurredAt,
    event_id: e.eventId,
  }));
  if (rows.length === 0) return;
  await tx.query(
    `insert into read.report_requests
         (request_id, organization_id, period_choice, period_from, period_to, requested_by, language,
          requested_at, event_id)
       select request_id, organization_id, period_choice, period_from, period_to, requested_by, language,
              requested_at, event_id
         from jsonb_to_recordset($1::jsonb) as r(
           request_id text, organization_id text, period_choice text, period_from text, period_to text,
           requested_by text, language text, requested_at timestamptz, event_id uuid)
       on conflict (organization_id, request_id) do nothing`,
    [sqlJson(rows)],
  );
}
