import {
  type LogPartition,
  organizationOfEvent,
  partitionOfOrganization,
  type RecordedEvent,
} from '@ghg/event-store';

// The log's own split by organization (the event store stores each event's organization hash for it).
export { hashOrganization, organizationOfEvent, partitionOfOrganization } from '@ghg/event-store';

/**
 * Projections split by organization (issue 22): partition i of N applies the events whose organization hashes to i
 * and moves its own checkpoint over every event, so N leases (and N processes) share one projection. Events without
 * an organization go to partition 0, so nothing is left out and nothing is applied twice.
 */
export type Partition = LogPartition;

/** The whole projection: one lease, one checkpoint under the projection's own name (the default). */
export const WHOLE: Partition = { index: 0, count: 1 };

/** Separates a projection's name from its partition in checkpoint and lease names: `answers@p1of4`. */
export const PARTITION_MARK = '@p';

/** The checkpoint and lease name: the projection's name for the whole, `name@p<i>of<N>` for a partition. */
export function partitionName(projection: string, partition: Partition): string {
  return partition.count <= 1
    ? projection
    : `${projection}${PARTITION_MARK}${partition.index}of${partition.count}`;
}

/** Every partition of a count, in order. */
export function partitionsOf(count: number): Partition[] {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`Partition count must be a positive integer: ${count}`);
  return Array.from({ length: count }, (_, index) => ({ index, count }));
}

/** The partition count a checkpoint name belongs to (1 for the projection's own name), or null for another name. */
export function partitionCountOfName(projection: string, name: string): number | null {
  if (name === projection) return 1;
  const prefix = `${projection}${PARTITION_MARK}`;
  if (!name.startsWith(prefix)) return null;
  const match = /^(\d+)of(\d+)$/.exec(name.slice(prefix.length));
  return match ? Number(match[2]) : null;
}

/**
 * The events of one batch that a partition applies. `key` names the organization whose rows an event writes (the
 * projection's `partitionKey`); a projection without one is never split, so the whole batch is its.
 */
export function eventsOfPartition(
  events: readonly RecordedEvent[],
  partition: Partition,
  key: ((event: RecordedEvent) => string | null) | undefined,
): readonly RecordedEvent[] {
  if (partition.count <= 1 || !key) return events;
  return events.filter((event) => partitionOfOrganization(key(event), partition.count) === partition.index);
}

/**
 * Whether the store can hand the partition its own events only (EventStore.readPartition): the projection splits by
 * the organization the log hashes (organizationOfEvent). Other keys (the answers' sheet owner) read whole batches
 * and filter them here.
 */
export function readsLogPartition(projection: { partitionKey?: unknown }, partition: Partition): boolean {
  return partition.count > 1 && projection.partitionKey === organizationOfEvent;
}
