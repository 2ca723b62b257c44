'use strict';
// The spreadsheet bench's API in a process of its own, from the build (`npm run build:node`), so the peak RSS the
// bench reports is the API's alone (no projector, no client, no TypeScript compiler). Acts as the member of the
// organization named by the x-bench-organization header (bench/answers/bench-actors.ts, in JavaScript here).
// Usage (by bench/spreadsheets/run.ts): node api-process.cjs <postgres url> <org id>,<org id>… → prints "port N".
const { openDb } = require('@ghg/database');
const { createPostgresEventStore } = require('@ghg/event-store');
const { createApiApp } = require('../../apps/api/dist/app/create-api-app.js');
const { apiConfigFromEnv } = require('../../apps/api/dist/config/api-config.js');
const { createLogger } = require('../../apps/api/dist/config/logger.js');
const { ActorResolver } = require('../../apps/api/dist/context/actor-resolver.js');

class BenchActorResolver extends ActorResolver {
  constructor(organizations) {
    super();
    this.organizations = organizations;
  }

  async resolve(req) {
    const organizationId = req.headers['x-bench-organization'];
    if (typeof organizationId !== 'string' || !this.organizations.has(organizationId)) return null;
    return { userId: `member-${organizationId}`, organizationId, role: 'member' };
  }
}

async function main() {
  const [url, orgs] = process.argv.slice(2);
  const db = await openDb({ kind: 'postgres', url, poolSize: 10 });
  const app = await createApiApp({
    db,
    store: createPostgresEventStore(db),
    config: { ...apiConfigFromEnv({}, { webDistDir: null }), port: 0 },
    logger: createLogger('error', 'bench-api'),
    actors: new BenchActorResolver(new Set(orgs.split(','))),
  });
  await app.listen(0, '127.0.0.1');
  process.stdout.write(`port ${app.getHttpServer().address().port}\n`);
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
