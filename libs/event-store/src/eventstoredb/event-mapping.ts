import type { EventMetadata, RecordedEvent } from '../event-envelope.js';

/**
 * Our metadata as EventStoreDB stores it: correlation and causation under the names its system projections and
 * UI know ($correlationId, $causationId); the rest as plain fields.
 */
export interface StoredMetadata {
  $correlationId: string;
  $causationId?: string;
  actorId: string;
  organizationId: string | null;
  occurredAt: string;
  source: EventMetadata['source'];
}

export function toStoredMetadata(metadata: EventMetadata): StoredMetadata {
  const { correlationId, causationId, actorId, organizationId, occurredAt, source } = metadata;
  return {
    $correlationId: correlationId,
    ...(causationId === null ? {} : { $causationId: causationId }),
    actorId,
    organizationId,
    occurredAt,
    source,
  };
}

export function fromStoredMetadata(stored: StoredMetadata): EventMetadata {
  return {
    actorId: stored.actorId,
    organizationId: stored.organizationId ?? null,
    correlationId: stored.$correlationId,
    causationId: stored.$causationId ?? null,
    occurredAt: stored.occurredAt,
    source: stored.source,
  };
}

/** The fields of an EventStoreDB event we read (the client's ResolvedEvent.event, JSON events only). */
export interface EsdbEvent {
  id: string;
  type: string;
  streamId: string;
  revision: bigint;
  created: Date;
  data: unknown;
  metadata: unknown;
  isJson: boolean;
  position?: { commit: bigint; prepare: bigint };
}

/** System events ($-types, $-streams) live in $all too; they are not ours and never leave the adapter. */
export function isOwnEvent(event: EsdbEvent): boolean {
  return event.isJson && !event.type.startsWith('$') && !event.streamId.startsWith('$');
}

/** Stream reads through the index report no position: older servers fill in 2^64 − 1 instead. */
const NO_POSITION = 18_446_744_073_709_551_615n;

/**
 * Our global position is EventStoreDB's commit position in the transaction log (each event of an append has its
 * own since v20, so positions are unique per event). The event's own position (servers ≥ 22.6) comes first.
 */
export function toRecordedEvent(event: EsdbEvent, commitPosition: bigint | undefined): RecordedEvent {
  const position = [event.position?.commit, commitPosition].find(
    (candidate): candidate is bigint => candidate !== undefined && candidate !== NO_POSITION,
  );
  if (position === undefined) {
    throw new Error(
      `EventStoreDB returned ${event.streamId}@${event.revision} without a position (server < 22.6?)`,
    );
  }
  return {
    eventId: event.id,
    type: event.type,
    streamId: event.streamId,
    revision: Number(event.revision),
    position,
    data: event.data,
    metadata: fromStoredMetadata(event.metadata as StoredMetadata),
    recordedAt: event.created.toISOString(),
  };
}
