import { appendsSeen, notifyEventsAppended } from './append-signal.js';

/** A Db that can listen, whose NOTIFY statements answer when the test says so. */
function listeningDb() {
  const sent: { sql: string; params: unknown[]; answer(): void }[] = [];
  const db = {
    listen: async () => undefined,
    query: (sql: string, params: unknown[]) =>
      new Promise<{ rows: never[] }>((resolve) =>
        sent.push({ sql, params, answer: () => resolve({ rows: [] }) }),
      ),
  };
  return { db, sent };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the NOTIFY after appends', () => {
  it('wakes local subscriptions at every append, and other processes with one NOTIFY per event-loop turn', async () => {
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

  it('sends one more NOTIFY, after the one on the wire, for all the appends made while it was sent', async () => {
    const { db, sent } = listeningDb();
    notifyEventsAppended(db);
    await nextTurn();
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      notifyEventsAppended(db);
      await nextTurn();
    }
    // None while the first is on the wire: the appends since then wait for it to answer.
    expect(sent).toHaveLength(1);
    sent[0]!.answer();
    await nextTurn();
    expect(sent).toHaveLength(2);
    sent[1]!.answer();
    await nextTurn();
    await nextTurn();
    // Nothing appended since the second was sent: no third.
    expect(sent).toHaveLength(2);
    notifyEventsAppended(db);
    await nextTurn();
    expect(sent).toHaveLength(3);
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
    notifyEventsAppended(db);
    await nextTurn();
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
