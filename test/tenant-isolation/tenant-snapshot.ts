import type { Db } from '@ghg/database';
import { waitForProjections } from '@ghg/projector';
import type { EventStore } from '@ghg/event-store';
import { createHash } from 'node:crypto';

/** Tables whose rows move with everyone's activity (positions, provider bookkeeping), not one tenant's data. */
const NOT_TENANT_DATA = new Set(['read.projection_checkpoints', 'auth.login_attempts', 'auth.oidc_secrets']);

/**
 * A fingerprint of everything organization B has: its streams (every event naming it, with position and
 * revision) and, per table of the read and auth schemas, a hash of its rows (by organization_id when the table
 * has one, else by user_id, else every row whose text names B or one of its people). Taken after the
 * projections have caught up, so two equal snapshots mean B's data did not change.
 */
export async function tenantSnapshot(
  db: Db,
  store: EventStore,
  organizationId: string,
  userIds: readonly string[],
): Promise<Record<string, string>> {
  const head = await store.headPosition();
  const { reached } = await waitForProjections(db, head, { timeoutMs: 15_000 });
  if (!reached) throw new Error(`projections did not reach ${head} in 15 s`);
  const ids = [organizationId, ...userIds];
  const snapshot: Record<string, string> = {};
  const events = await db.query<{ row: string }>(
    `select concat_ws(' ', position, stream_id, revision, type) as row from events
      where metadata ->> 'organizationId' = $1 or data::text like any($2::text[])
         or stream_id like any($2::text[])
      order by position`,
    [organizationId, ids.map((id) => `%${id}%`)],
  );
  snapshot['events'] = hashOf(events.rows.map((r) => r.row));
  const { rows: columns } = await db.query<{ table_name: string; columns: string[] }>(
    `select c.table_schema || '.' || c.table_name as table_name, array_agg(c.column_name::text) as columns
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema in ('read', 'auth') and t.table_type = 'BASE TABLE'
      group by 1 order by 1`,
  );
  for (const { table_name: table, columns: names } of columns) {
    if (NOT_TENANT_DATA.has(table)) continue;
    const [where, parameter] = names.includes('organization_id')
      ? ['organization_id = $1', organizationId]
      : names.includes('user_id')
        ? ['user_id = any($1::text[])', [...userIds]]
        : ['to_jsonb(t)::text like any($1::text[])', ids.map((id) => `%${id}%`)];
    const { rows } = await db.query<{ row: string }>(
      `select to_jsonb(t)::text as row from ${table} t where ${where} order by 1`,
      [parameter],
    );
    snapshot[table] = hashOf(rows.map((r) => r.row));
  }
  return snapshot;
}

function hashOf(rows: string[]): string {
  return `${rows.length}:${createHash('sha256').update(rows.join('\n')).digest('hex').slice(0, 16)}`;
}

/** The tables whose fingerprint differs, for the failure message. */
export function changedParts(before: Record<string, string>, after: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => before[k] !== after[k]).map((k) => `${k} ${before[k]} → ${after[k]}`);
}
