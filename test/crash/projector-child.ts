/**
 * The projector process the crash test kills: the non-idempotent counter plus every real projection, against the
 * database in DATABASE_URL. Prints one JSON line per committed batch on stdout so the parent can aim its kill -9.
 * SIGTERM stops it gracefully (exit 0).
 */
import pino from 'pino';
import { openDb } from '@ghg/database';
import { createPostgresEventStore } from '@ghg/event-store';
import { allProjections, Projector } from '@ghg/projector';
import { crashCounter } from './crash-counter.js';

async function main(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('DATABASE_URL is required');
  const db = await openDb({ kind: 'postgres', url, poolSize: 4 });
  const store = createPostgresEventStore(db);
  const projector = new Projector(db, store, [crashCounter, ...allProjections], {
    batchSize: Number(process.env['PROJECTOR_BATCH_SIZE'] ?? 100),
    leaseRetryMs: 100,
    logger: pino({ level: process.env['LOG_LEVEL'] ?? 'warn' }, pino.destination({ dest: 2, sync: true })),
    onBatchApplied: ({ projection, to }) =>
      process.stdout.write(`${JSON.stringify({ batch: projection, to: to.toString() })}\n`),
  });
  await projector.start();
  process.stdout.write(`${JSON.stringify({ started: true })}\n`);
  await new Promise((resolve) => process.once('SIGTERM', resolve));
  await projector.stop();
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
