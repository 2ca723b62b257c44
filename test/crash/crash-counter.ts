import { streamCounterProjection } from '../../apps/projector/src/testing/stream-counter.projection.js';

/** The non-idempotent read model of the crash proof: replaying or losing a batch shows in its counters. */
export const crashCounter = streamCounterProjection({ name: 'crash-stream-counter', prefix: 'crash' });
