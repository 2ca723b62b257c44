import type { Db } from '@ghg/database';
import type { EventStore, RecordedEvent } from '@ghg/event-store';
import { applyBatch } from './apply-batch.js';
import { CheckpointMovedError, readOwnCheckpoint } from './checkpoints.js';
import { type Partition, partitionName } from './partitioning.js';
import type { Projection } from './projection.js';

export interface CatchUpOptions {
  batchSize: number;
  onProgress?: (info: { position: bigint; events: number }) => void;
}

/**
 * Applies the log after `from` up to `to` (inclusive) to one partition, batch by batch, under a lease the caller
 * holds. Used by a rebuild (each partition from zero to the head) and by a partition-count change (the old
 * partitions up to a common position). Returns the events read.
 */
export async function catchUpPartition(
  db: Db,
  store: EventStore,
  projection: Projection,
  partition: Partition,
  from: bigint,
  to: bigint,
  options: CatchUpOptions,
): Promise<number> {
  let checkpoint = from;
  let events = 0;
  // Reading the next batch while this one is applied hides most of the read time (PostgreSQL has a pool;
  // on PGlite the two simply take turns).
  let next = prefetch(store, checkpoint, to, options.batchSize);
  for (;;) {
    const batch = await next;
    if (batch.length === 0) return events;
    next = prefetch(store, batch[batch.length - 1]!.position, to, options.batchSize);
    try {
      checkpoint = await applyBatch(db, projection, checkpoint, batch, partition);
      events += batch.length;
    } catch (error) {
      // PGlite has one connection, so an in-process runner shares the lease: it may have applied this batch.
      if (!(error instanceof CheckpointMovedError)) throw error;
      const stored = await readOwnCheckpoint(db, partitionName(projection.name, partition));
      if (stored === null) throw error;
      checkpoint = stored;
      next = prefetch(store, checkpoint, to, options.batchSize);
    }
    options.onProgress?.({ position: checkpoint, events });
  }
}

/** The batch after `after`, cut at `to`, or none once `to` is reached. Never left unobserved. */
function prefetch(store: EventStore, after: bigint, to: bigint, batchSize: number): Promise<RecordedEvent[]> {
  const read =
    after < to
      ? store.readAll(after, batchSize).then((events) => events.filter((event) => event.position <= to))
      : Promise.resolve([]);
  read.catch(() => undefined);
  return read;
}
