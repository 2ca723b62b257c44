import { randomUUID } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type JSONType,
} from '@eventstore/db-client';
import type { ExpectedRevision, RecordedEvent } from '../event-envelope.js';
import { type EventStore, WrongExpectedRevisionError } from '../event-store.port.js';
import { readPartitionOfPage } from '../log-partition.js';
import { AppendSignal } from '../postgres/append-signal.js';
import { startCatchUpSubscription } from '../postgres/catch-up-subscription.js';
import { type EsdbEvent, isOwnEvent, toRecordedEvent, toStoredMetadata } from './event-mapping.js';

export interface EventStoreDbOptions {
  /** How often an idle subscription reads $all again. Default 100 ms. */
  pollIntervalMs?: number;
}

export interface EventStoreDbEventStore extends EventStore {
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The EventStore port on EventStoreDB (EVENT_STORE=eventstoredb, EVENTSTORE_URL=esdb://…). Streams map 1:1,
 * revisions are EventStoreDB's, positions are $all commit positions, metadata keeps $correlationId/$causationId.
 * Subscriptions reuse the polling catch-up loop of the PostgreSQL adapter over readAll, so both adapters hand
 * out batches the same way.
 */
export function createEventStoreDbEventStore(
  url: string,
  options: EventStoreDbOptions = {},
): EventStoreDbEventStore {
  const client = EventStoreDBClient.connectionString(url);
  const signal = new AppendSignal();

  async function readAll(after: bigint, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    const fromPosition = after > 0n ? { commit: after, prepare: after } : START;
    for await (const resolved of client.readAll({ fromPosition, direction: FORWARDS })) {
      const event = resolved.event as EsdbEvent | undefined;
      if (!event || !isOwnEvent(event)) continue;
      const recorded = toRecordedEvent(event, resolved.commitPosition);
      if (recorded.position <= after) continue;
      events.push(recorded);
      if (events.length >= limit) break;
    }
    return events;
  }

  async function readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamId, {
        fromRevision: BigInt(fromRevision),
        direction: FORWARDS,
      })) {
        const event = resolved.event as EsdbEvent | undefined;
        if (event) events.push(toRecordedEvent(event, resolved.commitPosition));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  const store: EventStoreDbEventStore = {
    async append(streamId, events, expectedRevision) {
      const revision = toEsdbRevision(expectedRevision);
      const prepared = events.map((event) => {
        const id = event.eventId ?? randomUUID();
        // Checked here so a bad id refuses the whole append before anything is sent.
        if (!UUID.test(id)) throw new TypeError(`eventId must be a UUID, got "${id}"`);
        return jsonEvent({
          id,
          type: event.type,
          data: event.data as JSONType,
          metadata: toStoredMetadata(event.metadata) as unknown as JSONType,
        });
      });
      try {
        const result = await client.appendToStream(streamId, prepared, { expectedRevision: revision });
        const nextExpectedRevision = Number(result.nextExpectedRevision);
        if (events.length > 0) signal.notify();
        // The append reports the last event's commit position; read it back only if a server left it out.
        const position =
          result.position?.commit ?? (await readStream(streamId, nextExpectedRevision))[0]?.position;
        return { nextExpectedRevision, position: position ?? 0n };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
          throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
        }
        throw error;
      }
    },
    readStream: (streamId, readOptions) => readStream(streamId, readOptions?.fromRevision ?? 0),
    readAll,
    readPartition: (after, limit, partition) => readPartitionOfPage(readAll, after, limit, partition),
    async headPosition() {
      for await (const resolved of client.readAll({ fromPosition: END, direction: BACKWARDS })) {
        const event = resolved.event as EsdbEvent | undefined;
        if (event && isOwnEvent(event)) return toRecordedEvent(event, resolved.commitPosition).position;
      }
      return 0n;
    },
    subscribeToAll: (subscribeOptions) =>
      startCatchUpSubscription(readAll, signal, options.pollIntervalMs ?? 100, subscribeOptions),
    // EventStoreDB appends atomically per stream only: one stream after the other, the first conflict stops.
    async appendToStreams(appends) {
      const results = [];
      for (const { streamId, events, expectedRevision } of appends)
        results.push(await store.append(streamId, [...events], expectedRevision));
      return results;
    },
    close: () => client.dispose(),
  };
  return store;
}

function toEsdbRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default: {
      const revision = Number(expected);
      if (!Number.isSafeInteger(revision) || revision < 0) {
        throw new TypeError(
          `Expected revision must be a revision (integer ≥ 0) or a marker, got ${expected}`,
        );
      }
      return BigInt(revision);
    }
  }
}
