import { dbConfigFromEnv, openDb } from '@ghg/database';
import { startApi } from './app/start-api.js';
import { apiConfigFromEnv } from './config/api-config.js';
import { createLogger } from './config/logger.js';

/** `npm run start:api`: the API alone against PostgreSQL (DATABASE_URL); projections run in `start:projector`. */
async function main(): Promise<void> {
  const config = apiConfigFromEnv(process.env, { webDistDir: null });
  const logger = createLogger(config.logLevel, 'ghg-api');
  if (!process.env.DATABASE_URL)
    throw new Error('DATABASE_URL is required for start:api (npm start runs embedded)');
  const db = await openDb(dbConfigFromEnv(process.env));
  const started = await startApi(db, config, logger);
  const shutdown = async (): Promise<void> => {
    await started.app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  logger.info({ url: started.url }, 'API listening');
}

main().catch((error: unknown) => {
  console.error(
    JSON.stringify({
      level: 'fatal',
      msg: 'start failed',
      err: String(error),
      stack: (error as Error)?.stack,
    }),
  );
  process.exit(1);
});
