import { openTestDb } from '../../../../test/support/test-db.js';
import { describeEventStoreContract } from '../testing/event-store-contract.js';
import { createPostgresEventStore } from './postgres-event-store.js';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';

describeEventStoreContract(`PostgreSQL adapter on ${engine}`, async () => {
  const testDb = await openTestDb();
  return { store: createPostgresEventStore(testDb.db), dispose: () => testDb.dispose() };
});
