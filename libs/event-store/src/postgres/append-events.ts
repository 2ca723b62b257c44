import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@ghg/database';
import { type AppendResult, type ExpectedRevision, type NewEvent } from '../event-envelope.js';
import { checkExpectedRevision, expectedRevisionText } from '../expected-revision.js';
import { organizationHashOf } from '../log-partition.js';

/**
 * How appends stay parallel while readers never skip an event (append_to_stream, migration 038, spells these out).
 *
 * Positions come from an identity sequence, so without more care transaction A can draw position 5, B position 6,
 * B commits first and a reader that has seen 6 moves its checkpoint past 5; when A commits, 5 is never delivered.
 * Instead of serialising every append behind one lock (migration 016, issue 22: commits then queue one WAL flush
 * at a time), each append transaction holds, until it ends, a SHARED advisory lock keyed IN_FLIGHT_KEY_BASE +
 * (a lower bound of the positions it draws), taken before drawing them. A reader (read_events_after, migration
 * 050) reads the highest position drawn, then pg_locks, and only then takes the snapshot it reads the events with,
 * delivering positions ≤ both the highest drawn and the smallest key still held: an append whose key it did not
 * see had either ended (PostgreSQL makes a commit visible before it releases the locks, so the snapshot taken
 * after sees it) or took its key later and draws above the highest drawn. (Reading pg_locks under the events'
 * own snapshot, as migration 038 first did, missed an append committing in between.)
 * Chosen over storing pg_current_xact_id() per event (order by transaction id) because the checkpoint stays one
 * log position: projector checkpoints, read-your-writes and the Kafka relay keep working unchanged.
 *
 * STREAM_LOCK_NAMESPACE: an exclusive per-stream transaction lock (namespace, hashtext(stream)) serialises appends
 * to one stream so the expected-revision check reads the stream's last commit. The transaction must be READ
 * COMMITTED (the default): the revision check reads after the lock with a fresh statement snapshot.
 */
export const IN_FLIGHT_KEY_BASE = 0x4747_0000_0000_0000n;
export const STREAM_LOCK_NAMESPACE = 0x67686773; // 'ghgs'

/**
 * NOTIFY channel: the store sends one (coalesced) after its appends commit (append-signal.ts), waking subscribers
 * in other processes.
 */
export const EVENTS_APPENDED_CHANNEL = 'ghg_events_appended';

/**
 * Each event's data travels as a text parameter of its own ($6, $7, …), gathered into the function's text[] by
 * ARRAY[…]: a text[] parameter would be an array literal that escapes every quote of every event on the client and
 * unescapes it on the server (seconds for a 100,000-row import's 30 MB of JSON), and one JSON array of them all
 * ($5::json, split in SQL) was a copy of every event's JSON joined into one string, parsed again on the server.
 */
const appendStatement = (events: number) => `SELECT refused, current_revision, next_revision, log_position
FROM append_to_stream($1, $2, $3::uuid[], $4::text[],
  ARRAY[${Array.from({ length: events }, (_, i) => `$${i + 7}::text`).join(',')}]::text[], $5::text[], $6::bigint[])`;

/**
 * An event as an append statement sends it beside its data's JSON: its data object can be let go. The hash of its
 * organization goes to events.organization_hash (migration 051), which partitioned readers filter on.
 */
export type EventHead = Pick<NewEvent, 'eventId' | 'type' | 'metadata'> & { organizationHash: number };

/** The head of an event to append, taken before its data is serialized and let go. */
export function eventHead(event: NewEvent): EventHead {
  const { eventId, type, metadata } = event;
  const organizationHash = organizationHashOf(event);
  return eventId === undefined
    ? { type, metadata, organizationHash }
    : { eventId, type, metadata, organizationHash };
}

interface AppendRow {
  refused: boolean;
  current_revision: number | null;
  next_revision: number | null;
  log_position: bigint | string | null;
}

/**
 * Appends events to one stream in one statement on `client`: the locks, the expected-revision check and the insert
 * all run in append_to_stream. Given a pool or Db, the statement is its own transaction (the store's append():
 * one round trip, locks held until its commit); given an open transaction, the append is part of it and the locks
 * are held until the caller commits (a command that writes other rows atomically, tests holding an append open).
 * After the transaction commits, call notifyEventsAppended(db) to wake local subscriptions at once.
 */
export async function appendToStream(
  client: SqlClient,
  streamId: string,
  events: readonly NewEvent[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  return appendSerialized(
    client,
    streamId,
    events.map(eventHead),
    events.map(serializedData),
    expectedRevision,
  );
}

/** An event's data as the log stores it (JSON text; null when it has none). */
export function serializedData(event: NewEvent): string {
  return JSON.stringify(event.data ?? null);
}

/**
 * appendToStream with each event's data already serialized (dataJson[i] belongs to events[i]): a string, or its
 * UTF-8 bytes, which pg sends as the text parameter's binary form (for text, the same bytes; the server checks
 * them as it checks a string's).
 */
export async function appendSerialized(
  client: SqlClient,
  streamId: string,
  events: readonly EventHead[],
  dataJson: readonly (string | Buffer)[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  const { rows } = await client.query<AppendRow>(appendStatement(events.length), [
    streamId,
    expectedRevisionText(expectedRevision),
    events.map((event) => event.eventId ?? randomUUID()),
    events.map((event) => event.type),
    events.map((event) => JSON.stringify(event.metadata)),
    events.map((event) => event.organizationHash),
    ...dataJson,
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

/**
 * Takes the per-stream locks of several streams in one order (by lock key), before a transaction appends to them,
 * so two transactions appending to the same streams in different orders wait instead of deadlocking.
 */
export async function lockStreamsInOrder(tx: SqlClient, streamIds: readonly string[]): Promise<void> {
  await tx.query(
    `SELECT pg_advisory_xact_lock(${STREAM_LOCK_NAMESPACE}, k.key)
       FROM (SELECT DISTINCT hashtext(s) AS key FROM unnest($1::text[]) AS s ORDER BY 1) AS k`,
    [streamIds],
  );
}
