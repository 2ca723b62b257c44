import { preparedSql, type SqlClient } from '@ghg/database';
import { type RecordedEvent } from '../event-envelope.js';
import { IN_FLIGHT_KEY_BASE } from './append-events.js';
import { EVENT_COLUMNS, type EventRow, toRecordedEvent } from './event-row.js';

const KEY_CLASS_FIRST = IN_FLIGHT_KEY_BASE >> 32n;
/** Markers are IN_FLIGHT_KEY_BASE + a position below 2^48: their high 32 bits (pg_locks.classid) span 2^16. */
const KEY_CLASS_END = KEY_CLASS_FIRST + (1n << 16n);

/**
 * The highest position every reader may pass: the smallest in-flight append marker (append-events.ts), or no
 * limit. A scalar subquery of the reading statement, so it runs after the statement took its snapshot. The
 * session's own markers are left out: its own uncommitted events are visible to it anyway.
 */
const SAFE_HORIZON = `(SELECT coalesce(min(((l.classid::bigint << 32) | l.objid::bigint) - ${IN_FLIGHT_KEY_BASE}),
    9223372036854775807)
  FROM pg_locks l
  WHERE l.locktype = 'advisory' AND l.objsubid = 1
    AND l.classid::bigint >= ${KEY_CLASS_FIRST} AND l.classid::bigint < ${KEY_CLASS_END}
    AND l.database = (SELECT d.oid FROM pg_database d WHERE d.datname = current_database())
    AND l.pid IS DISTINCT FROM pg_backend_pid())`;

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
 * Events after `after` in position order, up to the safe horizon: never past a position an append still in
 * flight may fill, so a caller that resumes after the last position it got never skips a later commit.
 * `oneSession`: the database has a single session (PGlite), whose markers the horizon leaves out anyway, so it is
 * not computed; reading pg_locks was 95 % of an idle embedded process's CPU (every subscription polls).
 */
export async function readAllEvents(
  client: SqlClient,
  after: bigint,
  limit: number,
  oneSession = false,
): Promise<RecordedEvent[]> {
  const horizon = oneSession ? '' : `AND position <= ${SAFE_HORIZON}`;
  const { rows } = await client.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE position > $1 ${horizon}
      ORDER BY position LIMIT $2`,
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
