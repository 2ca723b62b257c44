import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { ensureCheckpoint, readCheckpoints } from './checkpoints.js';
import type { Projection } from './projection.js';
import { LeaseSession } from './projection-lease.js';
import {
  ProjectionRunner,
  type ProjectionRunnerOptions,
  type ProjectionRunnerState,
} from './projection-runner.js';

export type ProjectorOptions = ProjectionRunnerOptions;

/** How far one projection is behind the log, read from the database (true even on a standby instance). */
export interface ProjectionLag {
  name: string;
  checkpoint: bigint;
  head: bigint;
  /** head − checkpoint, never negative. */
  lag: bigint;
  /** This instance's runner: `standby` means another instance holds the lease. */
  state: ProjectionRunnerState;
}

/** Runs a set of projections, one runner (and one lease) each. */
export class Projector {
  private readonly runners: ProjectionRunner[];
  /** One connection holds the leases of all this instance's projections. */
  private readonly leases: LeaseSession;

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    options: ProjectorOptions = {},
  ) {
    const names = new Set<string>();
    for (const projection of projections) {
      if (names.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`);
      names.add(projection.name);
    }
    this.leases = new LeaseSession(db);
    this.runners = projections.map(
      (projection) => new ProjectionRunner(db, store, projection, { ...options, leases: this.leases }),
    );
  }

  /** Creates missing checkpoints at once (so waitForProjections knows every projection), then starts runners. */
  async start(): Promise<void> {
    for (const projection of this.projections) await ensureCheckpoint(this.db, projection.name);
    for (const runner of this.runners) runner.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.stop()));
    await this.leases.close();
  }

  async lag(): Promise<ProjectionLag[]> {
    const head = await this.store.headPosition();
    const checkpoints = await readCheckpoints(
      this.db,
      this.projections.map((projection) => projection.name),
    );
    return this.runners.map((runner) => {
      const checkpoint = checkpoints.get(runner.projection.name) ?? 0n;
      return {
        name: runner.projection.name,
        checkpoint,
        head,
        lag: head > checkpoint ? head - checkpoint : 0n,
        state: runner.state,
      };
    });
  }
}
