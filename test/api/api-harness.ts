import type { Db } from '@ghg/database';
import { createPostgresEventStore, type EventStore } from '@ghg/event-store';
import { allProjections, createProjectorLogger, Projector, rebuildProjection } from '@ghg/projector';
import { waitForProjections } from '@ghg/read-models';
import { createServer } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ActorRole } from '@ghg/domain';
import { openTestDb } from '../support/test-db.js';
import { createApiApp } from '../../apps/api/src/app/create-api-app.js';
import { type ApiConfig, apiConfigFromEnv } from '../../apps/api/src/config/api-config.js';
import { createLogger } from '../../apps/api/src/config/logger.js';
import { createAuth } from '../../apps/api/src/auth/auth-setup.js';
import { LocalAccounts } from '../../apps/api/src/auth/local-accounts.js';
import { DemoAdministratorResolver } from '../../apps/api/src/context/actor-resolver.js';
import type { Actor } from '../../apps/api/src/context/request-context.js';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION_ID, demoAccountOf } from '../../apps/api/src/seed/demo-accounts.js';
import { seedDemo } from '../../apps/api/src/seed/demo-seed.js';

/** A real API on a fresh test database, listening on a free port, with or without its projector running. */
export interface ApiHarness {
  db: Db;
  store: EventStore;
  projector: Projector;
  /** The Nest app itself: its router lists the routes it serves (openapi and tenant-isolation suites). */
  app: NestFastifyApplication;
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
  /** Without `auth`: the following requests act as the seeded demo person of this role (administrator first). */
  actAs(role: ActorRole): Actor;
  /**
   * Rebuilds one read model as in production: the running projector holds the projection's lease, so it stops,
   * the rebuild runs, and it starts again. Specs under apps/api use this instead of importing the projector.
   */
  rebuildProjection(name: string): Promise<void>;
  close(): Promise<void>;
}

const demoActorOf = (role: ActorRole): Actor => ({
  userId: demoAccountOf(role).userId,
  organizationId: DEMO_ORGANIZATION_ID,
  role,
});

/**
 * Without `auth` every request acts as the demo administrator (or the person of `actAs`): these tests are about
 * commands and queries.
 * With `auth` the real sign-in runs (embedded provider, sessions, cookie), as in both mains.
 */
export async function startApiHarness(
  options: {
    startProjector?: boolean;
    auth?: boolean;
    demoPassword?: string;
    config?: Partial<ApiConfig>;
  } = {},
): Promise<ApiHarness> {
  const testDb = await openTestDb();
  const { db } = testDb;
  const store = createPostgresEventStore(db);
  await seedDemo(store);
  // The issuer and redirect URI are built from the public URL, so with sign-in the port is chosen first.
  const port = options.auth ? await freePort() : 0;
  const config = {
    ...apiConfigFromEnv({}, { webDistDir: null }),
    port,
    publicUrl: `http://127.0.0.1:${port}`,
    readYourWritesTimeoutMs: 2000,
    ...options.config,
  };
  const logger = createLogger('silent', 'test');
  let app: NestFastifyApplication;
  const people = new DemoAdministratorResolver(demoActorOf('administrator'));
  if (options.auth) {
    const accounts = new LocalAccounts(db);
    const password = options.demoPassword ?? config.demoPassword;
    for (const { userId, email } of DEMO_ACCOUNTS) await accounts.ensure({ userId, email, password });
    const auth = await createAuth(db, config, logger, accounts, store);
    app = await createApiApp({ db, store, config, logger, actors: auth.actors, auth });
  } else {
    app = await createApiApp({ db, store, config, logger, actors: people });
  }
  await app.listen(port, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  const projector = new Projector(db, store, allProjections, { logger: createProjectorLogger('silent') });
  if (options.startProjector !== false) {
    await projector.start();
    // The seeded people must be in the read models before a test acts as one of them (on PostgreSQL the
    // projector catches up in the background and a first request could beat it).
    const { reached } = await waitForProjections(db, await store.headPosition(), { timeoutMs: 30_000 });
    if (!reached) throw new Error('projections did not catch up with the demo seed');
  }
  return {
    db,
    store,
    projector,
    app,
    ...harnessClient(url, people),
    async rebuildProjection(name) {
      const projection = allProjections.find((p) => p.name === name);
      if (!projection) throw new Error(`No projection named ${name}`);
      await projector.stop();
      await rebuildProjection(db, store, projection);
      await projector.start();
    },
    async close() {
      await app.close();
      await projector.stop();
      await testDb.dispose();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The calls of a harness against an app at `url`: requests with the CSRF header our pages send on every write
 * (see security/csrf-header.ts), GraphQL, and acting as a demo person through `people`.
 */
export function harnessClient(
  url: string,
  people: DemoAdministratorResolver,
): Pick<ApiHarness, 'url' | 'request' | 'graphql' | 'actAs'> {
  const request = (path: string, init: RequestInit = {}) =>
    fetch(url + path, {
      ...init,
      headers: { 'x-ghg-csrf': '1', ...(init.headers as Record<string, string> | undefined) },
    });
  return {
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
    actAs(role) {
      people.actor = demoActorOf(role);
      return people.actor;
    },
  };
}
