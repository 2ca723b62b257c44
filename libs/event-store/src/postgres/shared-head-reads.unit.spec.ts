import { type RecordedEvent } from '../event-envelope.js';
import { AppendSignal } from './append-signal.js';
import { sharedHeadReads } from './shared-head-reads.js';

const eventAt = (position: bigint) => ({ eventId: `e-${position}`, position }) as unknown as RecordedEvent;

/** A log read that answers when the test says so, and counts the queries sent. */
function controlledRead() {
  const sent: {
    after: bigint;
    limit: number;
    answer(events: RecordedEvent[]): void;
    fail(error: Error): void;
  }[] = [];
  const read = (after: bigint, limit: number) =>
    new Promise<RecordedEvent[]>((resolve, reject) =>
      sent.push({ after, limit, answer: resolve, fail: reject }),
    );
  return { read, sent };
}

describe('reads of the log shared by the subscriptions woken together', () => {
  it('sends one query for callers asking for the same events at once, each getting its own array', async () => {
    const { read, sent } = controlledRead();
    const reads = sharedHeadReads({}, read, new AppendSignal());
    const first = reads(10n, 500);
    const second = reads(10n, 500);
    expect(sent).toHaveLength(1);
    sent[0]!.answer([eventAt(11n), eventAt(12n)]);
    const [a, b] = await Promise.all([first, second]);
    expect(a.map((e) => e.position)).toEqual([11n, 12n]);
    expect(b).toEqual(a);
    expect(b).not.toBe(a);
    expect(b[0]).toBe(a[0]);
  });

  it('sends a query of its own for a caller that knows of an append signalled after the shared one was sent', async () => {
    const { read, sent } = controlledRead();
    const signal = new AppendSignal();
    const reads = sharedHeadReads({}, read, signal);
    const before = reads(10n, 500);
    signal.notify();
    const after = reads(10n, 500);
    expect(sent).toHaveLength(2);
    sent[0]!.answer([]);
    sent[1]!.answer([eventAt(11n)]);
    expect(await before).toEqual([]);
    expect((await after).map((e) => e.position)).toEqual([11n]);
  });

  it('keeps different positions and limits apart, and asks again once a query has answered', async () => {
    const { read, sent } = controlledRead();
    const reads = sharedHeadReads({}, read, new AppendSignal());
    const pending = [reads(10n, 500), reads(11n, 500), reads(10n, 100)];
    expect(sent.map((q) => [q.after, q.limit])).toEqual([
      [10n, 500],
      [11n, 500],
      [10n, 100],
    ]);
    for (const query of sent) query.answer([]);
    await Promise.all(pending);
    const again = reads(10n, 500);
    expect(sent).toHaveLength(4);
    sent[3]!.answer([]);
    await again;
  });

  it('gives a failed query’s error to every caller that joined it, and sends the next call anew', async () => {
    const { read, sent } = controlledRead();
    const reads = sharedHeadReads({}, read, new AppendSignal());
    const first = reads(10n, 500);
    const second = reads(10n, 500);
    sent[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    const retry = reads(10n, 500);
    expect(sent).toHaveLength(2);
    sent[1]!.answer([]);
    await expect(retry).resolves.toEqual([]);
  });

  it('shares between the stores of one database, not between databases', () => {
    const { read, sent } = controlledRead();
    const signal = new AppendSignal();
    const db = {};
    void sharedHeadReads(db, read, signal)(10n, 500);
    void sharedHeadReads(db, read, signal)(10n, 500);
    void sharedHeadReads({}, read, signal)(10n, 500);
    expect(sent).toHaveLength(2);
  });
});
