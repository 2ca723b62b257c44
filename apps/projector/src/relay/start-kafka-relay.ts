import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import type { ProjectorLogger } from '../runtime/logger.js';
import type { ProjectionLag } from '../runtime/projector.js';
import { createKafkaPublisher } from './kafka-publisher.js';
import { KafkaRelay, type KafkaRelayOptions } from './kafka-relay.js';
import type { KafkaRelayConfig } from './kafka-relay-config.js';

export interface RunningKafkaRelay {
  readonly relay: KafkaRelay;
  lag(): Promise<ProjectionLag>;
  /** Stops between batches, releases the lease and disconnects the producer. */
  stop(): Promise<void>;
}

/**
 * Starts the relay beside the projections (apps/projector/src/main.ts when KAFKA_BROKERS is set). It never
 * waits for the broker: the first connection is made by the first batch, and a broker that is down only shows
 * as growing lag in /readyz and in the logs.
 */
export function startKafkaRelay(
  db: Db,
  store: EventStore,
  config: KafkaRelayConfig,
  logger: ProjectorLogger,
  options: Omit<KafkaRelayOptions, 'logger' | 'topicPrefix' | 'batchSize'> = {},
): RunningKafkaRelay {
  const publisher = createKafkaPublisher(config, logger);
  const relay = new KafkaRelay(db, store, publisher, {
    ...options,
    logger,
    topicPrefix: config.topicPrefix,
    batchSize: config.batchSize,
  });
  relay.start();
  logger.info({ brokers: config.brokers, topicPrefix: config.topicPrefix }, 'kafka relay started');
  return {
    relay,
    lag: () => relay.lag(),
    async stop() {
      await relay.stop();
      await publisher.close().catch(() => undefined);
    },
  };
}

/** /readyz source: the projections' lag followed by the relay's (when it runs). */
export function withRelayLag(
  projector: { lag(): Promise<ProjectionLag[]> },
  relay: RunningKafkaRelay | null,
): { lag(): Promise<ProjectionLag[]> } {
  return {
    lag: async () => [...(await projector.lag()), ...(relay ? [await relay.lag()] : [])],
  };
}
