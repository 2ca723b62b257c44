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

/** The NOTIFY of one Db: one waits for an event-loop turn or is on the wire at a time, and at most one follows it. */
interface RemoteNotify {
  scheduled: boolean;
  sending: boolean;
  again: boolean;
}
const remoteNotifies = new WeakMap<object, RemoteNotify>();
/**
 * The NOTIFY's transaction commits without waiting for its WAL flush: it writes nothing a crash could lose (the
 * appends it announces committed, flushed, before it), and waiting put a second flush beside every append.
 */
const NOTIFY_SQL = `SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, NULL)`;

/**
 * Wakes this process's subscriptions at once, and other processes' through a NOTIFY (appends no longer send it
 * themselves: a NOTIFY-ing commit takes a database-wide lock, migration 038). A NOTIFY is a transaction with its own
 * commit record and WAL flush, so one per append cost concurrent writers a second flush each: at most one is on the
 * wire at a time, and appends that commit meanwhile share the one sent after it (sent after their commits, so a
 * listener reading then sees them). Best effort: a lost notification is covered by polling. Call after committing
 * a transaction that used appendInTransaction; the store's own appends call it.
 */
export function notifyEventsAppended(db: object): void {
  appendSignalFor(db).notify();
  const listener = db as Partial<Db & NotificationListener>;
  if (typeof listener.listen !== 'function' || typeof listener.query !== 'function') return;
  let state = remoteNotifies.get(db);
  if (!state) remoteNotifies.set(db, (state = { scheduled: false, sending: false, again: false }));
  if (state.sending) state.again = true;
  if (state.sending || state.scheduled) return;
  state.scheduled = true;
  const query = listener.query.bind(listener);
  const send = (notify: RemoteNotify): void => {
    notify.sending = true;
    void query(NOTIFY_SQL, [EVENTS_APPENDED_CHANNEL])
      .catch(() => undefined)
      .finally(() => {
        notify.sending = false;
        if (!notify.again) return;
        notify.again = false;
        send(notify);
      });
  };
  setImmediate(() => {
    state.scheduled = false;
    send(state);
  });
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
