import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dbConfigFromEnv, openDb } from '@ghg/database';
import { eventStoreFromEnv } from '@ghg/event-store';
import { closeOnSignals, runMain } from './app/process-lifecycle.js';
import { startApi } from './app/start-api.js';
import { apiConfigFromEnv } from './config/api-config.js';
import { createLogger } from './config/logger.js';
import { startMailDelivery } from './mail/mail-delivery.js';

/** `npm run start:api`: the API alone against PostgreSQL (DATABASE_URL); projections run in `start:projector`. */
async function main(): Promise<void> {
  // The built web app next to this file's app (apps/web/dist), unless WEB_DIST_DIR says otherwise.
  const config = apiConfigFromEnv(process.env, {
    webDistDir: join(__dirname, '..', '..', 'web', 'dist'),
    production: true,
  });
  const logger = createLogger(config.logLevel, 'ghg-api');
  if (!process.env.DATABASE_URL)
    throw new Error('DATABASE_URL is required for start:api (npm start runs embedded)');
  const db = await openDb(dbConfigFromEnv(process.env));
  // Events in PostgreSQL by default, or in EventStoreDB (EVENT_STORE=eventstoredb, EVENTSTORE_URL).
  const events = await eventStoreFromEnv(db);
  const started = await startApi(db, events.store, config, logger);
  // SMTP_URL: invitation e-mails leave through SMTP from here (several API instances share the work safely).
  const mail = startMailDelivery(db, config, logger);
  closeOnSignals(logger, [
    async () => mail?.stop(),
    () => started.app.close(),
    () => events.close(),
    () => db.close(),
  ]);
  if (!config.webDistDir || !existsSync(join(config.webDistDir, 'index.html')))
    logger.warn(
      { webDistDir: config.webDistDir },
      'no built web app there (npm run build): serving the API only',
    );
  logger.info({ url: started.url, eventStore: events.kind }, 'API listening');
}

runMain(main);
