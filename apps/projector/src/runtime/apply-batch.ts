import type { Db } from '@ghg/database';
import type { RecordedEvent } from '@ghg/event-store';
import { advanceCheckpoint } from './checkpoints.js';
import { advanceSkippedCheckpoint } from './skipped-batch-checkpoints.js';
import { eventsOfPartition, type Partition, partitionName, WHOLE } from './partitioning.js';
import type { Projection } from './projection.js';

/**
 * One transaction: move the checkpoint from `from` to `through` (default: the batch's last position) and apply the
 * batch. Either both happen or neither, which is what makes a non-idempotent projection take effect exactly once
 * across crashes. A partition applies only its organizations' events but moves its checkpoint over the whole batch,
 * and over the events of other partitions the store passed over (`through`, from EventStore.readPartition).
 * Returns the new checkpoint.
 */
export async function applyBatch(
  db: Db,
  projection: Projection,
  from: bigint,
  events: readonly RecordedEvent[],
  partition: Partition = WHOLE,
  through: bigint = events[events.length - 1]?.position ?? from,
): Promise<bigint> {
  if (through <= from) return from;
  const checkpoint = partitionName(projection.name, partition);
  const first = events[0];
  const last = events[events.length - 1];
  if (first && first.position <= from) {
    // A subscription that re-delivers what is already applied would double-count: refuse rather than skip silently.
    throw new Error(`Projection ${checkpoint}: batch starts at ${first.position}, checkpoint is ${from}`);
  }
  if (last && last.position > through)
    throw new Error(`Projection ${checkpoint}: batch ends after ${through}`);
  const mine = eventsOfPartition(events, partition, projection.partitionKey);
  const types = projection.eventTypes;
  if (mine.length === 0 || (types && !mine.some((event) => types.includes(event.type)))) {
    // Nothing to apply: the compare-and-set alone is atomic, and refuses just as it would in a transaction; it goes
    // in one statement with the other runners' skipped batches of this turn.
    await advanceSkippedCheckpoint(db, checkpoint, from, through);
    return through;
  }
  await db.transaction(async (tx) => {
    await advanceCheckpoint(tx, checkpoint, from, through);
    await projection.apply(tx, mine);
  });
  return through;
}
