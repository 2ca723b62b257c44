import type { Db } from '@ghg/database';
import type { EventStore, RecordedEvent } from '@ghg/event-store';
import { applyBatch } from './apply-batch.js';
import { CheckpointMovedError, ensureCheckpoint } from './checkpoints.js';
import { createProjectorLogger, errorFields, type ProjectorLogger } from './logger.js';
import type { Projection } from './projection.js';
import { type LeaseSession, type ProjectionLease, tryAcquireLease } from './projection-lease.js';
import { backoffDelay, sleep } from './sleep.js';

export interface ProjectionRunnerOptions {
  /** Events per batch, i.e. per transaction. */
  batchSize?: number;
  /** How often a standby tries to take the lease, and how often the holder checks its lease connection. */
  leaseRetryMs?: number;
  /** Back-off after a failed batch: from retryBaseMs doubling up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  logger?: ProjectorLogger;
  /** Shared lease connection (the Projector passes one for all its runners); else one connection per lease. */
  leases?: LeaseSession;
  /** Called after each committed batch (tests and the crash child use it to report progress). */
  onBatchApplied?: (info: { projection: string; from: bigint; to: bigint; events: number }) => void;
}

/** standby: waiting for the lease (another instance runs it); running: holds the lease and follows the log. */
export type ProjectionRunnerState = 'stopped' | 'standby' | 'running';

/**
 * Runs one projection: lease → checkpoint → catch-up subscription → one transaction per batch. A failed batch is
 * rolled back, logged and retried with back-off from the checkpoint, so no event is ever skipped or applied twice.
 */
export class ProjectionRunner {
  private currentState: ProjectionRunnerState = 'stopped';
  private abort: AbortController | null = null;
  private loop: Promise<void> | null = null;
  private failures = 0;
  private readonly batchSize: number;
  private readonly leaseRetryMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly logger: ProjectorLogger;

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    readonly projection: Projection,
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.leaseRetryMs = options.leaseRetryMs ?? 2000;
    this.retryBaseMs = options.retryBaseMs ?? 200;
    this.retryMaxMs = options.retryMaxMs ?? 30_000;
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

  /** Resolves once no batch is running and the lease is released. */
  async stop(): Promise<void> {
    this.abort?.abort();
    await this.loop;
    this.loop = null;
    this.abort = null;
  }

  private get name(): string {
    return this.projection.name;
  }

  private async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      let lease: ProjectionLease | null = null;
      try {
        lease = this.options.leases
          ? await this.options.leases.tryAcquire(this.name)
          : await tryAcquireLease(this.db, this.name);
      } catch (error) {
        this.logger.error(
          { projection: this.name, ...errorFields(error) },
          'projection lease attempt failed',
        );
      }
      if (!lease) {
        await sleep(this.leaseRetryMs, signal);
        continue;
      }
      this.logger.info({ projection: this.name }, 'projection lease acquired');
      this.currentState = 'running';
      try {
        await this.runUnderLease(lease, signal);
      } finally {
        this.currentState = 'standby';
        await lease.release().catch((error: unknown) => {
          this.logger.warn(
            { projection: this.name, ...errorFields(error) },
            'projection lease release failed',
          );
        });
        this.logger.info({ projection: this.name }, 'projection lease released');
      }
    }
  }

  /** Returns on stop() or when the lease connection is lost; every other failure is retried here. */
  private async runUnderLease(lease: ProjectionLease, signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        const outcome = await this.followLog(lease, signal);
        if (outcome === 'lease-lost') return;
        if (outcome === 'ended' && !signal.aborted) {
          throw new Error('subscription ended without being stopped');
        }
      } catch (error) {
        const moved = error instanceof CheckpointMovedError;
        const delay = moved
          ? this.retryBaseMs
          : backoffDelay(this.failures++, this.retryBaseMs, this.retryMaxMs);
        const log = moved ? this.logger.warn.bind(this.logger) : this.logger.error.bind(this.logger);
        log(
          { projection: this.name, retryInMs: delay, ...errorFields(error) },
          'projection batch failed, retrying',
        );
        await sleep(delay, signal);
      }
    }
  }

  /** One subscription from the stored checkpoint until it fails, is stopped, or the lease is lost. */
  private async followLog(
    lease: ProjectionLease,
    signal: AbortSignal,
  ): Promise<'ended' | 'stopped' | 'lease-lost'> {
    let checkpoint = await ensureCheckpoint(this.db, this.name);
    this.logger.info({ projection: this.name, checkpoint: checkpoint.toString() }, 'projection catching up');
    const subscription = this.store.subscribeToAll({
      fromPosition: checkpoint,
      batchSize: this.batchSize,
      onEvents: async (events: RecordedEvent[]) => {
        const from = checkpoint;
        checkpoint = await applyBatch(this.db, this.projection, from, events);
        this.failures = 0;
        this.options.onBatchApplied?.({ projection: this.name, from, to: checkpoint, events: events.length });
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
      await sleep(this.leaseRetryMs, signal);
      if (signal.aborted) break;
      try {
        await lease.check();
      } catch (error) {
        this.logger.error(
          { projection: this.name, ...errorFields(error) },
          'projection lease connection lost',
        );
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
