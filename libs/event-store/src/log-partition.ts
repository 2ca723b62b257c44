import type { NewEvent, RecordedEvent } from './event-envelope.js';

/**
 * The log split by organization (issue 22), for readers of per-organization read models: partition i of N holds the
 * events whose organization hashes to i mod N; events with no organization are partition 0's. A projector partition
 * reads only its own events from the store (readPartition), so N partitions read the log once between them instead
 * of N times.
 */
export interface LogPartition {
  /** 0 … count − 1 */
  readonly index: number;
  readonly count: number;
}

/** A partition's read: its events, and the position through which the log was read (every other event up to it
 * belongs to other partitions), so the reader's checkpoint moves past them without seeing them. */
export interface PartitionRead {
  events: RecordedEvent[];
  readThrough: bigint;
}

/**
 * The organization an event belongs to: `data.organizationId` when the event names one (the row owner, also when
 * someone outside the organization acted), else the envelope's. The log stores its hash with every event.
 */
export function organizationOfEvent(event: Pick<NewEvent, 'data' | 'metadata'>): string | null {
  const data = event.data as { organizationId?: unknown } | null;
  if (data && typeof data.organizationId === 'string' && data.organizationId) return data.organizationId;
  return event.metadata.organizationId ?? null;
}

/** FNV-1a (32 bit) of the organization id: stable across processes, versions and engines. */
export function hashOrganization(organizationId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < organizationId.length; i++) {
    hash ^= organizationId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * What the log stores per event (events.organization_hash): the hash of its organization, 0 when it has none, so
 * that `hash mod N` is its partition under every N.
 */
export function organizationHashOf(event: Pick<NewEvent, 'data' | 'metadata'>): number {
  const organizationId = organizationOfEvent(event);
  return organizationId ? hashOrganization(organizationId) : 0;
}

/** The partition an organization's events go to; events with no organization go to partition 0. */
export function partitionOfOrganization(organizationId: string | null, count: number): number {
  if (count <= 1 || !organizationId) return 0;
  return hashOrganization(organizationId) % count;
}

/** Whether an event is in the partition (by organizationOfEvent). */
export function inLogPartition(event: RecordedEvent, partition: LogPartition): boolean {
  return partitionOfOrganization(organizationOfEvent(event), partition.count) === partition.index;
}

/**
 * readPartition for a store that cannot filter as it reads (EventStoreDB): one page of the whole log, filtered here.
 * It reads through the page's last event.
 */
export async function readPartitionOfPage(
  readAll: (after: bigint, limit: number) => Promise<RecordedEvent[]>,
  after: bigint,
  limit: number,
  partition: LogPartition,
): Promise<PartitionRead> {
  const { events, readThrough } = pageRead(await readAll(after, limit), after);
  return { events: events.filter((event) => inLogPartition(event, partition)), readThrough };
}

/** A page of the whole log read after `after` as a PartitionRead: it reads through its last event. */
export function pageRead(page: RecordedEvent[], after: bigint): PartitionRead {
  return { events: page, readThrough: page.length > 0 ? page[page.length - 1]!.position : after };
}
