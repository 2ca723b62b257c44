import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { readCheckpoints } from './checkpoints.js';
import { LeaseBalancer } from './lease-balancer.js';
import { createProjectorLogger, errorFields } from './logger.js';
import { partitionsOfProjection, preparePartitionCheckpoints } from './partition-checkpoints.js';
import type { Projection } from './projection.js';
import { LeaseSession } from './projection-lease.js';
import {
  ProjectionRunner,
  type ProjectionRunnerOptions,
  type ProjectionRunnerState,
} from './projection-runner.js';
import { sleep } from './sleep.js';

export interface ProjectorOptions extends ProjectionRunnerOptions {
  /**
   * PROJECTOR_PARTITIONS (default 1): projections with a partition key run as this many partitions, each with its
   * own lease and checkpoint, so as many projector processes share them. Every process must use the same count.
   */
  partitions?: number;
}

/** How far one projection (or one partition of it) is behind the log, read from the database. */
export interface ProjectionLag {
  /** The checkpoint name: the projection's own, or `name@p<i>of<N>` for a partition. */
  name: string;
  checkpoint: bigint;
  head: bigint;
  /** head − checkpoint, never negative. */
  lag: bigint;
  /** This instance's runner: `standby` means another instance holds the lease. */
  state: ProjectionRunnerState;
}

/**
 * Runs a set of projections, one runner (and one lease) per projection or per partition. The leases are shared
 * among the live projector processes (LeaseBalancer), so N processes each run about 1/N of them; when one dies,
 * the others take its leases.
 */
export class Projector {
  private readonly runners: ProjectionRunner[];
  /** One connection holds the leases of all this instance's projections, and its membership lock. */
  private readonly leases: LeaseSession;
  private readonly balancer: LeaseBalancer;
  private readonly partitions: number;
  private membership: { stop: AbortController; loop: Promise<void> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    private readonly options: ProjectorOptions = {},
  ) {
    const names = new Set<string>();
    for (const projection of projections) {
      if (names.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`);
      names.add(projection.name);
    }
    this.partitions = options.partitions ?? 1;
    this.leases = new LeaseSession(db, { member: true });
    const runnerOptions = { ...options, leases: this.leases, checkpointPrepared: true };
    const planned = projections.flatMap((projection) =>
      partitionsOfProjection(projection, this.partitions).map((partition) => ({ projection, partition })),
    );
    this.balancer = new LeaseBalancer(planned.length);
    this.runners = planned.map(
      ({ projection, partition }) =>
        new ProjectionRunner(db, store, projection, { ...runnerOptions, partition, balancer: this.balancer }),
    );
  }

  /**
   * Creates missing checkpoints at once (so waitForProjections knows every projection), handing over from another
   * partition count when the projections last ran with one, then joins the other processes and starts the runners.
   */
  async start(): Promise<void> {
    const logger = this.options.logger ?? createProjectorLogger();
    for (const projection of this.projections)
      await preparePartitionCheckpoints(this.db, this.store, projection, this.partitions, logger);
    await this.leases.join();
    await this.countMembers();
    const stop = new AbortController();
    this.membership = { stop, loop: this.watchMembers(stop.signal) };
    for (const runner of this.runners) runner.start();
  }

  async stop(): Promise<void> {
    this.membership?.stop.abort();
    await this.membership?.loop;
    this.membership = null;
    await Promise.all(this.runners.map((runner) => runner.stop()));
    await this.leases.close();
  }

  /** Leases this process holds now. */
  get leasesHeld(): string[] {
    return this.runners.filter((runner) => runner.state === 'running').map((runner) => runner.checkpointName);
  }

  async lag(): Promise<ProjectionLag[]> {
    const head = await this.store.headPosition();
    const checkpoints = await readCheckpoints(
      this.db,
      this.runners.map((runner) => runner.checkpointName),
    );
    return this.runners.map((runner) => {
      const checkpoint = checkpoints.get(runner.checkpointName) ?? 0n;
      return {
        name: runner.checkpointName,
        checkpoint,
        head,
        lag: head > checkpoint ? head - checkpoint : 0n,
        state: runner.state,
      };
    });
  }

  /** Recounts the live processes each lease retry, so shares follow processes joining and dying. */
  private async watchMembers(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      await sleep(this.options.leaseRetryMs ?? 2000, signal);
      if (!signal.aborted) await this.countMembers();
    }
  }

  private async countMembers(): Promise<void> {
    try {
      this.balancer.setMembers(await this.leases.members());
    } catch (error) {
      (this.options.logger ?? createProjectorLogger()).warn(
        errorFields(error),
        'projector processes could not be counted',
      );
    }
  }
}
