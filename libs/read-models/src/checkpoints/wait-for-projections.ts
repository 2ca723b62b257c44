import { setTimeout as sleep } from 'node:timers/promises';
import type { SqlClient } from '@ghg/database';
import { CHECKPOINTS_OF_NAME } from './checkpoint-positions.js';

export interface WaitForProjectionsOptions {
  /** Upper bound on the wait; the query then answers with what the read model has. */
  timeoutMs?: number;
  /**
   * Projections that must pass the position. Default: every projection with a checkpoint (a projector creates
   * them for all its projections when it starts). A named projection without a checkpoint has not passed.
   */
  projections?: readonly string[];
  pollIntervalMs?: number;
}

/**
 * Read-your-writes: waits (bounded) until the projections' checkpoints reach `position`, the position a command's
 * append returned. Reads only the checkpoints table, so an API process without a projector uses it too.
 */
export async function waitForProjections(
  db: SqlClient,
  position: bigint,
  options: WaitForProjectionsOptions = {},
): Promise<{ reached: boolean; waitedMs: number }> {
  const { timeoutMs = 2000, projections, pollIntervalMs = 10 } = options;
  const started = performance.now();
  for (;;) {
    if (await passed(db, position, projections)) {
      return { reached: true, waitedMs: Math.round(performance.now() - started) };
    }
    const waited = performance.now() - started;
    if (waited >= timeoutMs) return { reached: false, waitedMs: Math.round(waited) };
    await sleep(Math.min(pollIntervalMs, timeoutMs - waited));
  }
}

async function passed(db: SqlClient, position: bigint, projections?: readonly string[]): Promise<boolean> {
  if (position <= 0n) return true;
  // Named projections match their partitions too (`name@p<i>of<N>`); every partition must have passed.
  const { rows } = await db.query<{ behind: unknown; found: unknown }>(
    projections
      ? `select count(*) filter (where c.position < $1::bigint) as behind, count(distinct b.name) as found
           from unnest($2::text[]) as b(name) join read.projection_checkpoints c on ${CHECKPOINTS_OF_NAME}`
      : `select count(*) filter (where position < $1::bigint) as behind, count(*) as found
           from read.projection_checkpoints`,
    projections ? [position.toString(), [...projections]] : [position.toString()],
  );
  const behind = Number(rows[0]?.behind ?? 0);
  const found = Number(rows[0]?.found ?? 0);
  return behind === 0 && (projections ? found === new Set(projections).size : true);
}
