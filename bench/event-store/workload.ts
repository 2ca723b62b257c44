import { randomUUID } from 'node:crypto';
import { type SqlClient } from '@ghg/database';
import { type EventMetadata, type NewEvent } from '@ghg/event-store';

/** A typical answer-row event: about 300 bytes of data and 250 of metadata, like the product's edits. */
export function benchEvent(i: number): NewEvent {
  const metadata: EventMetadata = {
    actorId: 'user-3f2b9c1e-5d6a-4b7e-8c9d-0a1b2c3d4e5f',
    organizationId: 'org-7a8b9c0d-1e2f-4a5b-8c6d-7e8f9a0b1c2d',
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
    source: { channel: 'graphql', ip: '10.0.0.12', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) bench' },
  };
  return {
    eventId: randomUUID(),
    type: 'AnswerRowRecorded',
    data: {
      questionId: 'purchased-electricity',
      rowId: randomUUID(),
      period: '2025-03',
      locationId: 'loc-1',
      values: { itemType: 'grid-electricity', consumption: 1000 + (i % 97), unit: 'kWh', supplier: 'Tauron' },
      note: 'Invoice FV/2025/03/0042 for the Kraków office',
    },
    metadata,
  };
}

/** Appends go to many streams, as commands on many organizations would. */
export const streamFor = (i: number, streams: number) => `answers-bench-${i % streams}`;

/** The baseline: the same rows in a plain table with no identity, keys, indexes or revision check. */
export const CREATE_RAW_TABLE = `CREATE TABLE IF NOT EXISTS bench_raw_events (
  event_id uuid NOT NULL, stream_id text NOT NULL, revision integer NOT NULL, type text NOT NULL,
  data jsonb NOT NULL, metadata jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now())`;

export interface RawRow {
  streamId: string;
  revision: number;
  event: NewEvent;
}

/** Inserts rows in one statement, the way the event store inserts a batch. */
export async function insertRaw(client: SqlClient, rows: readonly RawRow[]): Promise<void> {
  await client.query(
    `INSERT INTO bench_raw_events (event_id, stream_id, revision, type, data, metadata)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::jsonb[], $6::jsonb[])`,
    [
      rows.map((row) => row.event.eventId),
      rows.map((row) => row.streamId),
      rows.map((row) => row.revision),
      rows.map((row) => row.event.type),
      rows.map((row) => JSON.stringify(row.event.data)),
      rows.map((row) => JSON.stringify(row.event.metadata)),
    ],
  );
}
