import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import {
  advanceCheckpoint,
  CheckpointMovedError,
  ensureCheckpoint,
  readCheckpoint,
} from '../runtime/checkpoints.js';
import { createProjectorLogger, errorFields, type ProjectorLogger } from '../runtime/logger.js';
import { type ProjectionLease, tryAcquireLease } from '../runtime/projection-lease.js';
import type { ProjectionRunnerState } from '../runtime/projection-runner.js';
import type { ProjectionLag } from '../runtime/projector.js';
import { backoffDelay, sleep } from '../runtime/sleep.js';
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
export class KafkaRelay {
  readonly name: string;
  private currentState: ProjectionRunnerState = 'stopped';
  private abort: AbortController | null = null;
  private loop: Promise<void> | null = null;
  private failures = 0;
  private readonly logger: ProjectorLogger;

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    private readonly publisher: EventPublisher,
    private readonly options: KafkaRelayOptions = {},
  ) {
    this.name = options.name ?? KAFKA_RELAY_NAME;
    this.logger = options.logger ?? createProjectorLogger();
  }

  get state(): ProjectionRunnerState {
    return this.currentState;
  }

  start(): void {
    if (this.loop) return;
    const abort = new AbortController();
    this.abort = abort;
    this.currentState = 'standby';
    this.loop = this.run(abort.signal).finally(() => {
      this.currentState = 'stopped';
    });
  }

  /** Resolves once no batch is in flight and the lease is released. */
  async stop(): Promise<void> {
    this.abort?.abort();
    await this.loop;
    this.loop = null;
    this.abort = null;
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

  private async run(signal: AbortSignal): Promise<void> {
    const leaseRetryMs = this.options.leaseRetryMs ?? 2000;
    while (!signal.aborted) {
      let lease: ProjectionLease | null = null;
      try {
        lease = await tryAcquireLease(this.db, this.name);
      } catch (error) {
        this.logger.error({ relay: this.name, ...errorFields(error) }, 'kafka relay lease attempt failed');
      }
      if (!lease) {
        await sleep(leaseRetryMs, signal);
        continue;
      }
      this.logger.info({ relay: this.name }, 'kafka relay lease acquired');
      this.currentState = 'running';
      try {
        await this.relayUnderLease(lease, signal);
      } finally {
        this.currentState = 'standby';
        await lease.release().catch(() => undefined);
        this.logger.info({ relay: this.name }, 'kafka relay lease released');
      }
    }
  }

  /** Returns on stop() or when the lease connection is lost; publish and database failures are retried. */
  private async relayUnderLease(lease: ProjectionLease, signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        const outcome = await this.followLog(lease, signal);
        if (outcome === 'lease-lost') return;
        if (outcome === 'ended' && !signal.aborted)
          throw new Error('subscription ended without being stopped');
      } catch (error) {
        const moved = error instanceof CheckpointMovedError;
        const delay = moved
          ? 0
          : backoffDelay(this.failures++, this.options.retryBaseMs ?? 200, this.options.retryMaxMs ?? 10_000);
        const fields = { relay: this.name, retryInMs: delay, ...errorFields(error) };
        if (moved) this.logger.warn(fields, 'kafka relay checkpoint moved, re-reading');
        else this.logger.error(fields, 'kafka relay batch failed, retrying');
        await sleep(delay, signal);
      }
    }
  }

  /**
   * One catch-up subscription from the stored checkpoint (so appends wake it as they wake projections) until a
   * batch fails, stop() is called, or the lease is lost. Per batch: send, await the acknowledgement, move the
   * checkpoint; the next batch is read only after that.
   */
  private async followLog(
    lease: ProjectionLease,
    signal: AbortSignal,
  ): Promise<'ended' | 'stopped' | 'lease-lost'> {
    let checkpoint = await ensureCheckpoint(this.db, this.name);
    const subscription = this.store.subscribeToAll({
      fromPosition: checkpoint,
      batchSize: this.options.batchSize ?? 500,
      onEvents: async (events) => {
        await this.publisher.publish(events.map((event) => relayMessageOf(event, this.options.topicPrefix)));
        const from = checkpoint;
        const to = events[events.length - 1]!.position;
        await this.db.transaction((tx) => advanceCheckpoint(tx, this.name, from, to));
        checkpoint = to;
        if (this.failures > 0)
          this.logger.info({ relay: this.name, checkpoint: to.toString() }, 'kafka relay resumed');
        this.failures = 0;
        this.options.onBatchPublished?.({ from, to, events: events.length });
      },
    });
    subscription.done.catch(() => undefined); // observed through the race below
    const watch = new AbortController();
    try {
      return await Promise.race([
        subscription.done.then(() => 'ended' as const),
        untilAborted(signal, watch.signal).then(() => 'stopped' as const),
        this.watchLease(lease, watch.signal),
      ]);
    } finally {
      watch.abort();
      await subscription.stop().catch(() => undefined);
    }
  }

  private async watchLease(lease: ProjectionLease, signal: AbortSignal): Promise<'lease-lost'> {
    while (!signal.aborted) {
      await sleep(this.options.leaseRetryMs ?? 2000, signal);
      if (signal.aborted) break;
      try {
        await lease.check();
      } catch (error) {
        this.logger.error({ relay: this.name, ...errorFields(error) }, 'kafka relay lease connection lost');
        return 'lease-lost';
      }
    }
    return new Promise<never>(() => undefined);
  }
}

/** Resolves when signal aborts; gives up its listener when `until` aborts, so retries do not pile listeners up. */
function untilAborted(signal: AbortSignal, until: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = (): void => resolve();
    signal.addEventListener('abort', done, { once: true });
    until.addEventListener('abort', () => signal.removeEventListener('abort', done), { once: true });
  });
}
