import { randomUUID } from 'node:crypto';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { type RecordedEvent } from '../event-envelope.js';
import { type EventStore, WrongExpectedRevisionError } from '../event-store.port.js';
import { testEvent } from '../testing/event-store-contract.js';
import { appendInTransaction } from './append-events.js';
import { createPostgresEventStore } from './postgres-event-store.js';

// The proof that readers never skip an event that commits after a later position became visible. On PostgreSQL
// the writers really run concurrently (no global lock since migration 038: they keep committing while one append
// transaction stays open); on PGlite (one connection) everything is serial and it must hold too.
jest.setTimeout(180_000);

const onPostgres = Boolean(process.env['DATABASE_URL']);
const WRITERS = 32;
const APPENDS_PER_WRITER = onPostgres ? 100 : 10;
const STREAMS = 48;
const HOLD_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomInt = (below: number) => Math.floor(Math.random() * below);

describe(`appends racing a subscriber (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestDb;
  let store: EventStore;
  beforeEach(async () => {
    t = await openTestDb({ poolSize: WRITERS + 6 });
    // Fast polling makes the subscriber read as often as possible while transactions are in flight.
    store = createPostgresEventStore(t.db, { pollIntervalMs: 5 });
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('delivers every committed event exactly once, in commit order, while a transaction stays open', async () => {
    const received: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({
      fromPosition: 0n,
      batchSize: 37,
      onEvents: async (events) => {
        received.push(...events);
      },
    });

    const committed = new Set<string>();
    let conflicts = 0;
    // Counted in appends, not time: on PGlite the writers' promise chains can keep timers from ever firing.
    let writersUnderWay!: () => void;
    const heldMayStart = new Promise<void>((resolve) => (writersUnderWay = resolve));
    const streams = Array.from({ length: STREAMS }, () => `race-${randomUUID()}`);

    // Half the writers append blindly ('any'); the others read the stream and append at its exact revision,
    // retrying on conflict, so refused appends happen under load too.
    // On PostgreSQL the writers keep going until the held transaction has ended, so they commit around it.
    let heldEnded = false;
    const writer = async (index: number) => {
      for (let i = 0; i < APPENDS_PER_WRITER || (onPostgres && !heldEnded); i++) {
        const stream = streams[randomInt(STREAMS)]!;
        const events = Array.from({ length: 1 + randomInt(3) }, () =>
          testEvent('RaceEvent', { writer: index, i }, { eventId: randomUUID() }),
        );
        for (;;) {
          const expected =
            index % 2 === 0 ? 'any' : ((await store.readStream(stream)).at(-1)?.revision ?? 'no_stream');
          try {
            await store.append(stream, events, expected);
            break;
          } catch (error) {
            if (!(error instanceof WrongExpectedRevisionError)) throw error;
            conflicts++;
          }
        }
        for (const event of events) committed.add(event.eventId!);
        if (committed.size >= (WRITERS * APPENDS_PER_WRITER) / 4) writersUnderWay();
      }
    };

    const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));

    // Once the writers are going, one append transaction takes its positions and stays open for seconds.
    await heldMayStart;
    const heldEvent = testEvent('HeldOpen', {}, { eventId: randomUUID() });
    let heldPosition = 0n;
    let headWhileHeld = 0n;
    let committedWhileHeld = 0;
    await t.db.transaction(async (tx) => {
      heldPosition = (await appendInTransaction(tx, `held-${randomUUID()}`, [heldEvent], 'no_stream'))
        .position;
      const before = committed.size;
      await sleep(HOLD_MS);
      committedWhileHeld = committed.size - before;
      headWhileHeld = received.at(-1)?.position ?? 0n;
    });
    heldEnded = true;
    committed.add(heldEvent.eventId!);

    await Promise.all(writers);
    const head = await store.headPosition();
    const deadline = Date.now() + 30_000;
    while ((received.at(-1)?.position ?? 0n) < head && Date.now() < deadline) await sleep(20);
    await subscription.stop();

    // While it was open, the subscriber never went past the held event's position.
    expect(headWhileHeld).toBeLessThan(heldPosition);
    // …while the other writers kept committing around it: no append waits for another stream's transaction.
    if (onPostgres) expect(committedWhileHeld).toBeGreaterThan(0);

    // Every committed event exactly once.
    const ids = received.map((event) => event.eventId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(committed);

    // In strictly increasing position order, identical to what a reader sees afterwards.
    for (let i = 1; i < received.length; i++) {
      expect(received[i]!.position).toBeGreaterThan(received[i - 1]!.position);
    }
    const log = await store.readAll(0n, committed.size + 10);
    expect(log.map((event) => event.eventId)).toEqual(ids);

    // Each stream's revisions arrive as 0, 1, 2, … with no gap or repeat.
    const nextRevision = new Map<string, number>();
    for (const event of received) {
      expect(event.revision).toBe(nextRevision.get(event.streamId) ?? 0);
      nextRevision.set(event.streamId, event.revision + 1);
    }

    console.log(
      `${received.length} events from ${WRITERS} writers (${conflicts} refused appends retried); ` +
        `held position ${heldPosition} for ${HOLD_MS} ms (${committedWhileHeld} events committed meanwhile), ` +
        `subscriber stood at ${headWhileHeld} while it was open`,
    );
  });
});
