import type { Db, SqlClient } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { toPosition } from '@ghg/read-models';
import { catchUpPartition } from './catch-up-partition.js';
import type { ProjectorLogger } from './logger.js';
import {
  type Partition,
  PARTITION_MARK,
  partitionCountOfName,
  partitionName,
  partitionsOf,
} from './partitioning.js';
import type { Projection } from './projection.js';
import type { ProjectionLease } from './projection-lease.js';
import { waitForLease } from './wait-for-lease.js';

/** The partitions a projection runs as: `count` when it declares a partition key, else whole. */
export function partitionsOfProjection(projection: Projection, count: number): Partition[] {
  return partitionsOf(projection.partitionKey ? count : 1);
}

interface StoredCheckpoint {
  name: string;
  position: bigint;
  count: number;
}

/**
 * Creates the checkpoints of the projection's partitions before its runners start. When it last ran with another
 * partition count, hands over exactly: under the leases of the old partitions (no old runner applies meanwhile),
 * bring them to their highest position, then in one transaction replace their checkpoints with the new ones at that
 * position. An old runner still alive finds its checkpoint gone and retires, so no event is lost or applied twice.
 */
export async function preparePartitionCheckpoints(
  db: Db,
  store: EventStore,
  projection: Projection,
  count: number,
  logger: ProjectorLogger,
): Promise<void> {
  const partitions = partitionsOfProjection(projection, count);
  const wanted = partitions.length;
  if ((await storedCheckpoints(db, projection)).every((row) => row.count === wanted)) {
    await insertAt(db, projection, partitions, 0n);
    return;
  }
  const handover = await waitForLease(db, `${projection.name}${PARTITION_MARK}handover`, 120_000, false);
  const held: ProjectionLease[] = [];
  try {
    const old = (await storedCheckpoints(db, projection)).filter((row) => row.count !== wanted);
    if (old.length === 0) return await insertAt(db, projection, partitions, 0n); // another process did it
    for (const row of old) held.push(await waitForLease(db, row.name, 120_000, true));
    const target = old.reduce((max, row) => (row.position > max ? row.position : max), 0n);
    logger.info(
      { projection: projection.name, from: old.length, to: wanted, position: target.toString() },
      'projection partition count changed: handing over',
    );
    for (const row of old) {
      const partition = { index: indexOfName(projection, row.name), count: row.count };
      await catchUpPartition(db, store, projection, partition, row.position, target, { batchSize: 2000 });
    }
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ name: string; position: unknown }>(
        'select name, position from read.projection_checkpoints where name = any($1::text[]) for update',
        [old.map((row) => row.name)],
      );
      if (rows.length !== old.length || rows.some((row) => toPosition(row.position) !== target))
        throw new Error(`Projection ${projection.name}: old partitions moved during the hand-over`);
      await tx.query('delete from read.projection_checkpoints where name = any($1::text[])', [
        old.map((row) => row.name),
      ]);
      await insertAt(tx, projection, partitions, target);
    });
  } finally {
    for (const lease of held) await lease.release();
    await handover.release();
  }
}

async function storedCheckpoints(db: Db, projection: Projection): Promise<StoredCheckpoint[]> {
  const { rows } = await db.query<{ name: string; position: unknown }>(
    `select name, position from read.projection_checkpoints
      where name = $1 or left(name, length($1) + ${PARTITION_MARK.length}) = $1 || '${PARTITION_MARK}'`,
    [projection.name],
  );
  return rows.flatMap((row) => {
    const count = partitionCountOfName(projection.name, row.name);
    return count === null ? [] : [{ name: row.name, position: toPosition(row.position), count }];
  });
}

async function insertAt(
  db: SqlClient,
  projection: Projection,
  partitions: readonly Partition[],
  position: bigint,
): Promise<void> {
  await db.query(
    `insert into read.projection_checkpoints (name, position)
     select unnest($1::text[]), $2::bigint on conflict (name) do nothing`,
    [partitions.map((partition) => partitionName(projection.name, partition)), position.toString()],
  );
}

function indexOfName(projection: Projection, name: string): number {
  if (name === projection.name) return 0;
  return Number(/^(\d+)of/.exec(name.slice(projection.name.length + PARTITION_MARK.length))![1]);
}
