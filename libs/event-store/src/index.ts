export * from './event-envelope.js';
export * from './event-store.port.js';
export { checkExpectedRevision } from './expected-revision.js';
export * from './postgres/index.js';
export * from './eventstoredb/index.js';
