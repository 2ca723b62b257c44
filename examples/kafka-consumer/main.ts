/**
 * Example analytics consumer: prints events per type per organization every few seconds.
 *   KAFKA_BROKERS=127.0.0.1:19092 npx tsx examples/kafka-consumer/main.ts
 * KAFKA_GROUP_ID (default ghg-example-totals) names the consumer group.
 */
import { startTotalsConsumer } from './totals-consumer.js';

async function main(): Promise<void> {
  const brokers = (process.env['KAFKA_BROKERS'] ?? '').split(',').filter(Boolean);
  if (brokers.length === 0) throw new Error('KAFKA_BROKERS is required, e.g. KAFKA_BROKERS=127.0.0.1:19092');
  const consumer = await startTotalsConsumer({
    brokers,
    groupId: process.env['KAFKA_GROUP_ID'] ?? 'ghg-example-totals',
  });
  const timer = setInterval(() => {
    const { totals } = consumer;
    console.log(
      JSON.stringify({
        events: totals.distinctEvents,
        duplicates: totals.duplicates,
        perOrganization: totals.snapshot(),
      }),
    );
  }, 5_000);
  await new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  clearInterval(timer);
  await consumer.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
