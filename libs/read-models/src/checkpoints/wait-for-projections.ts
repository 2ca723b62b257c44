import { setTimeout as sleep } from 'node:timers/promises';
import type { SqlClient } from '@ghg/database';

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
  const { rows } = await db.query<{ behind: unknown; found: unknown }>(
    `select count(*) filter (where position < $1::bigint) as behind, count(*) as found
       from read.projection_checkpoints
      where $2::text[] is null or name = any($2::text[])`,
    [position.toString(), projections ? [...projections] : null],
  );
  const behind = Number(rows[0]?.behind ?? 0);
  const found = Number(rows[0]?.found ?? 0);
  return behind === 0 && (projections ? found === new Set(projections).size : true);
}
