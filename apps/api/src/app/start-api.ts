import { type Db, runMigrations } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ApiConfig } from '../config/api-config.js';
import type { Logger } from '../config/logger.js';
import { createAuth } from '../auth/auth-setup.js';
import { LocalAccounts } from '../auth/local-accounts.js';
import { DEMO_SIGN_IN_ACCOUNTS } from '../seed/demo-accounts.js';
import { seedDemo } from '../seed/demo-seed.js';
import { seedDemoHistory } from '../seed/demo-peers.js';
import { seedDemoProduct } from '../seed/demo-product.js';
import { createApiApp } from './create-api-app.js';

export interface StartedApi {
  app: NestFastifyApplication;
  url: string;
  seeded: boolean;
}

/**
 * Shared start-up of both modes: migrate, seed the demo when asked (embedded mode, GHG_SEED_DEMO=1), build and listen.
 * Requests act as the person of their session cookie (sign-in through OpenID, see auth/auth-setup.ts).
 */
export async function startApi(
  db: Db,
  store: EventStore,
  config: ApiConfig,
  logger: Logger,
): Promise<StartedApi> {
  const migrations = await runMigrations(db);
  logger.info({ migrations }, 'migrations applied');
  const accounts = new LocalAccounts(db);
  const seeded = config.seedDemo ? await seedDemoData(store, accounts, config, logger) : false;
  if (!config.seedDemo) {
    logger.info(
      'no demo data (GHG_SEED_DEMO=1 seeds it); the first provider administrator: npm run provider-admin:create',
    );
  }
  const auth = await createAuth(db, config, logger, accounts, store);
  const app = await createApiApp({ db, store, config, logger, actors: auth.actors, auth });
  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    url: `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}/`,
    seeded,
  };
}

/** The demo companies, their history and people, and the people's local accounts; true when the demo is new. */
async function seedDemoData(
  store: EventStore,
  accounts: LocalAccounts,
  config: ApiConfig,
  logger: Logger,
): Promise<boolean> {
  const seed = await seedDemo(store);
  if (seed.created) logger.info({ organizationId: seed.organizationId }, 'demo company seeded');
  if (seed.usersCreated > 0) logger.info({ users: seed.usersCreated }, 'demo users seeded');
  const history = await seedDemoHistory(store);
  if (history.demoSheets + history.peers > 0) logger.info(history, 'demo history and demo peers seeded');
  const productStreams = await seedDemoProduct(store);
  if (productStreams > 0) logger.info({ streams: productStreams }, 'demo packaging product seeded');
  // The demo people sign in to the embedded provider with DEMO_PASSWORD (hashed, never in events). Given
  // explicitly, it is set on every start; the default only creates missing accounts (a changed password stays).
  if (!config.oidc) {
    for (const { userId, email } of DEMO_SIGN_IN_ACCOUNTS) {
      const account = { userId, email, password: config.demoPassword };
      await (config.demoPasswordGiven ? accounts.setPassword(account) : accounts.ensure(account));
    }
  }
  return seed.created;
}
