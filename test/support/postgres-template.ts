import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { migrationsFingerprint, openPostgresDb, runMigrations } from '../../libs/database/src/index.js';

/** Serialises template builds of concurrent jest runs against one server. */
const TEMPLATE_LOCK_KEY = 4_701_000_900;

export function postgresTemplateName(fingerprint = migrationsFingerprint()): string {
  return `ghg_template_${fingerprint}`;
}

/** The same server URL pointing at another database. */
export function urlForDatabase(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return (rowCount ?? 0) > 0;
}

/**
 * A migrated database that test databases are copied from (CREATE DATABASE … TEMPLATE). Built under another
 * name and renamed when complete, so a crash mid-build never leaves a half-migrated template behind.
 */
export async function ensurePostgresTemplate(url: string): Promise<string> {
  const template = postgresTemplateName();
  await withAdminClient(url, async (admin) => {
    if (await databaseExists(admin, template)) return;
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (await databaseExists(admin, template)) return;
      const building = `ghg_building_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      await admin.query(`CREATE DATABASE ${building}`);
      try {
        const db = openPostgresDb(urlForDatabase(url, building), 2);
        try {
          await runMigrations(db);
        } finally {
          await db.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        throw error;
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return template;
}
