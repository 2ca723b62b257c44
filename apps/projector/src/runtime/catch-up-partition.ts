import type { Db } from '@ghg/database';
import { type EventStore, pageRead, type PartitionRead } from '@ghg/event-store';
import { applyBatch } from './apply-batch.js';
import { CheckpointMovedError, readOwnCheckpoint } from './checkpoints.js';
import { type Partition, partitionName, readsLogPartition } from './partitioning.js';
import type { Projection } from './projection.js';

export interface CatchUpOptions {
  batchSize: number;
  /** After each applied batch: the checkpoint it moved from and to, its events, and the events so far. */
  onProgress?: (info: { from: bigint; position: bigint; batchEvents: number; events: number }) => void;
  /** Stop after the first batch shorter than batchSize (the head reached): a live runner subscribes from there. */
  untilShortBatch?: boolean;
  /** Stops between batches. */
  signal?: AbortSignal;
}

/** No end: with untilShortBatch, the head is where the catch-up stops. */
export const NO_END = 0x7fff_ffff_ffff_ffffn;

/**
 * Applies the log after `from` up to `to` (inclusive) to one partition, batch by batch, under a lease the caller
 * holds. Used by a rebuild (each partition from zero to the head) and by a partition-count change (the old
 * partitions up to a common position). A partition of a projection split by the log's organization reads only its
 * own events (EventStore.readPartition), so N partitions read the log once between them. Returns the events read and
 * the checkpoint reached.
 */
export async function catchUpPartition(
  db: Db,
  store: EventStore,
  projection: Projection,
  partition: Partition,
  from: bigint,
  to: bigint,
  options: CatchUpOptions,
): Promise<{ events: number; position: bigint }> {
  const read = readerOf(store, projection, partition, to, options.batchSize);
  let checkpoint = from;
  let events = 0;
  // Reading the next batch while this one is applied hides most of the read time (PostgreSQL has a pool;
  // on PGlite the two simply take turns).
  let next = read(checkpoint);
  for (;;) {
    const batch = await next;
    if (batch.readThrough <= checkpoint || options.signal?.aborted) return { events, position: checkpoint };
    const last = options.untilShortBatch === true && batch.events.length < options.batchSize;
    next = last ? Promise.resolve({ events: [], readThrough: batch.readThrough }) : read(batch.readThrough);
    try {
      const from = checkpoint;
      checkpoint = await applyBatch(db, projection, from, batch.events, partition, batch.readThrough);
      events += batch.events.length;
      options.onProgress?.({ from, position: checkpoint, batchEvents: batch.events.length, events });
    } catch (error) {
      // PGlite has one connection, so an in-process runner shares the lease: it may have applied this batch.
      if (!(error instanceof CheckpointMovedError)) throw error;
      const stored = await readOwnCheckpoint(db, partitionName(projection.name, partition));
      if (stored === null) throw error;
      checkpoint = stored;
      next = read(checkpoint);
    }
  }
}

/**
 * The batch after a position, cut at `to` (read through at most `to`); read through nothing more once `to` is
 * reached. Each read is observed at once, so one left behind by a retry never goes unhandled.
 */
function readerOf(
  store: EventStore,
  projection: Projection,
  partition: Partition,
  to: bigint,
  batchSize: number,
): (after: bigint) => Promise<PartitionRead> {
  const own = readsLogPartition(projection, partition);
  return (after) => {
    if (after >= to) return Promise.resolve({ events: [], readThrough: after });
    const page: Promise<PartitionRead> = own
      ? store.readPartition(after, batchSize, partition)
      : store.readAll(after, batchSize).then((all) => pageRead(all, after));
    const cut = page.then(({ events, readThrough }) => ({
      events: events.filter((event) => event.position <= to),
      readThrough: readThrough < to ? readThrough : to,
    }));
    cut.catch(() => undefined);
    return cut;
  };
}
