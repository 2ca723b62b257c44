import type { SqlClient } from '@ghg/database';
import { advanceCheckpoint, CheckpointMovedError } from './checkpoints.js';

interface PendingMove {
  name: string;
  from: bigint;
  to: bigint;
  done(error?: Error): void;
}

const pendingByDb = new WeakMap<SqlClient, PendingMove[]>();

/**
 * Moves the checkpoint of a batch that had nothing to apply, together with the other runners' moves of the same
 * turn of the event loop: one statement for all (each row still a compare-and-set of its own). An append wakes
 * every runner, and most of them find nothing of theirs in it: one UPDATE each was 5.2 statements per data-entry
 * edit (docs/benchmarks.md). Rejects with CheckpointMovedError when this checkpoint was not at `from`, as
 * advanceCheckpoint does.
 */
export function advanceSkippedCheckpoint(
  db: SqlClient,
  name: string,
  from: bigint,
  to: bigint,
): Promise<void> {
  const pending = pendingByDb.get(db);
  // A second move of the same checkpoint in one turn (never expected: one lease, one runner) goes on its own.
  if (pending?.some((move) => move.name === name)) return advanceCheckpoint(db, name, from, to);
  const moves = pending ?? movesOfThisTurn(db);
  return new Promise((resolve, reject) =>
    moves.push({ name, from, to, done: (error) => (error ? reject(error) : resolve()) }),
  );
}

/** A new list of moves, sent in one statement once this turn of the event loop is over. */
function movesOfThisTurn(db: SqlClient): PendingMove[] {
  const moves: PendingMove[] = [];
  pendingByDb.set(db, moves);
  setImmediate(() => {
    pendingByDb.delete(db);
    void moveAll(db, moves);
  });
  return moves;
}

async function moveAll(db: SqlClient, moves: readonly PendingMove[]): Promise<void> {
  try {
    const { rows } = await db.query<{ name: string }>(
      `update read.projection_checkpoints c set position = m.to_position, updated_at = now()
         from unnest($1::text[], $2::bigint[], $3::bigint[]) as m(name, from_position, to_position)
        where c.name = m.name and c.position = m.from_position
        returning c.name`,
      [moves.map((m) => m.name), moves.map((m) => m.from.toString()), moves.map((m) => m.to.toString())],
    );
    const moved = new Set(rows.map((row) => row.name));
    for (const move of moves)
      move.done(moved.has(move.name) ? undefined : new CheckpointMovedError(move.name, move.from));
  } catch (error) {
    for (const move of moves) move.done(error as Error);
  }
}
