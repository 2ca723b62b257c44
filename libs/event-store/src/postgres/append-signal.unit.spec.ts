import { appendsSeen, NOTIFY_MIN_GAP_MS, notifyEventsAppended } from './append-signal.js';

/** A Db that can listen, whose NOTIFY statements answer when the test says so. */
function listeningDb() {
  const sent: { sql: string; at: number; answer(): void }[] = [];
  const db = {
    listen: async () => undefined,
    query: (sql: string) =>
      new Promise<{ rows: never[] }>((resolve) =>
        sent.push({ sql, at: performance.now(), answer: () => resolve({ rows: [] }) }),
      ),
  };
  return { db, sent };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the NOTIFY after appends', () => {
  it('wakes local subscriptions at every append, other processes with one NOTIFY in the next turn', async () => {
    const { db, sent } = listeningDb();
    notifyEventsAppended(db);
    notifyEventsAppended(db);
    notifyEventsAppended(db);
    expect(appendsSeen(db)).toBe(3);
    expect(sent).toHaveLength(0);
    await nextTurn();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.sql).toMatch(/pg_notify\(\$1, NULL\)/);
    expect(sent[0]!.sql).toMatch(/set_config\('synchronous_commit', 'off', true\)/);
  });

  it('under a stream of appends, sends at most one NOTIFY per gap, the last one after the last append', async () => {
    const { db, sent } = listeningDb();
    const started = performance.now();
    let lastAppend = 0;
    while (performance.now() - started < 12 * NOTIFY_MIN_GAP_MS) {
      notifyEventsAppended(db);
      lastAppend = performance.now();
      sent.at(-1)?.answer();
      await after(1);
    }
    sent.at(-1)?.answer();
    await after(3 * NOTIFY_MIN_GAP_MS);
    const elapsed = performance.now() - started;
    expect(sent.length).toBeGreaterThanOrEqual(2);
    // About 60 appends: one NOTIFY each before; now at most one per gap of the whole time.
    expect(sent.length).toBeLessThanOrEqual(Math.floor(elapsed / NOTIFY_MIN_GAP_MS) + 1);
    for (let i = 1; i < sent.length; i++)
      expect(sent[i]!.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(NOTIFY_MIN_GAP_MS - 1);
    expect(sent.at(-1)!.at).toBeGreaterThanOrEqual(lastAppend);
  });

  it('sends one more NOTIFY, after the one on the wire, for the appends made while it was sent', async () => {
    const { db, sent } = listeningDb();
    notifyEventsAppended(db);
    await nextTurn();
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      notifyEventsAppended(db);
      await after(2 * NOTIFY_MIN_GAP_MS);
    }
    // None while the first is on the wire: it may have committed before those appends did.
    expect(sent).toHaveLength(1);
    sent[0]!.answer();
    await after(2 * NOTIFY_MIN_GAP_MS);
    expect(sent).toHaveLength(2);
    sent[1]!.answer();
    await after(2 * NOTIFY_MIN_GAP_MS);
    // Nothing appended since the second was sent: no third.
    expect(sent).toHaveLength(2);
  });

  it('goes on after a NOTIFY that failed', async () => {
    const sent: string[] = [];
    const db = {
      listen: async () => undefined,
      query: async (sql: string) => {
        sent.push(sql);
        throw new Error('connection lost');
      },
    };
    notifyEventsAppended(db);
    await nextTurn();
    await after(2 * NOTIFY_MIN_GAP_MS);
    notifyEventsAppended(db);
    await after(2 * NOTIFY_MIN_GAP_MS);
    expect(sent).toHaveLength(2);
  });

  it('sends no NOTIFY where the Db cannot listen (PGlite: one process)', async () => {
    const query = jest.fn();
    const db = { query };
    notifyEventsAppended(db);
    await nextTurn();
    expect(query).not.toHaveBeenCalled();
    expect(appendsSeen(db)).toBe(1);
  });
});
