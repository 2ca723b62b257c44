import type { Db } from '@ghg/database';
import type { EventStore, RecordedEvent } from '@ghg/event-store';
import { advanceCheckpoint, readCheckpoint } from '../runtime/checkpoints.js';
import { LeasedLogFollower } from '../runtime/leased-log-follower.js';
import { createProjectorLogger, type ProjectorLogger } from '../runtime/logger.js';
import type { ProjectionLag } from '../runtime/projector.js';
import type { EventPublisher } from './kafka-publisher.js';
import { relayMessageOf } from './relay-message.js';

export interface KafkaRelayOptions {
  /** Checkpoint and lease key in read.projection_checkpoints. */
  name?: string;
  topicPrefix?: string;
  batchSize?: number;
  leaseRetryMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  logger?: ProjectorLogger;
  /** Called after the broker acknowledged a batch and the checkpoint moved past it. */
  onBatchPublished?: (info: { from: bigint; to: bigint; events: number }) => void;
}

export const KAFKA_RELAY_NAME = 'kafka-relay';

/**
 * Publishes the global log to Kafka, at least once and in log order. It is not a read-model projection: the
 * runtime would apply a batch inside the checkpoint's transaction, and a transaction must not stay open while a
 * broker is unreachable. So: read a batch after the checkpoint, send it, wait for the acknowledgement, then move
 * the checkpoint (compare-and-set). A crash between acknowledgement and checkpoint re-sends the batch
 * (duplicates, never loss); a broker outage only makes the lag grow. Leased like a projection, so of several
 * projector replicas exactly one relays.
 */
export class KafkaRelay extends LeasedLogFollower {
  readonly name: string;

  constructor(
    db: Db,
    store: EventStore,
    private readonly publisher: EventPublisher,
    private readonly options: KafkaRelayOptions = {},
  ) {
    const name = options.name ?? KAFKA_RELAY_NAME;
    super(db, store, {
      name,
      logFields: { relay: name },
      logLabel: 'kafka relay',
      batchSize: options.batchSize ?? 500,
      leaseRetryMs: options.leaseRetryMs ?? 2000,
      retryBaseMs: options.retryBaseMs ?? 200,
      retryMaxMs: options.retryMaxMs ?? 10_000,
      checkpointMovedRetryMs: 0,
      logger: options.logger ?? createProjectorLogger(),
    });
    this.name = name;
  }

  /** Same shape as a projection's lag, so /readyz lists the relay beside the projections. */
  async lag(): Promise<ProjectionLag> {
    const [head, checkpoint] = await Promise.all([
      this.store.headPosition(),
      readCheckpoint(this.db, this.name),
    ]);
    return {
      name: this.name,
      checkpoint,
      head,
      lag: head > checkpoint ? head - checkpoint : 0n,
      state: this.state,
    };
  }

  /** Send, await the broker's acknowledgement, then move the checkpoint; the next batch is read only after. */
  protected async handleBatch(from: bigint, events: RecordedEvent[]): Promise<bigint> {
    await this.publisher.publish(events.map((event) => relayMessageOf(event, this.options.topicPrefix)));
    const to = events[events.length - 1]!.position;
    await this.db.transaction((tx) => advanceCheckpoint(tx, this.name, from, to));
    if (this.failures > 0)
      this.logger.info({ relay: this.name, checkpoint: to.toString() }, 'kafka relay resumed');
    this.options.onBatchPublished?.({ from, to, events: events.length });
    return to;
  }
}
