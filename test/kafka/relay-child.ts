/**
 * The relay process the kill -9 test kills. Prints `{"acked":"<position>"}` once the broker acknowledged a batch
 * and `{"checkpoint":"<position>"}` once the checkpoint moved past it. RELAY_PAUSE_AFTER_ACK_MS holds it between
 * the two, so the test can kill it exactly there. SIGTERM stops it gracefully (exit 0).
 */
import pino from 'pino';
import { openDb } from '@ghg/database';
import { createPostgresEventStore } from '@ghg/event-store';
import {
  createKafkaPublisher,
  type EventPublisher,
  KafkaRelay,
} from '../../apps/projector/src/relay/index.js';

const say = (line: object): boolean => process.stdout.write(`${JSON.stringify(line)}\n`);

async function main(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('DATABASE_URL is required');
  const pauseMs = Number(process.env['RELAY_PAUSE_AFTER_ACK_MS'] ?? 0);
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const db = await openDb({ kind: 'postgres', url, poolSize: 4 });
  const store = createPostgresEventStore(db);
  const kafka = createKafkaPublisher(
    {
      brokers: (process.env['KAFKA_BROKERS'] ?? '').split(','),
      clientId: 'ghg-relay-child',
      ssl: false,
      sasl: null,
      topicPrefix: process.env['KAFKA_TOPIC_PREFIX'] ?? 'ghg',
      batchSize: 100,
      topicPartitions: 3,
      topicReplicationFactor: 1,
    },
    logger,
  );
  const publisher: EventPublisher = {
    async publish(messages) {
      await kafka.publish(messages);
      const last = JSON.parse(messages[messages.length - 1]!.value) as { position: string };
      say({ acked: last.position });
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    },
    close: () => kafka.close(),
  };
  const relay = new KafkaRelay(db, store, publisher, {
    topicPrefix: process.env['KAFKA_TOPIC_PREFIX'] ?? 'ghg',
    batchSize: 100,
    leaseRetryMs: 100,
    logger,
    onBatchPublished: ({ to }) => say({ checkpoint: to.toString() }),
  });
  relay.start();
  await new Promise((resolve) => process.once('SIGTERM', resolve));
  await relay.stop();
  await publisher.close();
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
