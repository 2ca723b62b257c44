export { eventStoreFromEnv, type SelectedEventStore } from './event-store-from-env.js';
export {
  createEventStoreDbEventStore,
  type EventStoreDbEventStore,
  type EventStoreDbOptions,
} from './eventstoredb-event-store.js';
export { fromStoredMetadata, type StoredMetadata, toStoredMetadata } from './event-mapping.js';
