import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@ghg/database';
import { type AppendResult, type ExpectedRevision, type NewEvent } from '../event-envelope.js';
import { checkExpectedRevision } from '../expected-revision.js';

/**
 * Transaction advisory lock that serialises every append to the log.
 *
 * Why: positions come from an identity sequence. Without serialisation, transaction A can draw position 5,
 * transaction B position 6, B commits first and a reader that has seen 6 moves its checkpoint past 5 — when A
 * commits, event 5 is never delivered. Taking this lock first and drawing positions after it means the next
 * appender draws its positions only once the previous append transaction has ended, and PostgreSQL makes a
 * committed transaction visible before it releases its locks; so position order is commit order and
 * "every position ≤ the highest visible one is visible" holds for any reader.
 *
 * The alternative (recording pg_current_xact_id() per event and reading only below pg_snapshot_xmin) keeps
 * writers parallel but makes every reader more complex and delays events behind any long transaction. Appends
 * here are short (a few rows), and one lock sustains thousands of events per second (bench/event-store), so
 * simplicity wins. The transaction must be READ COMMITTED (the default): the revision check reads after the lock.
 */
export const APPEND_LOCK_KEY = 4_701_000_002;

/** NOTIFY channel: PostgreSQL delivers it when the append commits, waking subscribers in other processes. */
export const EVENTS_APPENDED_CHANNEL = 'ghg_events_appended';

const INSERT_EVENTS = `
INSERT INTO events (event_id, stream_id, revision, type, data, metadata)
SELECT e.event_id, $1, $2::int + e.ord::int, e.type, e.data::jsonb, e.metadata::jsonb
FROM unnest($3::uuid[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS e(event_id, type, data, metadata, ord)
ORDER BY e.ord
RETURNING position, revision`;

/**
 * Appends events to one stream inside the caller's open transaction (the store's append() wraps it in one).
 * Exposed so a command can append and write other rows atomically, and so tests can hold an append open.
 * After the transaction commits, call notifyEventsAppended(db) to wake local subscriptions at once.
 */
export async function appendInTransaction(
  tx: SqlClient,
  streamId: string,
  events: readonly NewEvent[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  // The notification rides along in the same round trip; it is sent only if the transaction commits.
  await tx.query('SELECT pg_advisory_xact_lock($1), pg_notify($2, NULL)', [
    APPEND_LOCK_KEY,
    EVENTS_APPENDED_CHANNEL,
  ]);
  const current = await streamRevision(tx, streamId);
  checkExpectedRevision(streamId, expectedRevision, current);

  if (events.length === 0) {
    const head = await tx.query<{ head: bigint }>('SELECT coalesce(max(position), 0) AS head FROM events');
    return { nextExpectedRevision: current ?? -1, position: BigInt(head.rows[0]!.head) };
  }

  const { rows } = await tx.query<{ position: bigint; revision: number }>(INSERT_EVENTS, [
    streamId,
    current ?? -1,
    events.map((event) => event.eventId ?? randomUUID()),
    events.map((event) => event.type),
    events.map((event) => JSON.stringify(event.data ?? null)),
    events.map((event) => JSON.stringify(event.metadata)),
  ]);
  let last = rows[0]!;
  for (const row of rows) if (row.revision > last.revision) last = row;
  return { nextExpectedRevision: Number(last.revision), position: BigInt(last.position) };
}

/** The stream's last revision, or null when it has no events. */
async function streamRevision(tx: SqlClient, streamId: string): Promise<number | null> {
  const { rows } = await tx.query<{ revision: number | null }>(
    'SELECT max(revision) AS revision FROM events WHERE stream_id = $1',
    [streamId],
  );
  const revision = rows[0]?.revision;
  return revision === null || revision === undefined ? null : Number(revision);
}
