import type { Db } from '@ghg/database';
import type { EventStore, RecordedEvent, Subscription } from '@ghg/event-store';
import { CheckpointMovedError, ensureCheckpoint, readOwnCheckpoint } from './checkpoints.js';
import type { LeaseBalancer } from './lease-balancer.js';
import { errorFields, type ProjectorLogger } from './logger.js';
import { type LeaseSession, type ProjectionLease, tryAcquireLease } from './projection-lease.js';
import { backoffDelay, sleep } from './sleep.js';

/** standby: waiting for the lease (another instance runs it); running: holds the lease and follows the log. */
export type ProjectionRunnerState = 'stopped' | 'standby' | 'running';

export interface LeasedLogFollowerSettings {
  /** Lease and checkpoint key. */
  name: string;
  /** How the logs name this follower, e.g. { projection: name } or { relay: name }. */
  logFields: Record<string, string>;
  /** Words for the log messages: 'projection' or 'kafka relay'. */
  logLabel: string;
  batchSize: number;
  /** How often a standby tries to take the lease, and how often the holder checks its lease connection. */
  leaseRetryMs: number;
  /** Back-off after a failed batch: from retryBaseMs doubling up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Wait before re-reading when another writer moved the checkpoint (not a failure, so no back-off). */
  checkpointMovedRetryMs: number;
  logger: ProjectorLogger;
  /** Shared lease connection (the Projector passes one for all its runners); else one connection per lease. */
  leases?: LeaseSession;
  /** Shares the leases among projector processes (the Projector passes one); else every free lease is taken. */
  balancer?: LeaseBalancer;
  /**
   * The checkpoint was created before start (the Projector does): a missing one then means the projection's
   * partition count changed under this runner, which retires instead of starting again from zero.
   */
  checkpointPrepared?: boolean;
}

type FollowOutcome = 'ended' | 'stopped' | 'lease-lost' | 'yielded' | 'retired';

/**
 * What a projection runner and the Kafka relay share: take the lease (standby until it is free), follow the log
 * from the stored checkpoint with a catch-up subscription, hand each batch to `handleBatch` (which makes it take
 * effect and moves the checkpoint), retry failures with back-off from the checkpoint, and give the lease up when
 * stopped or when its connection dies. Subclasses decide only what a batch does.
 */
export abstract class LeasedLogFollower {
  private currentState: ProjectionRunnerState = 'stopped';
  private abort: AbortController | null = null;
  private loop: Promise<void> | null = null;
  /** Consecutive failed batches; subclasses may read it to log a recovery. */
  protected failures = 0;

  protected constructor(
    protected readonly db: Db,
    protected readonly store: EventStore,
    protected readonly settings: LeasedLogFollowerSettings,
  ) {}

  /** Applies or publishes one batch after `from` and returns the new checkpoint. */
  protected abstract handleBatch(from: bigint, events: RecordedEvent[]): Promise<bigint>;

  /**
   * Runs before the subscription, under the lease, from the stored checkpoint: a follower that can read a backlog
   * better than the shared subscription does (a partition reading only its own events) applies it here and returns
   * the checkpoint reached. Stops between batches once `signal` aborts. Default: nothing to do.
   */
  protected catchUp(from: bigint, _signal: AbortSignal): Promise<bigint> {
    return Promise.resolve(from);
  }

  get state(): ProjectionRunnerState {
    return this.currentState;
  }

  protected get logger(): ProjectorLogger {
    return this.settings.logger;
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

  private async run(signal: AbortSignal): Promise<void> {
    const { name, leases, logFields, logLabel, balancer } = this.settings;
    while (!signal.aborted) {
      let lease: ProjectionLease | null = null;
      if (balancer && !balancer.reserve()) {
        await sleep(this.settings.leaseRetryMs, signal);
        continue;
      }
      try {
        lease = leases ? await leases.tryAcquire(name) : await tryAcquireLease(this.db, name);
      } catch (error) {
        this.logger.error({ ...logFields, ...errorFields(error) }, `${logLabel} lease attempt failed`);
      } finally {
        balancer?.settle(lease !== null);
      }
      if (!lease) {
        await sleep(this.settings.leaseRetryMs, signal);
        continue;
      }
      this.logger.info(logFields, `${logLabel} lease acquired`);
      this.currentState = 'running';
      let outcome: FollowOutcome | 'stopped' = 'stopped';
      try {
        outcome = await this.runUnderLease(lease, signal);
      } finally {
        balancer?.released(outcome === 'yielded');
        this.currentState = 'standby';
        await lease.release().catch((error: unknown) => {
          this.logger.warn({ ...logFields, ...errorFields(error) }, `${logLabel} lease release failed`);
        });
        this.logger.info(logFields, `${logLabel} lease released`);
      }
      if (outcome === 'retired') {
        this.logger.error(
          logFields,
          `${logLabel} checkpoint is gone (the partition count changed): this runner retires; restart the ` +
            'process with the new PROJECTOR_PARTITIONS',
        );
        return;
      }
    }
  }

  /** Returns on stop() or when the lease connection is lost; every other failure is retried here. */
  private async runUnderLease(lease: ProjectionLease, signal: AbortSignal): Promise<FollowOutcome> {
    const { retryBaseMs, retryMaxMs, checkpointMovedRetryMs, logFields, logLabel } = this.settings;
    while (!signal.aborted) {
      try {
        const outcome = await this.followLog(lease, signal);
        if (outcome === 'lease-lost' || outcome === 'yielded' || outcome === 'retired') return outcome;
        if (outcome === 'ended' && !signal.aborted)
          throw new Error('subscription ended without being stopped');
      } catch (error) {
        const moved = error instanceof CheckpointMovedError;
        const delay = moved ? checkpointMovedRetryMs : backoffDelay(this.failures++, retryBaseMs, retryMaxMs);
        const fields = { ...logFields, retryInMs: delay, ...errorFields(error) };
        if (moved) this.logger.warn(fields, `${logLabel} checkpoint moved, re-reading`);
        else this.logger.error(fields, `${logLabel} batch failed, retrying`);
        await sleep(delay, signal);
      }
    }
    return 'stopped';
  }

  /** One subscription from the stored checkpoint until it fails, is stopped, or the lease is lost. */
  private async followLog(lease: ProjectionLease, signal: AbortSignal): Promise<FollowOutcome> {
    const stored = this.settings.checkpointPrepared
      ? await readOwnCheckpoint(this.db, this.settings.name)
      : await ensureCheckpoint(this.db, this.settings.name);
    if (stored === null) return 'retired';
    let checkpoint = stored;
    this.logger.info(
      { ...this.settings.logFields, checkpoint: checkpoint.toString() },
      `${this.settings.logLabel} catching up`,
    );
    const watch = new AbortController();
    let subscription: Subscription | null = null;
    const caughtUp = this.catchUp(checkpoint, watch.signal);
    const following = caughtUp.then((reached) => {
      checkpoint = reached;
      if (watch.signal.aborted) return;
      subscription = this.store.subscribeToAll({
        fromPosition: checkpoint,
        batchSize: this.settings.batchSize,
        onEvents: async (events: RecordedEvent[]) => {
          checkpoint = await this.handleBatch(checkpoint, events);
          this.failures = 0;
        },
      });
      return subscription.done;
    });
    following.catch(() => undefined); // observed through the race below
    try {
      return await Promise.race([
        following.then(() => 'ended' as const),
        untilAborted(signal, watch.signal).then(() => 'stopped' as const),
        this.watchLease(lease, watch.signal),
      ]);
    } finally {
      watch.abort();
      // No batch may still run once this returns: the catch-up stops between batches, the subscription on stop().
      await caughtUp.catch(() => undefined);
      await (subscription as Subscription | null)?.stop().catch(() => undefined);
    }
  }

  private async watchLease(lease: ProjectionLease, signal: AbortSignal): Promise<'lease-lost' | 'yielded'> {
    while (!signal.aborted) {
      await sleep(this.settings.leaseRetryMs, signal);
      if (signal.aborted) break;
      try {
        await lease.check();
      } catch (error) {
        this.logger.error(
          { ...this.settings.logFields, ...errorFields(error) },
          `${this.settings.logLabel} lease connection lost`,
        );
        return 'lease-lost';
      }
      if (this.settings.balancer?.shouldYield()) {
        this.logger.info(
          this.settings.logFields,
          `${this.settings.logLabel} lease handed back: another projector process takes its share`,
        );
        return 'yielded';
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
