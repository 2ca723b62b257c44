import { openDb } from '@ghg/database';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { testEvent } from '../testing/event-store-contract.js';
import { createPostgresEventStore } from './postgres-event-store.js';

jest.setTimeout(60_000);

const onPostgres = Boolean(process.env['DATABASE_URL']);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Store = ReturnType<typeof createPostgresEventStore>;

/**
 * Two pools on one database stand for two processes (api appends, projector subscribes): `body` appends through
 * the first while the second's subscriber, which would poll once a minute, collects the stream ids it receives.
 */
async function withRemoteSubscriber(
  t: TestDb,
  body: (writer: Store, received: ReadonlySet<string>) => Promise<void>,
): Promise<void> {
  const other = await openDb(t.config);
  try {
    const reader = createPostgresEventStore(other, { pollIntervalMs: 60_000 });
    const received = new Set<string>();
    const subscription = reader.subscribeToAll({
      fromPosition: 0n,
      onEvents: async (events) => {
        for (const event of events) received.add(event.streamId);
      },
    });
    try {
      await body(createPostgresEventStore(t.db), received);
    } finally {
      await subscription.stop();
    }
  } finally {
    // Closing the Db also ends its LISTEN connection.
    await other.close();
  }
}

/** LISTEN starts in the background: one append at a time until the first notification gets through (≤ 10 s). */
async function firstWakeUp(writer: Store, received: ReadonlySet<string>): Promise<number> {
  const started = Date.now();
  for (let i = 0; received.size === 0 && Date.now() - started < 10_000; i++) {
    await writer.append(`listening-${i}`, [testEvent('Remote')], 'no_stream');
    await pause(200);
  }
  return Date.now() - started;
}

// PGlite is one process: nothing to wake across.
(onPostgres ? describe : describe.skip)('wake-up across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('a subscriber that would poll once a minute sees another process’s append within seconds', async () => {
    await withRemoteSubscriber(t, async (writer, received) => {
      const took = await firstWakeUp(writer, received);
      expect(received.size).toBeGreaterThan(0);
      expect(took).toBeLessThan(10_000);
    });
  });

  it('the last of a burst of concurrent appends reaches a subscriber that would poll once a minute', async () => {
    await withRemoteSubscriber(t, async (writer, received) => {
      await firstWakeUp(writer, received);
      expect(received.size).toBeGreaterThan(0);
      // End to end, no append of a burst is left unannounced (the throttle's rules are append-signal.unit.spec.ts's:
      // this case passed without the NOTIFY sent after one on the wire, as the reader's read came late enough).
      const burst = Array.from({ length: 40 }, (_, i) => `burst-${i}`);
      await Promise.all(burst.map((stream) => writer.append(stream, [testEvent('Remote')], 'no_stream')));
      const started = Date.now();
      while (burst.some((stream) => !received.has(stream)) && Date.now() - started < 10_000) await pause(20);
      expect(burst.filter((stream) => !received.has(stream))).toEqual([]);
    });
  });
});
