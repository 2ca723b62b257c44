import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { applyBatch } from '../runtime/apply-batch.js';
import { ensureCheckpoint } from '../runtime/checkpoints.js';
import type { Projection } from '../runtime/projection.js';

/**
 * Brings projections up to the head the way a runner does (one transaction per batch from the checkpoint),
 * without a background loop: a test reads the read model right after, at a known position.
 */
export async function applyLog(
  db: Db,
  store: EventStore,
  projections: readonly Projection[],
  batchSize = 500,
): Promise<void> {
  for (const projection of projections) {
    let checkpoint = await ensureCheckpoint(db, projection.name);
    for (;;) {
      const events = await store.readAll(checkpoint, batchSize);
      if (events.length === 0) break;
      checkpoint = await applyBatch(db, projection, checkpoint, events);
    }
  }
}
