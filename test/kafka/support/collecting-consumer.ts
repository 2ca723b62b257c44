import {
  OrganizationTotals,
  type EventMessage,
} from '../../../examples/kafka-consumer/organization-totals.js';
import {
  startTotalsConsumer,
  type TotalsConsumer,
} from '../../../examples/kafka-consumer/totals-consumer.js';
import { brokers } from './kafka-test-env.js';

export interface CollectingConsumer extends TotalsConsumer {
  /** Every delivery, duplicates included, in the order each partition handed them over. */
  readonly deliveries: EventMessage[];
  /** Deliveries per stream (streams live in one partition each, so this is the stream's order on the wire). */
  byStream(): Map<string, EventMessage[]>;
}

/** The example consumer on the topics of one test's prefix, recording what arrived for the assertions. */
export async function startCollectingConsumer(topicPrefix: string): Promise<CollectingConsumer> {
  const deliveries: EventMessage[] = [];
  const escaped = topicPrefix.replace(/[.]/g, '\\.');
  const consumer = await startTotalsConsumer({
    brokers,
    groupId: `${topicPrefix}-totals`,
    topics: new RegExp(`^${escaped}\\.[a-z0-9_]+\\.v1$`),
    totals: new OrganizationTotals(),
    onMessage: (message) => deliveries.push(message),
  });
  return {
    ...consumer,
    totals: consumer.totals,
    deliveries,
    byStream() {
      const streams = new Map<string, EventMessage[]>();
      for (const message of deliveries) {
        const list = streams.get(message.streamId) ?? [];
        list.push(message);
        streams.set(message.streamId, list);
      }
      return streams;
    },
  };
}

/**
 * At-least-once per-stream order: a stream's deliveries may repeat a run of events (a batch sent again after a
 * failure or crash), but each first delivery comes in revision order and none is missing.
 */
export function firstDeliveryRevisions(messages: readonly EventMessage[]): number[] {
  const seen = new Set<string>();
  const revisions: number[] = [];
  for (const message of messages) {
    if (seen.has(message.eventId)) continue;
    seen.add(message.eventId);
    revisions.push(message.revision);
  }
  return revisions;
}
