import { getPostgreSQLEventStore, readMessagesBatch } from '@event-driven-io/emmett-postgresql';
import { dumbo } from '@event-driven-io/dumbo';
import { type Db, isTerminatedByServer } from '@ghg/database';
import { createPostgresEventStore, type NewEvent } from '@ghg/event-store';
import pg from 'pg';

/**
 * One event store under test, driven the same way: an append names the number of events the stream already has
 * (0 = a new stream) and must be refused if that is wrong, as a command that read the stream would; readAll reads
 * the whole log in pages.
 */
export interface Contender {
  name: string;
  append(streamId: string, events: readonly NewEvent[], eventsInStream: number): Promise<void>;
  /** Reads the whole log from the start in pages; returns the number of events read. */
  readAll(pageSize: number): Promise<number>;
  close(): Promise<void>;
}

export function ours(db: Db): Contender {
  const store = createPostgresEventStore(db);
  return {
    name: 'ours',
    async append(streamId, events, eventsInStream) {
      await store.append(streamId, [...events], eventsInStream === 0 ? 'no_stream' : eventsInStream - 1);
    },
    async readAll(pageSize) {
      let read = 0;
      let after = 0n;
      for (;;) {
        const page = await store.readAll(after, pageSize);
        if (page.length === 0) return read;
        read += page.length;
        after = page[page.length - 1]!.position;
      }
    },
    close: async () => undefined,
  };
}

/**
 * The Emmett PostgreSQL store (@event-driven-io/emmett-postgresql), the best-known TypeScript peer, on the same
 * database with a pool of the same size. Its expected stream version is the number of events in the stream.
 */
export async function emmett(url: string, poolSize: number): Promise<Contender> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // pool.end() resolves once its clients are told to end, not once they have: the scratch database's
  // DROP … WITH (FORCE) can reach one still closing, and pg reports that as an error event on the pool, which with
  // no listener ended the whole run (CI, 2026-11-29). Only that termination is expected; anything else is printed.
  pool.on('error', (error) => {
    if (!isTerminatedByServer(error)) console.error('[Emmett pool] idle client error:', error.message);
  });
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pooled: true, pool } });
  await store.schema.migrate();
  const reader = dumbo({ connectionString: url, pooled: true, pool });
  return {
    name: 'Emmett',
    async append(streamId, events, eventsInStream) {
      await store.appendToStream(
        streamId,
        events.map((event) => ({
          type: event.type,
          data: event.data as Record<string, unknown>,
          metadata: event.metadata as unknown as Record<string, unknown>,
        })),
        { expectedStreamVersion: eventsInStream === 0 ? 'STREAM_DOES_NOT_EXIST' : BigInt(eventsInStream) },
      );
    },
    async readAll(pageSize) {
      let read = 0;
      let after = 0n;
      for (;;) {
        const page = await readMessagesBatch(reader.execute, { after, batchSize: pageSize });
        if (page.messages.length === 0) return read;
        read += page.messages.length;
        after = page.messages[page.messages.length - 1]!.metadata.globalPosition;
        if (!page.areMessagesLeft) return read;
      }
    },
    async close() {
      await store.close();
      await pool.end().catch(() => undefined);
    },
  };
}
