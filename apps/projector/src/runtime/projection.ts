import type { SqlClient } from '@ghg/database';
import type { RecordedEvent } from '@ghg/event-store';
import type { TriggerMaintainedTable } from '@ghg/read-models';

/**
 * A read model fed from the global log. The runtime hands it batches in log order inside one transaction that
 * also moves its checkpoint, so `apply` may be non-idempotent (counters, sums) and still take effect exactly once.
 */
export interface Projection {
  /** Stable name: the checkpoint key and the lease key. Renaming it rebuilds the read model from zero. */
  readonly name: string;
  /** Qualified tables it owns (e.g. `read.audit_log`), truncated when it is rebuilt. */
  readonly tables: readonly string[];
  /**
   * Tables the database keeps from `tables` by triggers in the batch's own transaction (libs/read-models catalogue):
   * `apply` never writes them and a rebuild empties them through the truncate of `tables`.
   */
  readonly triggerMaintained?: readonly TriggerMaintainedTable[];
  /**
   * Event types `apply` acts on, when it acts on few: a batch with none of them only moves the checkpoint (one
   * statement, no transaction), which spares the many batches of other events a transaction each. Leave it out
   * when every event counts (e.g. the audit log).
   */
  readonly eventTypes?: readonly string[];
  /**
   * The organization whose rows an event writes. Declaring it says the read model is per organization (no row is
   * written by events of two organizations), so PROJECTOR_PARTITIONS may split it across leases and processes.
   * Leave it out for cross-tenant read models: they run whole, under one lease (docs/scaling.md).
   */
  readonly partitionKey?: (event: RecordedEvent) => string | null;
  /**
   * Applies a batch (log order). Types it does not handle are ignored. Prefer set-based SQL (one statement per
   * table per batch, e.g. over `jsonb_to_recordset`, or over `unnest` of one array per column when the batch writes
   * many rows: cheaper to turn into rows) so that a rebuild of a long log is fast.
   */
  apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void>;
}
