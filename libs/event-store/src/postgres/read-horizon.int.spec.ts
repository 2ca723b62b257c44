import { randomUUID } from 'node:crypto';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import type { RecordedEvent } from '../event-envelope.js';
import { inLogPartition } from '../log-partition.js';
import { testEvent } from '../testing/event-store-contract.js';
import { appendToStream } from './append-events.js';
import { readAllEvents, readPartitionEvents } from './read-events.js';

// Readers racing commits, without a subscription's waits: many readers poll the log as fast as they can while
// many writers commit single events, and each reader must end up with every position, in order, none skipped.
// A reader that takes its snapshot before it looks for appends in flight can miss an append that commits between
// the two (its marker gone, its events not in the snapshot) while a later position is visible: this is the test
// that caught it (a data-entry benchmark in CI lost one edit of 1,033 under load). The same for the partition reads
// of a partitioned projector (read_horizon, then the own events). PostgreSQL only: PGlite has one session, so
// nothing commits during a read.
const onPostgres = Boolean(process.env['DATABASE_URL']);
const WRITERS = 16;
const READERS = 6;
const RUN_MS = 6_000;
const BATCH = 25;
const ORGANIZATIONS = 12;

jest.setTimeout(120_000);

(onPostgres ? describe : describe.skip)('reads of the log racing commits (PostgreSQL)', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb({ poolSize: WRITERS + READERS + 2 });
  });
  afterEach(async () => {
    await t.dispose();
  });

  /** WRITERS append single events of ORGANIZATIONS for RUN_MS while the readers read; then every event is read. */
  async function race<Seen>(
    readers: Array<(writing: () => boolean) => Promise<Seen>>,
  ): Promise<{ seen: Seen[]; all: RecordedEvent[] }> {
    const end = Date.now() + RUN_MS;
    let appended = 0;
    const writer = async () => {
      while (Date.now() < end) {
        const organizationId = `org-${appended % ORGANIZATIONS}`;
        const event = testEvent(
          'HorizonRace',
          {},
          { metadata: { ...testEvent('x').metadata, organizationId } },
        );
        await appendToStream(t.db, `horizon-${randomUUID()}`, [event], 'any');
        appended++;
      }
    };
    let writing = true;
    const reading = readers.map((read) => read(() => writing));
    await Promise.all(Array.from({ length: WRITERS }, writer));
    writing = false;
    const seen = await Promise.all(reading);
    const all = await readAllEvents(t.db, 0n, 1_000_000);
    expect(all).toHaveLength(appended);
    console.log(`${appended} appends by ${WRITERS} writers, read by ${readers.length} readers`);
    return { seen, all };
  }

  it('never passes a position that commits later: every reader gets every position once, in order', async () => {
    // Reads on while the writers run, then once more to the head.
    const reader = async (writing: () => boolean) => {
      const seen: bigint[] = [];
      let after = 0n;
      for (;;) {
        const events = await readAllEvents(t.db, after, BATCH);
        for (const event of events) seen.push(event.position);
        if (events.length > 0) after = events[events.length - 1]!.position;
        else if (!writing()) return seen;
      }
    };
    const { seen: seenByReader, all: events } = await race(Array.from({ length: READERS }, () => reader));
    const all = events.map((event) => event.position);
    for (const seen of seenByReader) {
      const delivered = new Set(seen);
      const missing = all.filter((position) => !delivered.has(position));
      expect({ missing: missing.slice(0, 5), count: seen.length }).toEqual({
        missing: [],
        count: all.length,
      });
      expect(seen).toEqual(all);
    }
  });

  it('a partition read never passes one either: between them the partitions get every event once', async () => {
    const count = 3;
    const reader = (index: number) => async (writing: () => boolean) => {
      const seen: RecordedEvent[] = [];
      let after = 0n;
      for (;;) {
        const page = await readPartitionEvents(t.db, after, BATCH, { index, count });
        seen.push(...page.events);
        if (page.readThrough > after) after = page.readThrough;
        else if (!writing()) return seen;
      }
    };
    // Two readers per partition.
    const { seen: seenByReader, all } = await race(
      Array.from({ length: 2 * count }, (_, i) => reader(i % count)),
    );
    seenByReader.forEach((seen, i) => {
      const own = all.filter((event) => inLogPartition(event, { index: i % count, count }));
      expect(own.length).toBeGreaterThan(0);
      expect(seen.map((event) => event.position)).toEqual(own.map((event) => event.position));
    });
  });
});
