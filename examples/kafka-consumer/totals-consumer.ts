import { type Consumer, Kafka, logLevel } from 'kafkajs';
import { type EventMessage, OrganizationTotals } from './organization-totals.js';

export interface TotalsConsumerOptions {
  brokers: string[];
  groupId: string;
  /** Default: every GHG Ledger topic, `ghg.<category>.v1`. */
  topics?: RegExp;
  totals?: OrganizationTotals;
  /** Called for every delivery, duplicates included (tests use it to check per-stream order). */
  onMessage?: (message: EventMessage, isNew: boolean) => void;
}

export interface TotalsConsumer {
  readonly totals: OrganizationTotals;
  stop(): Promise<void>;
}

/**
 * A consumer group member that reads every event topic from the beginning and keeps OrganizationTotals. Offsets
 * are committed by kafkajs after each batch; a restart may deliver some messages again, which the eventId check
 * absorbs. (A real analytics job would store its seen ids and totals in one transaction; memory keeps it small.)
 */
export async function startTotalsConsumer(options: TotalsConsumerOptions): Promise<TotalsConsumer> {
  const totals = options.totals ?? new OrganizationTotals();
  const kafka = new Kafka({
    clientId: 'ghg-example-totals',
    brokers: options.brokers,
    logLevel: logLevel.NOTHING,
  });
  const consumer: Consumer = kafka.consumer({ groupId: options.groupId, metadataMaxAge: 1_000 });
  await consumer.connect();
  await consumer.subscribe({ topics: [options.topics ?? /^ghg\.[a-z0-9_]+\.v1$/], fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      if (!message.value) return;
      const event = JSON.parse(message.value.toString('utf8')) as EventMessage;
      const isNew = totals.add(event);
      options.onMessage?.(event, isNew);
    },
  });
  return { totals, stop: () => consumer.disconnect() };
}
