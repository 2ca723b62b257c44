import { createPostgresEventStore, type EventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';

export const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';

/** The real event store over a fresh migrated database for the tests of one describe block (call it there). */
export function useTestStore(): () => EventStore {
  let t: TestDb;
  let store: EventStore;
  beforeAll(async () => {
    t = await openTestDb();
    store = createPostgresEventStore(t.db);
  });
  afterAll(() => t.dispose());
  return () => store;
}
