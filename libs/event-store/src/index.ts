export * from './event-envelope.js';
export * from './event-store.port.js';
export * from './log-partition.js';
export { checkExpectedRevision } from './expected-revision.js';
export * from './postgres/index.js';
export * from './eventstoredb/index.js';
