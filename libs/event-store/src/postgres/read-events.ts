import { preparedSql, type SqlClient } from '@ghg/database';
import { type RecordedEvent } from '../event-envelope.js';
import type { LogPartition, PartitionRead } from '../log-partition.js';
import { EVENT_COLUMNS, type EventRow, toRecordedEvent } from './event-row.js';

/** Every request to an organization reads its stream from the last folded revision (OrganizationStateCache). */
const READ_STREAM_SQL = preparedSql(
  'events-read-stream',
  `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`,
);

export async function readStreamEvents(
  client: SqlClient,
  streamId: string,
  fromRevision = 0,
): Promise<RecordedEvent[]> {
  const { rows } = await client.query<EventRow>(READ_STREAM_SQL, [streamId, fromRevision]);
  return rows.map(toRecordedEvent);
}

/**
 * Events after `after` in position order, never past a position an append still in flight may fill, so a caller
 * that resumes after the last position it got never skips a later commit. On PostgreSQL read_events_after
 * (migration 050) finds how far that is before it takes the snapshot it reads with: the highest position drawn,
 * then the smallest in-flight marker (append-events.ts), then the events. One statement that read pg_locks under
 * its own snapshot could miss an append committing in between (read-horizon.int.spec.ts).
 * `oneSession`: the database has a single session (PGlite), where nothing commits during a read, so the plain
 * read is enough; reading pg_locks was 95 % of an idle embedded process's CPU (every subscription polls).
 */
export async function readAllEvents(
  client: SqlClient,
  after: bigint,
  limit: number,
  oneSession = false,
): Promise<RecordedEvent[]> {
  const source = oneSession ? 'events' : 'read_events_after($1, $2) AS events';
  const where = oneSession ? 'WHERE position > $1' : '';
  const { rows } = await client.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM ${source} ${where} ORDER BY position LIMIT $2`,
    [after.toString(), limit],
  );
  return rows.map(toRecordedEvent);
}

/**
 * One partition's events after `after` (log-partition.ts), filtered by events.organization_hash in the database, and
 * the position read through. As readAllEvents, it reads no further than read_horizon() (migration 051) allows, in a
 * statement of its own before the events' snapshot is taken (on PGlite: the head). Events appended before
 * migration 051 have no hash: every partition gets them, for its caller to filter.
 */
export async function readPartitionEvents(
  client: SqlClient,
  after: bigint,
  limit: number,
  partition: LogPartition,
  oneSession = false,
): Promise<PartitionRead> {
  const { rows: bounds } = await client.query<{ bound: bigint | string | null }>(
    oneSession ? 'SELECT max(position) AS bound FROM events' : 'SELECT read_horizon() AS bound',
  );
  const bound = BigInt(bounds[0]?.bound ?? 0);
  if (bound <= after) return { events: [], readThrough: after };
  const { rows } = await client.query<EventRow>(READ_PARTITION_SQL, [
    after.toString(),
    bound.toString(),
    partition.count,
    partition.index,
    limit,
  ]);
  const events = rows.map(toRecordedEvent);
  return { events, readThrough: events.length < limit ? bound : events[events.length - 1]!.position };
}

// read_partition_after (migration 052) rules out a sort, so the filtered read always walks the position index: planned
// freely, it fetched and sorted the whole rest of the log for every batch while few matches were expected.
const READ_PARTITION_SQL = preparedSql(
  'events-read-partition',
  `SELECT ${EVENT_COLUMNS} FROM read_partition_after($1, $2, $3, $4, $5) AS events ORDER BY position`,
);

export async function readHeadPosition(client: SqlClient): Promise<bigint> {
  const { rows } = await client.query<{ head: bigint }>(
    'SELECT coalesce(max(position), 0) AS head FROM events',
  );
  return BigInt(rows[0]!.head);
}
