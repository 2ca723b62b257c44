import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDb, type TestDb } from '../../../test/support/test-db.js';
import { loadMigrations, MIGRATIONS_DIR, runMigrations } from './migrations.js';
import { openDb } from './open-db.js';

jest.setTimeout(60_000);

const onPostgres = Boolean(process.env['DATABASE_URL']);

/** A migrations folder of our own. Versions from 900 on: the test database already has the real ones. */
function migrationsFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghg-migrations-'));
  for (const [name, sql] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), sql);
  return dir;
}

describe('migrations', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('the test database has every migration file applied, recorded in order', async () => {
    const { rows } = await t.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.name)).toEqual(loadMigrations(MIGRATIONS_DIR).map((m) => m.name));
    expect(rows[0]!.name).toBe('001_event_store');
    expect((await runMigrations(t.db)).applied).toEqual([]);
  });

  it('applies pending files in number order, once', async () => {
    const dir = migrationsFolder({
      '902_second.sql': "INSERT INTO trail VALUES ('second');",
      '900_first.sql': "CREATE TABLE trail (step text);\nINSERT INTO trail VALUES ('first');",
      'README.md': 'not a migration',
    });
    expect((await runMigrations(t.db, { dir })).applied).toEqual(['900_first', '902_second']);
    expect((await runMigrations(t.db, { dir })).applied).toEqual([]);
    const { rows } = await t.db.query<{ step: string }>('SELECT step FROM trail');
    expect(rows.map((row) => row.step)).toEqual(['first', 'second']);
  });

  it('leaves nothing of a failing file and stops there', async () => {
    const dir = migrationsFolder({
      '900_good.sql': 'CREATE TABLE good (id int);',
      '901_bad.sql': 'CREATE TABLE half (id int);\nSELECT no_such_function();',
      '902_later.sql': 'CREATE TABLE later (id int);',
    });
    await expect(runMigrations(t.db, { dir })).rejects.toThrow(/no_such_function/);
    const { rows } = await t.db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_name IN ('good', 'half', 'later')",
    );
    expect(rows.map((row) => row.name)).toEqual(['good']);
    const applied = await t.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations WHERE version >= 900',
    );
    expect(applied.rows).toEqual([{ version: 900 }]);
  });

  it('refuses two files with one number and names that are not NNN_name.sql', () => {
    expect(() => loadMigrations(migrationsFolder({ '900_a.sql': '', '900_b.sql': '' }))).toThrow(
      /share number 900/,
    );
    expect(() => loadMigrations(migrationsFolder({ 'add-table.sql': '' }))).toThrow(/NNN_name\.sql/);
  });

  (onPostgres ? it : it.skip)('lets replicas starting together take turns (PostgreSQL)', async () => {
    const dir = migrationsFolder({
      '900_slow.sql': 'SELECT pg_sleep(0.5);\nCREATE TABLE replicated (id int);',
      '901_next.sql': 'INSERT INTO replicated VALUES (1);',
    });
    const replicas = await Promise.all([openDb(t.config), openDb(t.config), openDb(t.config)]);
    try {
      const runs = await Promise.all(replicas.map((replica) => runMigrations(replica, { dir })));
      expect(runs.flatMap((run) => run.applied).sort()).toEqual(['900_slow', '901_next']);
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM replicated');
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  });
});
