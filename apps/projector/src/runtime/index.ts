export { applyBatch } from './apply-batch.js';
export {
  CheckpointMovedError,
  ensureCheckpoint,
  readCheckpoint,
  readCheckpoints,
  toPosition,
} from './checkpoints.js';
export { catchUpPartition } from './catch-up-partition.js';
export { LeaseBalancer } from './lease-balancer.js';
export {
  organizationOfEvent,
  type Partition,
  partitionName,
  partitionOfOrganization,
  partitionsOf,
} from './partitioning.js';
export { partitionsOfProjection, preparePartitionCheckpoints } from './partition-checkpoints.js';
export { createProjectorLogger, type ProjectorLogger } from './logger.js';
export type { Projection } from './projection.js';
export { LeaseSession, type ProjectionLease, tryAcquireLease } from './projection-lease.js';
export {
  ProjectionRunner,
  type ProjectionRunnerOptions,
  type ProjectionRunnerState,
} from './projection-runner.js';
export { type ProjectionLag, Projector, type ProjectorOptions } from './projector.js';
export {
  LeaseUnavailableError,
  rebuildProjection,
  resetProjection,
  type RebuildOptions,
  type RebuildResult,
} from './rebuild-projection.js';
export { sqlJson } from './sql-json.js';
export { waitForProjections, type WaitForProjectionsOptions } from '@ghg/read-models';
