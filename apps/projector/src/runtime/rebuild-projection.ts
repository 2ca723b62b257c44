import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { catchUpPartition } from './catch-up-partition.js';
import { PARTITION_MARK, partitionName, readsLogPartition } from './partitioning.js';
import { partitionsOfProjection } from './partition-checkpoints.js';
import type { Projection } from './projection.js';
import type { ProjectionLease } from './projection-lease.js';
import { waitForLease } from './wait-for-lease.js';

export { LeaseUnavailableError } from './wait-for-lease.js';

export interface RebuildOptions {
  /** Events per transaction; larger batches rebuild faster. */
  batchSize?: number;
  /** How long to wait for a running instance to give up the lease before failing. */
  leaseTimeoutMs?: number;
  /**
   * Take the lease over from a running projector (default true): its lease connection is ended, so its runners
   * notice the lost lease and wait as standbys; this one takes the lease first and the runner of this projection
   * continues live after the rebuild. The other projections of that instance take their leases again within
   * one lease retry (PostgreSQL only: on PGlite one process holds every lease anyway).
   */
  takeOver?: boolean;
  /**
   * PROJECTOR_PARTITIONS (default 1): a projection with a partition key is rebuilt as that many partitions, each
   * under its own lease and from its own connection, at once. The running projectors continue with the same count.
   */
  partitions?: number;
  onProgress?: (info: { projection: string; position: bigint; head: bigint; events: number }) => void;
}

export interface RebuildResult {
  projection: string;
  /** Events of the log up to the head, each counted once (partitions that read the whole log count as one). */
  events: number;
  position: bigint;
  durationMs: number;
}

/**
 * Rebuilds a read model from zero: under the leases of all its partitions, truncate its tables and reset its
 * checkpoints (those of any earlier partition count go) in one transaction, then apply the log up to the head seen
 * at the start, each partition batch by batch, like the runners do.
 */
export async function rebuildProjection(
  db: Db,
  store: EventStore,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const batchSize = options.batchSize ?? 1000;
  const started = performance.now();
  const partitions = partitionsOfProjection(projection, options.partitions ?? 1);
  const leases: ProjectionLease[] = [];
  try {
    for (const partition of partitions) {
      const name = partitionName(projection.name, partition);
      leases.push(await waitForLease(db, name, options.leaseTimeoutMs ?? 30_000, options.takeOver ?? true));
    }
    await resetProjection(db, projection, partitions.length);
    const head = await store.headPosition();
    const reached = await Promise.all(
      partitions.map((partition) =>
        catchUpPartition(db, store, projection, partition, 0n, head, {
          batchSize,
          onProgress: ({ position, events: applied }) =>
            partition.index === 0 &&
            options.onProgress?.({ projection: projection.name, position, head, events: applied }),
        }),
      ),
    );
    return {
      projection: projection.name,
      events: readsLogPartition(projection, partitions[0]!)
        ? reached.reduce((sum, partition) => sum + partition.events, 0)
        : (reached[0]?.events ?? 0),
      position: head,
      durationMs: performance.now() - started,
    };
  } finally {
    for (const lease of leases) await lease.release();
  }
}

/**
 * One transaction: empty the projection's tables, drop its checkpoints of every partition count and create those of
 * `partitions` at 0. The caller holds the leases (or no projector runs, as in the benchmark).
 */
export async function resetProjection(db: Db, projection: Projection, partitions: number): Promise<void> {
  const names = partitionsOfProjection(projection, partitions).map((p) => partitionName(projection.name, p));
  await db.transaction(async (tx) => {
    if (projection.tables.length > 0) await tx.query(`truncate table ${projection.tables.join(', ')}`);
    await tx.query(
      `delete from read.projection_checkpoints
        where name = $1 or left(name, length($1) + ${PARTITION_MARK.length}) = $1 || '${PARTITION_MARK}'`,
      [projection.name],
    );
    await tx.query(`insert into read.projection_checkpoints (name, position) select unnest($1::text[]), 0`, [
      names,
    ]);
  });
}
