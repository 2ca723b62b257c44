/**
 * The standalone projector process (plain Node, no NestJS: it has no controllers or injected services, only a
 * loop per projection and two health routes).
 *   node apps/projector/dist/main.js                      run every projection, follow the log
 *   node apps/projector/dist/main.js rebuild <projection>  rebuild one read model from zero, then exit
 * Environment: DATABASE_URL (required), PROJECTOR_PORT (default 3001), PROJECTOR_BATCH_SIZE (default 500),
 * LOG_LEVEL (default info), PROJECTOR_PARTITIONS (default 1: per-organization projections split into that many
 * partitions, each with its own lease and checkpoint; run as many projector processes; the same count everywhere). KAFKA_BROKERS (and the other KAFKA_* settings, docs/operations.md) turn on the Kafka
 * relay beside the projections.
 */
import { dbConfigFromEnv, openDb, runMigrations } from '@ghg/database';
import { type EventStore, eventStoreFromEnv } from '@ghg/event-store';
import { startHealthServer } from './http/health-server.js';
import { allProjections } from './projections/index.js';
import { createProjectorLogger, errorFields } from './runtime/logger.js';
import { Projector } from './runtime/projector.js';
import { kafkaRelayConfigFromEnv, startKafkaRelay, withRelayLag } from './relay/index.js';
import { rebuildProjection } from './runtime/rebuild-projection.js';

const logger = createProjectorLogger();

async function main(args: readonly string[]): Promise<number> {
  if (!process.env['DATABASE_URL']?.trim()) {
    logger.error(
      { code: 'DATABASE_URL_MISSING' },
      'DATABASE_URL is required: the standalone projector runs against PostgreSQL, e.g. ' +
        'DATABASE_URL=postgres://user:password@host:5432/ghg. (Embedded mode runs the projections inside the API: npm start.)',
    );
    return 2;
  }
  const [command = 'run', projectionName] = args;
  if (command !== 'run' && command !== 'rebuild') {
    logger.error({ command }, 'usage: main.js [run] | main.js rebuild <projection>');
    return 2;
  }
  const db = await openDb(dbConfigFromEnv());
  try {
    const migrations = await runMigrations(db);
    if (migrations.applied.length > 0) logger.info({ applied: migrations.applied }, 'migrations applied');
    const events = await eventStoreFromEnv(db);
    try {
      if (command === 'rebuild') return await rebuild(db, events.store, projectionName);
      await run(db, events.store);
      return 0;
    } finally {
      await events.close();
    }
  } finally {
    await db.close();
  }
}

type OpenDb = Awaited<ReturnType<typeof openDb>>;
type Store = EventStore;

async function rebuild(db: OpenDb, store: Store, name: string | undefined): Promise<number> {
  const projection = allProjections.find((candidate) => candidate.name === name);
  if (!projection) {
    logger.error(
      { projection: name ?? null, known: allProjections.map((p) => p.name) },
      'usage: main.js rebuild <projection>, with one of the known projections',
    );
    return 2;
  }
  logger.info({ projection: projection.name }, 'rebuild started');
  const result = await rebuildProjection(db, store, projection, {
    batchSize: batchSizeFromEnv(2000),
    partitions: partitionsFromEnv(),
    onProgress: ({ position, head }) =>
      logger.debug({ projection: projection.name, position, head }, 'rebuilding'),
  });
  logger.info(
    {
      projection: result.projection,
      events: result.events,
      position: result.position.toString(),
      durationMs: Math.round(result.durationMs),
      eventsPerSecond: Math.round(result.events / (result.durationMs / 1000)),
    },
    'rebuild finished',
  );
  return 0;
}

/** Runs until SIGTERM/SIGINT, then stops between batches and releases the leases. */
async function run(db: OpenDb, store: Store): Promise<void> {
  const projector = new Projector(db, store, allProjections, {
    batchSize: batchSizeFromEnv(500),
    partitions: partitionsFromEnv(),
    logger,
  });
  await projector.start();
  // Kafka relay (issue 7): off unless KAFKA_BROKERS is set; its lag joins the projections' in /readyz.
  const kafka = kafkaRelayConfigFromEnv(process.env);
  const relay = kafka ? startKafkaRelay(db, store, kafka, logger) : null;
  const port = Number(process.env['PROJECTOR_PORT'] ?? 3001);
  const health = await startHealthServer(withRelayLag(projector, relay), port);
  logger.info(
    { projections: allProjections.map((p) => p.name), partitions: partitionsFromEnv(), port: health.port },
    'projector started',
  );
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGTERM', resolve);
    process.once('SIGINT', resolve);
  });
  logger.info({ signal }, 'projector stopping');
  const forceExit = setTimeout(() => {
    logger.error({}, 'projector did not stop within 15 s, exiting');
    process.exit(1);
  }, 15_000);
  forceExit.unref();
  await health.close();
  await relay?.stop();
  await projector.stop();
  logger.info({}, 'projector stopped');
}

/** PROJECTOR_PARTITIONS: a positive integer (default 1); anything else is refused rather than guessed. */
function partitionsFromEnv(): number {
  const raw = process.env['PROJECTOR_PARTITIONS']?.trim();
  if (!raw) return 1;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 256)
    throw new Error(`PROJECTOR_PARTITIONS must be an integer from 1 to 256, got ${raw}`);
  return value;
}

function batchSizeFromEnv(fallback: number): number {
  const value = Number(process.env['PROJECTOR_BATCH_SIZE']);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    logger.error(errorFields(error), 'projector failed');
    process.exitCode = 1;
  },
);
