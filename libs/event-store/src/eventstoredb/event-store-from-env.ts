import type { Db } from '@ghg/database';
import type { EventStore } from '../event-store.port.js';
import { createPostgresEventStore } from '../postgres/postgres-event-store.js';

export interface SelectedEventStore {
  store: EventStore;
  kind: 'postgres' | 'eventstoredb';
  /** Closes the EventStoreDB connection; the database itself stays with its owner. */
  close(): Promise<void>;
}

/**
 * The composition roots' choice of adapter: EVENT_STORE=postgres (default: the events table in `db`) or
 * EVENT_STORE=eventstoredb with EVENTSTORE_URL (e.g. esdb://eventstore:2113?tls=false). Read models, checkpoints
 * and leases stay in PostgreSQL either way. The EventStoreDB client (gRPC, ~23 MB of a process's memory) is loaded
 * only when it is chosen.
 */
export async function eventStoreFromEnv(
  db: Db,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SelectedEventStore> {
  const kind = (env['EVENT_STORE'] ?? 'postgres').trim().toLowerCase();
  if (kind === 'postgres' || kind === '') {
    return { store: createPostgresEventStore(db), kind: 'postgres', close: async () => undefined };
  }
  if (kind !== 'eventstoredb') {
    throw new Error(`EVENT_STORE must be postgres or eventstoredb, got "${env['EVENT_STORE']}"`);
  }
  const url = env['EVENTSTORE_URL']?.trim();
  if (!url)
    throw new Error('EVENT_STORE=eventstoredb needs EVENTSTORE_URL, e.g. esdb://localhost:2113?tls=false');
  const { createEventStoreDbEventStore } = await import('./eventstoredb-event-store.js');
  const store = createEventStoreDbEventStore(url);
  return { store, kind: 'eventstoredb', close: () => store.close() };
}
