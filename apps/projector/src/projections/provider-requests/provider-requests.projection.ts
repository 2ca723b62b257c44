import type { SqlClient } from '@ghg/database';
import type { OffsetQuoteRequested, SupportRequestSubmitted } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { sqlJson } from '../../runtime/sql-json.js';

type RequestEvent = RecordedEvent & (SupportRequestSubmitted | OffsetQuoteRequested);
const TYPES: readonly string[] = ['SupportRequestSubmitted', 'OffsetQuoteRequested'];
const isRequest = (e: RecordedEvent): e is RequestEvent => TYPES.includes(e.type);

function rowOf(e: RequestEvent) {
  const base = {
    organization_id: e.data.organizationId,
    request_id: e.data.requestId,
    ticket_number: e.data.ticketNumber,
    message: e.data.message,
    language: e.data.language,
    sent_at: e.metadata.occurredAt,
    event_id: e.eventId,
  };
  if (e.type === 'SupportRequestSubmitted')
    return {
      ...base,
      kind: 'support',
      subject: e.data.subject,
      details: {},
      screenshot_sha256: e.data.screenshot?.sha256 ?? null,
      sent_by: e.data.submittedBy,
    };
  const { project, tonnes } = e.data;
  return {
    ...base,
    kind: 'offset-quote',
    subject: project.name,
    details: { ...project, tonnes },
    screenshot_sha256: null,
    sent_by: e.data.requestedBy,
  };
}

/**
 * `read.provider_requests`: support and offset-quote requests the provider's back office works through. Each is
 * recorded once and never changes: a batch is one insert, and a replayed batch changes nothing.
 */
export const providerRequestsProjection: Projection = {
  name: READ_MODELS.providerRequests.projection,
  tables: READ_MODELS.providerRequests.tables,
  eventTypes: TYPES,
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    const rows = events.filter(isRequest).map(rowOf);
    if (rows.length === 0) return;
    await tx.query(
      `insert into read.provider_requests
         (organization_id, request_id, kind, ticket_number, subject, message, details, screenshot_sha256,
          sent_by, language, sent_at, event_id)
       select organization_id, request_id, kind, ticket_number, subject, message, details, screenshot_sha256,
              sent_by, language, sent_at, event_id
         from jsonb_to_recordset($1::jsonb) as r(
           organization_id text, request_id text, kind text, ticket_number text, subject text, message text,
           details jsonb, screenshot_sha256 text, sent_by text, language text, sent_at timestamptz,
           event_id uuid)
       on conflict (organization_id, request_id) do nothing`,
      [sqlJson(rows)],
    );
  },
};
