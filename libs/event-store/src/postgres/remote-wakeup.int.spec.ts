import { openDb } from '@ghg/database';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { testEvent } from '../testing/event-store-contract.js';
import { createPostgresEventStore } from './postgres-event-store.js';

jest.setTimeout(60_000);

const onPostgres = Boolean(process.env['DATABASE_URL']);

// Two pools on one database stand for two processes (api appends, projector subscribes). PGlite is one process.
(onPostgres ? describe : describe.skip)('wake-up across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('a subscriber that would poll once a minute sees another process’s append within seconds', async () => {
    const other = await openDb(t.config);
    try {
      const writer = createPostgresEventStore(t.db);
      const reader = createPostgresEventStore(other, { pollIntervalMs: 60_000 });
      const received: string[] = [];
      const subscription = reader.subscribeToAll({
        fromPosition: 0n,
        onEvents: async (events) => {
          received.push(...events.map((event) => event.type));
        },
      });
      // LISTEN starts in the background: keep appending until the first notification gets through.
      const started = Date.now();
      for (let i = 0; received.length === 0 && Date.now() - started < 10_000; i++) {
        await writer.append(`remote-${i}`, [testEvent('Remote')], 'no_stream');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await subscription.stop();
      expect(received.length).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      // Closing the Db also ends its LISTEN connection.
      await other.close();
    }
  });

  it('the last of a burst of concurrent appends reaches a subscriber that would poll once a minute', async () => {
    const other = await openDb(t.config);
    try {
      const writer = createPostgresEventStore(t.db);
      const reader = createPostgresEventStore(other, { pollIntervalMs: 60_000 });
      const received = new Set<string>();
      const subscription = reader.subscribeToAll({
        fromPosition: 0n,
        onEvents: async (events) => {
          for (const event of events) received.add(event.streamId);
        },
      });
      // LISTEN starts in the background: one append at a time until the first notification gets through.
      for (let i = 0; received.size === 0 && i < 50; i++) {
        await writer.append(`listening-${i}`, [testEvent('Remote')], 'no_stream');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(received.size).toBeGreaterThan(0);
      // End to end, no append of a burst is left unannounced (the throttle's rules are append-signal.unit.spec.ts's:
      // this case passed without the NOTIFY sent after one on the wire, as the reader's read came late enough).
      const burst = Array.from({ length: 40 }, (_, i) => `burst-${i}`);
      await Promise.all(burst.map((stream) => writer.append(stream, [testEvent('Remote')], 'no_stream')));
      const started = Date.now();
      while (burst.some((stream) => !received.has(stream)) && Date.now() - started < 10_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await subscription.stop();
      expect(burst.filter((stream) => !received.has(stream))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
