/**
 * A projector process of the partition proof: the per-organization counter, the audit log (per organization) and
 * the users read model (cross-tenant, whole), with PROJECTOR_PARTITIONS partitions, against DATABASE_URL. Prints
 * one JSON line per committed batch (which partition, from, to) so the parent sees who runs what. SIGTERM stops it.
 */
import pino from 'pino';
import { openDb } from '@ghg/database';
import { createPostgresEventStore } from '@ghg/event-store';
import { allProjections, Projector } from '@ghg/projector';
import { orgCounterProjection } from '../../apps/projector/src/testing/org-counter.projection.js';

const PARTITION_PROOF_PROJECTIONS = ['audit-log', 'users'];

async function main(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('DATABASE_URL is required');
  const db = await openDb({ kind: 'postgres', url, poolSize: 5 });
  const store = createPostgresEventStore(db);
  const projections = [
    orgCounterProjection(),
    ...allProjections.filter((projection) => PARTITION_PROOF_PROJECTIONS.includes(projection.name)),
  ];
  const projector = new Projector(db, store, projections, {
    partitions: Number(process.env['PROJECTOR_PARTITIONS'] ?? 1),
    batchSize: Number(process.env['PROJECTOR_BATCH_SIZE'] ?? 50),
    leaseRetryMs: 100,
    logger: pino({ level: process.env['LOG_LEVEL'] ?? 'warn' }, pino.destination({ dest: 2, sync: true })),
    onBatchApplied: ({ partition, from, to }) =>
      process.stdout.write(
        `${JSON.stringify({ batch: partition, from: from.toString(), to: to.toString(), pid: process.pid })}\n`,
      ),
  });
  await projector.start();
  process.stdout.write(`${JSON.stringify({ started: process.pid })}\n`);
  await new Promise((resolve) => process.once('SIGTERM', resolve));
  await projector.stop();
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
