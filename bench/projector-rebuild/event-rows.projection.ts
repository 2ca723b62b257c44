import type { SqlClient } from '@ghg/database';
import type { RecordedEvent } from '@ghg/event-store';
import { type Projection, sqlJson } from '@ghg/projector';

const TABLE = 'read.bench_event_rows';

/** One row per event with a few envelope fields, the shape of an audit log: the write-heavy kind of read model. */
export const eventRowsProjection: Projection & { createTables(db: SqlClient): Promise<void> } = {
  name: 'bench-event-rows',
  tables: [TABLE],
  async createTables(db) {
    await db.query(`create table if not exists ${TABLE} (
      position bigint primary key, stream_id text not null, event_type text not null,
      actor_id text not null, occurred_at timestamptz not null, amount bigint)`);
  },
  async apply(tx, events: readonly RecordedEvent[]) {
    const rows = events.map((event) => ({
      position: event.position,
      stream_id: event.streamId,
      event_type: event.type,
      actor_id: event.metadata.actorId,
      occurred_at: event.metadata.occurredAt,
      amount: (event.data as { amount?: number }).amount ?? null,
    }));
    await tx.query(
      `insert into ${TABLE} (position, stream_id, event_type, actor_id, occurred_at, amount)
       select * from jsonb_to_recordset($1::jsonb)
         as x(position bigint, stream_id text, event_type text, actor_id text, occurred_at timestamptz, amount bigint)`,
      [sqlJson(rows)],
    );
  },
};
