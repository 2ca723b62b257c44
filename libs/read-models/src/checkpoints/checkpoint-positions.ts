import type { SqlClient } from '@ghg/database';
import { toPosition } from './log-position.js';

/** 0n when the projection has never run. */
export async function readCheckpoint(db: SqlClient, name: string): Promise<bigint> {
  const { rows } = await db.query<{ position: unknown }>(
    'select position from read.projection_checkpoints where name = $1',
    [name],
  );
  return rows[0] ? toPosition(rows[0].position) : 0n;
}

/** Checkpoints by name; projections that never ran are absent. */
export async function readCheckpoints(db: SqlClient, names: readonly string[]): Promise<Map<string, bigint>> {
  const { rows } = await db.query<{ name: string; position: unknown }>(
    'select name, position from read.projection_checkpoints where name = any($1::text[])',
    [names],
  );
  return new Map(rows.map((row) => [row.name, toPosition(row.position)]));
}
