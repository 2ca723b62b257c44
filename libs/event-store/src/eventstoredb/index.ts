export { eventStoreFromEnv, type SelectedEventStore } from './event-store-from-env.js';
// Types only: the adapter itself is loaded by eventStoreFromEnv when EVENT_STORE=eventstoredb.
export type { EventStoreDbEventStore, EventStoreDbOptions } from './eventstoredb-event-store.js';
export { fromStoredMetadata, type StoredMetadata, toStoredMetadata } from './event-mapping.js';
