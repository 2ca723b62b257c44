import type { Db } from '@ghg/database';
import type { RecordedEvent } from '@ghg/event-store';
import { advanceCheckpoint } from './checkpoints.js';
import type { Projection } from './projection.js';

/**
 * One transaction: move the checkpoint from `from` to the batch's last position and apply the batch. Either both
 * happen or neither, which is what makes a non-idempotent projection take effect exactly once across crashes.
 * Returns the new checkpoint.
 */
export async function applyBatch(
  db: Db,
  projection: Projection,
  from: bigint,
  events: readonly RecordedEvent[],
): Promise<bigint> {
  const last = events[events.length - 1];
  if (!last) return from;
  const first = events[0]!;
  if (first.position <= from) {
    // A subscription that re-delivers what is already applied would double-count: refuse rather than skip silently.
    throw new Error(
      `Projection ${projection.name}: batch starts at ${first.position}, checkpoint is ${from}`,
    );
  }
  if (projection.eventTypes && !events.some((event) => projection.eventTypes!.includes(event.type))) {
    // Nothing to apply: the compare-and-set alone is atomic, and refuses just as it would in a transaction.
    await advanceCheckpoint(db, projection.name, from, last.position);
    return last.position;
  }
  await db.transaction(async (tx) => {
    await advanceCheckpoint(tx, projection.name, from, last.position);
    await projection.apply(tx, events);
  });
  return last.position;
}
