import type { Db } from '@ghg/database';
import type { EventStore, RecordedEvent } from '@ghg/event-store';
import { applyBatch } from './apply-batch.js';
import { CheckpointMovedError, readCheckpoint, resetCheckpoint } from './checkpoints.js';
import type { Projection } from './projection.js';
import { LEASE_NAMESPACE, type ProjectionLease, tryAcquireLease } from './projection-lease.js';
import { sleep } from './sleep.js';

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
  onProgress?: (info: { projection: string; position: bigint; head: bigint; events: number }) => void;
}

export interface RebuildResult {
  projection: string;
  events: number;
  position: bigint;
  durationMs: number;
}

export class LeaseUnavailableError extends Error {
  readonly code = 'LEASE_UNAVAILABLE';
  constructor(readonly projection: string) {
    super(`Projection ${projection} is being run by another projector instance; stop it to rebuild`);
    this.name = 'LeaseUnavailableError';
  }
}

/**
 * Rebuilds a read model from zero: under the projection's lease, truncate its tables and reset its checkpoint in
 * one transaction, then apply the log up to the head seen at the start, batch by batch, like the runner does.
 */
export async function rebuildProjection(
  db: Db,
  store: EventStore,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const batchSize = options.batchSize ?? 1000;
  const started = performance.now();
  const lease = await waitForLease(
    db,
    projection.name,
    options.leaseTimeoutMs ?? 30_000,
    options.takeOver ?? true,
  );
  try {
    await db.transaction(async (tx) => {
      if (projection.tables.length > 0) await tx.query(`truncate table ${projection.tables.join(', ')}`);
      await resetCheckpoint(tx, projection.name);
    });
    const head = await store.headPosition();
    let checkpoint = 0n;
    let applied = 0;
    // Reading the next batch while this one is applied hides most of the read time (PostgreSQL has a pool;
    // on PGlite the two simply take turns).
    let next = prefetch(store, checkpoint, head, batchSize);
    for (;;) {
      const events = await next;
      if (events.length === 0) break;
      next = prefetch(store, events[events.length - 1]!.position, head, batchSize);
      try {
        checkpoint = await applyBatch(db, projection, checkpoint, events);
        applied += events.length;
      } catch (error) {
        // PGlite has one connection, so an in-process runner shares the lease: it may have applied this batch.
        if (!(error instanceof CheckpointMovedError)) throw error;
        checkpoint = await readCheckpoint(db, projection.name);
        next = prefetch(store, checkpoint, head, batchSize);
      }
      options.onProgress?.({ projection: projection.name, position: checkpoint, head, events: applied });
    }
    return {
      projection: projection.name,
      events: applied,
      position: checkpoint,
      durationMs: performance.now() - started,
    };
  } finally {
    await lease.release();
  }
}

/** The batch after `after`, or none once the head seen at the start is reached. Never left unobserved. */
function prefetch(
  store: EventStore,
  after: bigint,
  head: bigint,
  batchSize: number,
): Promise<RecordedEvent[]> {
  const read = after < head ? store.readAll(after, batchSize) : Promise.resolve([]);
  read.catch(() => undefined);
  return read;
}

async function waitForLease(
  db: Db,
  projection: string,
  timeoutMs: number,
  takeOver: boolean,
): Promise<ProjectionLease> {
  const deadline = Date.now() + timeoutMs;
  let lastTakeOver = 0;
  for (;;) {
    const lease = await tryAcquireLease(db, projection);
    if (lease) return lease;
    if (Date.now() >= deadline) throw new LeaseUnavailableError(projection);
    // Again every second: the running instance may have retaken the lease before this one tried.
    if (takeOver && db.kind === 'postgres' && Date.now() - lastTakeOver >= 1000) {
      lastTakeOver = Date.now();
      await endLeaseHolders(db, projection);
    }
    await sleep(takeOver ? 20 : 200);
  }
}

/** Ends the connections that hold the projection's lease (the advisory lock of projection-lease.ts). */
async function endLeaseHolders(db: Db, projection: string): Promise<void> {
  await db.query(
    `select pg_terminate_backend(l.pid) from pg_locks l
      where l.locktype = 'advisory' and l.objsubid = 2 and l.granted
        and l.database = (select oid from pg_database where datname = current_database())
        and l.classid::bigint = $1 and l.objid::bigint = (hashtext($2)::bigint & 4294967295)
        and l.pid <> pg_backend_pid()`,
    [LEASE_NAMESPACE, projection],
  );
}
