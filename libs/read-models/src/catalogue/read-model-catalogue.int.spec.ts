import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { READ_MODELS } from './read-model-catalogue.js';

// The catalogue is the one answer to "what computes this table": every table of schema `read` is a projection's,
// trigger-maintained by a declared source, or the runtime's checkpoints (nothing in the database goes unlisted).
const declared = Object.values(READ_MODELS);
const projected = declared.flatMap((m) => [...m.tables]);
const derived = declared.flatMap((m) => [...m.triggerMaintained]);
const RUNTIME_TABLES = ['read.projection_checkpoints'];

describe('read-model catalogue against the migrated database', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('lists every table of schema read', async () => {
    const { rows } = await t.db.query<{ name: string }>(
      `select 'read.' || tablename as name from pg_tables where schemaname = 'read' order by 1`,
    );
    const listed = new Set([...projected, ...derived.map((d) => d.table), ...RUNTIME_TABLES]);
    expect(rows.map((r) => r.name).filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !rows.some((r) => r.name === name))).toEqual([]);
  });

  it('declares every trigger on a read table, and each trigger computes its declared table', async () => {
    const { rows } = await t.db.query<{ on_table: string; body: string }>(
      `select 'read.' || c.relname as on_table, p.prosrc as body
         from pg_trigger g
         join pg_class c on c.oid = g.tgrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_proc p on p.oid = g.tgfoid
        where n.nspname = 'read' and not g.tgisinternal`,
    );
    expect([...new Set(rows.map((r) => r.on_table))].sort()).toEqual(
      [...new Set(derived.map((d) => d.from))].sort(),
    );
    for (const d of derived) {
      const bodies = rows.filter((r) => r.on_table === d.from).map((r) => r.body);
      // insert, update, delete regroup through the declared function; truncate empties the table with its source.
      expect(bodies).toHaveLength(4);
      for (const body of bodies) expect(body.includes(d.computedBy) || body.includes(d.table)).toBe(true);
    }
  });

  it('gives each table one writer', () => {
    const all = [...projected, ...derived.map((d) => d.table)];
    expect(all.length).toBe(new Set(all).size);
  });
});
