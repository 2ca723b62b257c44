import type { SqlClient } from '@ghg/database';
import { toPosition } from '@ghg/read-models';

// Reading a checkpoint is the read side's (libs/read-models: the API reads them too); moving one is the projector's.
export { readCheckpoint, readCheckpoints, toPosition } from '@ghg/read-models';

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

/** The checkpoint stored under exactly this name (a projection or one partition), null when there is none. */
export async function readOwnCheckpoint(db: SqlClient, name: string): Promise<bigint | null> {
  const { rows } = await db.query<{ position: unknown }>(
    'select position from read.projection_checkpoints where name = $1',
    [name],
  );
  return rows[0] ? toPosition(rows[0].position) : null;
}

/** The projection's checkpoint, creating it at 0 the first time. */
export async function ensureCheckpoint(db: SqlClient, name: string): Promise<bigint> {
  await db.query(
    'insert into read.projection_checkpoints (name, position) values ($1, 0) on conflict (name) do nothing',
    [name],
  );
  return (await readOwnCheckpoint(db, name)) ?? 0n;
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
