import type { SqlClient } from '@ghg/database';

/** Thrown when a batch finds its checkpoint moved by someone else (a rebuild, or an instance that lost its lease). */
export class CheckpointMovedError extends Error {
  readonly code = 'CHECKPOINT_MOVED';
  constructor(
    readonly projection: string,
    readonly expected: bigint,
  ) {
    super(`Projection ${projection}: checkpoint is no longer at ${expected}; re-reading it`);
    this.name = 'CheckpointMovedError';
  }
}

/** bigint columns arrive as string (pg), number or bigint (PGlite) depending on the driver. */
export function toPosition(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  throw new TypeError(`Not a log position: ${String(value)}`);
}

/** The projection's checkpoint, creating it at 0 the first time. */
export async function ensureCheckpoint(db: SqlClient, name: string): Promise<bigint> {
  await db.query(
    'insert into read.projection_checkpoints (name, position) values ($1, 0) on conflict (name) do nothing',
    [name],
  );
  return readCheckpoint(db, name);
}

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

/**
 * Compare-and-set inside the batch transaction, before the batch is applied: it row-locks the checkpoint, so two
 * writers of one projection serialise, and the loser sees the moved position and rolls back its whole batch.
 */
export async function advanceCheckpoint(
  tx: SqlClient,
  name: string,
  from: bigint,
  to: bigint,
): Promise<void> {
  const { rows } = await tx.query(
    `update read.projection_checkpoints set position = $3::bigint, updated_at = now()
      where name = $1 and position = $2::bigint returning name`,
    [name, from.toString(), to.toString()],
  );
  if (rows.length !== 1) throw new CheckpointMovedError(name, from);
}

export async function resetCheckpoint(tx: SqlClient, name: string): Promise<void> {
  await tx.query(
    `insert into read.projection_checkpoints (name, position) values ($1, 0)
       on conflict (name) do update set position = 0, updated_at = now()`,
    [name],
  );
}
