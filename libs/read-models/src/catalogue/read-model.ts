/**
 * A table the database derives from a projection's tables by triggers, in the same transaction as the projection's
 * batch: the projection never writes it, a rebuild empties it through a truncate trigger. Listed here so that
 * "where is this table computed" has one answer (the trigger bodies live in the named migrations).
 */
export interface TriggerMaintainedTable {
  readonly table: string;
  /** The projection table whose statement triggers keep it. */
  readonly from: string;
  /** The SQL function that computes it and the migrations that define it. */
  readonly computedBy: string;
  readonly migrations: readonly string[];
}

/** One read model: the projection that writes it and the tables it owns. */
export interface ReadModel {
  /** The projection's name: its checkpoint key and its lease key. */
  readonly projection: string;
  /** Qualified tables the projection writes, truncated when it is rebuilt. */
  readonly tables: readonly string[];
  /** Tables the database keeps from `tables` by triggers (see TriggerMaintainedTable). */
  readonly triggerMaintained: readonly TriggerMaintainedTable[];
}
