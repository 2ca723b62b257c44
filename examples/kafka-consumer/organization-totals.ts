/**
 * What an analytics consumer keeps: events per type per organization, each event counted once however often
 * Kafka delivers it (the relay is at-least-once, so duplicates are normal and the eventId decides).
 */
export interface EventMessage {
  eventId: string;
  type: string;
  streamId: string;
  revision: number;
  position: string;
  data: unknown;
  metadata: { organizationId: string | null };
}

/** Events that belong to no organization (e.g. a system event) are counted under this key. */
export const NO_ORGANIZATION = '(none)';

export class OrganizationTotals {
  private readonly seen = new Set<string>();
  private readonly counts = new Map<string, Map<string, number>>();
  duplicates = 0;

  /** Counts the event unless its eventId was counted before; returns whether it was new. */
  add(message: EventMessage): boolean {
    if (this.seen.has(message.eventId)) {
      this.duplicates++;
      return false;
    }
    this.seen.add(message.eventId);
    const organization = organizationOf(message);
    const perType = this.counts.get(organization) ?? new Map<string, number>();
    perType.set(message.type, (perType.get(message.type) ?? 0) + 1);
    this.counts.set(organization, perType);
    return true;
  }

  get distinctEvents(): number {
    return this.seen.size;
  }

  /** organization → event type → count, keys sorted, for printing and comparing. */
  snapshot(): Record<string, Record<string, number>> {
    const result: Record<string, Record<string, number>> = {};
    for (const organization of [...this.counts.keys()].sort()) {
      const perType = this.counts.get(organization)!;
      result[organization] = Object.fromEntries([...perType].sort(([a], [b]) => a.localeCompare(b)));
    }
    return result;
  }
}

/** The organization an event is about: its metadata says so; registration events also carry it in data. */
export function organizationOf(message: EventMessage): string {
  const fromData = (message.data as { organizationId?: unknown } | null)?.organizationId;
  return message.metadata.organizationId ?? (typeof fromData === 'string' ? fromData : NO_ORGANIZATION);
}
