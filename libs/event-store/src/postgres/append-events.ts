import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@ghg/database';
import { type AppendResult, type ExpectedRevision, type NewEvent } from '../event-envelope.js';
import { checkExpectedRevision, expectedRevisionText } from '../expected-revision.js';

/**
 * Transaction advisory lock that serialises every append to the log (taken by append_to_stream, migration 016,
 * which spells the number out).
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
 * here are short (a few rows) and the lock is held for server time only (one statement, see migration 016), so
 * simplicity wins. The transaction must be READ COMMITTED (the default): the revision check reads after the lock.
 */
export const APPEND_LOCK_KEY = 4_701_000_002;

/**
 * NOTIFY channel (sent by append_to_stream): PostgreSQL delivers it when the append commits, waking subscribers
 * in other processes.
 */
export const EVENTS_APPENDED_CHANNEL = 'ghg_events_appended';

const APPEND_TO_STREAM = `SELECT refused, current_revision, next_revision, log_position
FROM append_to_stream($1, $2, $3::uuid[], $4::text[], $5::text[], $6::text[])`;

interface AppendRow {
  refused: boolean;
  current_revision: number | null;
  next_revision: number | null;
  log_position: bigint | string | null;
}

/**
 * Appends events to one stream in one statement on `client`: the lock, the expected-revision check and the insert
 * all run in append_to_stream. Given a pool or Db, the statement is its own transaction (the store's append():
 * one round trip, lock held until its commit); given an open transaction, the append is part of it and the lock
 * is held until the caller commits (a command that writes other rows atomically, tests holding an append open).
 * After the transaction commits, call notifyEventsAppended(db) to wake local subscriptions at once.
 */
export async function appendToStream(
  client: SqlClient,
  streamId: string,
  events: readonly NewEvent[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  const { rows } = await client.query<AppendRow>(APPEND_TO_STREAM, [
    streamId,
    expectedRevisionText(expectedRevision),
    events.map((event) => event.eventId ?? randomUUID()),
    events.map((event) => event.type),
    events.map((event) => JSON.stringify(event.data ?? null)),
    events.map((event) => JSON.stringify(event.metadata)),
  ]);
  const row = rows[0]!;
  const current = row.current_revision === null ? null : Number(row.current_revision);
  if (row.refused) {
    // The same rule decided in SQL; here it builds the error with the actual revision.
    checkExpectedRevision(streamId, expectedRevision, current);
    throw new Error(
      `append_to_stream refused ${streamId} at ${String(expectedRevision)} (current ${current})`,
    );
  }
  return { nextExpectedRevision: Number(row.next_revision), position: BigInt(row.log_position!) };
}

/** appendToStream inside the caller's open transaction: the append commits or rolls back with it. */
export const appendInTransaction: (
  tx: SqlClient,
  streamId: string,
  events: readonly NewEvent[],
  expectedRevision: ExpectedRevision,
) => Promise<AppendResult> = appendToStream;
