import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@ghg/database';
import type { EventStore, NewEvent } from '@ghg/event-store';
import { NO_ORGANIZATION } from '../../../examples/kafka-consumer/organization-totals.js';

const CATEGORIES = ['organization', 'answers', 'user', 'report'] as const;
// Not the domain's event types: the real projections (in the projector process test) must ignore them.
const TYPES = ['ActivityRecorded', 'ActivityCorrected', 'ActivityNoted'] as const;

export interface LogPlan {
  organizations: number;
  streamsPerOrganization: number;
  eventsPerStream: number;
  /** Events per append (one transaction). */
  chunk: number;
}

export const planSize = (plan: LogPlan): number =>
  plan.organizations * plan.streamsPerOrganization * plan.eventsPerStream;

function newEvent(organizationId: string, type: string, n: number): NewEvent {
  return {
    eventId: randomUUID(),
    type,
    data: { organizationId, n },
    metadata: {
      actorId: 'user-kafka-test',
      organizationId,
      correlationId: randomUUID(),
      causationId: n % 2 === 0 ? randomUUID() : null,
      occurredAt: new Date().toISOString(),
      source: { channel: 'test' },
    },
  };
}

/**
 * Appends the plan's events round-robin over streams of several categories (so the relay's batches mix topics
 * and streams), `chunk` events per append. onAppended sees the running total, e.g. to stop the broker halfway.
 */
export async function appendPlannedLog(
  store: EventStore,
  plan: LogPlan,
  onAppended?: (appended: number) => Promise<void> | void,
): Promise<string[]> {
  const streams: Array<{ id: string; organizationId: string; next: number }> = [];
  for (let o = 0; o < plan.organizations; o++) {
    const organizationId = randomUUID();
    for (let s = 0; s < plan.streamsPerOrganization; s++) {
      const category = CATEGORIES[s % CATEGORIES.length]!;
      streams.push({ id: `${category}-${organizationId}-${s}`, organizationId, next: 0 });
    }
  }
  let appended = 0;
  for (let round = 0; round * plan.chunk < plan.eventsPerStream; round++) {
    for (const stream of streams) {
      const count = Math.min(plan.chunk, plan.eventsPerStream - stream.next);
      const events = Array.from({ length: count }, (_, i) =>
        newEvent(stream.organizationId, TYPES[(stream.next + i) % TYPES.length]!, stream.next + i),
      );
      await store.append(stream.id, events, stream.next === 0 ? 'no_stream' : stream.next - 1);
      stream.next += count;
      appended += count;
      await onAppended?.(appended);
    }
  }
  return streams.map((stream) => stream.id);
}

/** The totals the example consumer must arrive at, counted from the events table itself. */
export async function totalsFromEventsTable(db: SqlClient): Promise<Record<string, Record<string, number>>> {
  const { rows } = await db.query<{ organization: string; type: string; events: unknown }>(
    `select coalesce(metadata->>'organizationId', data->>'organizationId', $1) as organization, type,
            count(*) as events
       from events group by 1, 2 order by 1, 2`,
    [NO_ORGANIZATION],
  );
  const totals: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    (totals[row.organization] ??= {})[row.type] = Number(row.events);
  }
  return totals;
}
