// Run by int-global-setup.ts in a child process (tsx), because jest's globalSetup cannot resolve the `.js`
// import specifiers of our TypeScript sources. Builds the migrated template the test databases are copied from.
import { ensurePgliteTemplate, pruneStalePgliteDirs } from './pglite-template.js';
import { ensurePostgresTemplate } from './postgres-template.js';

async function main(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  if (url) {
    console.log(`[int setup] PostgreSQL template ready: ${await ensurePostgresTemplate(url)}`);
  } else {
    pruneStalePgliteDirs();
    console.log(`[int setup] PGlite template ready: ${await ensurePgliteTemplate()}`);
  }
}

main().catch((error: unknown) => {
  console.error('[int setup] failed:', error);
  process.exit(1);
});
