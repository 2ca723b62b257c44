import {
  OrganizationTotals,
  type EventMessage,
} from '../../../examples/kafka-consumer/organization-totals.js';
import {
  startTotalsConsumer,
  type TotalsConsumer,
  type TotalsConsumerOptions,
} from '../../../examples/kafka-consumer/totals-consumer.js';
import { brokers } from './kafka-test-env.js';

export interface CollectingConsumer extends TotalsConsumer {
  /** Every delivery, duplicates included, in the order each partition handed them over. */
  readonly deliveries: EventMessage[];
  /** Deliveries per stream (streams live in one partition each, so this is the stream's order on the wire). */
  byStream(): Map<string, EventMessage[]>;
  /** What the consumer logged (subscriptions, a lost broker, reconnecting); its warnings also go to stderr. */
  readonly logs: LogEntry[];
}

type LogEntry = Parameters<NonNullable<TotalsConsumerOptions['log']>>[0];

/**
 * The example consumer on the topics of one test's prefix, recording what arrived for the assertions. Consumers
 * of one `group` share the partitions; each group gets every event.
 */
export async function startCollectingConsumer(
  topicPrefix: string,
  group = 'totals',
): Promise<CollectingConsumer> {
  const deliveries: EventMessage[] = [];
  const logs: LogEntry[] = [];
  const escaped = topicPrefix.replace(/[.]/g, '\\.');
  const consumer = await startTotalsConsumer({
    brokers,
    groupId: `${topicPrefix}-${group}`,
    topics: new RegExp(`^${escaped}\\.[a-z0-9_]+\\.v1$`),
    totals: new OrganizationTotals(),
    onMessage: (message) => deliveries.push(message),
    // Kept for the assertions; an info line on stderr would be printed by Jest with a stack trace each time.
    log: (entry) => {
      logs.push(entry);
      if (entry.level !== 'info') console.warn(JSON.stringify(entry));
    },
  });
  return {
    ...consumer,
    totals: consumer.totals,
    deliveries,
    logs,
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
