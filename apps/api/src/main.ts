import { dbConfigFromEnv, openDb } from '@ghg/database';
import { closeOnSignals, runMain } from './app/process-lifecycle.js';
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
  closeOnSignals(logger, [() => started.app.close(), () => db.close()]);
  logger.info({ url: started.url }, 'API listening');
}

runMain(main);
