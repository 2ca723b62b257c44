import { dirname, join } from 'node:path';
import { openDb } from '@ghg/database';
import { createPostgresEventStore } from '@ghg/event-store';
import { allProjections, Projector } from '@ghg/projector';
import { closeOnSignals, runMain } from './app/process-lifecycle.js';
import { startApi } from './app/start-api.js';
import { apiConfigFromEnv } from './config/api-config.js';
import { createLogger } from './config/logger.js';
import { startMailDelivery } from './mail/mail-delivery.js';
import { DEMO_SIGN_IN_ACCOUNTS } from './seed/demo-accounts.js';
import { seedDemoAdminMagicLink } from './invitations/demo-magic-link.js';

/**
 * `npm start`: one process with the API, the projector and the built web app, on PGlite under ./.data.
 */
async function main(): Promise<void> {
  const dataDir = process.env.GHG_DATA_DIR ?? join(process.cwd(), '.data', 'pglite');
  const config = apiConfigFromEnv(process.env, {
    webDistDir: join(__dirname, '..', '..', 'web', 'dist'),
    seedDemo: true,
    // Attached files beside the database: .data/evidence by default.
    evidenceDir: join(dirname(dataDir), 'evidence'),
  });
  const logger = createLogger(config.logLevel, 'ghg-ledger');
  const db = await openDb({ kind: 'pglite', dataDir });
  // Embedded mode keeps its events in PGlite too; EVENT_STORE applies to the production processes.
  const store = createPostgresEventStore(db);
  const started = await startApi(db, store, config, logger);
  const registrationLink = config.seedDemo ? await seedDemoAdminMagicLink(store) : null;
  const projector = new Projector(db, store, allProjections);
  await projector.start();
  const mail = startMailDelivery(db, config, logger);

  closeOnSignals(logger, [
    async () => mail?.stop(),
    () => started.app.close(),
    () => projector.stop(),
    () => db.close(),
  ]);

  logger.info({ url: started.url, dataDir }, 'GHG Ledger is running');
  process.stdout.write(
    [
      '',
      `  GHG Ledger is running at ${started.url}`,
      ...(registrationLink
        ? [
            `  Demo accounts (password ${config.demoPassword}):`,
            ...DEMO_SIGN_IN_ACCOUNTS.map((a) => `    ${a.email.padEnd(38)} ${a.role}`),
            registrationLink.active
              ? `  Register a new company (one-time link): ${new URL(registrationLink.path, started.url).href}`
              : '  The demo registration link is used: provider staff create new ones (POST /api/magicLinks)',
          ]
        : [
            '  No demo data (GHG_SEED_DEMO=0): create the first provider administrator with npm run provider-admin:create',
          ]),
      `  Data: ${dataDir} (embedded PGlite)`,
      '',
    ].join('\n') + '\n',
  );
}

runMain(main);
