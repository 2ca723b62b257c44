import type { SqlClient } from '@ghg/database';
import { toPosition } from './log-position.js';

/**
 * Rows of a projection: its own checkpoint, or those of its partitions (`name@p<i>of<N>`, PROJECTOR_PARTITIONS),
 * of which the lowest is how far the whole read model has come.
 */
export const CHECKPOINTS_OF_NAME = `(c.name = b.name or left(c.name, length(b.name) + 2) = b.name || '@p')`;

/** 0n when the projection has never run; the lowest of its partitions' when it runs in partitions. */
export async function readCheckpoint(db: SqlClient, name: string): Promise<bigint> {
  return (await readCheckpoints(db, [name])).get(name) ?? 0n;
}

/** Checkpoints by name (a partitioned projection: its lowest partition); projections that never ran are absent. */
export async function readCheckpoints(db: SqlClient, names: readonly string[]): Promise<Map<string, bigint>> {
  const { rows } = await db.query<{ name: string; position: unknown }>(
    `select b.name, min(c.position) as position
       from unnest($1::text[]) as b(name) join read.projection_checkpoints c on ${CHECKPOINTS_OF_NAME}
      group by b.name`,
    [names],
  );
  return new Map(rows.map((row) => [row.name, toPosition(row.position)]));
}
