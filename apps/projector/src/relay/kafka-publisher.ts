import {
  Kafka,
  type KafkaConfig,
  logLevel,
  type LogEntry,
  Partitioners,
  type Producer,
  type SASLOptions,
} from 'kafkajs';
import type { ProjectorLogger } from '../runtime/logger.js';
import type { KafkaRelayConfig } from './kafka-relay-config.js';
import type { RelayMessage } from './relay-message.js';

/** Where the relay puts events. publish resolves only once the broker has acknowledged every message. */
export interface EventPublisher {
  publish(messages: readonly RelayMessage[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * kafkajs producer: idempotent, acks from all in-sync replicas, one request in flight (so a retried request
 * cannot overtake the next one and per-key order holds). After a failed send the producer is thrown away and a
 * new one (with a new producer id) is made for the retry, so a broker that restarted finds no stale sequence.
 */
export function createKafkaPublisher(config: KafkaRelayConfig, logger: ProjectorLogger): EventPublisher {
  const kafka = new Kafka(kafkaClientConfig(config, logger));
  let producer: Producer | null = null;
  const knownTopics = new Set<string>();

  async function connected(): Promise<Producer> {
    if (producer) return producer;
    const fresh = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: true,
      // The Java client's murmur2 partitioner: a stream lands in the same partition as Java producers put it.
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    await fresh.connect();
    producer = fresh;
    return fresh;
  }

  async function ensureTopics(topics: string[]): Promise<void> {
    const missing = topics.filter((topic) => !knownTopics.has(topic));
    if (missing.length === 0) return;
    const admin = kafka.admin();
    await admin.connect();
    try {
      const existing = new Set(await admin.listTopics());
      const toCreate = missing.filter((topic) => !existing.has(topic));
      if (toCreate.length > 0) {
        await admin.createTopics({
          waitForLeaders: true,
          topics: toCreate.map((topic) => ({
            topic,
            numPartitions: config.topicPartitions,
            replicationFactor: config.topicReplicationFactor,
          })),
        });
        logger.info({ topics: toCreate }, 'kafka relay created topics');
      }
      for (const topic of missing) knownTopics.add(topic);
    } finally {
      await admin.disconnect();
    }
  }

  return {
    async publish(messages) {
      if (messages.length === 0) return;
      const byTopic = new Map<string, RelayMessage[]>();
      for (const message of messages) {
        const list = byTopic.get(message.topic) ?? [];
        list.push(message);
        byTopic.set(message.topic, list);
      }
      try {
        await ensureTopics([...byTopic.keys()]);
        const active = await connected();
        await active.sendBatch({
          acks: -1,
          topicMessages: [...byTopic].map(([topic, list]) => ({
            topic,
            messages: list.map(({ key, value, headers }) => ({ key, value, headers })),
          })),
        });
      } catch (error) {
        const failed = producer;
        producer = null;
        await failed?.disconnect().catch(() => undefined);
        throw error;
      }
    },
    async close() {
      const active = producer;
      producer = null;
      await active?.disconnect();
    },
  };
}

export function kafkaClientConfig(config: KafkaRelayConfig, logger: ProjectorLogger): KafkaConfig {
  return {
    clientId: config.clientId,
    brokers: config.brokers,
    ssl: config.ssl,
    ...(config.sasl ? { sasl: config.sasl as SASLOptions } : {}),
    connectionTimeout: 3_000,
    requestTimeout: 30_000,
    // Few, short retries inside kafkajs: the relay retries the whole batch with its own back-off, so a dead
    // broker shows up in the logs (and a shutdown goes through) within seconds rather than after minutes.
    retry: { retries: 2, initialRetryTime: 300, maxRetryTime: 3_000 },
    logLevel: logLevel.WARN,
    logCreator: () => (entry: LogEntry) => forwardLog(logger, entry),
  };
}

/** kafkajs logs through the projector's JSON logger (warnings and errors only: retries are expected noise). */
function forwardLog(logger: ProjectorLogger, { level, namespace, log }: LogEntry): void {
  const { message, timestamp: _timestamp, logger: _name, ...fields } = log;
  const record = { kafka: namespace, ...fields };
  if (level <= logLevel.ERROR) logger.error(record, message);
  else if (level === logLevel.WARN) logger.warn(record, message);
  else logger.debug(record, message);
}
