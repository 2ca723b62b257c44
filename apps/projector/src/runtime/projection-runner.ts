import type { Db } from '@ghg/database';
import type { EventStore, RecordedEvent } from '@ghg/event-store';
import { applyBatch } from './apply-batch.js';
import { LeasedLogFollower, type ProjectionRunnerState } from './leased-log-follower.js';
import { createProjectorLogger, type ProjectorLogger } from './logger.js';
import type { Projection } from './projection.js';
import type { LeaseBalancer } from './lease-balancer.js';
import { catchUpPartition, NO_END } from './catch-up-partition.js';
import { type Partition, partitionName, readsLogPartition, WHOLE } from './partitioning.js';
import type { LeaseSession } from './projection-lease.js';

export type { ProjectionRunnerState };

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
  /** The part of the projection this runner applies (default: the whole, under the projection's own name). */
  partition?: Partition;
  /** Shares leases among projector processes (set by the Projector). */
  balancer?: LeaseBalancer;
  /** The checkpoint exists before start (set by the Projector): a missing one retires the runner. */
  checkpointPrepared?: boolean;
  /** Called after each committed batch (tests and the crash child use it to report progress). */
  onBatchApplied?: (info: {
    projection: string;
    /** The checkpoint name: the projection's own unless it runs in partitions. */
    partition: string;
    from: bigint;
    to: bigint;
    events: number;
  }) => void;
}

/**
 * Runs one projection: lease → checkpoint → catch-up subscription → one transaction per batch. A failed batch is
 * rolled back, logged and retried with back-off from the checkpoint, so no event is ever skipped or applied twice.
 */
export class ProjectionRunner extends LeasedLogFollower {
  constructor(
    db: Db,
    store: EventStore,
    readonly projection: Projection,
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    const retryBaseMs = options.retryBaseMs ?? 200;
    const partition = options.partition ?? WHOLE;
    const name = partitionName(projection.name, partition);
    super(db, store, {
      name,
      logFields:
        partition.count > 1
          ? { projection: projection.name, partition: `${partition.index + 1}/${partition.count}` }
          : { projection: projection.name },
      logLabel: 'projection',
      batchSize: options.batchSize ?? 500,
      leaseRetryMs: options.leaseRetryMs ?? 2000,
      retryBaseMs,
      retryMaxMs: options.retryMaxMs ?? 30_000,
      checkpointMovedRetryMs: retryBaseMs,
      logger: options.logger ?? createProjectorLogger(),
      leases: options.leases,
      balancer: options.balancer,
      checkpointPrepared: options.checkpointPrepared,
    });
    this.partition = partition;
    this.checkpointName = name;
  }

  readonly partition: Partition;
  /** Checkpoint and lease name: the projection's, or `name@p<i>of<N>` for one partition. */
  readonly checkpointName: string;

  protected async handleBatch(from: bigint, events: RecordedEvent[]): Promise<bigint> {
    const to = await applyBatch(this.db, this.projection, from, events, this.partition);
    this.reportBatch(from, to, events.length);
    return to;
  }

  /**
   * A partition of a projection split by the log's organization catches a backlog up reading its own events only
   * (as a rebuild does), so N processes starting behind read the log once between them; the shared subscription
   * follows from the head it reached.
   */
  protected override async catchUp(from: bigint, signal: AbortSignal): Promise<bigint> {
    if (!readsLogPartition(this.projection, this.partition)) return from;
    const { position } = await catchUpPartition(
      this.db,
      this.store,
      this.projection,
      this.partition,
      from,
      NO_END,
      {
        batchSize: this.settings.batchSize,
        untilShortBatch: true,
        signal,
        onProgress: (batch) => {
          this.failures = 0;
          this.reportBatch(batch.from, batch.position, batch.batchEvents);
        },
      },
    );
    return position;
  }

  private reportBatch(from: bigint, to: bigint, events: number): void {
    this.options.onBatchApplied?.({
      projection: this.projection.name,
      partition: this.checkpointName,
      from,
      to,
      events,
    });
  }
}
