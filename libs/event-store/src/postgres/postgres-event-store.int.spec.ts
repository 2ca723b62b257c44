import { randomUUID } from 'node:crypto';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { WrongExpectedRevisionError } from '../event-store.port.js';
import { describeEventStoreContract, testEvent } from '../testing/event-store-contract.js';
import { appendInTransaction } from './append-events.js';
import {
  APPEND_PIECE_BYTES,
  APPEND_PIECE_EVENTS,
  createPostgresEventStore,
  piecesOf,
} from './postgres-event-store.js';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';

describeEventStoreContract(`PostgreSQL adapter on ${engine}`, async () => {
  const testDb = await openTestDb();
  return { store: createPostgresEventStore(testDb.db), dispose: () => testDb.dispose() };
});

describe(`append_to_stream beyond the contract (${engine})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('an empty append checks the expected revision, writes nothing and answers the head', async () => {
    const store = createPostgresEventStore(t.db);
    const stream = `empty-${randomUUID()}`;
    await store.append(stream, [testEvent('A'), testEvent('B')], 'no_stream');
    const head = await store.headPosition();
    expect(await store.append(stream, [], 1)).toEqual({ nextExpectedRevision: 1, position: head });
    expect(await store.append(`none-${randomUUID()}`, [], 'no_stream')).toEqual({
      nextExpectedRevision: -1,
      position: head,
    });
    await expect(store.append(stream, [], 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store.headPosition()).toBe(head);
  });

  it('M2: appendToStreams rolls back the first stream when the second fails for any reason (here its data)', async () => {
    const store = createPostgresEventStore(t.db);
    const [first, second] = [`multi-${randomUUID()}`, `multi-${randomUUID()}`];
    const head = await store.headPosition();
    // PostgreSQL's jsonb refuses a lone surrogate (\ud800): the error is the database's, not a revision conflict.
    await expect(
      store.appendToStreams([
        { streamId: first, events: [testEvent('A')], expectedRevision: 'no_stream' },
        { streamId: second, events: [testEvent('B', { text: '\ud800' })], expectedRevision: 'no_stream' },
      ]),
    ).rejects.toThrow();
    expect(await store.readStream(first)).toEqual([]);
    expect(await store.readStream(second)).toEqual([]);
    expect(await store.headPosition()).toBe(head);
  });

  it('an append of more small events than a statement has parameters goes in pieces of APPEND_PIECE_EVENTS', async () => {
    const store = createPostgresEventStore(t.db);
    const stream = `many-${randomUUID()}`;
    const events = Array.from({ length: 70_000 }, () => testEvent('S'));
    expect([...piecesOf(events, APPEND_PIECE_BYTES)].map((piece) => piece.events.length)).toEqual([
      APPEND_PIECE_EVENTS,
      APPEND_PIECE_EVENTS,
      APPEND_PIECE_EVENTS,
      APPEND_PIECE_EVENTS,
      APPEND_PIECE_EVENTS,
      APPEND_PIECE_EVENTS,
      APPEND_PIECE_EVENTS,
    ]);
    const [result] = await store.appendToStreams([
      { streamId: stream, events, expectedRevision: 'no_stream' },
    ]);
    expect(result!.nextExpectedRevision).toBe(events.length - 1);
  });

  it('a long append goes as statements of at most APPEND_PIECE_BYTES in one transaction: all in order, or none', async () => {
    const store = createPostgresEventStore(t.db);
    const stream = `long-${randomUUID()}`;
    // 9 events of a third of a piece each: three statements of three.
    const text = 'x'.repeat(Math.floor(APPEND_PIECE_BYTES / 3) - 20);
    const types = Array.from({ length: 9 }, (_, i) => `E${i}`);
    expect([
      ...piecesOf(
        types.map((type) => testEvent(type, { text })),
        APPEND_PIECE_BYTES,
      ),
    ]).toHaveLength(3);
    const [result] = await store.appendToStreams([
      {
        streamId: stream,
        events: types.map((type) => testEvent(type, { text })),
        expectedRevision: 'no_stream',
      },
    ]);
    const written = await store.readStream(stream);
    expect(written.map((e) => e.type)).toEqual(types);
    expect(written.map((e) => e.revision)).toEqual(types.map((_, i) => i));
    expect(written.every((e) => (e.data as { text: string }).text === text)).toBe(true);
    expect(result).toEqual({ nextExpectedRevision: types.length - 1, position: written.at(-1)!.position });

    // The last piece fails (an unpaired surrogate is no valid JSON text for PostgreSQL): the earlier pieces go too.
    const head = await store.headPosition();
    const bad = [...types.map((type) => testEvent(type, { text })), testEvent('Z', { text: '\ud800' })];
    await expect(
      store.appendToStreams([{ streamId: stream, events: bad, expectedRevision: types.length - 1 }]),
    ).rejects.toThrow();
    expect(await store.readStream(stream)).toHaveLength(types.length);
    expect(await store.headPosition()).toBe(head);
  });

  it('a sequence of events is read a piece at a time: the next piece only when the last one is sent', async () => {
    const text = 'x'.repeat(Math.floor(APPEND_PIECE_BYTES / 3) - 20);
    let built = 0;
    const events = {
      length: 9,
      *[Symbol.iterator]() {
        for (let i = 0; i < 9; i += 1) {
          built += 1;
          yield testEvent(`E${i}`, { text });
        }
      },
    };
    const pieces = piecesOf(events, APPEND_PIECE_BYTES);
    expect(pieces.next().value?.events).toHaveLength(3);
    // The first piece, and the event that did not fit in it: not the other five.
    expect(built).toBe(4);
    const stream = `lazy-${randomUUID()}`;
    const store = createPostgresEventStore(t.db);
    built = 0;
    await store.appendToStreams([{ streamId: stream, events, expectedRevision: 'no_stream' }]);
    expect(built).toBe(9);
    expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('inside a caller’s transaction the append commits or rolls back with it', async () => {
    const store = createPostgresEventStore(t.db);
    const stream = `tx-${randomUUID()}`;
    await expect(
      t.db.transaction(async (tx) => {
        await appendInTransaction(tx, stream, [testEvent('A')], 'no_stream');
        throw new Error('the command failed after appending');
      }),
    ).rejects.toThrow('the command failed');
    expect(await store.readStream(stream)).toEqual([]);

    const result = await t.db.transaction((tx) =>
      appendInTransaction(tx, stream, [testEvent('A'), testEvent('B')], 'no_stream'),
    );
    expect(result.nextExpectedRevision).toBe(1);
    expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['A', 'B']);
  });

  it('refuses an invalid expected revision before asking the database', async () => {
    const store = createPostgresEventStore(t.db);
    await expect(store.append(`bad-${randomUUID()}`, [testEvent('A')], -1)).rejects.toBeInstanceOf(TypeError);
  });
});
