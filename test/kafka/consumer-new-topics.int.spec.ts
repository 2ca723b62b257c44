/**
 * The example consumer subscribes to topic names (the client has no pattern subscriptions): a category whose first
 * event comes after the consumer started has a topic the consumer did not know. It must pick it up by itself.
 */
import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@ghg/event-store';
import {
  createKafkaPublisher,
  type EventPublisher,
  relayMessageOf,
} from '../../apps/projector/src/relay/index.js';
import { type CollectingConsumer, startCollectingConsumer } from './support/collecting-consumer.js';
import {
  describeWithKafka,
  quietLogger,
  relayConfig,
  uniqueTopicPrefix,
  waitUntil,
} from './support/kafka-test-env.js';

describeWithKafka('example consumer: topics made after it started are consumed too', () => {
  let consumer: CollectingConsumer | null = null;
  let publisher: EventPublisher | null = null;
  afterAll(async () => {
    await consumer?.stop();
    await publisher?.close();
  });

  it('starts before any topic of its prefix exists, then follows each new category topic', async () => {
    const prefix = uniqueTopicPrefix();
    consumer = await startCollectingConsumer(prefix);
    publisher = createKafkaPublisher(relayConfig(prefix), quietLogger());

    const first = recorded('answers-org1-a', 'InitialQuestionsAnswered', 1n);
    await publisher.publish([relayMessageOf(first, prefix)]);
    await waitUntil(() => consumer!.deliveries.length === 1, 'the first topic to be followed', 30_000);

    const second = recorded('user-org1-b', 'UserRegistered', 2n);
    await publisher.publish([relayMessageOf(second, prefix)]);
    await waitUntil(() => consumer!.deliveries.length === 2, 'the second topic to be followed', 30_000);

    expect(consumer.deliveries.map((message) => message.eventId)).toEqual([first.eventId, second.eventId]);
    expect(consumer.totals.snapshot()).toEqual({ org1: { InitialQuestionsAnswered: 1, UserRegistered: 1 } });
  }, 90_000);
});

function recorded(streamId: string, type: string, position: bigint): RecordedEvent {
  return {
    eventId: randomUUID(),
    type,
    streamId,
    revision: 0,
    position,
    recordedAt: new Date().toISOString(),
    data: { organizationId: 'org1' },
    metadata: {
      actorId: 'user-1',
      organizationId: 'org1',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      source: { channel: 'test' },
    },
  };
}
