import {
  Admin,
  type BaseOptions,
  compatibilityPartitioner,
  ProduceAcks,
  Producer,
  type SASLMechanismValue,
  stringSerializers,
} from '@platformatic/kafka';
import type { ProjectorLogger } from '../runtime/logger.js';
import type { KafkaRelayConfig, KafkaSaslMechanism } from './kafka-relay-config.js';
import type { RelayMessage } from './relay-message.js';

/** Where the relay puts events. publish resolves only once the broker has acknowledged every message. */
export interface EventPublisher {
  publish(messages: readonly RelayMessage[]): Promise<void>;
  close(): Promise<void>;
}

type RelayProducer = Producer<string, string, string, string>;

/**
 * @platformatic/kafka producer: idempotent, acks from all in-sync replicas, one request in flight per connection
 * (so a retried request cannot overtake the next one and per-key order holds). After a failed send the producer
 * is thrown away and a new one (with a new producer id) is made for the retry, so a broker that restarted finds
 * no stale sequence.
 */
export function createKafkaPublisher(config: KafkaRelayConfig, logger: ProjectorLogger): EventPublisher {
  let producer: RelayProducer | null = null;
  const knownTopics = new Set<string>();

  function connected(): RelayProducer {
    producer ??= new Producer({
      ...kafkaClientConfig(config),
      idempotent: true,
      acks: ProduceAcks.ALL,
      // The relay creates its topics itself, with the configured partitions and replication.
      autocreateTopics: false,
      // The Java client's partitioner (murmur2, sign bit cleared), as kafkajs' default was: a stream stays in
      // the partition it was in before, and lands where Java producers would put it.
      partitioner: compatibilityPartitioner,
      serializers: stringSerializers,
    });
    return producer;
  }

  async function ensureTopics(topics: string[]): Promise<void> {
    const missing = topics.filter((topic) => !knownTopics.has(topic));
    if (missing.length === 0) return;
    const admin = new Admin(kafkaClientConfig(config));
    try {
      const existing = new Set(await admin.listTopics());
      const toCreate = missing.filter((topic) => !existing.has(topic));
      if (toCreate.length > 0) {
        await admin.createTopics({
          topics: toCreate,
          partitions: config.topicPartitions,
          replicas: config.topicReplicationFactor,
        });
        await leadersElected(admin, toCreate);
        logger.info({ topics: toCreate }, 'kafka relay created topics');
      }
      for (const topic of missing) knownTopics.add(topic);
    } finally {
      await admin.close();
    }
  }

  return {
    async publish(messages) {
      if (messages.length === 0) return;
      try {
        await ensureTopics([...new Set(messages.map((message) => message.topic))]);
        await connected().send({
          messages: messages.map(({ topic, key, value, headers }) => ({ topic, key, value, headers })),
        });
      } catch (error) {
        const failed = producer;
        producer = null;
        await failed?.close(true).catch(() => undefined);
        throw error;
      }
    },
    async close() {
      const active = producer;
      producer = null;
      await active?.close();
    },
  };
}

/**
 * A topic answers produce requests once each partition has a leader; until then the first batch would fail and be
 * retried (with an error in the log). Waits a few seconds at most: after that the relay's retry takes over.
 */
async function leadersElected(admin: Admin, topics: string[]): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const metadata = await admin.metadata({ topics, forceUpdate: true });
    const ready = topics.every((topic) =>
      metadata.topics.get(topic)?.partitions.every((partition) => partition.leader >= 0),
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const SASL_MECHANISMS: Record<KafkaSaslMechanism, SASLMechanismValue> = {
  plain: 'PLAIN',
  'scram-sha-256': 'SCRAM-SHA-256',
  'scram-sha-512': 'SCRAM-SHA-512',
};

/** Connection settings shared by the relay's producer and admin client (and the Kafka tests' clients). */
export function kafkaClientConfig(config: KafkaRelayConfig): BaseOptions {
  return {
    clientId: config.clientId,
    bootstrapBrokers: config.brokers,
    ...(config.ssl ? { tls: config.ssl === true ? {} : { ca: config.ssl.ca } } : {}),
    ...(config.sasl
      ? {
          sasl: {
            mechanism: SASL_MECHANISMS[config.sasl.mechanism],
            username: config.sasl.username,
            password: config.sasl.password,
          },
        }
      : {}),
    connectTimeout: 3_000,
    requestTimeout: 30_000,
    maxInflights: 1,
    // Few, short retries inside the client: the relay retries the whole batch with its own back-off, so a dead
    // broker shows up in the logs (and a shutdown goes through) within seconds rather than after minutes.
    retries: 2,
    retryDelay: 300,
  };
}
