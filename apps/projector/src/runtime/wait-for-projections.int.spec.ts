import { createPostgresEventStore } from '@ghg/event-store';
import { waitForProjections } from '@ghg/read-models';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { appendCountedEvents, countedEvent } from '../testing/counted-events.js';
import { memoryLogger } from '../testing/memory-logger.js';
import { streamCounterProjection } from '../testing/stream-counter.projection.js';
import { ensureCheckpoint } from './checkpoints.js';
import { Projector } from './projector.js';

// Catch-up waits allow 20 s on a loaded machine; Jest's default of 5 s would cut them short.
jest.setTimeout(60_000);

describe('waitForProjections', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('returns once the projections passed a command position, with the write visible', async () => {
    const store = createPostgresEventStore(t.db);
    const projection = streamCounterProjection();
    await projection.createTables(t.db);
    const projector = new Projector(t.db, store, [projection], { logger: memoryLogger().logger });
    await projector.start();
    try {
      await appendCountedEvents(store, { streams: 3, perStream: 4 });
      const { position } = await store.append('reader-1', [countedEvent(5)], 'no_stream');

      const result = await waitForProjections(t.db, position, { timeoutMs: 10_000 });

      expect(result.reached).toBe(true);
      expect(result.waitedMs).toBeLessThan(10_000);
      const { rows } = await t.db.query('select n from read.test_stream_counters where stream_id = $1', [
        'reader-1',
      ]);
      expect(rows).toEqual([{ n: 1n }]);
      const lag = await projector.lag();
      expect(lag).toEqual([
        { name: projection.name, checkpoint: position, head: position, lag: 0n, state: 'running' },
      ]);
    } finally {
      await projector.stop();
    }
  });

  it('gives up after the timeout when a projection is behind', async () => {
    const store = createPostgresEventStore(t.db);
    await ensureCheckpoint(t.db, 'not-running');
    const { position } = await store.append('reader-2', [countedEvent(1)], 'no_stream');

    const named = await waitForProjections(t.db, position, { timeoutMs: 150, projections: ['not-running'] });
    expect(named.reached).toBe(false);
    expect(named.waitedMs).toBeGreaterThanOrEqual(150);

    const all = await waitForProjections(t.db, position, { timeoutMs: 50 });
    expect(all.reached).toBe(false);
  });

  it('does not count a projection without a checkpoint as passed', async () => {
    const result = await waitForProjections(t.db, 1n, { timeoutMs: 30, projections: ['never-started'] });
    expect(result.reached).toBe(false);
  });
});
