import { type RecordedEvent } from '../event-envelope.js';
import { AppendSignal } from './append-signal.js';
import { startCatchUpSubscription } from './catch-up-subscription.js';

const HOUR = 3_600_000;

function event(position: bigint): RecordedEvent {
  return {
    eventId: `e-${position}`,
    type: 'T',
    streamId: 's',
    revision: Number(position) - 1,
    position,
    data: {},
    metadata: {
      actorId: 'a',
      organizationId: null,
      correlationId: 'c',
      causationId: null,
      occurredAt: '2026-01-01T00:00:00.000Z',
      source: { channel: 'test' },
    },
    recordedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** An in-memory log that a test appends to; readAll behaves like the store's. */
function fakeLog() {
  const events: RecordedEvent[] = [];
  const reads: bigint[] = [];
  return {
    events,
    reads,
    append(count: number) {
      for (let i = 0; i < count; i++) events.push(event(BigInt(events.length + 1)));
    },
    readAll: async (after: bigint, limit: number) => {
      reads.push(after);
      return events.filter((e) => e.position > after).slice(0, limit);
    },
  };
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 1000 && !condition(); i++) await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
};

describe('catch-up subscription loop', () => {
  it('reads full batches back to back, then waits for a signal rather than the poll interval', async () => {
    const log = fakeLog();
    log.append(5);
    const signal = new AppendSignal();
    const seen: bigint[][] = [];
    const subscription = startCatchUpSubscription(log.readAll, signal, HOUR, {
      fromPosition: 0n,
      batchSize: 2,
      onEvents: async (events) => {
        seen.push(events.map((e) => e.position));
      },
    });
    await until(() => seen.length === 3);
    expect(seen).toEqual([[1n, 2n], [3n, 4n], [5n]]);

    log.append(1);
    signal.notify();
    await until(() => seen.length === 4);
    expect(seen[3]).toEqual([6n]);
    await subscription.stop();
  });

  it('does not miss an append signalled while it was reading', async () => {
    const log = fakeLog();
    const signal = new AppendSignal();
    const seen: bigint[] = [];
    let first = true;
    const readAll = async (after: bigint, limit: number) => {
      const result = await log.readAll(after, limit);
      if (first) {
        // An append commits and signals after this read took its snapshot but before the loop waits.
        first = false;
        log.append(1);
        signal.notify();
      }
      return result;
    };
    const subscription = startCatchUpSubscription(readAll, signal, HOUR, {
      fromPosition: 0n,
      onEvents: async (events) => {
        seen.push(...events.map((e) => e.position));
      },
    });
    await until(() => seen.length === 1);
    await subscription.stop();
  });

  it('stop() ends a subscription that is waiting, and the handler runs no more', async () => {
    const log = fakeLog();
    const signal = new AppendSignal();
    let calls = 0;
    const subscription = startCatchUpSubscription(log.readAll, signal, HOUR, {
      fromPosition: 0n,
      onEvents: async () => {
        calls++;
      },
    });
    await until(() => log.reads.length === 1);
    await subscription.stop();
    await expect(subscription.done).resolves.toBeUndefined();
    log.append(3);
    signal.notify();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toBe(0);
    expect(log.reads).toHaveLength(1);
  });

  it('rejects done with the handler’s error and reads nothing more', async () => {
    const log = fakeLog();
    log.append(3);
    const subscription = startCatchUpSubscription(log.readAll, new AppendSignal(), HOUR, {
      fromPosition: 0n,
      batchSize: 1,
      onEvents: async () => {
        throw new Error('projection failed');
      },
    });
    await expect(subscription.done).rejects.toThrow('projection failed');
    expect(log.reads).toEqual([0n]);
  });
});
