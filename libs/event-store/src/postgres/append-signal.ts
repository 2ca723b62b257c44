import type { Db, NotificationListener } from '@ghg/database';
import { EVENTS_APPENDED_CHANNEL } from './append-events.js';

/**
 * In-process "events were appended" signal, one per database object, so every subscription in this process wakes
 * at once after a local append, whichever store instance appended. Other processes' appends arrive through
 * LISTEN/NOTIFY where the Db can listen (PostgreSQL), and are found by polling in any case.
 */
export class AppendSignal {
  /** Increases on every notification: lets a waiter notice an append that happened while it was reading. */
  version = 0;
  private readonly listeners = new Set<() => void>();

  notify(): void {
    this.version++;
    for (const listener of [...this.listeners]) listener();
  }

  /** Resolves after the next notification, after timeoutMs, or at once if version already moved past seen. */
  wait(seenVersion: number, timeoutMs: number, cancel: AbortSignal): Promise<void> {
    if (this.version !== seenVersion || cancel.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.listeners.delete(finish);
        cancel.removeEventListener('abort', finish);
        resolve();
      };
      const timer = setTimeout(finish, timeoutMs);
      this.listeners.add(finish);
      cancel.addEventListener('abort', finish);
    });
  }
}

const signals = new WeakMap<object, AppendSignal>();

export function appendSignalFor(db: object): AppendSignal {
  let signal = signals.get(db);
  if (!signal) {
    signal = new AppendSignal();
    signals.set(db, signal);
  }
  return signal;
}

/**
 * The NOTIFY's transaction commits without waiting for its WAL flush: it writes nothing a crash could lose (the
 * appends it announces committed, flushed, before it).
 */
const NOTIFY_SQL = `SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, NULL)`;

/**
 * The least time between two NOTIFYs of one Db under a stream of appends. A NOTIFY is a transaction of its own
 * (a commit record, the database-wide notify lock): sent after every append it took the server's CPU from the
 * appends. The first append after a quiet moment still notifies in the next event-loop turn.
 */
export const NOTIFY_MIN_GAP_MS = 5;

/**
 * Other processes' wake-up after this process's appends, for one Db: at most one NOTIFY waiting or on the wire,
 * each sent after the commits it announces (so a listener reading then sees them), and one more after a NOTIFY
 * that was already on the wire when an append committed.
 */
class RemoteNotify {
  private lastSentAt = -Infinity;
  private pending = false;
  private sending = false;
  private again = false;

  constructor(private readonly query: (sql: string, params: unknown[]) => Promise<unknown>) {}

  afterCommit(): void {
    if (this.sending) this.again = true;
    if (this.sending || this.pending) return;
    this.pending = true;
    const wait = this.lastSentAt + NOTIFY_MIN_GAP_MS - performance.now();
    if (wait > 0) setTimeout(() => this.send(), Math.ceil(wait)).unref();
    else setImmediate(() => this.send());
  }

  private send(): void {
    this.pending = false;
    this.sending = true;
    this.lastSentAt = performance.now();
    void this.query(NOTIFY_SQL, [EVENTS_APPENDED_CHANNEL])
      .catch(() => undefined)
      .finally(() => {
        this.sending = false;
        if (!this.again) return;
        this.again = false;
        this.afterCommit();
      });
  }
}
const remoteNotifies = new WeakMap<object, RemoteNotify>();

/**
 * Wakes this process's subscriptions at once, and other processes' through a NOTIFY (RemoteNotify; appends no
 * longer send it themselves: a NOTIFY-ing commit takes a database-wide lock, migration 038). Best effort: a lost
 * notification is covered by polling. Call after committing a transaction that used appendInTransaction; the
 * store's own appends call it.
 */
export function notifyEventsAppended(db: object): void {
  appendSignalFor(db).notify();
  const listener = db as Partial<Db & NotificationListener>;
  if (typeof listener.listen !== 'function' || typeof listener.query !== 'function') return;
  let remote = remoteNotifies.get(db);
  if (!remote) remoteNotifies.set(db, (remote = new RemoteNotify(listener.query.bind(listener))));
  remote.afterCommit();
}

const listening = new WeakSet<object>();

/**
 * Makes other processes' appends wake this process's subscriptions (one LISTEN connection per Db, kept until the
 * Db closes). Best effort: when it cannot listen, polling still finds the events.
 */
export function wakeOnRemoteAppends(db: Db): void {
  const listener = db as Db & Partial<NotificationListener>;
  if (typeof listener.listen !== 'function' || listening.has(db)) return;
  listening.add(db);
  const signal = appendSignalFor(db);
  listener
    .listen(EVENTS_APPENDED_CHANNEL, () => signal.notify())
    .catch((error: unknown) => {
      listening.delete(db);
      console.error('[event-store] cannot LISTEN for appends, polling only:', (error as Error).message);
    });
}

/**
 * How many append notifications this process has seen for `db` (its own appends, and others' where it listens):
 * a cache that holds something derived from the log is void once this moves.
 */
export function appendsSeen(db: object): number {
  return appendSignalFor(db).version;
}
