import type { Db } from '@ghg/database';
import { LEASE_NAMESPACE, type ProjectionLease, tryAcquireLease } from './projection-lease.js';
import { sleep } from './sleep.js';

export class LeaseUnavailableError extends Error {
  readonly code = 'LEASE_UNAVAILABLE';
  constructor(readonly projection: string) {
    super(`Projection ${projection} is being run by another projector instance; stop it to rebuild`);
    this.name = 'LeaseUnavailableError';
  }
}

/**
 * Takes a lease on a connection of its own, waiting up to timeoutMs. takeOver: end the connection of the instance
 * holding it (PostgreSQL), whose runner then waits as a standby.
 */
export async function waitForLease(
  db: Db,
  name: string,
  timeoutMs: number,
  takeOver: boolean,
): Promise<ProjectionLease> {
  const deadline = Date.now() + timeoutMs;
  let lastTakeOver = 0;
  for (;;) {
    const lease = await tryAcquireLease(db, name);
    if (lease) return lease;
    if (Date.now() >= deadline) throw new LeaseUnavailableError(name);
    // Again every second: the running instance may have retaken the lease before this one tried.
    if (takeOver && db.kind === 'postgres' && Date.now() - lastTakeOver >= 1000) {
      lastTakeOver = Date.now();
      await endLeaseHolders(db, name);
    }
    await sleep(takeOver ? 20 : 200);
  }
}

/** Ends the connections that hold the lease (the advisory lock of projection-lease.ts). */
async function endLeaseHolders(db: Db, name: string): Promise<void> {
  await db.query(
    `select pg_terminate_backend(l.pid) from pg_locks l
      where l.locktype = 'advisory' and l.objsubid = 2 and l.granted
        and l.database = (select oid from pg_database where datname = current_database())
        and l.classid::bigint = $1 and l.objid::bigint = (hashtext($2)::bigint & 4294967295)
        and l.pid <> pg_backend_pid()`,
    [LEASE_NAMESPACE, name],
  );
}
