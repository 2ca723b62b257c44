import { createPostgresEventStore } from '@ghg/event-store';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApiApp } from '../../apps/api/src/app/create-api-app.js';
import { apiConfigFromEnv } from '../../apps/api/src/config/api-config.js';
import { createLogger } from '../../apps/api/src/config/logger.js';
import { DemoAdministratorResolver } from '../../apps/api/src/context/actor-resolver.js';
import { DEMO_ORGANIZATION_ID, demoAccountOf } from '../../apps/api/src/seed/demo-accounts.js';
import { type ApiHarness, harnessClient } from './api-harness.js';

/**
 * A second API on the same database with its own event store object, so its own in-process state (caches):
 * what another API process is to the first one. It shares the first harness's projector and database; closing
 * it closes only its own app.
 */
export async function startSecondInstance(first: ApiHarness): Promise<ApiHarness> {
  const store = createPostgresEventStore(first.db);
  const people = new DemoAdministratorResolver({
    userId: demoAccountOf('administrator').userId,
    organizationId: DEMO_ORGANIZATION_ID,
    role: 'administrator',
  });
  const app: NestFastifyApplication = await createApiApp({
    db: first.db,
    store,
    config: { ...apiConfigFromEnv({}, { webDistDir: null }), port: 0, readYourWritesTimeoutMs: 2000 },
    logger: createLogger('silent', 'test'),
    actors: people,
  });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  return {
    db: first.db,
    store,
    projector: first.projector,
    app,
    ...harnessClient(url, people),
    rebuildProjection: first.rebuildProjection,
    async close() {
      await app.close();
    },
  };
}
