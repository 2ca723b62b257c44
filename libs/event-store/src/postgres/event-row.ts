import { type EventMetadata, type RecordedEvent } from '../event-envelope.js';

/** The columns every read selects, in the shape toRecordedEvent expects. */
export const EVENT_COLUMNS = 'position, event_id, stream_id, revision, type, data, metadata, recorded_at';

export interface EventRow {
  position: bigint | string | number;
  event_id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date | string;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    type: row.type,
    streamId: row.stream_id,
    revision: Number(row.revision),
    // BigInt() also accepts the string/number a Db with other int8 parsing would give.
    position: BigInt(row.position),
    data: row.data,
    metadata: row.metadata,
    recordedAt: new Date(row.recorded_at).toISOString(),
  };
}
