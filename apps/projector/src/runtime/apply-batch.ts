import type { Db } from '@ghg/database';
import type { RecordedEvent } from '@ghg/event-store';
import { advanceCheckpoint } from './checkpoints.js';
import { advanceSkippedCheckpoint } from './skipped-batch-checkpoints.js';
import { eventsOfPartition, type Partition, partitionName, WHOLE } from './partitioning.js';
import type { Projection } from './projection.js';

/**
 * One transaction: move the checkpoint from `from` to the batch's last position and apply the batch. Either both
 * happen or neither, which is what makes a non-idempotent projection take effect exactly once across crashes.
 * A partition applies only its organizations' events but moves its checkpoint over the whole batch.
 * Returns the new checkpoint.
 */
export async function applyBatch(
  db: Db,
  projection: Projection,
  from: bigint,
  events: readonly RecordedEvent[],
  partition: Partition = WHOLE,
): Promise<bigint> {
  const last = events[events.length - 1];
  if (!last) return from;
  const first = events[0]!;
  const checkpoint = partitionName(projection.name, partition);
  if (first.position <= from) {
    // A subscription that re-delivers what is already applied would double-count: refuse rather than skip silently.
    throw new Error(`Projection ${checkpoint}: batch starts at ${first.position}, checkpoint is ${from}`);
  }
  const mine = eventsOfPartition(events, partition, projection.partitionKey);
  const types = projection.eventTypes;
  if (mine.length === 0 || (types && !mine.some((event) => types.includes(event.type)))) {
    // Nothing to apply: the compare-and-set alone is atomic, and refuses just as it would in a transaction; it goes
    // in one statement with the other runners' skipped batches of this turn.
    await advanceSkippedCheckpoint(db, checkpoint, from, last.position);
    return last.position;
  }
  await db.transaction(async (tx) => {
    await advanceCheckpoint(tx, checkpoint, from, last.position);
    await projection.apply(tx, mine);
  });
  return last.position;
}
