/**
 * The relay against a real broker: every appended event reaches ghg.<category>.v1 with the stream id as key,
 * the JSON envelope as value and the tracing headers, each stream in revision order.
 */
import { Admin, Consumer, stringDeserializers } from '@platformatic/kafka';
import { eventMessageSchema } from '@ghg/contracts';
import { createPostgresEventStore, type RecordedEvent } from '@ghg/event-store';
import { startKafkaRelay, type RunningKafkaRelay } from '../../apps/projector/src/relay/index.js';
import { openTestDb, type TestDb } from '../support/test-db.js';
import {
  type CollectingConsumer,
  firstDeliveryRevisions,
  startCollectingConsumer,
} from './support/collecting-consumer.js';
import { appendPlannedLog, planSize } from './support/event-log.js';
import {
  brokers,
  describeWithKafka,
  quietLogger,
  relayConfig,
  uniqueTopicPrefix,
  waitUntil,
} from './support/kafka-test-env.js';

describeWithKafka('Kafka relay: topics, keys, envelope, per-stream order', () => {
  let t: TestDb;
  let relay: RunningKafkaRelay | null = null;
  let consumer: CollectingConsumer | null = null;
  beforeAll(async () => {
    t = await openTestDb();
  }, 60_000);
  afterAll(async () => {
    await consumer?.stop();
    await relay?.stop();
    await t?.dispose();
  });

  it('publishes every event to its category topic, in order per stream', async () => {
    const store = createPostgresEventStore(t.db);
    const prefix = uniqueTopicPrefix();
    const plan = { organizations: 5, streamsPerOrganization: 8, eventsPerStream: 25, chunk: 4 };
    const streams = await appendPlannedLog(store, plan);
    const head = await store.headPosition();

    relay = startKafkaRelay(t.db, store, relayConfig(prefix, { batchSize: 97 }), quietLogger(), {});
    await waitUntil(async () => (await relay!.lag()).checkpoint === head, 'the relay to reach the head');
    expect(await relay.lag()).toMatchObject({ name: 'kafka-relay', lag: 0n, state: 'running' });

    // Events appended while the relay runs are published as well.
    const late = await store.append(streams[0]!, [lateEvent()], plan.eventsPerStream - 1);

    consumer = await startCollectingConsumer(prefix);
    const total = planSize(plan) + 1;
    await waitUntil(() => consumer!.totals.distinctEvents === total, `${total} distinct events`);
    expect((await relay.lag()).checkpoint).toBe(late.position);

    const logged = await store.readAll(0n, 100_000);
    const byId = new Map<string, RecordedEvent>(logged.map((event) => [event.eventId, event]));
    for (const message of consumer.deliveries) {
      const stored = byId.get(message.eventId)!;
      expect(message).toEqual({
        eventId: stored.eventId,
        type: stored.type,
        streamId: stored.streamId,
        revision: stored.revision,
        position: stored.position.toString(),
        recordedAt: stored.recordedAt,
        data: stored.data,
        metadata: stored.metadata,
      });
    }
    for (const [stream, messages] of consumer.byStream()) {
      const expected = (await store.readStream(stream)).map((event) => event.revision);
      expect(firstDeliveryRevisions(messages)).toEqual(expected);
    }
    expect(consumer.byStream().size).toBe(streams.length);
    // No failure happened, so nothing was sent twice.
    expect(consumer.deliveries).toHaveLength(total);
  }, 120_000);

  it('names topics by stream category and sets key and headers', async () => {
    const prefix = uniqueTopicPrefix();
    const store = createPostgresEventStore(t.db);
    const start = await store.headPosition();
    const event = lateEvent();
    const { position } = await store.append(`answers-org1-q${prefix}`, [event], 'no_stream');
    // A relay of its own, whose checkpoint starts just before this append, sends just this event.
    const name = `kafka-relay-${prefix}`;
    await t.db.query('insert into read.projection_checkpoints (name, position) values ($1, $2)', [
      name,
      start.toString(),
    ]);
    const headRelay = startKafkaRelay(t.db, store, relayConfig(prefix), quietLogger(), {
      name,
    });
    try {
      await waitUntil(async () => (await headRelay.lag()).checkpoint >= position, 'the relay to send it');
    } finally {
      await headRelay.stop();
    }
    const client = { clientId: 'ghg-relay-test-reader', bootstrapBrokers: brokers };
    const admin = new Admin(client);
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(`${prefix}.`));
    await admin.close();
    expect(topics.sort()).toEqual(expect.arrayContaining([`${prefix}.answers.v1`]));

    const reader = new Consumer({
      ...client,
      groupId: `${prefix}-headers`,
      deserializers: stringDeserializers,
    });
    const stream = await reader.consume({ topics: [`${prefix}.answers.v1`], mode: 'earliest' });
    const received = await new Promise<{ key: string; headers: Record<string, string>; value: unknown }>(
      (resolve) => {
        stream.on('data', (message) => {
          const value = JSON.parse(message.value) as { eventId: string };
          if (value.eventId !== event.eventId) return;
          resolve({ value, key: message.key, headers: Object.fromEntries(message.headers) });
        });
      },
    );
    await stream.close();
    await reader.close();
    // The value is the message documented in docs/events (the zod schema the JSON Schema is generated from).
    expect(eventMessageSchema('InitialQuestionsAnswered').safeParse(received.value).error).toBeUndefined();
    expect(received).toEqual({
      value: expect.objectContaining({ eventId: event.eventId, position: position.toString() }),
      key: `answers-org1-q${prefix}`,
      headers: {
        'event-type': 'InitialQuestionsAnswered',
        'event-id': event.eventId,
        'correlation-id': event.metadata.correlationId,
        'causation-id': event.metadata.causationId,
        'content-type': 'application/json',
      },
    });
  }, 60_000);
});

function lateEvent() {
  const id = crypto.randomUUID();
  return {
    eventId: id,
    type: 'InitialQuestionsAnswered',
    data: { organizationId: 'org1', answers: {}, changes: [] },
    metadata: {
      actorId: 'user-1',
      organizationId: 'org1',
      correlationId: crypto.randomUUID(),
      causationId: crypto.randomUUID(),
      occurredAt: new Date().toISOString(),
      source: { channel: 'test' },
    },
  };
}
