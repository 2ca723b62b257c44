import type { SqlClient } from '@ghg/database';

/** Every row of every table as sorted JSON text: two read models are equal when their snapshots are. */
export async function snapshotTables(
  db: SqlClient,
  tables: readonly string[],
): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ row: string }>(
      `select to_jsonb(t)::text as row from ${table} t order by 1`,
    );
    snapshot[table] = rows.map((r) => r.row);
  }
  return snapshot;
}
