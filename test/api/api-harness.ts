import type { Db } from '@ghg/database';
import { createPostgresEventStore, type EventStore } from '@ghg/event-store';
import { allProjections, createProjectorLogger, Projector } from '@ghg/projector';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { openTestDb } from '../support/test-db.js';
import { createApiApp } from '../../apps/api/src/app/create-api-app.js';
import { apiConfigFromEnv } from '../../apps/api/src/config/api-config.js';
import { createLogger } from '../../apps/api/src/config/logger.js';
import { DemoAdministratorResolver } from '../../apps/api/src/context/actor-resolver.js';
import { DEMO_ADMIN_ID, DEMO_ORGANIZATION_ID } from '../../apps/api/src/seed/demo-accounts.js';
import { seedDemo } from '../../apps/api/src/seed/demo-seed.js';

/** A real API on a fresh test database, listening on a free port, with or without its projector running. */
export interface ApiHarness {
  db: Db;
  store: EventStore;
  projector: Projector;
  url: string;
  request(path: string, init?: RequestInit): Promise<Response>;
  graphql<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  }>;
  close(): Promise<void>;
}

export async function startApiHarness(options: { startProjector?: boolean } = {}): Promise<ApiHarness> {
  const testDb = await openTestDb();
  const { db } = testDb;
  const store = createPostgresEventStore(db);
  await seedDemo(store);
  const config = { ...apiConfigFromEnv({}, { webDistDir: null }), port: 0, readYourWritesTimeoutMs: 2000 };
  const logger = createLogger('silent', 'test');
  const actors = new DemoAdministratorResolver({
    userId: DEMO_ADMIN_ID,
    organizationId: DEMO_ORGANIZATION_ID,
  });
  const app: NestExpressApplication = await createApiApp({ db, store, config, logger, actors });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  const projector = new Projector(db, store, allProjections, { logger: createProjectorLogger('silent') });
  if (options.startProjector !== false) await projector.start();
  const request = (path: string, init?: RequestInit) => fetch(url + path, init);
  return {
    db,
    store,
    projector,
    url,
    request,
    async graphql(query, variables, headers = {}) {
      const res = await request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: (await res.json()) as never };
    },
    async close() {
      await app.close();
      await projector.stop();
      await testDb.dispose();
    },
  };
}
