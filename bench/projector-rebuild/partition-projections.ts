import type { SqlClient } from '@ghg/database';
import { allProjections, organizationOfEvent, type Projection } from '@ghg/projector';
import { eventRowsProjection } from './event-rows.projection.js';

/** The per-organization read models the partitioned rebuild measures: the write-heavy event rows and the audit log. */
export const PARTITIONED_BENCH_PROJECTIONS = ['bench-event-rows', 'audit-log'];

export const partitionedEventRows: Projection & { createTables(db: SqlClient): Promise<void> } = {
  ...eventRowsProjection,
  partitionKey: organizationOfEvent,
};

export function benchProjection(name: string): Projection {
  if (name === partitionedEventRows.name) return partitionedEventRows;
  const projection = allProjections.find((candidate) => candidate.name === name);
  if (!projection?.partitionKey) throw new Error(`Not a per-organization projection: ${name}`);
  return projection;
}
