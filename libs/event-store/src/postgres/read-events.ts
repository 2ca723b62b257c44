import type { SqlClient } from '@ghg/database';
import { type RecordedEvent } from '../event-envelope.js';
import { EVENT_COLUMNS, type EventRow, toRecordedEvent } from './event-row.js';

export async function readStreamEvents(
  client: SqlClient,
  streamId: string,
  fromRevision = 0,
): Promise<RecordedEvent[]> {
  const { rows } = await client.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`,
    [streamId, fromRevision],
  );
  return rows.map(toRecordedEvent);
}

/** Appends are serialised (append-events.ts), so a plain position range never skips a later commit. */
export async function readAllEvents(
  client: SqlClient,
  after: bigint,
  limit: number,
): Promise<RecordedEvent[]> {
  const { rows } = await client.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`,
    [after.toString(), limit],
  );
  return rows.map(toRecordedEvent);
}

export async function readHeadPosition(client: SqlClient): Promise<bigint> {
  const { rows } = await client.query<{ head: bigint }>(
    'SELECT coalesce(max(position), 0) AS head FROM events',
  );
  return BigInt(rows[0]!.head);
}
