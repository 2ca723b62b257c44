export {
  IN_FLIGHT_KEY_BASE,
  STREAM_LOCK_NAMESPACE,
  EVENTS_APPENDED_CHANNEL,
  appendInTransaction,
  appendToStream,
} from './append-events.js';
export { appendsSeen, notifyEventsAppended } from './append-signal.js';
export { type PostgresEventStoreOptions, createPostgresEventStore } from './postgres-event-store.js';
