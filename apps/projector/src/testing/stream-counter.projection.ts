import type { SqlClient } from '@ghg/database';
import type { RecordedEvent } from '@ghg/event-store';
import type { Projection } from '../runtime/projection.js';
import { sqlJson } from '../runtime/sql-json.js';

/** The event type the counter counts; every other type is ignored, as a real projection ignores foreign events. */
export const COUNTED_EVENT = 'TestUnitCounted';

export interface StreamCounterOptions {
  name?: string;
  /** Table prefix inside schema `read`, so several counters can share one database. */
  prefix?: string;
  /** Called inside the transaction after the rows are written: throwing there must roll the batch back. */
  afterWrite?: (events: readonly RecordedEvent[]) => void | Promise<void>;
}

/**
 * A deliberately non-idempotent projection for runtime tests, the crash proof and the rebuild benchmark: per-stream
 * counters (`n = n + count`) and one running total. Applying any batch twice, or losing one, shows in the numbers.
 */
export function streamCounterProjection(options: StreamCounterOptions = {}): Projection & {
  createTables(db: SqlClient): Promise<void>;
} {
  const prefix = options.prefix ?? 'test';
  const counters = `read.${prefix}_stream_counters`;
  const totals = `read.${prefix}_totals`;
  return {
    name: options.name ?? `${prefix}-stream-counter`,
    tables: [counters, totals],
    async createTables(db) {
      await db.query('create schema if not exists read');
      await db.query(
        `create table if not exists ${counters} (stream_id text primary key, n bigint not null)`,
      );
      await db.query(
        `create table if not exists ${totals} (id int primary key, events bigint not null, amount bigint not null)`,
      );
    },
    async apply(tx, events) {
      const counted = events.filter((event) => event.type === COUNTED_EVENT);
      if (counted.length === 0) return;
      const rows = sqlJson(
        counted.map((event) => ({
          stream_id: event.streamId,
          amount: (event.data as { amount?: number }).amount ?? 0,
        })),
      );
      await tx.query(
        `insert into ${counters} (stream_id, n)
         select x.stream_id, count(*) from jsonb_to_recordset($1::jsonb) as x(stream_id text) group by x.stream_id
         on conflict (stream_id) do update set n = ${counters}.n + excluded.n`,
        [rows],
      );
      await tx.query(
        `insert into ${totals} (id, events, amount)
         select 1, count(*), coalesce(sum(x.amount), 0) from jsonb_to_recordset($1::jsonb) as x(amount bigint)
         on conflict (id) do update set events = ${totals}.events + excluded.events,
                                        amount = ${totals}.amount + excluded.amount`,
        [rows],
      );
      await options.afterWrite?.(events);
    },
  };
}
