/**
 * One projector process of the partitioned rebuild benchmark: opens the database, says `ready`, and on the parent's
 * `go <head>` applies its partition of the projection from zero to the head under the partition's lease, then prints
 * what it did and exits. argv: projection name, partition index, partition count. DATABASE_URL: the scratch database.
 */
import { createInterface } from 'node:readline';
import { openDb } from '@ghg/database';
import { createPostgresEventStore } from '@ghg/event-store';
import { catchUpPartition, partitionName } from '@ghg/projector';
import { waitForLease } from '../../apps/projector/src/runtime/wait-for-lease.js';
import { benchProjection } from './partition-projections.js';

async function main(): Promise<void> {
  const [name = '', index = '0', count = '1'] = process.argv.slice(2);
  const partition = { index: Number(index), count: Number(count) };
  const projection = benchProjection(name);
  const db = await openDb({ kind: 'postgres', url: process.env['DATABASE_URL']!, poolSize: 3 });
  try {
    const store = createPostgresEventStore(db);
    const lease = await waitForLease(db, partitionName(projection.name, partition), 10_000, false);
    process.stdout.write('ready\n');
    const line = await new Promise<string>((resolve) =>
      createInterface({ input: process.stdin }).once('line', resolve),
    );
    const head = BigInt(line.replace(/^go /, ''));
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { events } = await catchUpPartition(db, store, projection, partition, 0n, head, {
      batchSize: 2000,
    });
    await lease.release();
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    process.stdout.write(`${JSON.stringify({ events, ms: performance.now() - started, cpuMs })}\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
