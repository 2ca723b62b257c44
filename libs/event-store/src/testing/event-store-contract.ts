import { randomUUID } from 'node:crypto';
import { type EventMetadata, type RecordedEvent } from '../event-envelope.js';
import { type EventStore, WrongExpectedRevisionError } from '../event-store.port.js';
import { metadata, newStream, testEvent } from './contract-events.js';
import { describeReadingTheLog } from './read-log-contract.js';

export { testEvent } from './contract-events.js';

/** What an adapter's spec hands the contract: a store over an empty log, and how to throw it away. */
export interface EventStoreUnderTest {
  store: EventStore;
  dispose(): Promise<void>;
}

async function conflictOf(attempt: Promise<unknown>): Promise<WrongExpectedRevisionError> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  return error as WrongExpectedRevisionError;
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The behaviour every EventStore adapter must show (EventStoreDB semantics). Registers jest tests; call it from
 * an adapter's spec with a factory for a fresh store. Tests share one store and use their own streams; log-wide
 * checks look only at positions after the head they started from.
 */
export function describeEventStoreContract(
  adapter: string,
  open: () => Promise<EventStoreUnderTest>,
  /** Whether appendToStreams is all-or-nothing (false: EventStoreDB, which has no multi-stream transaction). */
  capabilities: { atomicMultiStreamAppend: boolean } = { atomicMultiStreamAppend: true },
): void {
  describe(`EventStore contract: ${adapter}`, () => {
    let subject: EventStoreUnderTest;
    let store: EventStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    }, 60_000);
    afterAll(async () => {
      await subject?.dispose();
    });

    describe('expected revision', () => {
      it('no_stream creates a stream and then refuses it exists', async () => {
        const stream = newStream();
        const first = await store.append(stream, [testEvent('A'), testEvent('B')], 'no_stream');
        expect(first.nextExpectedRevision).toBe(1);
        const error = await conflictOf(store.append(stream, [testEvent('C')], 'no_stream'));
        expect(error).toMatchObject({
          code: 'WRONG_EXPECTED_REVISION',
          streamId: stream,
          expected: 'no_stream',
          actual: 1,
        });
      });

      it('an exact revision must be the last event’s revision', async () => {
        const stream = newStream();
        await store.append(stream, [testEvent('A')], 'no_stream');
        expect((await store.append(stream, [testEvent('B')], 0)).nextExpectedRevision).toBe(1);
        expect((await store.append(stream, [testEvent('C')], 1n)).nextExpectedRevision).toBe(2);
        for (const stale of [0, 1, 3]) {
          const error = await conflictOf(store.append(stream, [testEvent('X')], stale));
          expect(error).toMatchObject({ streamId: stream, expected: stale, actual: 2 });
        }
        const missing = await conflictOf(store.append(newStream(), [testEvent('X')], 0));
        expect(missing.actual).toBe('no_stream');
      });

      it('stream_exists needs at least one event in the stream', async () => {
        const stream = newStream();
        const error = await conflictOf(store.append(stream, [testEvent('A')], 'stream_exists'));
        expect(error).toMatchObject({ streamId: stream, expected: 'stream_exists', actual: 'no_stream' });
        await store.append(stream, [testEvent('A')], 'any');
        expect((await store.append(stream, [testEvent('B')], 'stream_exists')).nextExpectedRevision).toBe(1);
      });

      it('any appends whatever the stream holds', async () => {
        const stream = newStream();
        expect((await store.append(stream, [testEvent('A')], 'any')).nextExpectedRevision).toBe(0);
        expect(
          (await store.append(stream, [testEvent('B'), testEvent('C')], 'any')).nextExpectedRevision,
        ).toBe(2);
      });

      it('a refused append writes nothing', async () => {
        const stream = newStream();
        await store.append(stream, [testEvent('A')], 'no_stream');
        const head = await store.headPosition();
        await conflictOf(store.append(stream, [testEvent('B'), testEvent('C')], 5));
        expect(await store.readStream(stream)).toHaveLength(1);
        expect(await store.headPosition()).toBe(head);
      });
    });

    describe('appending to several streams (appendToStreams)', () => {
      it('writes every stream in order, each at its expected revision, one result per stream', async () => {
        const [first, second] = [newStream(), newStream()];
        await store.append(second, [testEvent('Before')], 'no_stream');
        const results = await store.appendToStreams([
          { streamId: first, events: [testEvent('A'), testEvent('B')], expectedRevision: 'no_stream' },
          { streamId: second, events: [testEvent('C')], expectedRevision: 0 },
        ]);
        expect(results.map((r) => r.nextExpectedRevision)).toEqual([1, 1]);
        expect(results[0]!.position < results[1]!.position).toBe(true);
        expect(results[1]!.position).toBe(await store.headPosition());
        expect((await store.readStream(first)).map((e) => e.type)).toEqual(['A', 'B']);
        expect((await store.readStream(second)).map((e) => e.type)).toEqual(['Before', 'C']);
      });

      (capabilities.atomicMultiStreamAppend ? it : it.skip)(
        'a conflict in the second stream leaves the first unwritten (all or nothing)',
        async () => {
          const [first, second] = [newStream(), newStream()];
          await store.append(second, [testEvent('Taken')], 'no_stream');
          const head = await store.headPosition();
          const error = await conflictOf(
            store.appendToStreams([
              { streamId: first, events: [testEvent('A')], expectedRevision: 'no_stream' },
              { streamId: second, events: [testEvent('B')], expectedRevision: 'no_stream' },
            ]),
          );
          expect(error).toMatchObject({ streamId: second, expected: 'no_stream', actual: 0 });
          expect(await store.readStream(first)).toEqual([]);
          expect(await store.readStream(second)).toHaveLength(1);
          expect(await store.headPosition()).toBe(head);
          // The same appends with the conflict gone go through: nothing of the refused try is left over.
          await store.appendToStreams([
            { streamId: first, events: [testEvent('A')], expectedRevision: 'no_stream' },
            { streamId: second, events: [testEvent('B')], expectedRevision: 0 },
          ]);
          expect((await store.readStream(first)).map((e) => e.revision)).toEqual([0]);
        },
      );
    });

    describe('appending several events', () => {
      it('gives consecutive revisions and increasing positions; the result names the last', async () => {
        const stream = newStream();
        const result = await store.append(
          stream,
          [testEvent('A'), testEvent('B'), testEvent('C')],
          'no_stream',
        );
        const events = await store.readStream(stream);
        expect(events.map((event) => [event.type, event.revision])).toEqual([
          ['A', 0],
          ['B', 1],
          ['C', 2],
        ]);
        expect(events[1]!.position).toBeGreaterThan(events[0]!.position);
        expect(events[2]!.position).toBeGreaterThan(events[1]!.position);
        expect(result).toEqual({ nextExpectedRevision: 2, position: events[2]!.position });
        expect(await store.headPosition()).toBeGreaterThanOrEqual(result.position);
      });

      it('is all or nothing when one event cannot be stored', async () => {
        const stream = newStream();
        await store.append(stream, [testEvent('A')], 'no_stream');
        const head = await store.headPosition();
        const batch = [testEvent('B'), testEvent('C', {}, { eventId: 'not-a-uuid' }), testEvent('D')];
        await expect(store.append(stream, batch, 0)).rejects.toBeDefined();
        expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['A']);
        expect(await store.headPosition()).toBe(head);
        expect((await store.append(stream, [testEvent('B')], 0)).nextExpectedRevision).toBe(1);
      });

      it('keeps the given event ids', async () => {
        const stream = newStream();
        const eventId = randomUUID();
        await store.append(stream, [testEvent('A', {}, { eventId })], 'no_stream');
        expect((await store.readStream(stream))[0]!.eventId).toBe(eventId);
      });
    });

    describe('reading a stream', () => {
      it('returns the events in revision order with their envelope, from a revision on', async () => {
        const stream = newStream('organization');
        await store.append(stream, [testEvent('A', { n: 1 }), testEvent('B', { n: 2 })], 'no_stream');
        await store.append(stream, [testEvent('C', { n: 3, nested: { list: [1, 'two', null] } })], 1);
        const all = await store.readStream(stream);
        expect(all.map((event) => event.revision)).toEqual([0, 1, 2]);
        expect(all[2]).toMatchObject({
          type: 'C',
          streamId: stream,
          revision: 2,
          data: { n: 3, nested: { list: [1, 'two', null] } },
        });
        expect(typeof all[2]!.position).toBe('bigint');
        expect(new Date(all[2]!.recordedAt).toISOString()).toBe(all[2]!.recordedAt);
        expect((await store.readStream(stream, { fromRevision: 1 })).map((event) => event.type)).toEqual([
          'B',
          'C',
        ]);
        expect(await store.readStream(stream, { fromRevision: 3 })).toEqual([]);
      });

      it('returns [] for a stream that does not exist', async () => {
        expect(await store.readStream(newStream())).toEqual([]);
      });

      it('round-trips the metadata', async () => {
        const stream = newStream();
        const full: EventMetadata = {
          actorId: 'user-42',
          organizationId: 'org-7',
          correlationId: randomUUID(),
          causationId: randomUUID(),
          occurredAt: '2026-03-01T12:34:56.789Z',
          source: { channel: 'graphql', ip: '10.0.0.5', userAgent: 'Mozilla/5.0 (X11; Linux) zażółć' },
        };
        const minimal = metadata({ organizationId: null, causationId: null, source: { channel: 'system' } });
        await store.append(
          stream,
          [testEvent('A', {}, { metadata: full }), testEvent('B', {}, { metadata: minimal })],
          'any',
        );
        const [first, second] = await store.readStream(stream);
        expect(first!.metadata).toEqual(full);
        expect(second!.metadata).toEqual(minimal);
      });
    });

    describeReadingTheLog(() => store);

    describe('subscribing to all', () => {
      it('delivers what was there, then what is appended, once each and in order; stop() ends it', async () => {
        const start = await store.headPosition();
        const stream = newStream();
        await store.append(
          stream,
          [testEvent('before-0'), testEvent('before-1'), testEvent('before-2')],
          'no_stream',
        );

        const received: RecordedEvent[] = [];
        const subscription = store.subscribeToAll({
          fromPosition: start,
          batchSize: 2,
          onEvents: async (events) => {
            received.push(...events);
          },
        });
        await waitFor(() => received.length === 3);
        await store.append(stream, [testEvent('live-3')], 2);
        await store.append(stream, [testEvent('live-4'), testEvent('live-5')], 3);
        await waitFor(() => received.length === 6);
        expect(received.map((event) => event.type)).toEqual([
          'before-0',
          'before-1',
          'before-2',
          'live-3',
          'live-4',
          'live-5',
        ]);
        expect(received.map((event) => event.revision)).toEqual([0, 1, 2, 3, 4, 5]);

        await subscription.stop();
        await expect(subscription.done).resolves.toBeUndefined();
        await store.append(stream, [testEvent('after-stop')], 5);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(received).toHaveLength(6);
      });

      it('starts after the given position', async () => {
        const stream = newStream();
        await store.append(stream, [testEvent('A'), testEvent('B'), testEvent('C')], 'no_stream');
        const [, b] = await store.readStream(stream);
        const received: string[] = [];
        const subscription = store.subscribeToAll({
          fromPosition: b!.position,
          onEvents: async (events) => {
            received.push(...events.filter((event) => event.streamId === stream).map((event) => event.type));
          },
        });
        await store.append(stream, [testEvent('D')], 2);
        await waitFor(() => received.length === 2);
        await subscription.stop();
        expect(received).toEqual(['C', 'D']);
      });

      it('waits for a batch to be handled before handing over the next', async () => {
        const start = await store.headPosition();
        const stream = newStream();
        await store.append(
          stream,
          [testEvent('A'), testEvent('B'), testEvent('C'), testEvent('D')],
          'no_stream',
        );
        let running = 0;
        let overlapped = false;
        const batches: number[] = [];
        const subscription = store.subscribeToAll({
          fromPosition: start,
          batchSize: 1,
          onEvents: async (events) => {
            running++;
            overlapped ||= running > 1;
            await new Promise((resolve) => setTimeout(resolve, 20));
            batches.push(events.length);
            running--;
          },
        });
        await waitFor(() => batches.length === 4);
        await subscription.stop();
        expect(overlapped).toBe(false);
        expect(batches).toEqual([1, 1, 1, 1]);
      });

      it('ends with the handler’s error', async () => {
        const start = await store.headPosition();
        await store.append(newStream(), [testEvent('A')], 'no_stream');
        const subscription = store.subscribeToAll({
          fromPosition: start,
          onEvents: async () => {
            throw new Error('projection failed');
          },
        });
        await expect(subscription.done).rejects.toThrow('projection failed');
        await subscription.stop();
      });
    });
  });
}
